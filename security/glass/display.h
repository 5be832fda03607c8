/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the display choice and the display rules
 */

#ifndef _SECURITY_GLASS_DISPLAY_H
#define _SECURITY_GLASS_DISPLAY_H

#include <linux/init.h>
#include <linux/types.h>

#include "common.h"

struct file;
struct linux_binprm;
struct seq_file;
struct task_struct;

/* Longest module name a display choice takes. */
#define GLASS_NAME_MAX		32

/* The display of a task that sees every module: no module's position. */
#define GLASS_DISPLAY_COMPOSITE	GLASS_MAX_MODULES
/* No display rule names the file being executed. */
#define GLASS_DISPLAY_UNSET	(-1)

/* The most rules display_rules holds. */
#define GLASS_DISPLAY_RULES_MAX	128

/**
 * struct glass_task - Glass's own part of a task's blob
 * @display: the module (position in the stack) whose format the task
 *           sees, or GLASS_DISPLAY_COMPOSITE
 * @exec_display: the display rule of the file this task is executing,
 *	or GLASS_DISPLAY_UNSET; taken from bprm_creds_for_exec to
 *	bprm_committing_creds of one execve()
 */
struct glass_task {
	int display;
	int exec_display;
};

/**
 * struct glass_display_rule - a display rule
 * @display: the display a task executing @path gets
 * @path: an absolute path
 */
struct glass_display_rule {
	int display;
	const char *path;
};

int glass_display(void);
int glass_display_parse(const char *name);
const char *glass_display_name(int display);
void glass_set_display(int display);
int glass_display_default(void);
void __init glass_display_init(void);
void glass_task_init(struct task_struct *task);
int glass_display_exec_file(const struct linux_binprm *bprm);
void glass_display_exec(const struct linux_binprm *bprm);
int glass_display_peer_vec(u32 *vec);

#if IS_ENABLED(CONFIG_KUNIT)
int glass_display_rules_parse(char *text, struct glass_display_rule *rules,
			      unsigned int max,
			      int (*display_of)(const char *name));
#endif
int glass_display_rules_set(char *text);
void glass_display_rules_show(struct seq_file *m);
int glass_display_rule_for(const struct file *file, int *display);

#endif /* _SECURITY_GLASS_DISPLAY_H */
