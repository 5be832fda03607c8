/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the composite context grammar
 */

#ifndef _SECURITY_GLASS_CONTEXT_H
#define _SECURITY_GLASS_CONTEXT_H

#include <linux/types.h>

/**
 * struct glass_ctx_element - one module's label in a composite context
 * @name: the module's name
 * @value: its label, @len bytes
 * @len: length of @value
 */
struct glass_ctx_element {
	const char *name;
	const char *value;
	size_t len;
};

bool glass_ctx_is_one_label(const struct glass_ctx_element *elements,
			    unsigned int nr);
size_t glass_ctx_format_label(char *buf, size_t size,
			      const struct glass_ctx_element *elements,
			      unsigned int nr);
size_t glass_ctx_format(char *buf, size_t size,
			const struct glass_ctx_element *elements, unsigned int nr);
int glass_ctx_parse(char *text, size_t len, struct glass_ctx_element *elements,
		    unsigned int max);

#endif /* _SECURITY_GLASS_CONTEXT_H */
