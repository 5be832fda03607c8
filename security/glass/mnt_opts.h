/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - one set of mount options per module
 */

#ifndef _SECURITY_GLASS_MNT_OPTS_H
#define _SECURITY_GLASS_MNT_OPTS_H

#include "dispatch.h"

void glass_call_sb_free_mnt_opts(const struct glass_hook_table *t,
				 void *mnt_opts);
int glass_call_sb_eat_lsm_opts(const struct glass_hook_table *t, char *orig,
			       void **mnt_opts);
int glass_call_sb_mnt_opts_compat(const struct glass_hook_table *t,
				  struct super_block *sb, void *mnt_opts);
int glass_call_sb_remount(const struct glass_hook_table *t,
			  struct super_block *sb, void *mnt_opts);
int glass_call_sb_set_mnt_opts(const struct glass_hook_table *t,
			       struct super_block *sb, void *mnt_opts,
			       unsigned long kern_flags,
			       unsigned long *set_kern_flags);
int glass_call_fs_context_submount(const struct glass_hook_table *t,
				   struct fs_context *fc,
				   struct super_block *reference);
int glass_call_fs_context_dup(const struct glass_hook_table *t,
			      struct fs_context *fc, struct fs_context *src_sc);
int glass_call_fs_context_parse_param(const struct glass_hook_table *t,
				      struct fs_context *fc,
				      struct fs_parameter *param);

#endif /* _SECURITY_GLASS_MNT_OPTS_H */
