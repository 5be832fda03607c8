/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - what every Glass source shares
 */

#ifndef _SECURITY_GLASS_COMMON_H
#define _SECURITY_GLASS_COMMON_H

#define GLASS_NAME "glass"

#ifdef pr_fmt
#undef pr_fmt
#endif

#define pr_fmt(fmt) GLASS_NAME ": " fmt

/* Composed modules, commoncap included. */
#define GLASS_MAX_MODULES		8

#include <linux/glass.h>
#include <linux/lsm_hooks.h>
#include <linux/slab.h>

/*
 * GLASS_LINUX_7_3 (Makefile): 1 on Linux 7.3, 0 on 6.12.
 *
 * A module's name: 7.3's lsm_info names it through its lsm_id.
 */
#if GLASS_LINUX_7_3
#define glass_lsm_name(lsm)	((lsm)->id->name)
#else
#define glass_lsm_name(lsm)	((lsm)->name)
#endif

/*
 * Typed allocation, as 7.3's checkpatch asks.  6.12.118 has it too, from
 * the stable series; an older 6.12 tree (KERNEL_SRC=) gets the same
 * allocation.
 */
#ifndef kzalloc_obj
#define kzalloc_obj(p, gfp)	kzalloc(sizeof(p), gfp)
#define kmalloc_obj(p, gfp)	kmalloc(sizeof(p), gfp)
#endif

/* The type of task_alloc's clone_flags. */
#if GLASS_LINUX_7_3
#define glass_clone_flags_t	u64
#else
#define glass_clone_flags_t	unsigned long
#endif

/* Remove a securityfs directory and what it holds (7.3: any removal). */
#if GLASS_LINUX_7_3
#define glass_securityfs_remove_all(dentry)	securityfs_remove(dentry)
#else
#define glass_securityfs_remove_all(dentry)	securityfs_recursive_remove(dentry)
#endif

/*
 * The modules built in, from include/asm-generic/vmlinux.lds.h: 6.12's
 * lsm_hooks.h declares them, 7.3's only lsm_init.c.
 */
extern struct lsm_info __start_lsm_info[], __end_lsm_info[];
extern struct lsm_info __start_early_lsm_info[], __end_early_lsm_info[];

#endif /* _SECURITY_GLASS_COMMON_H */
