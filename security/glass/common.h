/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - internal definitions shared by the Glass sources
 */
#ifndef _SECURITY_GLASS_COMMON_H
#define _SECURITY_GLASS_COMMON_H

#include <linux/glass.h>
#include <linux/init.h>
#include <linux/lsm_hooks.h>
#include <linux/rhashtable-types.h>
#include <linux/spinlock_types.h>
#include <linux/workqueue_types.h>

/* The object kinds of struct lsm_blob_sizes that carry a blob. */
enum glass_blob_kind {
	GLASS_BLOB_cred,
	GLASS_BLOB_file,
	GLASS_BLOB_backing_file,
	GLASS_BLOB_ib,
	GLASS_BLOB_inode,
	GLASS_BLOB_sock,
	GLASS_BLOB_superblock,
	GLASS_BLOB_ipc,
	GLASS_BLOB_key,
	GLASS_BLOB_msg_msg,
	GLASS_BLOB_perf_event,
	GLASS_BLOB_task,
	GLASS_BLOB_tun_dev,
	GLASS_BLOB_bdev,
	GLASS_NR_BLOB_KINDS
};

/* Secids per chunk of the secid-to-vector array (one page of pointers). */
#define GLASS_SECID_CHUNK	(PAGE_SIZE / sizeof(void *))
#define GLASS_SECID_CHUNKS	2048
/* The most secids a table can hand out (1M with 4 KiB pages). */
#define GLASS_SECID_LIMIT	(GLASS_SECID_CHUNK * GLASS_SECID_CHUNKS)

/*
 * The secid of a vector the table could not take (full, or out of
 * memory).  Never 0, which means "no module has a label": consumers
 * refuse it, audit rules count it as a match, and its context says that
 * the labels were not recorded.
 */
#define GLASS_SECID_UNRECORDED	U32_MAX
#define GLASS_UNRECORDED_CTX	"(glass=unrecorded)"

/* Reclaim is tried when the table doubled since the last one, from this. */
#define GLASS_SECID_RECLAIM_MIN	64

/**
 * struct glass_secid_entry - one Glass secid and the vector it stands for
 * @node: in the vector-to-secid hash
 * @secid: the Glass secid
 * @vec: each slot's module secid, 0 where the module has none
 * @rcu: frees an entry a reader may still hold
 */
struct glass_secid_entry {
	struct rhash_head node;
	u32 secid;
	u32 vec[GLASS_MAX_SLOTS];
	struct rcu_head rcu;
};

/**
 * struct glass_secid_stats - use of a secid table
 * @hits: vectors found in the table
 * @misses: vectors not found, added unless the table could not take them
 * @unrecorded: vectors the table could not take
 * @reclaimed: entries removed because a module's label went away
 * @entries: secids in use (in a sum only)
 */
struct glass_secid_stats {
	unsigned long hits;
	unsigned long misses;
	unsigned long unrecorded;
	unsigned long reclaimed;
	unsigned long entries;
};

/**
 * struct glass_secid_table - the secid mapping table
 * @ht: vector to entry
 * @last: the entry found last, checked first
 * @chunks: secid to entry, GLASS_SECID_CHUNK secids per chunk
 * @lock: serialises insertion and removal
 * @nr: secids in use
 * @top: the highest secid handed out so far
 * @next: where the search for a free secid starts (secids are handed
 *	out in a cycle, so a removed one comes back as late as possible)
 * @max: secids are below this
 * @reclaim_at: @nr that makes the next reclaim
 * @alive: whether every module label of a vector still exists (NULL:
 *	never reclaim)
 * @reclaim_work: runs glass_secid_reclaim()
 * @ready: set up
 * @stats: per-CPU counts
 */
struct glass_secid_table {
	struct rhashtable ht;
	struct glass_secid_entry __rcu *last;
	struct glass_secid_entry __rcu **chunks[GLASS_SECID_CHUNKS];
	/* Serialises insertion and removal; lookups need only RCU. */
	spinlock_t lock;
	u32 nr;
	u32 top;
	u32 next;
	u32 max;
	u32 reclaim_at;
	bool (*alive)(const u32 *vec);
	struct work_struct reclaim_work;
	bool ready;
	struct glass_secid_stats __percpu *stats;
};

extern struct glass_secid_table glass_secids;

int glass_secid_table_init(struct glass_secid_table *t, u32 max);
void glass_secid_table_destroy(struct glass_secid_table *t);
u32 glass_secid_of(struct glass_secid_table *t, const u32 *vec);
int glass_secid_vec(struct glass_secid_table *t, u32 secid, u32 *vec);
int glass_secid_insert(struct glass_secid_table *t,
		       struct glass_secid_entry *e);
unsigned int glass_secid_reclaim(struct glass_secid_table *t);
void glass_secid_stats(struct glass_secid_table *t,
		       struct glass_secid_stats *stats);
bool glass_labels_alive(const u32 *vec);

/*
 * struct glass_hook_table, one vector per hook, and glass_call_<hook>(),
 * made from lsm_hook_defs.h and hook-rules by mkhooks.awk.
 */
#include "glass_hooks.h"

extern struct glass_hook_table glass_table;

/**
 * struct glass_blob_layout - where the parts of one blob kind live
 * @base: offset of Glass's slot array in the framework's blob
 * @nr_parts: number of parts Glass places
 * @slot: index in the slot array of each part
 * @part: offset of each part from the slot array
 * @index: each module's index in the slot array, GLASS_NO_SLOT for none
 * @own: offset of Glass's own part from the slot array, if it has one
 *
 * Glass keeps every part it allocates in the framework's blob, after the
 * slot array, so an object costs one allocation and one pointer per
 * composed module with a part of that kind more than without Glass.
 */
struct glass_blob_layout {
	int base;
	unsigned int nr_parts;
	u8 slot[GLASS_MAX_SLOTS];
	u16 part[GLASS_MAX_SLOTS];
	u8 index[GLASS_MAX_SLOTS];
	u16 own;
};

/* The index of a module with no part of a blob kind. */
#define GLASS_NO_SLOT		0xff

/**
 * struct glass_module - one composed module
 * @name: its name
 * @blobs: its blob sizes, rewritten into slot offsets by Glass
 * @lsmid: its identity, learnt when it registers its hooks
 * @nr_hooks: number of hooks it registered
 *
 * Nothing here points into the module's lsm_info, which is init data.
 */
struct glass_module {
	const char *name;
	struct lsm_blob_sizes *blobs;
	const struct lsm_id *lsmid;
	unsigned int nr_hooks;
};

extern struct glass_module glass_modules[GLASS_MAX_SLOTS];
extern unsigned int glass_nr_slots;
extern struct glass_blob_layout glass_layout[GLASS_NR_BLOB_KINDS];
extern struct lsm_blob_sizes glass_blob_sizes;

/* blob.c */
int glass_blob_plan(struct glass_blob_layout *layout,
		    struct lsm_blob_sizes *total,
		    struct lsm_blob_sizes * const *sizes, unsigned int nr_slots,
		    struct lsm_blob_sizes *own);
void glass_blob_assign(struct glass_blob_layout *layout,
		       const struct lsm_blob_sizes *bases,
		       struct lsm_blob_sizes * const *sizes,
		       unsigned int nr_slots);
void glass_blob_fill(const struct glass_blob_layout *layout, void *blob);

/* dispatch.c */
struct glass_hook_vec *glass_hook_vec_of(struct glass_hook_table *table,
					 const struct lsm_static_call *scalls);
int glass_hook_vec_add(struct glass_hook_vec *vec,
		       struct security_hook_list *hl, unsigned int slot);
int glass_provider_of_slot(const struct glass_hook_vec *h, unsigned int slot);
int glass_provider_named(const struct glass_hook_vec *h, const char *name);
void glass_table_fallback(struct glass_hook_table *table,
			  const struct glass_hook_table *fallback);
int __init glass_register_hooks(void);
extern unsigned int glass_direct_hooks;

/* combine.c: the hooks with a combination of their own. */
int glass_call_vm_enough_memory(const struct glass_hook_table *t,
				struct mm_struct *mm, long pages);
int glass_call_fs_context_parse_param(const struct glass_hook_table *t,
				      struct fs_context *fc,
				      struct fs_parameter *param);
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

/* context.c: the composite context grammar. */

/**
 * struct glass_ctx_part - one module's label in a composite context
 * @name: the module's name
 * @value: its label, @len bytes
 * @len: length of @value
 */
struct glass_ctx_part {
	const char *name;
	const char *value;
	size_t len;
};

bool glass_ctx_is_one_label(const struct glass_ctx_part *parts,
			    unsigned int nr);
size_t glass_ctx_format_label(char *buf, size_t size,
			      const struct glass_ctx_part *parts,
			      unsigned int nr);
size_t glass_ctx_format(char *buf, size_t size,
			const struct glass_ctx_part *parts, unsigned int nr);
int glass_ctx_parse(char *text, size_t len, struct glass_ctx_part *parts,
		    unsigned int max);

/* secctx.c: contexts, peer labels and audit rules. */
int glass_call_secid_to_secctx(const struct glass_hook_table *t, u32 secid,
			       char **secdata, u32 *seclen);
int glass_call_secctx_to_secid(const struct glass_hook_table *t,
			       const char *secdata, u32 seclen, u32 *secid);
void glass_call_release_secctx(const struct glass_hook_table *t,
			       char *secdata, u32 seclen);
int glass_call_inode_getsecctx(const struct glass_hook_table *t,
			       struct inode *inode, void **ctx, u32 *ctxlen);
#ifdef CONFIG_SECURITY_NETWORK
int glass_call_socket_getpeersec_stream(const struct glass_hook_table *t,
					struct socket *sock, sockptr_t optval,
					sockptr_t optlen, unsigned int len);
int glass_call_socket_getpeersec_dgram(const struct glass_hook_table *t,
				       struct socket *sock,
				       struct sk_buff *skb, u32 *secid);
#endif
#ifdef CONFIG_AUDIT
int glass_call_audit_rule_init(const struct glass_hook_table *t, u32 field,
			       u32 op, char *rulestr, void **lsmrule,
			       gfp_t gfp);
int glass_call_audit_rule_match(const struct glass_hook_table *t, u32 secid,
				u32 field, u32 op, void *lsmrule);
void glass_call_audit_rule_free(const struct glass_hook_table *t,
				void *lsmrule);
#endif

/* owner.c: one owner for each single-u32 network label. */
enum glass_label_kind_id {
	GLASS_SECMARK,
	GLASS_NETLABEL,
	GLASS_NR_LABEL_KINDS
};

/**
 * struct glass_label_kind - a network label only one module may use
 * @name: its name, as in glass.<name>=
 * @flag: offset of the module's flag in struct lsm_blob_sizes
 */
struct glass_label_kind {
	const char *name;
	size_t flag;
};

extern const struct glass_label_kind glass_label_kinds[GLASS_NR_LABEL_KINDS];
/* The slot owning each kind, -1 for none. */
extern int glass_owners[GLASS_NR_LABEL_KINDS];

int glass_choose_owner(unsigned int kind, const char * const *names,
		       struct lsm_blob_sizes * const *sizes, unsigned int nr,
		       const char *chosen);
void __init glass_choose_owners(void);

/* attr.c: process attributes and the display choice. */

/* Longest module name a display choice takes. */
#define GLASS_NAME_MAX		32

/* The display of a task that sees every module: not a slot. */
#define GLASS_DISPLAY_COMPOSITE	GLASS_MAX_SLOTS
/* No display rule names the file being executed. */
#define GLASS_DISPLAY_UNSET	(-1)

/**
 * struct glass_task - Glass's own part of a task's blob
 * @display: the slot whose format the task sees, or GLASS_DISPLAY_COMPOSITE
 * @exec_display: the display rule of the file this task is executing,
 *	or GLASS_DISPLAY_UNSET; taken from bprm_creds_for_exec to
 *	bprm_committing_creds of one execve()
 */
struct glass_task {
	int display;
	int exec_display;
};

int glass_display(void);
int glass_display_parse(const char *name);
const char *glass_display_name(int display);
void glass_set_display(int display);
int glass_display_default(void);
void __init glass_display_init(void);
void glass_task_init(struct task_struct *task);
void glass_display_exec_file(const struct linux_binprm *bprm);
void glass_display_exec(const struct linux_binprm *bprm);

/* display_rule.c: the display a program gets when it is executed. */

/* The most rules display_rules holds. */
#define GLASS_DISPLAY_RULES_MAX	128

/**
 * struct glass_display_rule - a display rule
 * @display: the display a task executing @path gets
 * @path: an absolute path
 */
struct glass_display_rule {
	int display;
	const char *path;
};

struct seq_file;
int glass_display_rules_parse(char *text, struct glass_display_rule *rules,
			      unsigned int max,
			      int (*display_of)(const char *name));
int glass_display_rules_set(char *text);
void glass_display_rules_show(struct seq_file *m);
int glass_display_rule_for(const struct file *file);

/* attr_route.c: the module a single-module attr write is for. */
int glass_attr_route(const char *attr, const char *text, size_t len,
		     const char * const *names, unsigned int nr);

/* setup.c */
int glass_parse_stack(char *stack, const char **names, unsigned int max);

#endif /* _SECURITY_GLASS_COMMON_H */
