// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: the stack is visible and each module keeps its own view of a task.
 *
 * With Smack, TOMOYO and AppArmor composed by Glass, the LSM list and the
 * LSM syscalls name all of them, and each module's interface for the
 * current task answers as it does when the module runs alone.
 */
#define _GNU_SOURCE
#include <linux/types.h>
#include <sys/utsname.h>

#include "glass_util.h"
#include "kselftest_harness.h"

static const char * const required[] = {
	"capability", "smack", "tomoyo", "apparmor",
};

TEST(lsm_file_lists_the_stack)
{
	char buf[512];
	size_t i;

	ASSERT_LT(0, glass_read(SECFS "/lsm", buf, sizeof(buf)));
	TH_LOG("lsm: %s", buf);
	/* Braces: EXPECT_*() with a TH_LOG() is two statements. */
	for (i = 0; i < ARRAY_SIZE(required); i++) {
		EXPECT_TRUE(glass_lsm_active(required[i]))
			TH_LOG("%s missing from %s/lsm", required[i], SECFS);
	}
	/* Glass composes; it is not one of the modules a user sees. */
	EXPECT_FALSE(glass_lsm_active("glass"));
}

/* A Smack label: 1..255 bytes, no whitespace, slash or quotes. */
static bool smack_label_ok(const char *s, size_t len)
{
	size_t i;

	if (len == 0 || len > 255)
		return false;
	for (i = 0; i < len; i++)
		if (s[i] <= ' ' || s[i] > '~' || s[i] == '/' ||
		    s[i] == '"' || s[i] == '\\' || s[i] == '\'')
			return false;
	return true;
}

/* /sys/kernel/security/glass/stack: "name hooks" per module, commoncap last. */
TEST(glass_stack_file_lists_modules)
{
	static const char *const modules[] = {
		"smack", "tomoyo", "apparmor", "capability",
	};
	char buf[512], name[32];
	unsigned int hooks;
	const char *p = buf;
	size_t i;
	int used, fd, n;

	ASSERT_LT(0, glass_read(SECFS "/glass/stack", buf, sizeof(buf)));
	for (i = 0; i < ARRAY_SIZE(modules); i++) {
		n = sscanf(p, "%31s %u\n%n", name, &hooks, &used);
		ASSERT_EQ(2, n) TH_LOG("module %zu of '%s'", i, buf);
		EXPECT_STREQ(modules[i], name);
		EXPECT_LT(0, hooks);
		p += used;
	}
	EXPECT_EQ('\0', *p);

	/* Read-only, even for root. */
	fd = open(SECFS "/glass/stack", O_WRONLY);
	if (fd >= 0) {
		EXPECT_GT(0, write(fd, "x", 1));
		close(fd);
	}
}

TEST(smack_current_label)
{
	char buf[300];
	ssize_t len;

	len = glass_read("/proc/self/attr/smack/current", buf, sizeof(buf));
	ASSERT_LT(0, len) TH_LOG("read: %s", strerror(-len));
	/* Smack hands the label back as it is: no newline. */
	EXPECT_TRUE(smack_label_ok(buf, len)) TH_LOG("label '%s'", buf);
}

TEST(apparmor_current_unconfined)
{
	char buf[256];
	ssize_t len;

	len = glass_read("/proc/self/attr/apparmor/current", buf, sizeof(buf));
	ASSERT_LT(0, len) TH_LOG("read: %s", strerror(-len));
	/* AppArmor's proc interface ends the label with a newline. */
	EXPECT_STREQ("unconfined\n", buf);
}

TEST(tomoyo_self_domain)
{
	char buf[4096];
	ssize_t len;

	len = glass_read(TOMOYOFS "/self_domain", buf, sizeof(buf));
	ASSERT_LT(0, len) TH_LOG("read: %s", strerror(-len));
	EXPECT_EQ(0, strncmp(buf, "<kernel>", 8)) TH_LOG("domain '%s'", buf);
}

TEST(lsm_list_modules_names_the_stack)
{
	__u64 ids[32];
	__u32 size = 0;
	bool cap = false, smack = false, tomoyo = false, apparmor = false;
	long n, i;

	/* A too small buffer reports the size needed. */
	n = syscall(__NR_lsm_list_modules, ids, &size, 0);
	ASSERT_EQ(-1, n);
	ASSERT_EQ(E2BIG, errno);
	ASSERT_LT(0, size);
	ASSERT_GE(sizeof(ids), size);

	n = syscall(__NR_lsm_list_modules, ids, &size, 0);
	ASSERT_LT(0, n) TH_LOG("lsm_list_modules: %s", strerror(errno));
	ASSERT_EQ(n * sizeof(ids[0]), size);
	for (i = 0; i < n; i++) {
		TH_LOG("lsm id %llu", (unsigned long long)ids[i]);
		cap |= ids[i] == LSM_ID_CAPABILITY;
		smack |= ids[i] == LSM_ID_SMACK;
		tomoyo |= ids[i] == LSM_ID_TOMOYO;
		apparmor |= ids[i] == LSM_ID_APPARMOR;
	}
	EXPECT_TRUE(cap);
	EXPECT_TRUE(smack);
	EXPECT_TRUE(tomoyo);
	EXPECT_TRUE(apparmor);
}

/* Find module @id's context in an lsm_get_self_attr() result. */
static const struct lsm_ctx *find_ctx(const void *buf, long count, __u64 id)
{
	const struct lsm_ctx *c = buf;

	while (count-- > 0) {
		if (c->id == id)
			return c;
		c = (const void *)((const char *)c + c->len);
	}
	return NULL;
}

/* Compare a context with a proc attr value, ignoring a trailing newline. */
static bool same_label(const struct lsm_ctx *c, const char *proc)
{
	size_t len = strlen(proc);

	if (len && proc[len - 1] == '\n')
		len--;
	if (memcmp(c->ctx, proc, len))
		return false;
	/*
	 * Smack counts the terminating NUL in ctx_len, AppArmor (in mainline
	 * 6.12 too) does not: both are the module's own format.
	 */
	return c->ctx_len == len ||
	       (c->ctx_len == len + 1 && c->ctx[len] == '\0');
}

TEST(lsm_get_self_attr_matches_proc)
{
	__u64 buf[512];
	__u32 size = sizeof(buf);
	char smack[300], apparmor[256];
	const struct lsm_ctx *c;
	long n;

	ASSERT_LT(0, glass_read("/proc/self/attr/smack/current", smack,
				sizeof(smack)));
	ASSERT_LT(0, glass_read("/proc/self/attr/apparmor/current", apparmor,
				sizeof(apparmor)));

	n = syscall(__NR_lsm_get_self_attr, LSM_ATTR_CURRENT, buf, &size, 0);
	ASSERT_LT(0, n) TH_LOG("lsm_get_self_attr: %s", strerror(errno));

	c = find_ctx(buf, n, LSM_ID_SMACK);
	ASSERT_NE(NULL, c) TH_LOG("no Smack context");
	EXPECT_TRUE(same_label(c, smack))
		TH_LOG("syscall '%.*s' proc '%s'", (int)c->ctx_len, c->ctx, smack);

	c = find_ctx(buf, n, LSM_ID_APPARMOR);
	ASSERT_NE(NULL, c) TH_LOG("no AppArmor context");
	EXPECT_TRUE(same_label(c, apparmor))
		TH_LOG("syscall '%.*s' proc '%s'", (int)c->ctx_len, c->ctx,
		       apparmor);

	/* TOMOYO has no "current" attribute of this kind. */
	EXPECT_EQ(NULL, find_ctx(buf, n, LSM_ID_TOMOYO));
}

/* Set the Smack label through lsm_set_self_attr(), read it through proc. */
static int set_smack_by_syscall(void *label)
{
	__u64 buf[64] = { };
	struct lsm_ctx *c = (void *)buf;
	char now[300];
	size_t len = strlen(label) + 1;

	c->id = LSM_ID_SMACK;
	c->ctx_len = len;
	c->len = (sizeof(*c) + len + 7) & ~7UL;
	memcpy(c->ctx, label, len);
	if (syscall(__NR_lsm_set_self_attr, LSM_ATTR_CURRENT, c, c->len, 0))
		return errno;
	if (glass_read("/proc/self/attr/smack/current", now, sizeof(now)) < 0)
		return CHILD_BROKEN;
	return strcmp(now, label) ? CHILD_BROKEN - 1 : 0;
}

TEST(lsm_set_self_attr_reaches_smack)
{
	/* In a child: the label sticks to the task that set it. */
	EXPECT_EQ(0, glass_in_child(set_smack_by_syscall, "GlassStack"));
}

TEST_HARNESS_MAIN
