/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - hooks with a combination rule of their own
 */

#ifndef _SECURITY_GLASS_COMBINE_H
#define _SECURITY_GLASS_COMBINE_H

#include "dispatch.h"

int glass_call_vm_enough_memory(const struct glass_hook_table *t,
				struct mm_struct *mm, long pages);
int glass_call_inode_init_security(const struct glass_hook_table *t,
				   struct inode *inode, struct inode *dir,
				   const struct qstr *qstr,
				   struct xattr *xattrs, int *xattr_count);
int glass_call_task_prctl(const struct glass_hook_table *t, int option,
			  unsigned long arg2, unsigned long arg3,
			  unsigned long arg4, unsigned long arg5);
#ifdef CONFIG_SECURITY_NETWORK_XFRM
int glass_call_xfrm_state_pol_flow_match(const struct glass_hook_table *t,
					 struct xfrm_state *x,
					 struct xfrm_policy *xp,
					 const struct flowi_common *flic);
#endif

#endif /* _SECURITY_GLASS_COMBINE_H */
