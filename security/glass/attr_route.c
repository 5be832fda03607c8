// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - which module a single-module write to the shared attr files is for
 *
 * Existing programs write one module's value to /proc/<pid>/attr/current
 * or attr/exec, as they did when that module was alone: systemd writes a
 * bare Smack label for SmackProcessLabel=, crun and setpriv write AppArmor's
 * "exec <profile>", libselinux's setcon() and setexeccon() write an
 * SELinux context.  A value that is not a composite goes to the one
 * composed module whose grammar claims it, as mainline would have sent it;
 * a value no module claims, or more than one claims, is refused: a value
 * that two modules could take is never guessed at, since setting the
 * wrong module's label would leave the task where it asked not to be.
 *
 * An AppArmor command is a keyword, a space and an argument: neither a
 * Smack label nor an SELinux context has whitespace.  An SELinux context
 * (user:role:type[:range]) is also a valid Smack label, so it is refused
 * in attr/current when both modules are composed; the display choice, or
 * /proc/<pid>/attr/<module>/current, names the module.  A Smack label that
 * begins with '(' cannot be written this way (the value is read as a
 * composite); /proc/<pid>/attr/smack/current takes it.
 */

#include <linux/array_size.h>
#include <linux/build_bug.h>
#include <linux/ctype.h>
#include <linux/errno.h>
#include <linux/string.h>

#include "common.h"
#include "attr_route.h"

/* Smack's smk_parse_smack(): printable, no space, / " \ or ', not '-'. */
#define GLASS_SMACK_LABEL_MAX 255

static bool glass_smack_claims(const char *attr, const char *text, size_t len)
{
	size_t i;

	if (strcmp(attr, "current") || !len || len > GLASS_SMACK_LABEL_MAX ||
	    text[0] == '-')
		return false;
	for (i = 0; i < len; i++)
		if (text[i] <= ' ' || text[i] > '~' || strchr("/\"\\'", text[i]))
			return false;
	return true;
}

/* AppArmor's do_setattr(): "<command> <argument>", commands per file. */
static bool glass_apparmor_claims(const char *attr, const char *text,
				  size_t len)
{
	static const char * const current_cmds[] = {
		"changehat", "permhat", "changeprofile", "permprofile", "stack",
	};
	static const char * const exec_cmds[] = { "exec", "stack" };
	const char * const *cmds;
	const char *end = text + len, *sp;
	size_t nr, i;

	if (!strcmp(attr, "current")) {
		cmds = current_cmds;
		nr = ARRAY_SIZE(current_cmds);
	} else if (!strcmp(attr, "exec")) {
		cmds = exec_cmds;
		nr = ARRAY_SIZE(exec_cmds);
	} else {
		return false;
	}
	/* AppArmor trims the value before it splits at the first space. */
	while (text < end && isspace(*text))
		text++;
	sp = memchr(text, ' ', end - text);
	if (!sp)
		return false;
	for (i = 0; i < nr; i++)
		if (strlen(cmds[i]) == sp - text &&
		    !memcmp(text, cmds[i], sp - text))
			break;
	if (i == nr)
		return false;
	while (sp < end && isspace(*sp))
		sp++;
	return sp < end;
}

/* An SELinux identifier: user, role or type. */
static size_t glass_selinux_ident(const char *text, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (!isalnum(text[i]) && !strchr("_.-", text[i]))
			break;
	return i;
}

/*
 * SELinux's setprocattr: a context "user:role:type[:range]", or, except
 * in attr/current, nothing (back to the default context).
 */
static bool glass_selinux_claims(const char *attr, const char *text,
				 size_t len)
{
	static const char * const attrs[] = {
		"current", "exec", "fscreate", "keycreate", "sockcreate",
	};
	const char *end = text + len;
	unsigned int field;
	size_t i, n;

	for (i = 0; i < ARRAY_SIZE(attrs); i++)
		if (!strcmp(attr, attrs[i]))
			break;
	if (i == ARRAY_SIZE(attrs))
		return false;
	if (!len)
		return i != 0;
	for (field = 0; field < 3; field++) {
		n = glass_selinux_ident(text, end - text);
		if (!n)
			return false;
		text += n;
		if (field < 2 && (text == end || *text++ != ':'))
			return false;
	}
	if (text == end)
		return true;
	/* The MLS range: s0-s15:c0.c1023,c5 */
	if (*text++ != ':' || text == end)
		return false;
	for (; text < end; text++)
		if (!isalnum(*text) && !strchr("_.,:-", *text))
			return false;
	return true;
}

static const struct {
	const char *module;
	bool (*claims)(const char *attr, const char *text, size_t len);
} glass_attr_grammars[] = {
	{ "smack", glass_smack_claims },
	{ "apparmor", glass_apparmor_claims },
	{ "selinux", glass_selinux_claims },
};

/**
 * glass_attr_route - the module a single-module attr write is for
 * @attr: "current" or "exec"
 * @text: the value, without its trailing newlines and NULs
 * @len: its length, 0 for an empty write
 * @names: the composed modules that take attr writes, in stack order
 * @nr: how many
 *
 * Return: the index in @names of the only module whose grammar claims
 * @text, or -EINVAL when none does or more than one does.
 */
int glass_attr_route(const char *attr, const char *text, size_t len,
		     const char * const *names, unsigned int nr)
{
	int found = -EINVAL;
	unsigned int i, g;

	if (len && text[0] == '(')
		return -EINVAL;
	for (i = 0; i < nr; i++) {
		for (g = 0; g < ARRAY_SIZE(glass_attr_grammars); g++)
			if (!strcmp(names[i], glass_attr_grammars[g].module))
				break;
		if (g == ARRAY_SIZE(glass_attr_grammars) ||
		    !glass_attr_grammars[g].claims(attr, text, len))
			continue;
		if (found >= 0)
			return -EINVAL;
		found = i;
	}
	return found;
}
