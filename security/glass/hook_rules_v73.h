/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the rules of the hooks that are 7.3's alone, or whose meaning
 * changed since 6.12 (hook_rules.h defines the rules and includes this
 * file on 7.3)
 *
 * Subject and object labels (inode_getlsmprop, cred_getlsmprop,
 * current_getlsmprop_subj, task_getlsmprop_obj, ipc_getlsmprop) are a
 * struct lsm_prop with one member per module: each provider fills its
 * own, so the default "void" rule composes them and no Glass secid is
 * made.  They replace 6.12's secid_out hooks of the same name.
 */

#ifndef _SECURITY_GLASS_HOOK_RULES_V73_H
#define _SECURITY_GLASS_HOOK_RULES_V73_H

/*
 * security.c walks the providers for the module audit asks by lsm_id
 * (MAC_TASK_CONTEXTS, MAC_OBJ_CONTEXTS): a loop of its own.
 */
#define GLASS_RULE_lsmprop_to_secctx	glass_rule(routed)

/*
 * Each module appends its names to the caller's buffer and moves the
 * buffer on: every provider runs, the first error wins.
 */
#define GLASS_RULE_inode_listsecurity	glass_rule(all)

#endif /* _SECURITY_GLASS_HOOK_RULES_V73_H */
