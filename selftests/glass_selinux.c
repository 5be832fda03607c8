// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: SELinux composed beside TOMOYO and AppArmor, without a policy
 * (every task is SELinux's "kernel").  Skipped unless glass.stack= names
 * selinux and apparmor.
 *
 *   - selinuxfs is up: SELinux initialised under Glass.
 *   - /proc/self/attr/current is the composite of SELinux's and
 *     AppArmor's labels in stack order:
 *     "(selinux=kernel,apparmor=unconfined)".  SELinux counts its
 *     context's NUL, AppArmor ends its label with a newline: the
 *     composite holds neither inside.
 *   - SCM_SECURITY of a datagram is SELinux's own context, with its NUL
 *     counted, as on mainline: AppArmor labels no datagram.
 *   - attr/prev is SELinux's alone: the other modules have none.
 */
#define _GNU_SOURCE
#include <sys/socket.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#ifndef SCM_SECURITY
#define SCM_SECURITY	0x03	/* include/linux/socket.h */
#endif

/* Are SELinux and AppArmor composed? */
static bool selinux_stack(void)
{
	return glass_lsm_active("selinux") && glass_lsm_active("apparmor");
}

/* The composite, in the order of /sys/kernel/security/lsm. */
static const char *composite(void)
{
	char lsm[512];
	char *s, *a;

	if (glass_read(SECFS "/lsm", lsm, sizeof(lsm)) < 0)
		return "";
	s = strstr(lsm, "selinux");
	a = strstr(lsm, "apparmor");
	return s < a ? "(selinux=kernel,apparmor=unconfined)" :
		       "(apparmor=unconfined,selinux=kernel)";
}

TEST(selinuxfs_is_up)
{
	char buf[16];

	if (!selinux_stack())
		SKIP(return, "SELinux and AppArmor are not both composed");
	ASSERT_EQ(0, glass_ensure_mount("selinuxfs", "/sys/fs/selinux"));
	ASSERT_LT(0, glass_read("/sys/fs/selinux/enforce", buf, sizeof(buf)));
}

TEST(current_is_the_composite)
{
	char buf[256];
	const char *want;
	ssize_t n;

	if (!selinux_stack())
		SKIP(return, "SELinux and AppArmor are not both composed");
	want = composite();
	n = glass_read("/proc/self/attr/current", buf, sizeof(buf));
	ASSERT_LT(0, n);
	TH_LOG("attr/current: %zd bytes: %s", n, buf);
	/* The composite ends with a newline, as AppArmor's label does. */
	ASSERT_EQ(strlen(want) + 1, n);
	ASSERT_EQ(0, memcmp(buf, want, n - 1));
	ASSERT_EQ('\n', buf[n - 1]);
}

TEST(scm_security_is_selinux_s_own)
{
	char data, cbuf[CMSG_SPACE(256)];
	struct iovec iov = { .iov_base = &data, .iov_len = 1 };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *c;
	int sv[2], one = 1;
	bool seen = false;

	if (!selinux_stack())
		SKIP(return, "SELinux and AppArmor are not both composed");
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, sv));
	ASSERT_EQ(0, setsockopt(sv[1], SOL_SOCKET, SO_PASSSEC, &one,
				sizeof(one)));
	ASSERT_EQ(1, send(sv[0], "x", 1, 0));
	ASSERT_EQ(1, recvmsg(sv[1], &msg, 0));
	for (c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
		size_t len = c->cmsg_len - CMSG_LEN(0);

		if (c->cmsg_type != SCM_SECURITY)
			continue;
		seen = true;
		TH_LOG("SCM_SECURITY: %zu bytes: %.*s", len, (int)len,
		       (char *)CMSG_DATA(c));
		EXPECT_EQ(sizeof("kernel"), len);
		EXPECT_EQ(0, memcmp(CMSG_DATA(c), "kernel", sizeof("kernel")));
	}
	EXPECT_TRUE(seen);
	close(sv[0]);
	close(sv[1]);
}

TEST(prev_is_selinux_alone)
{
	char buf[256];
	ssize_t n;

	if (!selinux_stack())
		SKIP(return, "SELinux and AppArmor are not both composed");
	n = glass_read("/proc/self/attr/prev", buf, sizeof(buf));
	ASSERT_LT(0, n);
	while (n && (buf[n - 1] == '\n' || !buf[n - 1]))
		n--;
	ASSERT_EQ(strlen("kernel"), n);
	ASSERT_EQ(0, memcmp(buf, "kernel", n));
}

TEST_HARNESS_MAIN
