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
 * enum glass_pin - who pinned a task's display
 * @GLASS_PIN_NONE: no one: a secure exec gives the boot default
 * @GLASS_PIN_RULE: a display rule, when the task or an ancestor executed
 *	the file it names
 * @GLASS_PIN_PID: a task with CAP_MAC_ADMIN, through display_pin: a
 *	container manager; display rules no longer apply
 */
enum glass_pin {
	GLASS_PIN_NONE,
	GLASS_PIN_RULE,
	GLASS_PIN_PID,
};

/**
 * union glass_view - what a task is told, and what it goes back to
 * @display: the module (position in the stack) whose format the task
 *	sees, or GLASS_DISPLAY_COMPOSITE
 * @pinned: the display a secure exec gives the task, unless @pin is
 *	GLASS_PIN_NONE
 * @pin: who set @pinned, an enum glass_pin
 * @word: all three, read and replaced at once
 *
 * One word, so that a task pinning another one and that task forking,
 * executing or choosing at the same moment never see or leave half of
 * it, with no lock.
 */
union glass_view {
	struct {
		u8 display;
		u8 pinned;
		u8 pin;
	};
	u32 word;
};

/**
 * struct glass_task - Glass's own part of a task's blob
 * @view: the task's display and pin; other tasks write it (a pin), so
 *	it is read with READ_ONCE() and replaced with cmpxchg()
 * @exec_display: the display rule of the file this task is executing,
 *	or GLASS_DISPLAY_UNSET; taken from bprm_creds_for_exec to
 *	bprm_committing_creds of one execve(), by the task alone
 */
struct glass_task {
	union glass_view view;
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
int glass_display_pin(pid_t nr, int display);
int glass_display_pin_parse(char *text, pid_t *nr,
			    int (*display_of)(const char *name));
int glass_display_pin_format(char *buf, size_t size);
int glass_display_default(void);
void __init glass_display_init(void);
void glass_task_init(struct task_struct *task);
int glass_display_exec_file(const struct linux_binprm *bprm);
void glass_display_exec(const struct linux_binprm *bprm);
int glass_display_peer_vec(u32 *vec);

#if IS_ENABLED(CONFIG_KUNIT)
union glass_view glass_view_choose(union glass_view view, int display);
union glass_view glass_view_pin(union glass_view view, int display);
union glass_view glass_view_exec(union glass_view view, int rule,
				 bool secureexec, int boot);
int glass_display_rules_parse(char *text, struct glass_display_rule *rules,
			      unsigned int max,
			      int (*display_of)(const char *name));
#endif
int glass_display_rules_set(char *text);
void glass_display_rules_show(struct seq_file *m);
int glass_display_rule_for(const struct file *file, int *display);

#endif /* _SECURITY_GLASS_DISPLAY_H */
