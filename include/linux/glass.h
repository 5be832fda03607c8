/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass: a composer of Linux Security Modules.
 *
 * This is the interface a composed module uses to reach its part of a
 * per-object security blob.  Under Glass every blob kind (cred, file,
 * inode, task, ipc, msg_msg, superblock, sock, key, ...) holds an array of
 * pointers with one slot per composed module.  A module keeps its
 * lsm_blob_sizes declaration as it is; Glass rewrites each non-zero field
 * into the offset of that module's slot, so an accessor written as
 *
 *	return glass_blob(cred->security, smack_blob_sizes.lbs_cred);
 *
 * finds the module's data with or without Glass.
 *
 * A module that wants to allocate and free its own part declares the
 * size as GLASS_BLOB_SELF.  Glass then reserves the slot but puts nothing
 * in it; the module stores its pointer through glass_blob_slot() in its
 * *_alloc hook and frees it in the matching *_free hook.
 */
#ifndef _LINUX_GLASS_H
#define _LINUX_GLASS_H

#include <linux/args.h>
#include <linux/errno.h>
#include <linux/types.h>

/*
 * lsm_blob_sizes value: reserve a slot, the module manages the memory.
 * The fields are int on Linux 6.12 and unsigned int on 7.3: -1 converts
 * to UINT_MAX there, and Glass reads every field as an int (blob.c).
 */
#define GLASS_BLOB_SELF		(-1)

/* The object kinds of struct lsm_blob_sizes that carry a blob. */
enum glass_blob_kind {
	GLASS_BLOB_CRED,
	GLASS_BLOB_FILE,
	GLASS_BLOB_BACKING_FILE,
	GLASS_BLOB_IB,
	GLASS_BLOB_INODE,
	GLASS_BLOB_SOCK,
	GLASS_BLOB_SUPERBLOCK,
	GLASS_BLOB_IPC,
	GLASS_BLOB_KEY,
	GLASS_BLOB_MSG_MSG,
	GLASS_BLOB_PERF_EVENT,
	GLASS_BLOB_TASK,
	GLASS_BLOB_TUN_DEV,
	GLASS_BLOB_BDEV,
	/* Allocated by the framework on 7.3, not on 6.12. */
	GLASS_BLOB_BPF_MAP,
	GLASS_BLOB_BPF_PROG,
	GLASS_BLOB_BPF_TOKEN,
	GLASS_NR_BLOB_KINDS
};

#ifdef CONFIG_SECURITY_GLASS

#include <linux/lsm_hooks.h>

extern const struct lsm_id glass_lsmid;

struct security_hook_list *glass_provider(const struct lsm_static_call *scalls,
					  unsigned int i);

/*
 * The framework's side of Glass.  Hooks routed by lsm_id (process
 * attributes) are not dispatched by Glass: the framework walks the
 * composed modules' own entries and picks the module it was asked for.
 */
#define glass_for_each_hook(hl, NAME)					\
	for (unsigned int __glass_i = 0;				\
	     ((hl) = glass_provider(static_calls_table.NAME, __glass_i)); \
	     __glass_i++)

/*
 * Is @lsmid one user space never sees: Glass's own, or that of a composed
 * module without an LSM id (the test module)?
 */
static inline bool glass_is_self(const struct lsm_id *lsmid)
{
	return lsmid == &glass_lsmid || lsmid->id == LSM_ID_UNDEF;
}

/*
 * Is @scall a module Glass composes, registered in the framework's static
 * calls?  call_int_hook() then calls the composed modules that follow
 * even after this one refused.
 */
bool glass_composes_call(const struct lsm_static_call *scall);

/*
 * Code made from lsm_hook_defs.h with LSM_HOOK() calls a hook with
 * LSM_ARGS_<hook>, the names of its arguments, which glass/mkargs.awk
 * writes with LSM_NOARGS_<hook> for a hook that takes none.
 * lsm_hook_params(NAME, (first...), list...) is "(first..., list...)", a
 * hook's parameters (the list is LSM_HOOK()'s) or arguments (the list is
 * LSM_ARGS_<hook>) after a first few: "(first...)" if the hook takes none,
 * as its parameter list is then "void".
 */
#define lsm_hook_params(NAME, first, ...)				\
	CONCATENATE(__lsm_hook_params_,					\
		    __is_defined(LSM_NOARGS_##NAME))(first, __VA_ARGS__)
#define __lsm_hook_params_0(first, ...)	(__lsm_unparen first, __VA_ARGS__)
#define __lsm_hook_params_1(first, ...)	first
#define __lsm_unparen(...)		__VA_ARGS__

void __glass_blob_init(enum glass_blob_kind kind, void *blob);

/*
 * The framework calls this on a new blob before any module's hook sees
 * the object: the blob's slots point at the parts Glass placed in it.
 * No blob (no module has a part of this kind), nothing to do.
 */
static __always_inline void glass_blob_init(enum glass_blob_kind kind, void *blob)
{
	if (blob)
		__glass_blob_init(kind, blob);
}

void __init glass_prepare(void);
bool __init glass_claims(const struct lsm_info *lsm);
struct lsm_info * __init glass_composed_lsm(unsigned int i);
bool __init glass_add_hooks(struct security_hook_list *hooks, int count,
			    const struct lsm_id *lsmid);

/* /proc/<pid>/attr/<name> with no module named: the whole stack. */
int glass_getprocattr(struct task_struct *p, const char *name, char **value);
int glass_setprocattr(const char *name, void *value, size_t size);

/*
 * skb->secmark and NetLabel's secids (static labels, the CIPSO local tag)
 * carry Glass secids, as every secid outside the modules does:
 * security_secctx_to_secid() makes them and security_secid_to_secctx()
 * reads them (netfilter, conntrack, netlabelctl).  The module that owns
 * each translates where it reads or writes a secid of its own there.
 */
u32 glass_secmark_to_module(u32 secid);
u32 glass_secmark_from_module(u32 secid);
u32 glass_netlabel_to_module(u32 secid);
u32 glass_netlabel_from_module(u32 secid);

/**
 * glass_blob_slot - the slot of a composed module in a security blob
 * @blob: the object's security blob
 * @offset: the module's (rewritten) lsm_blob_sizes field
 *
 * Return: the address of the module's slot in the pointer array.
 */
static inline void **glass_blob_slot(void *blob, int offset)
{
	return blob + offset;
}

/**
 * glass_blob - the part of a security blob owned by a composed module
 * @blob: the object's security blob
 * @offset: the module's (rewritten) lsm_blob_sizes field
 *
 * Return: the module's part, or NULL for a self-managed slot not yet set.
 */
static inline void *glass_blob(void *blob, int offset)
{
	return *glass_blob_slot(blob, offset);
}

#else /* CONFIG_SECURITY_GLASS */

struct lsm_info;
struct lsm_id;
struct security_hook_list;

static inline bool glass_is_self(const struct lsm_id *lsmid)
{
	return false;
}

struct lsm_static_call;

static inline bool glass_composes_call(const struct lsm_static_call *scall)
{
	return false;
}

static __always_inline void glass_blob_init(enum glass_blob_kind kind, void *blob)
{
}

static inline void glass_prepare(void)
{
}

static inline bool glass_claims(const struct lsm_info *lsm)
{
	return false;
}

static inline struct lsm_info *glass_composed_lsm(unsigned int i)
{
	return NULL;
}

static inline bool glass_add_hooks(struct security_hook_list *hooks,
				   int count, const struct lsm_id *lsmid)
{
	return false;
}

struct task_struct;

static inline int glass_getprocattr(struct task_struct *p, const char *name,
				    char **value)
{
	return -EINVAL;
}

static inline int glass_setprocattr(const char *name, void *value,
				    size_t size)
{
	return -EINVAL;
}

static inline void *glass_blob(void *blob, int offset)
{
	return blob + offset;
}

static inline u32 glass_secmark_to_module(u32 secid)
{
	return secid;
}

static inline u32 glass_secmark_from_module(u32 secid)
{
	return secid;
}

static inline u32 glass_netlabel_to_module(u32 secid)
{
	return secid;
}

static inline u32 glass_netlabel_from_module(u32 secid)
{
	return secid;
}

#endif /* CONFIG_SECURITY_GLASS */

#endif /* _LINUX_GLASS_H */
