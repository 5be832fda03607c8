/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the module a single-module attr write is for
 */

#ifndef _SECURITY_GLASS_ATTR_ROUTE_H
#define _SECURITY_GLASS_ATTR_ROUTE_H

#include <linux/types.h>

int glass_attr_route(const char *attr, const char *text, size_t len,
		     const char * const *names, unsigned int nr);

#endif /* _SECURITY_GLASS_ATTR_ROUTE_H */
