// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - display rules: the display a program gets when it is executed
 *
 * An existing program that reads /proc/self/attr/current or SO_PEERSEC
 * as one module's label cannot ask for a display itself.  The
 * administrator names it instead, in /sys/kernel/security/glass/
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
#include <linux/dcache.h>
#include <linux/fs.h>
#include <linux/mutex.h>
#include <linux/namei.h>
#include <linux/path.h>
#include <linux/rcupdate.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "common.h"
#include "attr.h"
#include "display_rule.h"

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
 *
 * Return: the display, or GLASS_DISPLAY_UNSET when no rule names @file
 * (or its path cannot be had).
 */
int glass_display_rule_for(const struct file *file)
{
	const struct glass_display_rules *rules;
	int display = GLASS_DISPLAY_UNSET;
	unsigned int i;
	char *buf, *path;

	/* The common case: no rules, no path lookup. */
	if (!rcu_access_pointer(glass_display_rules))
		return display;
	buf = __getname();
	if (!buf)
		return display;
	path = d_absolute_path(&file->f_path, buf, PATH_MAX);
	if (!IS_ERR(path)) {
		rcu_read_lock();
		rules = rcu_dereference(glass_display_rules);
		for (i = 0; rules && i < rules->nr; i++) {
			if (!strcmp(rules->rule[i].path, path)) {
				display = rules->rule[i].display;
				break;
			}
		}
		rcu_read_unlock();
	}
	__putname(buf);
	return display;
}
