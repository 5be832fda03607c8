// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: lsm_get_self_attr(2) gives each module's own answer.
 *
 * For each attribute (current, exec, fscreate, keycreate, prev,
 * sockcreate) and each of SELinux, Smack, TOMOYO and AppArmor that
 * lsm_list_modules(2) names:
 *   - the module's own answer is lsm_get_self_attr() with LSM_FLAG_SINGLE
 *     and its id: one context, or an error (EOPNOTSUPP: not one of its
 *     attributes; ENOENT: AppArmor has no exec or prev profile);
 *   - the call for every module (no flag) holds, in the order of the list,
 *     an entry for each module whose own answer is a context, byte for
 *     byte that context, and nothing else.  When no module has one, it
 *     fails with ENOENT if a module answered so, else EOPNOTSUPP.
 * With one of those modules alone (mainline) the two calls agree by
 * construction.  Composed, one module without a value must not hide the
 * others' values: SELinux's exec and prev contexts beside AppArmor, which
 * has no exec or prev profile (Documentation/admin-guide/LSM/Glass.rst,
 * "Process attributes").
 *
 * --diff prints, for each of those modules active and each attribute,
 *   GLASS-DIFF <module> selfattr <attr> single=<answer> all=<entry>
 * the module's own answer (a quoted context, escaped, or the errno's name)
 * and its entry in the call for every module ("none" when it has none),
 * for the differential boots to compare with mainline (scripts/check.sh).
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <linux/types.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define BUF_SIZE	4096

static const struct {
	const char *name;
	__u64 id;
} modules[] = {
	{ "selinux", LSM_ID_SELINUX },
	{ "smack", LSM_ID_SMACK },
	{ "tomoyo", LSM_ID_TOMOYO },
	{ "apparmor", LSM_ID_APPARMOR },
};

static const struct {
	const char *name;
	unsigned int attr;
} attrs[] = {
	{ "current", LSM_ATTR_CURRENT },
	{ "exec", LSM_ATTR_EXEC },
	{ "fscreate", LSM_ATTR_FSCREATE },
	{ "keycreate", LSM_ATTR_KEYCREATE },
	{ "prev", LSM_ATTR_PREV },
	{ "sockcreate", LSM_ATTR_SOCKCREATE },
};

/* One module's answer: its context (@len bytes) or @err. */
struct answer {
	int err;
	__u32 len;
	char ctx[BUF_SIZE];
};

/* The modules of the list this test knows, in the list's order. */
static int listed(__u64 *ids, int max)
{
	__u64 all[64];
	__u32 size = sizeof(all);
	int n, i, j, found = 0;

	n = syscall(__NR_lsm_list_modules, all, &size, 0);
	for (i = 0; i < n; i++)
		for (j = 0; j < (int)ARRAY_SIZE(modules); j++)
			if (all[i] == modules[j].id && found < max)
				ids[found++] = all[i];
	return n < 0 ? -errno : found;
}

static const char *module_name(__u64 id)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(modules); i++)
		if (modules[i].id == id)
			return modules[i].name;
	return "?";
}

/* The module's own answer: LSM_FLAG_SINGLE with its id. */
static void single(unsigned int attr, __u64 id, struct answer *a)
{
	__u64 buf[BUF_SIZE / 8] = { };
	struct lsm_ctx *c = (struct lsm_ctx *)buf;
	__u32 size = sizeof(buf);
	long n;

	c->id = id;
	n = syscall(__NR_lsm_get_self_attr, attr, c, &size, LSM_FLAG_SINGLE);
	a->err = n < 0 ? errno : n != 1 ? ERANGE : 0;
	a->len = 0;
	if (!a->err) {
		a->len = c->ctx_len < sizeof(a->ctx) ? c->ctx_len : 0;
		memcpy(a->ctx, c->ctx, a->len);
	}
}

/*
 * The call for every module: the number of entries, or -errno; each
 * module's entry in @a (err ENODATA: none), in the order of @ids.
 */
static long every(unsigned int attr, const __u64 *ids, int nr,
		  struct answer *a, __u64 *order)
{
	__u64 buf[BUF_SIZE / 8] = { };
	const char *p = (const char *)buf;
	__u32 size = sizeof(buf);
	long n, k;
	int i;

	for (i = 0; i < nr; i++)
		a[i].err = ENODATA;
	n = syscall(__NR_lsm_get_self_attr, attr, buf, &size, 0);
	if (n < 0)
		return -errno;
	for (k = 0; k < n && p < (const char *)buf + sizeof(buf); k++) {
		const struct lsm_ctx *c = (const struct lsm_ctx *)p;

		order[k] = c->id;
		for (i = 0; i < nr; i++) {
			if (ids[i] != c->id || c->ctx_len >= sizeof(a->ctx))
				continue;
			a[i].err = 0;
			a[i].len = c->ctx_len;
			memcpy(a[i].ctx, c->ctx, c->ctx_len);
		}
		if (!c->len)
			break;
		p += c->len;
	}
	return n;
}

/* An answer in canonical form: "bytes" (escaped) or the errno's name. */
static const char *show(const struct answer *a, const char *none)
{
	static char out[2][BUF_SIZE * 4 + 3];
	static int which;
	char *s = out[which ^= 1], *q = s;
	__u32 i;

	if (a->err)
		return a->err == ENODATA ? none : glass_errname(a->err);
	*q++ = '"';
	for (i = 0; i < a->len; i++) {
		unsigned char ch = a->ctx[i];

		if (isprint(ch) && ch != '"' && ch != '\\')
			*q++ = ch;
		else
			q += sprintf(q, "\\x%02x", ch);
	}
	*q++ = '"';
	*q = '\0';
	return s;
}

FIXTURE(selfattr) {
	__u64 ids[ARRAY_SIZE(modules)];
	int nr;
};

FIXTURE_VARIANT(selfattr) {
	unsigned int attr;
};

FIXTURE_VARIANT_ADD(selfattr, current) { .attr = LSM_ATTR_CURRENT };
FIXTURE_VARIANT_ADD(selfattr, exec) { .attr = LSM_ATTR_EXEC };
FIXTURE_VARIANT_ADD(selfattr, fscreate) { .attr = LSM_ATTR_FSCREATE };
FIXTURE_VARIANT_ADD(selfattr, keycreate) { .attr = LSM_ATTR_KEYCREATE };
FIXTURE_VARIANT_ADD(selfattr, prev) { .attr = LSM_ATTR_PREV };
FIXTURE_VARIANT_ADD(selfattr, sockcreate) { .attr = LSM_ATTR_SOCKCREATE };

FIXTURE_SETUP(selfattr)
{
	self->nr = listed(self->ids, ARRAY_SIZE(self->ids));
	ASSERT_LE(0, self->nr) TH_LOG("lsm_list_modules: %s", strerror(-self->nr));
}

FIXTURE_TEARDOWN(selfattr)
{
}

/*
 * The call for every module gives each module's own answer: an entry for
 * each module with a context, that context, in the list's order; with
 * none, ENOENT if a module has the attribute but no value, EOPNOTSUPP if
 * none has the attribute.
 */
TEST_F(selfattr, each_module_as_alone)
{
	static struct answer own[ARRAY_SIZE(modules)], got[ARRAY_SIZE(modules)];
	__u64 order[64];
	int i, want = 0, want_err = EOPNOTSUPP;
	long n;

	if (!self->nr)
		SKIP(return, "none of SELinux, Smack, TOMOYO and AppArmor is active");
	for (i = 0; i < self->nr; i++) {
		single(variant->attr, self->ids[i], &own[i]);
		if (!own[i].err)
			want++;
		else if (own[i].err == ENOENT)
			want_err = ENOENT;
		else
			ASSERT_EQ(EOPNOTSUPP, own[i].err)
				TH_LOG("%s: %s", module_name(self->ids[i]),
				       show(&own[i], "none"));
	}

	n = every(variant->attr, self->ids, self->nr, got, order);
	if (!want) {
		EXPECT_EQ(-want_err, n);
		return;
	}
	ASSERT_EQ(want, n) TH_LOG("lsm_get_self_attr: %s",
				  n < 0 ? glass_errname(-n) : "entries");
	for (i = 0; i < self->nr; i++) {
		const char *name = module_name(self->ids[i]);

		if (own[i].err) {
			EXPECT_EQ(ENODATA, got[i].err)
				TH_LOG("%s has an entry: %s", name,
				       show(&got[i], "none"));
			continue;
		}
		EXPECT_STREQ(show(&own[i], "none"), show(&got[i], "none"))
			TH_LOG("%s", name);
	}
	/* In the list's order. */
	for (i = 0, n = 0; i < self->nr; i++)
		if (!own[i].err)
			EXPECT_EQ(self->ids[i], order[n++]);
}

/* GLASS-DIFF <module> selfattr <attr> single=<answer> all=<entry>. */
static int diff(void)
{
	struct answer own, got[ARRAY_SIZE(modules)];
	__u64 ids[ARRAY_SIZE(modules)], order[64];
	unsigned int a;
	int nr, i;

	nr = listed(ids, ARRAY_SIZE(ids));
	if (nr < 0) {
		printf("GLASS-DIFF error selfattr: lsm_list_modules: %s\n",
		       glass_errname(-nr));
		return 1;
	}
	for (i = 0; i < nr; i++) {
		for (a = 0; a < ARRAY_SIZE(attrs); a++) {
			single(attrs[a].attr, ids[i], &own);
			every(attrs[a].attr, ids, nr, got, order);
			printf("GLASS-DIFF %s selfattr %s single=%s all=%s\n",
			       module_name(ids[i]), attrs[a].name,
			       show(&own, "none"), show(&got[i], "none"));
		}
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "--diff"))
		return diff();
	return test_harness_run(argc, argv);
}
