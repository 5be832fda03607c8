// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - the display choice: the format a task is told labels in
 *
 * Programs that parse /proc/self/attr/current or SO_PEERSEC as one
 * module's label get a display choice: a per-task setting under which
 * /proc/<pid>/attr/{current,exec,prev}, SO_PEERSEC and SCM_SECURITY
 * answer in one module's own format ("composite", the boot default
 * unless glass.display= says otherwise, names every module).  A task
 * sets only its own display: it changes what the task is told, never
 * what it may do.  The display is inherited at fork and kept across
 * exec, but reset to the boot default by a secure exec.
 *
 * An existing program that cannot ask for a display itself is named by
 * the administrator instead, in /sys/kernel/security/glass/
 * display_rules, one rule per line:
 *
 *	apparmor /usr/bin/dbus-daemon
 *	composite /usr/local/bin/tool
 *
 * A task that executes a file named by a rule gets that rule's display,
 * whatever it inherited, set-user-ID or not.  The file is the one
 * execve() names, so a rule can name a script, as AppArmor attaches
 * profiles to scripts.  Each write replaces the whole table; paths are
 * resolved when the rules are written (symlinks followed), and compared
 * with the executed file's absolute path.
 */

#include <kunit/visibility.h>
#include <linux/binfmts.h>
#include <linux/dcache.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/mutex.h>
#include <linux/namei.h>
#include <linux/path.h>
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "common.h"
#include "blob.h"
#include "dispatch.h"
#include "display.h"

/* The boot default, resolved once the stack is composed. */
static int glass_display_boot __ro_after_init = GLASS_DISPLAY_COMPOSITE;
static char *glass_display_arg __initdata;

static int __init glass_display_setup(char *str)
{
	glass_display_arg = str;
	return 0;
}
early_param("glass.display", glass_display_setup);

static struct glass_task *glass_task(const struct task_struct *task)
{
	const struct glass_blob_layout *l = &glass_layout[GLASS_BLOB_TASK];

	return task->security + l->base + l->own;
}

/**
 * glass_display - the display of the current task
 *
 * Return: the module (position in the stack) whose format the task sees,
 * or GLASS_DISPLAY_COMPOSITE.
 */
int glass_display(void)
{
	return glass_task(current)->display;
}

/**
 * glass_display_parse - the display a name stands for
 * @name: "composite", or a composed module with process attributes
 *
 * Return: the display, or -EINVAL.
 */
int glass_display_parse(const char *name)
{
	const struct glass_providers *h = &glass_table.getprocattr;
	int i;

	if (!strcmp(name, "composite"))
		return GLASS_DISPLAY_COMPOSITE;
	i = glass_provider_named(h, name);
	return i < 0 ? -EINVAL : h->module[i];
}

/**
 * glass_display_name - the name of a display
 * @display: a module's position in the stack, or GLASS_DISPLAY_COMPOSITE
 *
 * Return: "composite" or the module's name.
 */
const char *glass_display_name(int display)
{
	return display == GLASS_DISPLAY_COMPOSITE ? "composite" :
	       glass_modules[display].name;
}

/**
 * glass_set_display - choose the current task's display
 * @display: a value from glass_display_parse()
 */
void glass_set_display(int display)
{
	glass_task(current)->display = display;
	glass_task(current)->exec_display = GLASS_DISPLAY_UNSET;
}

/** glass_display_default - the display every task starts with */
int glass_display_default(void)
{
	return glass_display_boot;
}

/**
 * glass_display_exec_file - find the display rule of an executed file
 * @bprm: the exec, at bprm_creds_for_exec (once per execve(), on the
 *	  file it names: a script rather than its interpreter)
 *
 * Return: 0, or -ENOMEM if the rules could not be matched: the exec fails.
 */
int glass_display_exec_file(const struct linux_binprm *bprm)
{
	return glass_display_rule_for(bprm->file,
				      &glass_task(current)->exec_display);
}

/**
 * glass_display_exec - the display a task keeps across an exec
 * @bprm: the exec, at bprm_committing_creds
 *
 * A display rule naming the executed file sets the display.  Otherwise
 * the display is inherited, except across a secure exec (set-user-ID,
 * set-group-ID, file capabilities): as the kernel resets other
 * inherited state, it goes back to the boot default, so that an invoker
 * cannot choose the format a privileged program reads its labels in.
 */
void glass_display_exec(const struct linux_binprm *bprm)
{
	struct glass_task *t = glass_task(current);

	if (t->exec_display != GLASS_DISPLAY_UNSET)
		t->display = t->exec_display;
	else if (bprm->secureexec)
		t->display = glass_display_boot;
	t->exec_display = GLASS_DISPLAY_UNSET;
}

/**
 * glass_display_init - resolve glass.display= once the stack is composed
 *
 * An unknown name is reported, and the display stays composite.
 */
void __init glass_display_init(void)
{
	int display = GLASS_DISPLAY_COMPOSITE;

	if (glass_display_arg) {
		display = glass_display_parse(glass_display_arg);
		if (display < 0) {
			pr_err("glass.display=%s: not a composed module with process attributes, using composite\n",
			       glass_display_arg);
			display = GLASS_DISPLAY_COMPOSITE;
		}
	}
	glass_display_boot = display;
	/* Every task descends from this one. */
	glass_task(current)->display = display;
	glass_task(current)->exec_display = GLASS_DISPLAY_UNSET;
}

/* task_alloc: a new task sees what its parent sees. */
void glass_task_init(struct task_struct *task)
{
	glass_task(task)->display = glass_task(current)->display;
	glass_task(task)->exec_display = GLASS_DISPLAY_UNSET;
}

/**
 * glass_display_peer_vec - a datagram's peer labels, as the receiver sees them
 * @vec: the peer's secid vector, one label per module; changed in place
 *
 * Keeps only the label of the current task's display, as SO_PEERSEC
 * answers: SCM_SECURITY is made in the receiver's recvmsg().
 *
 * Return: 0, or -EINVAL when the display's module has no label (no
 * control message), as that module alone would give none.
 */
int glass_display_peer_vec(u32 *vec)
{
	int display = glass_display();
	u32 label;

	if (display == GLASS_DISPLAY_COMPOSITE)
		return 0;
	label = vec[display];
	memset(vec, 0, sizeof(u32) * GLASS_MAX_MODULES);
	vec[display] = label;
	return label ? 0 : -EINVAL;
}

/**
 * struct glass_display_rules - the display rules in force
 * @rcu: freed after the readers of the table it replaces
 * @nr: number of rules
 * @rule: the rules, in the order written; their paths follow the array
 */
struct glass_display_rules {
	struct rcu_head rcu;
	unsigned int nr;
	struct glass_display_rule rule[] __counted_by(nr);
};

static struct glass_display_rules __rcu *glass_display_rules;
static DEFINE_MUTEX(glass_display_rules_lock);

/**
 * glass_display_rules_parse - read display rules written by userspace
 * @text: "MODULE PATH" lines, NUL-terminated; split in place
 * @rules: filled with the rules, their paths pointing into @text
 * @max: room in @rules
 * @display_of: the display a module name stands for, or -EINVAL
 *
 * MODULE is "composite" or a module @display_of knows; PATH is the rest
 * of the line and must be absolute.  Empty lines are skipped.  A path
 * named twice is an error: the table would not say which rule wins.
 *
 * Return: the number of rules, -EINVAL for a malformed line, -E2BIG
 * beyond @max rules.
 */
VISIBLE_IF_KUNIT int
glass_display_rules_parse(char *text, struct glass_display_rule *rules,
			  unsigned int max, int (*display_of)(const char *name))
{
	unsigned int nr = 0, i;
	char *line, *path;
	int display;

	while ((line = strsep(&text, "\n"))) {
		if (!*line)
			continue;
		path = strchr(line, ' ');
		if (!path || path[1] != '/' || strlen(path + 1) >= PATH_MAX)
			return -EINVAL;
		*path++ = '\0';
		display = display_of(line);
		if (display < 0)
			return -EINVAL;
		for (i = 0; i < nr; i++)
			if (!strcmp(rules[i].path, path))
				return -EINVAL;
		if (nr == max)
			return -E2BIG;
		rules[nr].display = display;
		rules[nr++].path = path;
	}
	return nr;
}

/* The absolute path of @name as exec would see it, into @buf. */
static char *glass_display_rule_resolve(const char *name, char *buf)
{
	struct path path;
	char *p;
	int rc;

	rc = kern_path(name, LOOKUP_FOLLOW, &path);
	if (rc)
		return ERR_PTR(rc);
	if (!d_is_reg(path.dentry))
		p = ERR_PTR(-EINVAL);
	else
		p = d_absolute_path(&path, buf, PATH_MAX);
	path_put(&path);
	return p;
}

/**
 * glass_display_rules_set - replace the display rules
 * @text: the whole table, as glass_display_rules_parse() reads it
 *
 * Every path must name an existing regular file.  On any error the
 * rules in force stay as they were.
 *
 * Return: 0, or -EINVAL, -E2BIG, -ENOENT (and other lookup errors) or
 * -ENOMEM.
 */
int glass_display_rules_set(char *text)
{
	struct glass_display_rules *new = NULL, *old;
	struct glass_display_rule *parsed;
	char **resolved, *buf, *p;
	size_t size;
	int nr = 0, i, rc = 0;

	parsed = kcalloc(GLASS_DISPLAY_RULES_MAX, sizeof(*parsed), GFP_KERNEL);
	resolved = kcalloc(GLASS_DISPLAY_RULES_MAX, sizeof(*resolved),
			   GFP_KERNEL);
	buf = __getname();
	if (!parsed || !resolved || !buf) {
		rc = -ENOMEM;
		goto out;
	}
	nr = glass_display_rules_parse(text, parsed, GLASS_DISPLAY_RULES_MAX,
				       glass_display_parse);
	if (nr < 0) {
		rc = nr;
		nr = 0;
		goto out;
	}
	size = struct_size(new, rule, nr);
	for (i = 0; i < nr; i++) {
		p = glass_display_rule_resolve(parsed[i].path, buf);
		if (IS_ERR(p)) {
			rc = PTR_ERR(p);
			goto out;
		}
		resolved[i] = kstrdup(p, GFP_KERNEL);
		if (!resolved[i]) {
			rc = -ENOMEM;
			goto out;
		}
		size += strlen(p) + 1;
	}
	if (nr) {
		new = kzalloc(size, GFP_KERNEL);
		if (!new) {
			rc = -ENOMEM;
			goto out;
		}
		new->nr = nr;
		p = (char *)&new->rule[nr];
		for (i = 0; i < nr; i++) {
			size_t len = strlen(resolved[i]) + 1;

			new->rule[i].display = parsed[i].display;
			new->rule[i].path = memcpy(p, resolved[i], len);
			p += len;
		}
	}
	mutex_lock(&glass_display_rules_lock);
	old = rcu_replace_pointer(glass_display_rules, new,
				  lockdep_is_held(&glass_display_rules_lock));
	mutex_unlock(&glass_display_rules_lock);
	if (old)
		kfree_rcu(old, rcu);
out:
	for (i = 0; i < nr; i++)
		kfree(resolved[i]);
	if (buf)
		__putname(buf);
	kfree(resolved);
	kfree(parsed);
	return rc;
}

/**
 * glass_display_rules_show - print the rules in force
 * @m: the seq_file of display_rules
 */
void glass_display_rules_show(struct seq_file *m)
{
	const struct glass_display_rules *rules;
	unsigned int i;

	rcu_read_lock();
	rules = rcu_dereference(glass_display_rules);
	for (i = 0; rules && i < rules->nr; i++)
		seq_printf(m, "%s %s\n",
			   glass_display_name(rules->rule[i].display),
			   rules->rule[i].path);
	rcu_read_unlock();
}

/**
 * glass_display_rule_for - the display a rule gives to an executed file
 * @file: the file execve() opened
 * @display: the display the rule naming @file gives, GLASS_DISPLAY_UNSET
 *	     when no rule names it (or it has no absolute path, as a file
 *	     of another mount namespace: no rule can name it)
 *
 * Return: 0, or -ENOMEM when there was no memory to match the rules: the
 * caller fails rather than run the program without its rule's display.
 */
int glass_display_rule_for(const struct file *file, int *display)
{
	const struct glass_display_rules *rules;
	unsigned int i;
	char *buf, *path;

	*display = GLASS_DISPLAY_UNSET;
	/* The common case: no rules, no path lookup. */
	if (!rcu_access_pointer(glass_display_rules))
		return 0;
	buf = __getname();
	if (!buf)
		return -ENOMEM;
	path = d_absolute_path(&file->f_path, buf, PATH_MAX);
	if (!IS_ERR(path)) {
		rcu_read_lock();
		rules = rcu_dereference(glass_display_rules);
		for (i = 0; rules && i < rules->nr; i++) {
			if (!strcmp(rules->rule[i].path, path)) {
				*display = rules->rule[i].display;
				break;
			}
		}
		rcu_read_unlock();
	}
	__putname(buf);
	return 0;
}
