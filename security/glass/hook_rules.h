/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - how the providers of each hook combine
 *
 * GLASS_RULE_<hook> names the rule of each hook that does not follow the
 * default of its return type; dispatch.h and dispatch.c make each hook's
 * code by its rule.
 *
 *   all     (default for hooks returning a value) every provider is called in
 *           stack order; the result is the first one that differs from the
 *           hook's default, so the first denial wins.
 *   void    (default for void hooks) every provider is called.
 *   step    all or void, after Glass's own step GLASS_STEP_<hook>, a call
 *           with the hook's arguments; the hook is registered whatever
 *           the stack.  A step of a hook that returns a value is an
 *           expression: a value other than the hook's default is a
 *           refusal, which comes first, and the providers are still
 *           called.
 *   first   providers are called in stack order until one returns something
 *           other than the default; that module answers alone.  For hooks
 *           that hand back data (a buffer, a context, a length): a second
 *           answer would overwrite or leak the first.
 *   custom  a hand-written glass_call_<hook>() (combine.c, mnt_opts.c,
 *           secctx.c).
 *   custom_alone  custom, but with one provider the framework's own loop
 *           gives the answer Glass would, so that provider is called
 *           directly.
 *   own     hand-written, and registered even when no module provides the
 *           hook: Glass owns what it releases (contexts, audit rules).
 *   secid_out  every provider fills its entry of a secid vector through the
 *           argument named secid; the vector leaves as one Glass secid.
 *   secid_in   the Glass secid in the argument named secid is turned back
 *           into its vector; each provider gets its own entry's secid and
 *           the results combine as "all".  An unknown secid is refused
 *           with -EINVAL before any module runs.
 *   routed  not registered with the framework: security.c calls Glass
 *           directly with the lsm_id the caller asked for.
 *
 * The framework calls every hook whose rule is all, void or step through
 * call_int_hook() or call_void_hook(), whose loops call every provider as
 * Glass would: Glass may place such a hook's providers in the framework's
 * static calls, and the framework then calls them directly
 * (glass_calls_directly()).  security.c calls the hooks marked "a loop of
 * its own" below through lsm_for_each_hook(), and the routed ones through
 * lsm_for_each_routed_hook(): none of them may have one of these rules.
 */

#ifndef _SECURITY_GLASS_HOOK_RULES_H
#define _SECURITY_GLASS_HOOK_RULES_H

/*
 * A listed hook's rule comes as the second of two arguments, where an
 * unlisted hook's GLASS_RULE_<hook> stays a single name (GLASS_RULE()).
 */
#define glass_rule(rule)		__glass_rule(~, rule)
#define __glass_rule(...)		__VA_ARGS__

/*
 * A new object's slot array is filled by the framework before its
 * allocation hook (glass_blob_init()); a new task also gets Glass's part.
 */
#define GLASS_RULE_task_alloc		glass_rule(step)
#define GLASS_STEP_task_alloc		(glass_task_init(task), 0)

#define GLASS_RULE_cred_getsecid	glass_rule(secid_out)
#define GLASS_RULE_sk_getsecid		glass_rule(secid_out)
#define GLASS_RULE_kernel_act_as	glass_rule(secid_in)

#define GLASS_RULE_secid_to_secctx	glass_rule(custom)
#define GLASS_RULE_secctx_to_secid	glass_rule(custom)
#define GLASS_RULE_inode_getsecctx	glass_rule(custom)
#define GLASS_RULE_socket_getpeersec_stream glass_rule(custom)
#define GLASS_RULE_socket_getpeersec_dgram glass_rule(custom)
#define GLASS_RULE_audit_rule_init	glass_rule(custom)
#define GLASS_RULE_audit_rule_match	glass_rule(custom)
#define GLASS_RULE_release_secctx	glass_rule(own)
#define GLASS_RULE_audit_rule_free	glass_rule(own)

/*
 * The display across an exec: a display rule naming the executed file,
 * else the inherited one, but not across a set-user-ID exec.
 */
#define GLASS_RULE_bprm_creds_for_exec	glass_rule(step)
#define GLASS_STEP_bprm_creds_for_exec	glass_display_exec_file(bprm)
#define GLASS_RULE_bprm_committing_creds glass_rule(step)
#define GLASS_STEP_bprm_committing_creds glass_display_exec(bprm)

/*
 * commoncap fills the capability sets, once, before the modules that mask
 * them (AppArmor) or only check the access (SELinux): a module calling it
 * itself would undo the masks of the modules before it.
 */
#define GLASS_RULE_capget		glass_rule(step)
#define GLASS_STEP_capget		cap_capget(target, effective, inheritable, permitted)

/* A loop of its own. */
#define GLASS_RULE_vm_enough_memory	glass_rule(custom_alone)

/*
 * Mount options: one slot per module in a mount's one pointer (mnt_opts.c).
 * Never "alone": the pointer holds Glass's set whatever the stack.
 */
#define GLASS_RULE_sb_free_mnt_opts	glass_rule(own)
#define GLASS_RULE_sb_eat_lsm_opts	glass_rule(custom)
#define GLASS_RULE_sb_mnt_opts_compat	glass_rule(custom)
#define GLASS_RULE_sb_remount		glass_rule(custom)
#define GLASS_RULE_sb_set_mnt_opts	glass_rule(custom)	/* a loop of its own */
#define GLASS_RULE_fs_context_submount	glass_rule(custom)
#define GLASS_RULE_fs_context_dup	glass_rule(custom)
#define GLASS_RULE_fs_context_parse_param glass_rule(custom)	/* a loop of its own */

/*
 * A label value goes to the module it belongs to: the owner of the xattr,
 * or of the context inode_getsecctx handed out (labeled NFS).
 */
#define GLASS_RULE_inode_setsecurity	glass_rule(custom)
#define GLASS_RULE_inode_notifysecctx	glass_rule(custom)
#define GLASS_RULE_inode_setsecctx	glass_rule(custom)

/* Each a loop of its own. */
#define GLASS_RULE_inode_init_security	glass_rule(custom)
#define GLASS_RULE_task_prctl		glass_rule(custom)
#define GLASS_RULE_xfrm_state_pol_flow_match glass_rule(custom)

#define GLASS_RULE_getselfattr		glass_rule(routed)
#define GLASS_RULE_setselfattr		glass_rule(routed)
#define GLASS_RULE_getprocattr		glass_rule(routed)
#define GLASS_RULE_setprocattr		glass_rule(routed)

#define GLASS_RULE_inode_getsecurity	glass_rule(first)
#define GLASS_RULE_key_getsecurity	glass_rule(first)
#define GLASS_RULE_inode_copy_up_xattr	glass_rule(first)
#define GLASS_RULE_dentry_init_security	glass_rule(first)

/*
 * The rules of the hooks 6.12 and 7.3 do not share, or that changed
 * meaning: hook_rules_v612.h, hook_rules_v73.h.
 */
#if GLASS_LINUX_7_3
#include "hook_rules_v73.h"
#else
#include "hook_rules_v612.h"
#endif

#endif /* _SECURITY_GLASS_HOOK_RULES_H */
