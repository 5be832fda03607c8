/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the rules of the hooks that are 6.12's alone (hook_rules.h
 * defines the rules and includes this file on 6.12)
 */

#ifndef _SECURITY_GLASS_HOOK_RULES_V612_H
#define _SECURITY_GLASS_HOOK_RULES_V612_H

/* Subject and object labels leave as Glass secids (audit, IMA). */
#define GLASS_RULE_inode_getsecid	glass_rule(secid_out)
#define GLASS_RULE_current_getsecid_subj glass_rule(secid_out)
#define GLASS_RULE_task_getsecid_obj	glass_rule(secid_out)
#define GLASS_RULE_ipc_getsecid		glass_rule(secid_out)

/* A module writes the names into the caller's buffer from its start. */
#define GLASS_RULE_inode_listsecurity	glass_rule(first)

#endif /* _SECURITY_GLASS_HOOK_RULES_V612_H */
