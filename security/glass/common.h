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

#endif /* _SECURITY_GLASS_COMMON_H */
