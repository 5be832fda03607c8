/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - process attributes and the display choice
 */

#ifndef _SECURITY_GLASS_ATTR_H
#define _SECURITY_GLASS_ATTR_H

#include <linux/init.h>

#include "common.h"

struct linux_binprm;
struct task_struct;

/* Longest module name a display choice takes. */
#define GLASS_NAME_MAX		32

/* The display of a task that sees every module: no module's position. */
#define GLASS_DISPLAY_COMPOSITE	GLASS_MAX_MODULES
/* No display rule names the file being executed. */
#define GLASS_DISPLAY_UNSET	(-1)

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

int glass_display(void);
int glass_display_parse(const char *name);
const char *glass_display_name(int display);
void glass_set_display(int display);
int glass_display_default(void);
void __init glass_display_init(void);
void glass_task_init(struct task_struct *task);
void glass_display_exec_file(const struct linux_binprm *bprm);
void glass_display_exec(const struct linux_binprm *bprm);

#endif /* _SECURITY_GLASS_ATTR_H */
