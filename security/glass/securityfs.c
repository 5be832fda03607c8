// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - /sys/kernel/security/glass/
 *
 * "stack" lists the composed modules in stack order, one per line, with
 * the number of hooks each registered: "smack 113".  commoncap is the
 * last line.
 *
 * "secids" gives the secid mapping table's use, one "name value" per
 * line: entries (secids in use), limit, hits and misses (vectors looked
 * up and found, or not found and added), unrecorded (vectors the table
 * could not take) and reclaimed (entries dropped with a module's label),
 * unprivileged (entries made by users other than root), user_limit and
 * users_limit (the most one such user, and all of them, may make) and
 * over_share (vectors not taken because their maker had made its share).
 *
 * "display" is the display choice of the task that opens it: reading
 * gives "composite" or a module's name, writing one of those sets the
 * writer's own display (and that of the children it makes from then on).
 * "display_default" is the boot default (glass.display=), read-only.
 *
 * "display_rules" gives the display of the programs named there when
 * they are executed (display.c); writing, with CAP_MAC_ADMIN,
 * replaces the whole table.
 *
 * "display_pin" pins a task's display for it and its descendants:
 * writing "PID MODULE" takes CAP_MAC_ADMIN in the initial user
 * namespace.  Reading gives the reader's own pin: "MODULE pid" or
 * "MODULE rule" (who pinned it), or "none".
 */

#include <linux/capability.h>
#include <linux/fs.h>
#include <linux/init.h>
#include <linux/security.h>
#include <linux/seq_file.h>
#include <linux/sizes.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>
#include <linux/user_namespace.h>

#include "common.h"
#include "dispatch.h"
#include "display.h"
#include "secid.h"

static int glass_stack_show(struct seq_file *m, void *v)
{
	unsigned int s;

	for (s = 0; s < glass_nr_modules; s++)
		seq_printf(m, "%s %u\n", glass_modules[s].name,
			   glass_modules[s].nr_hooks);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(glass_stack);

static int glass_secids_show(struct seq_file *m, void *v)
{
	struct glass_secid_stats stats;

	glass_secid_stats(&glass_secids, &stats);
	seq_printf(m, "entries %lu\nlimit %u\nhits %lu\nmisses %lu\nunrecorded %lu\nreclaimed %lu\n",
		   stats.entries, glass_secids.max ? glass_secids.max - 1 : 0,
		   stats.hits, stats.misses, stats.unrecorded,
		   stats.reclaimed);
	seq_printf(m, "unprivileged %lu\nuser_limit %u\nusers_limit %u\nover_share %lu\n",
		   stats.unprivileged, glass_secids.user_max,
		   glass_secids.users_max, stats.over_share);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(glass_secids);

static ssize_t glass_display_read(struct file *file, char __user *buf,
				  size_t count, loff_t *ppos)
{
	char name[GLASS_NAME_MAX + 2];
	int len;

	len = scnprintf(name, sizeof(name), "%s\n",
			glass_display_name(glass_display()));
	return simple_read_from_buffer(buf, count, ppos, name, len);
}

static ssize_t glass_display_write(struct file *file, const char __user *buf,
				   size_t count, loff_t *ppos)
{
	char name[GLASS_NAME_MAX + 2];
	int display;

	if (*ppos || !count || count >= sizeof(name))
		return -EINVAL;
	if (copy_from_user(name, buf, count))
		return -EFAULT;
	name[count] = '\0';
	if (name[count - 1] == '\n')
		name[count - 1] = '\0';
	display = glass_display_parse(name);
	if (display < 0)
		return display;
	glass_set_display(display);
	return count;
}

static const struct file_operations glass_display_fops = {
	.read = glass_display_read,
	.write = glass_display_write,
	.llseek = generic_file_llseek,
};

static int glass_display_default_show(struct seq_file *m, void *v)
{
	seq_printf(m, "%s\n", glass_display_name(glass_display_default()));
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(glass_display_default);

static int glass_display_rules_seq_show(struct seq_file *m, void *v)
{
	glass_display_rules_show(m);
	return 0;
}

static int glass_display_rules_open(struct inode *inode, struct file *file)
{
	return single_open(file, glass_display_rules_seq_show, NULL);
}

/* The whole table in one write; the largest table fits in 64 KiB. */
#define GLASS_DISPLAY_RULES_WRITE_MAX	SZ_64K

static ssize_t glass_display_rules_write(struct file *file,
					 const char __user *buf, size_t count,
					 loff_t *ppos)
{
	char *text;
	int rc;

	/* Rules change what other tasks see. */
	if (!capable(CAP_MAC_ADMIN))
		return -EPERM;
	if (*ppos)
		return -EINVAL;
	if (count > GLASS_DISPLAY_RULES_WRITE_MAX)
		return -E2BIG;
	text = memdup_user_nul(buf, count);
	if (IS_ERR(text))
		return PTR_ERR(text);
	rc = glass_display_rules_set(text);
	kfree(text);
	return rc ?: count;
}

static const struct file_operations glass_display_rules_fops = {
	.open = glass_display_rules_open,
	.read = seq_read,
	.write = glass_display_rules_write,
	.llseek = seq_lseek,
	.release = single_release,
};

static ssize_t glass_display_pin_read(struct file *file, char __user *buf,
				      size_t count, loff_t *ppos)
{
	char pin[GLASS_NAME_MAX + 8];
	int len = glass_display_pin_format(pin, sizeof(pin));

	return simple_read_from_buffer(buf, count, ppos, pin, len);
}

/* "PID MODULE\n": the longest a pid and a module name take. */
#define GLASS_DISPLAY_PIN_WRITE_MAX	(12 + GLASS_NAME_MAX)

static ssize_t glass_display_pin_write(struct file *file,
				       const char __user *buf, size_t count,
				       loff_t *ppos)
{
	char text[GLASS_DISPLAY_PIN_WRITE_MAX + 1];
	pid_t nr;
	int display, rc;

	/*
	 * A pin changes what another task sees, beyond its secure execs:
	 * the administrator's, in the initial user namespace, as the
	 * opener and as the writer.  A container's root has CAP_MAC_ADMIN
	 * in its own user namespace only, so it pins nothing.
	 */
	if (!file_ns_capable(file, &init_user_ns, CAP_MAC_ADMIN) ||
	    !capable(CAP_MAC_ADMIN))
		return -EPERM;
	if (*ppos || !count || count > GLASS_DISPLAY_PIN_WRITE_MAX)
		return -EINVAL;
	if (copy_from_user(text, buf, count))
		return -EFAULT;
	text[count] = '\0';
	if (strlen(text) != count)
		return -EINVAL;
	display = glass_display_pin_parse(text, &nr, glass_display_parse);
	if (display < 0)
		return display;
	rc = glass_display_pin(nr, display);
	return rc ?: count;
}

static const struct file_operations glass_display_pin_fops = {
	.read = glass_display_pin_read,
	.write = glass_display_pin_write,
	.llseek = generic_file_llseek,
};

static const struct {
	const char *name;
	umode_t mode;
	const struct file_operations *fops;
} glass_files[] = {
	{ "stack", 0444, &glass_stack_fops },
	{ "secids", 0444, &glass_secids_fops },
	/* Any task may choose its own display. */
	{ "display", 0666, &glass_display_fops },
	{ "display_default", 0444, &glass_display_default_fops },
	{ "display_rules", 0644, &glass_display_rules_fops },
	{ "display_pin", 0644, &glass_display_pin_fops },
};

static int __init glass_securityfs_init(void)
{
	struct dentry *dir, *file;
	size_t i;

	if (!glass_nr_modules)
		return 0;
	dir = securityfs_create_dir(GLASS_NAME, NULL);
	if (IS_ERR(dir))
		return PTR_ERR(dir);
	for (i = 0; i < ARRAY_SIZE(glass_files); i++) {
		file = securityfs_create_file(glass_files[i].name,
					      glass_files[i].mode, dir, NULL,
					      glass_files[i].fops);
		if (IS_ERR(file)) {
			glass_securityfs_remove_all(dir);
			return PTR_ERR(file);
		}
	}
	return 0;
}
fs_initcall(glass_securityfs_init);
