/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - the stack
 */

#ifndef _SECURITY_GLASS_SETUP_H
#define _SECURITY_GLASS_SETUP_H

#if IS_ENABLED(CONFIG_KUNIT)
/* Parse a glass.stack= value into @names: the number of names accepted. */
int glass_parse_stack(char *stack, const char **names, unsigned int max);
#endif

#endif /* _SECURITY_GLASS_SETUP_H */
