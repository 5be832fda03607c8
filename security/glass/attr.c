// SPDX-License-Identifier: GPL-2.0-only
/*
 * Glass - process attributes for the whole stack
 *
 * /proc/<pid>/attr/{current,exec,prev} (no module named) read as the
 * composite of every module that has the attribute, in stack order:
 * "(smack=_,apparmor=unconfined)\n", or, when only one module has a
 * value, that module's own value as on a kernel with that module alone.
 * Writes take the composite form and are all or nothing; a single
 * module's value goes to the module whose grammar claims it
 * (attr_route.c).  Under a display choice (display.c) both answer in
 * that module's own format.  /proc/<pid>/attr/<module>/ and the LSM
 * syscalls keep their single-module meaning: the framework routes
 * those itself.
 */

#include <linux/cred.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "common.h"
#include "attr_route.h"
#include "blob.h"
#include "context.h"
#include "dispatch.h"
#include "display.h"

/*
 * Each module's attribute, its trailing newlines and NULs dropped; @raw
 * gets each one's length as the module gave it.
 */
static int glass_attr_elements(struct task_struct *p, const char *name,
			       struct glass_ctx_element *elements, int *raw)
{
	const struct glass_providers *h = &glass_table.getprocattr;
	unsigned int i, nr = 0;

	for (i = 0; i < h->nr; i++) {
		char *value = NULL;
		int len = h->hl[i]->hook.getprocattr(p, name, &value);

		/* -EINVAL: the module has no such attribute. */
		if (len == -EINVAL)
			continue;
		if (len < 0) {
			while (nr--)
				kfree(elements[nr].value);
			return len;
		}
		raw[nr] = len;
		while (len && (value[len - 1] == '\n' || !value[len - 1]))
			len--;
		if (!len) {
			kfree(value);
			continue;
		}
		elements[nr].name = glass_modules[h->module[i]].name;
		elements[nr].value = value;
		elements[nr++].len = len;
	}
	return nr;
}

/**
 * glass_getprocattr - /proc/<pid>/attr/<name> for the whole stack
 * @p: the task
 * @name: "current", "exec" or "prev"
 * @value: set to a kmalloc'ed value
 *
 * The composite of the modules with a value; when only one module has
 * one (glass_ctx_is_one_label()), that module's own value, byte for byte.
 *
 * Return: the length of @value, -EINVAL if no module has the attribute,
 * or another negative errno.
 */
int glass_getprocattr(struct task_struct *p, const char *name, char **value)
{
	const struct glass_providers *h = &glass_table.getprocattr;
	struct glass_ctx_element elements[GLASS_MAX_MODULES];
	int raw[GLASS_MAX_MODULES];
	int display = glass_display();
	size_t len;
	int nr, i;
	char *buf;

	if (display != GLASS_DISPLAY_COMPOSITE) {
		i = glass_provider_of_module(h, display);
		return i < 0 ? -EINVAL :
		       h->hl[i]->hook.getprocattr(p, name, value);
	}

	nr = glass_attr_elements(p, name, elements, raw);
	if (nr <= 0)
		return nr ?: -EINVAL;
	if (glass_ctx_is_one_label(elements, nr)) {
		*value = (char *)elements[0].value;
		return raw[0];
	}
	len = glass_ctx_format(NULL, 0, elements, nr);
	buf = len < INT_MAX - 1 ? kmalloc(len + 2, GFP_KERNEL) : NULL;
	if (buf) {
		glass_ctx_format(buf, len + 1, elements, nr);
		buf[len] = '\n';
		buf[len + 1] = '\0';
		*value = buf;
	}
	for (i = 0; i < nr; i++)
		kfree(elements[i].value);
	return buf ? len + 1 : -ENOMEM;
}

/*
 * Modules that keep what an attr write sets outside the cred, where a
 * copy of the cred cannot put it back: AppArmor's onexec label and
 * change_hat token live in its task blob.
 */
static bool glass_attr_keeps_task_state(unsigned int module)
{
	return !strcmp(glass_modules[module].name, "apparmor");
}

/*
 * Apply each element, in stack order, the modules with task state last;
 * undo all on the first refusal.  The modules keep their labels in the
 * cred: a copy taken first puts back every module that already changed.
 * A module with task state is applied only once every other element has
 * been taken, so a refusal never leaves its state behind; two such
 * modules in one write could not be undone, and are refused.
 */
static int glass_setprocattr_elements(const char *name,
				      const struct glass_ctx_element *elements,
				      const int *provider, unsigned int nr)
{
	const struct glass_providers *h = &glass_table.setprocattr;
	unsigned int i, p, pass, stateful = 0;
	bool changed = false;
	struct cred *saved;
	int rc = 0;

	for (p = 0; p < nr; p++)
		stateful += glass_attr_keeps_task_state(h->module[provider[p]]);
	if (stateful > 1)
		return -EINVAL;
	saved = prepare_creds();
	if (!saved)
		return -ENOMEM;
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < h->nr && rc >= 0; i++) {
			if (glass_attr_keeps_task_state(h->module[i]) != pass)
				continue;
			for (p = 0; p < nr && provider[p] != i; p++)
				;
			if (p == nr)
				continue;
			rc = h->hl[i]->hook.setprocattr(name,
							(void *)elements[p].value,
							elements[p].len);
			changed |= rc >= 0;
		}
	}
	if (rc < 0 && changed)
		commit_creds(saved);
	else
		abort_creds(saved);
	return rc < 0 ? rc : 0;
}

/**
 * glass_setprocattr - write /proc/self/attr/<name> for the whole stack
 * @name: "current" or "exec"
 * @value: a composite naming each module to change; or one module's own
 *	   value, for the display choice's module or, under the composite
 *	   display, for the one module whose grammar claims it
 *	   (glass_attr_route())
 * @size: its length
 *
 * A malformed value, a module that is not composed or has no process
 * attributes, and any module's refusal change nothing in any module.
 *
 * Return: @size, or a negative errno.
 */
int glass_setprocattr(const char *name, void *value, size_t size)
{
	const struct glass_providers *h = &glass_table.setprocattr;
	struct glass_ctx_element elements[GLASS_MAX_MODULES];
	int provider[GLASS_MAX_MODULES];
	int display = glass_display();
	size_t len = size;
	char *text;
	int nr, p, i, rc;

	if (display != GLASS_DISPLAY_COMPOSITE) {
		i = glass_provider_of_module(h, display);
		return i < 0 ? -EINVAL :
		       h->hl[i]->hook.setprocattr(name, value, size);
	}

	if (size > PAGE_SIZE)
		return -EINVAL;
	while (len && (((char *)value)[len - 1] == '\n' ||
		       !((char *)value)[len - 1]))
		len--;
	text = kmemdup_nul(value, len, GFP_KERNEL);
	if (!text)
		return -ENOMEM;
	rc = -EINVAL;
	nr = len ? glass_ctx_parse(text, len, elements, ARRAY_SIZE(elements)) : 0;
	if (nr <= 0) {
		/*
		 * One module's own value, as an existing program writes it;
		 * an empty one resets a module's attribute (SELinux's
		 * fscreate, libselinux's setfscreatecon(NULL)).
		 */
		const char *names[GLASS_MAX_MODULES];

		for (i = 0; i < h->nr; i++)
			names[i] = glass_modules[h->module[i]].name;
		i = glass_attr_route(name, text, len, names, h->nr);
		if (i >= 0)
			rc = h->hl[i]->hook.setprocattr(name, value, size);
		goto out;
	}
	for (p = 0; p < nr; p++) {
		provider[p] = glass_provider_named(h, elements[p].name);
		if (provider[p] < 0)
			goto out;
	}
	rc = glass_setprocattr_elements(name, elements, provider, nr);
out:
	kfree(text);
	return rc ?: size;
}
