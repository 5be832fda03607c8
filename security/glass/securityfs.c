// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - /sys/kernel/security/glass/
 *
 * "stack" lists the composed modules in slot order, one per line, with
 * the number of hooks each registered: "smack 113".  commoncap is the
 * last line.
 *
 * "secids" gives the secid mapping table's use, one "name value" per
 * line: entries (secids handed out), limit, hits and misses (vectors
 * looked up and found, or not found and added).
 */

#include <linux/init.h>
#include <linux/security.h>
#include <linux/seq_file.h>

#include "common.h"

static int glass_stack_show(struct seq_file *m, void *v)
{
	unsigned int s;

	for (s = 0; s < glass_nr_slots; s++)
		seq_printf(m, "%s %u\n", glass_modules[s].name,
			   glass_modules[s].nr_hooks);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(glass_stack);

static int glass_secids_show(struct seq_file *m, void *v)
{
	struct glass_secid_stats stats;

	glass_secid_stats(&glass_secids, &stats);
	seq_printf(m, "entries %lu\nlimit %u\nhits %lu\nmisses %lu\n",
		   stats.entries, glass_secids.max ? glass_secids.max - 1 : 0,
		   stats.hits, stats.misses);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(glass_secids);

static int __init glass_securityfs_init(void)
{
	struct dentry *dir, *file;

	if (!glass_nr_slots)
		return 0;
	dir = securityfs_create_dir("glass", NULL);
	if (IS_ERR(dir))
		return PTR_ERR(dir);
	file = securityfs_create_file("stack", 0444, dir, NULL,
				      &glass_stack_fops);
	if (!IS_ERR(file))
		file = securityfs_create_file("secids", 0444, dir, NULL,
					      &glass_secids_fops);
	if (IS_ERR(file)) {
		securityfs_recursive_remove(dir);
		return PTR_ERR(file);
	}
	return 0;
}
fs_initcall(glass_securityfs_init);
