// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - hooks whose results combine by a rule of their own
 *
 * Every provider still runs: only the way their answers make one answer
 * differs from "first non-default wins".  The rules follow the loops the
 * framework itself uses for these hooks in security.c.
 */

#include <linux/errno.h>
#include <linux/lsm_hooks.h>

#include "common.h"
#include "combine.h"
#include "dispatch.h"

/*
 * vm_enough_memory: 0 lets the caller use the admin reserve, a negative
 * answer (commoncap's -EPERM without CAP_SYS_ADMIN) takes it away.  The
 * framework clears cap_sys_admin on the first negative answer; every
 * provider still runs, and the first negative answer is Glass's.
 */
int glass_call_vm_enough_memory(const struct glass_hook_table *t,
				struct mm_struct *mm, long pages)
{
	const struct glass_providers *h = &t->vm_enough_memory;
	unsigned int i;
	int rc = 0;

	for (i = 0; i < h->nr; i++) {
		int r = h->fn[i].vm_enough_memory(mm, pages);

		if (r < 0 && !rc)
			rc = r;
	}
	return rc;
}

/*
 * inode_init_security: each module fills its own xattr slots.
 * -EOPNOTSUPP means "no xattr from me"; the first other error wins.
 */
int glass_call_inode_init_security(const struct glass_hook_table *t,
				   struct inode *inode, struct inode *dir,
				   const struct qstr *qstr,
				   struct xattr *xattrs, int *xattr_count)
{
	const struct glass_providers *h = &t->inode_init_security;
	int rc = glass_default_inode_init_security;
	bool failed = false;
	unsigned int i;

	for (i = 0; i < h->nr; i++) {
		int r = h->fn[i].inode_init_security(inode, dir, qstr, xattrs,
						     xattr_count);

		if (failed || r == glass_default_inode_init_security)
			continue;
		rc = r;
		failed = r != 0;
	}
	return rc;
}

/*
 * task_prctl: the hook's default means "not my option".  The first other non-zero
 * answer wins; otherwise 0 if some module handled the option.
 */
int glass_call_task_prctl(const struct glass_hook_table *t, int option,
			  unsigned long arg2, unsigned long arg3,
			  unsigned long arg4, unsigned long arg5)
{
	const struct glass_providers *h = &t->task_prctl;
	int rc = glass_default_task_prctl;
	bool decided = false;
	unsigned int i;

	for (i = 0; i < h->nr; i++) {
		int r = h->fn[i].task_prctl(option, arg2, arg3, arg4, arg5);

		if (decided || r == glass_default_task_prctl)
			continue;
		rc = r;
		decided = r != 0;
	}
	return rc;
}

#ifdef CONFIG_SECURITY_NETWORK_XFRM
/*
 * xfrm_state_pol_flow_match: a match is one module's opinion about one
 * label; the framework asks the first module only, and so does Glass.
 */
int glass_call_xfrm_state_pol_flow_match(const struct glass_hook_table *t,
					 struct xfrm_state *x,
					 struct xfrm_policy *xp,
					 const struct flowi_common *flic)
{
	const struct glass_providers *h = &t->xfrm_state_pol_flow_match;

	if (!h->nr)
		return glass_default_xfrm_state_pol_flow_match;
	return h->fn[0].xfrm_state_pol_flow_match(x, xp, flic);
}
#endif
