/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Glass - display rules
 */

#ifndef _SECURITY_GLASS_DISPLAY_RULE_H
#define _SECURITY_GLASS_DISPLAY_RULE_H

struct file;

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
#if IS_ENABLED(CONFIG_KUNIT)
int glass_display_rules_parse(char *text, struct glass_display_rule *rules,
			      unsigned int max,
			      int (*display_of)(const char *name));
#endif
int glass_display_rules_set(char *text);
void glass_display_rules_show(struct seq_file *m);
int glass_display_rule_for(const struct file *file);

#endif /* _SECURITY_GLASS_DISPLAY_RULE_H */
