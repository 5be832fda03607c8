// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - one set of mount options per module
 *
 * A mount has one pointer for the security modules' mount options: the
 * fs_context's security while the mount is set up, the mnt_opts the
 * superblock hooks are given.  Smack and SELinux each keep a structure of
 * their own there, and each would parse or free the other's.  Under
 * Glass the pointer holds a struct glass_mnt_opts, one slot per module,
 * and each module is called with its own slot: as the argument of the
 * hooks that take mnt_opts, and in fc->security, swapped in around the
 * call, for the fs_context hooks that reach it there.  An fs_context
 * belongs to the task setting up the mount, so nobody sees the swap.
 *
 * No slot used is no set: the pointer stays NULL, as without Glass.
 */

#include <linux/fs_context.h>
#include <linux/fs_parser.h>
#include <linux/lsm_hooks.h>
#include <linux/slab.h>

#include "common.h"
#include "dispatch.h"
#include "mnt_opts.h"

/**
 * struct glass_mnt_opts - the mount options of each module
 * @opts: each module's own options, by position in the stack
 */
struct glass_mnt_opts {
	void *opts[GLASS_MAX_MODULES];
};

/* The set in *@mnt_opts, a new empty one if there is none. */
static struct glass_mnt_opts *glass_mnt_opts_get(void *mnt_opts)
{
	return mnt_opts ?: kzalloc(sizeof(struct glass_mnt_opts), GFP_KERNEL);
}

/* The set to keep: NULL, and freed, if no module has options in it. */
static void *glass_mnt_opts_keep(struct glass_mnt_opts *o)
{
	unsigned int m;

	for (m = 0; m < GLASS_MAX_MODULES; m++)
		if (o->opts[m])
			return o;
	kfree(o);
	return NULL;
}

/* A module's options in @mnt_opts, NULL if it has none. */
static void *glass_mnt_opts_of(void *mnt_opts, unsigned int module)
{
	struct glass_mnt_opts *o = mnt_opts;

	return o ? o->opts[module] : NULL;
}

/* sb_free_mnt_opts: each module frees its own options, Glass the set. */
void glass_call_sb_free_mnt_opts(const struct glass_hook_table *t,
				 void *mnt_opts)
{
	const struct glass_providers *h = &t->sb_free_mnt_opts;
	struct glass_mnt_opts *o = mnt_opts;
	unsigned int i;

	if (!o)
		return;
	for (i = 0; i < h->nr; i++)
		if (o->opts[h->module[i]])
			h->fn[i].sb_free_mnt_opts(o->opts[h->module[i]]);
	kfree(o);
}

/* sb_eat_lsm_opts: each module takes its options out of @orig. */
int glass_call_sb_eat_lsm_opts(const struct glass_hook_table *t, char *orig,
			       void **mnt_opts)
{
	const struct glass_providers *h = &t->sb_eat_lsm_opts;
	struct glass_mnt_opts *o = glass_mnt_opts_get(*mnt_opts);
	unsigned int i;
	int rc = 0;

	if (!o)
		return -ENOMEM;
	for (i = 0; i < h->nr; i++) {
		int r = h->fn[i].sb_eat_lsm_opts(orig, &o->opts[h->module[i]]);

		if (!rc)
			rc = r;
	}
	*mnt_opts = glass_mnt_opts_keep(o);
	return rc;
}

int glass_call_sb_mnt_opts_compat(const struct glass_hook_table *t,
				  struct super_block *sb, void *mnt_opts)
{
	const struct glass_providers *h = &t->sb_mnt_opts_compat;
	unsigned int i;
	int rc = 0;

	for (i = 0; i < h->nr; i++) {
		int r = h->fn[i].sb_mnt_opts_compat(sb,
				glass_mnt_opts_of(mnt_opts, h->module[i]));

		if (!rc)
			rc = r;
	}
	return rc;
}

int glass_call_sb_remount(const struct glass_hook_table *t,
			  struct super_block *sb, void *mnt_opts)
{
	const struct glass_providers *h = &t->sb_remount;
	unsigned int i;
	int rc = 0;

	for (i = 0; i < h->nr; i++) {
		int r = h->fn[i].sb_remount(sb,
				glass_mnt_opts_of(mnt_opts, h->module[i]));

		if (!rc)
			rc = r;
	}
	return rc;
}

/*
 * sb_set_mnt_opts: each module sets its own options; a module with none
 * is called with NULL, as it is without Glass when another module's
 * options are the only ones.
 */
int glass_call_sb_set_mnt_opts(const struct glass_hook_table *t,
			       struct super_block *sb, void *mnt_opts,
			       unsigned long kern_flags,
			       unsigned long *set_kern_flags)
{
	const struct glass_providers *h = &t->sb_set_mnt_opts;
	unsigned int i;
	int rc = 0;

	for (i = 0; i < h->nr; i++) {
		int r = h->fn[i].sb_set_mnt_opts(sb,
				glass_mnt_opts_of(mnt_opts, h->module[i]),
				kern_flags, set_kern_flags);

		if (!rc)
			rc = r;
	}
	return rc;
}

/* fs_context_submount: each module fills its slot from @reference. */
int glass_call_fs_context_submount(const struct glass_hook_table *t,
				   struct fs_context *fc,
				   struct super_block *reference)
{
	const struct glass_providers *h = &t->fs_context_submount;
	struct glass_mnt_opts *o = glass_mnt_opts_get(fc->security);
	unsigned int i;
	int rc = 0;

	if (!o)
		return -ENOMEM;
	for (i = 0; i < h->nr; i++) {
		unsigned int m = h->module[i];
		int r;

		fc->security = o->opts[m];
		r = h->fn[i].fs_context_submount(fc, reference);
		o->opts[m] = fc->security;
		if (!rc)
			rc = r;
	}
	fc->security = glass_mnt_opts_keep(o);
	return rc;
}

/* fs_context_dup: each module copies its own slot of @src_fc. */
int glass_call_fs_context_dup(const struct glass_hook_table *t,
			      struct fs_context *fc, struct fs_context *src_fc)
{
	const struct glass_providers *h = &t->fs_context_dup;
	struct glass_mnt_opts *src = src_fc->security;
	struct glass_mnt_opts *o = glass_mnt_opts_get(NULL);
	unsigned int i;
	int rc = 0;

	if (!o)
		return -ENOMEM;
	for (i = 0; i < h->nr; i++) {
		unsigned int m = h->module[i];
		int r;

		fc->security = NULL;
		src_fc->security = glass_mnt_opts_of(src, m);
		r = h->fn[i].fs_context_dup(fc, src_fc);
		o->opts[m] = fc->security;
		if (!rc)
			rc = r;
	}
	src_fc->security = src;
	fc->security = glass_mnt_opts_keep(o);
	return rc;
}

/*
 * fs_context_parse_param: -ENOPARAM means "not mine".  The first real
 * error wins; otherwise 0 if some module consumed the parameter.
 */
int glass_call_fs_context_parse_param(const struct glass_hook_table *t,
				      struct fs_context *fc,
				      struct fs_parameter *param)
{
	const struct glass_providers *h = &t->fs_context_parse_param;
	struct glass_mnt_opts *o = glass_mnt_opts_get(fc->security);
	int rc = glass_default_fs_context_parse_param;
	bool failed = false;
	unsigned int i;

	if (!o)
		return -ENOMEM;
	for (i = 0; i < h->nr; i++) {
		unsigned int m = h->module[i];
		int r;

		fc->security = o->opts[m];
		r = h->fn[i].fs_context_parse_param(fc, param);
		o->opts[m] = fc->security;
		if (failed || r == glass_default_fs_context_parse_param)
			continue;
		rc = r;
		failed = r != 0;
	}
	fc->security = glass_mnt_opts_keep(o);
	return rc;
}
