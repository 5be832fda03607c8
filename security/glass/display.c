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
 * exec, but a secure exec gives the task its pinned display, or the boot
 * default when it has none: an invoker does not choose the format a
 * privileged program reads its labels in.
 *
 * A display is pinned by the administrator, for a program or for a task
 * and its descendants: a pinned display is inherited, survives secure
 * exec, and only the administrator changes it.  A container manager
 * pins the container's first task through display_pin ("PID MODULE",
 * CAP_MAC_ADMIN in the initial user namespace: a container's root has
 * it only in its own), from the hook LXC and the OCI runtimes run on
 * the host with that pid.  Under such a pin the display rules below no
 * longer apply: they name paths of the host, which the container's files
 * may share.  A pinned task may still choose another display for itself;
 * its next secure exec gives it the pinned one again.
 *
 * An existing program that cannot ask for a display itself is named by
 * the administrator instead, in /sys/kernel/security/glass/
 * display_rules, one rule per line:
 *
 *	apparmor /usr/bin/dbus-daemon
 *	composite /usr/local/bin/tool
 *
 * A task that executes a file named by a rule gets that rule's display,
 * pinned, whatever it inherited, set-user-ID or not.  The file is the one
 * execve() names, so a rule can name a script, as AppArmor attaches
 * profiles to scripts.  Each write replaces the whole table; paths are
 * resolved when the rules are written (symlinks followed), and compared
 * with the executed file's absolute path.
 */

#include <kunit/visibility.h>
#include <linux/binfmts.h>
#include <linux/ctype.h>
#include <linux/dcache.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/kstrtox.h>
#include <linux/mutex.h>
#include <linux/namei.h>
#include <linux/path.h>
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/sched/task.h>
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

static union glass_view glass_view_of(const struct glass_task *t)
{
	return (union glass_view){ .word = READ_ONCE(t->view.word) };
}

/* Replace @t's view by @change(view, @display), whoever else writes it. */
static void glass_view_update(struct glass_task *t,
			      union glass_view (*change)(union glass_view view,
							 int display),
			      int display)
{
	union glass_view old = glass_view_of(t), new;

	do {
		new = change(old, display);
	} while (!try_cmpxchg(&t->view.word, &old.word, new.word));
}

/**
 * glass_display - the display of the current task
 *
 * Return: the module (position in the stack) whose format the task sees,
 * or GLASS_DISPLAY_COMPOSITE.
 */
int glass_display(void)
{
	return glass_view_of(glass_task(current)).display;
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
 * glass_view_choose - a task's view once it chose a display for itself
 * @view: its view
 * @display: the display it chose
 *
 * The pin stays: a choice needs no privilege, so the next secure exec
 * undoes it.
 *
 * Return: the new view.
 */
VISIBLE_IF_KUNIT union glass_view glass_view_choose(union glass_view view,
						    int display)
{
	view.display = display;
	return view;
}

/**
 * glass_view_pin - a task's view once the administrator pinned a display
 * @view: its view
 * @display: the display pinned
 *
 * Return: the new view: @display, pinned by pid.
 */
VISIBLE_IF_KUNIT union glass_view glass_view_pin(union glass_view view,
						 int display)
{
	view.display = display;
	view.pinned = display;
	view.pin = GLASS_PIN_PID;
	return view;
}

/**
 * glass_view_exec - the view a task keeps across an exec
 * @view: its view before the exec
 * @rule: the display rule of the executed file, or GLASS_DISPLAY_UNSET
 * @secureexec: the exec is a secure one (set-user-ID, set-group-ID,
 *	file capabilities, AT_SECURE)
 * @boot: the boot default
 *
 * A display rule naming the executed file sets and pins the display,
 * unless a pin by pid holds: the container manager's choice covers a
 * whole tree of tasks, whose paths the rules were not written for.
 * Otherwise the display is inherited, except across a secure exec: as
 * the kernel resets other inherited state, it goes back to the pinned
 * display, or to the boot default when nothing pinned one, so that an
 * invoker cannot choose the format a privileged program reads its labels
 * in, nor undo the administrator's pin.
 *
 * Return: the new view.
 */
VISIBLE_IF_KUNIT union glass_view glass_view_exec(union glass_view view,
						  int rule, bool secureexec,
						  int boot)
{
	if (rule != GLASS_DISPLAY_UNSET && view.pin != GLASS_PIN_PID) {
		view.display = rule;
		view.pinned = rule;
		view.pin = GLASS_PIN_RULE;
	} else if (secureexec) {
		view.display = view.pin == GLASS_PIN_NONE ? boot : view.pinned;
	}
	return view;
}

/**
 * glass_set_display - choose the current task's display
 * @display: a value from glass_display_parse()
 */
void glass_set_display(int display)
{
	struct glass_task *t = glass_task(current);

	glass_view_update(t, glass_view_choose, display);
	t->exec_display = GLASS_DISPLAY_UNSET;
}

/**
 * glass_display_pin - pin a task's display
 * @nr: the task's pid, in the caller's pid namespace
 * @display: a value from glass_display_parse()
 *
 * The caller has CAP_MAC_ADMIN.  The task's descendants inherit the pin
 * from their next fork on: a container manager pins the container's
 * first task before it runs the container's init.
 *
 * Return: 0, or -ESRCH when no task has that pid.
 */
int glass_display_pin(pid_t nr, int display)
{
	struct task_struct *task = find_get_task_by_vpid(nr);

	if (!task)
		return -ESRCH;
	glass_view_update(glass_task(task), glass_view_pin, display);
	put_task_struct(task);
	return 0;
}

/**
 * glass_display_pin_parse - read a pin written by userspace
 * @text: "PID MODULE", a newline at the end or not; split in place
 * @nr: set to PID, a positive pid
 * @display_of: the display a module name stands for, or -EINVAL
 *
 * Return: the display, or -EINVAL for anything else.
 */
int glass_display_pin_parse(char *text, pid_t *nr,
			    int (*display_of)(const char *name))
{
	size_t len = strlen(text);
	char *name;
	int display;

	if (len && text[len - 1] == '\n')
		text[len - 1] = '\0';
	name = strchr(text, ' ');
	if (!name)
		return -EINVAL;
	*name++ = '\0';
	/* Digits only: kstrtoint() would take a sign too. */
	if (!isdigit(*text) || kstrtoint(text, 10, nr) || *nr <= 0)
		return -EINVAL;
	display = display_of(name);
	return display < 0 ? -EINVAL : display;
}

/**
 * glass_display_pin_format - the current task's pin, as display_pin reads
 * @buf: filled with "MODULE rule\n", "MODULE pid\n" or "none\n"
 * @size: room in @buf
 *
 * Return: the length written.
 */
int glass_display_pin_format(char *buf, size_t size)
{
	union glass_view view = glass_view_of(glass_task(current));

	if (view.pin == GLASS_PIN_NONE)
		return scnprintf(buf, size, "none\n");
	return scnprintf(buf, size, "%s %s\n", glass_display_name(view.pinned),
			 view.pin == GLASS_PIN_RULE ? "rule" : "pid");
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
	struct glass_task *t = glass_task(current);

	/* Under a pin by pid no rule applies: no path to look up. */
	if (glass_view_of(t).pin == GLASS_PIN_PID) {
		t->exec_display = GLASS_DISPLAY_UNSET;
		return 0;
	}
	return glass_display_rule_for(bprm->file, &t->exec_display);
}

/**
 * glass_display_exec - the display a task keeps across an exec
 * @bprm: the exec, at bprm_committing_creds
 *
 * As glass_view_exec() says.  The common exec, neither secure nor named
 * by a rule, writes nothing.
 */
void glass_display_exec(const struct linux_binprm *bprm)
{
	struct glass_task *t = glass_task(current);
	int rule = t->exec_display;
	union glass_view old, new;

	t->exec_display = GLASS_DISPLAY_UNSET;
	if (rule == GLASS_DISPLAY_UNSET && !bprm->secureexec)
		return;
	old = glass_view_of(t);
	do {
		new = glass_view_exec(old, rule, bprm->secureexec,
				      glass_display_boot);
	} while (!try_cmpxchg(&t->view.word, &old.word, new.word));
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
	/* Every task descends from this one; nothing pinned. */
	glass_task(current)->view = (union glass_view){
		.display = display, .pinned = display, .pin = GLASS_PIN_NONE,
	};
	glass_task(current)->exec_display = GLASS_DISPLAY_UNSET;
}

/* task_alloc: a new task sees what its parent sees, pinned as it is. */
void glass_task_init(struct task_struct *task)
{
	glass_task(task)->view = glass_view_of(glass_task(current));
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
