// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: SELinux composed beside TOMOYO and AppArmor, and Smack, without
 * a policy (every task is SELinux's "kernel").  Skipped unless
 * glass.stack= names selinux and apparmor.
 *
 *   - selinuxfs is up: SELinux initialised under Glass.
 *   - /proc/self/attr/current is the composite of the modules' labels in
 *     stack order: "(selinux=kernel,smack=_,apparmor=unconfined)".
 *     SELinux counts its context's NUL, AppArmor ends its label with a
 *     newline: the composite holds neither inside.
 *   - Labeled IPsec is refused (EOPNOTSUPP) under Glass: a flow's secid
 *     is Glass's, not an SELinux SID.  The same policy without a context
 *     is added.
 *   - With Smack composed too, each module gets its own mount options
 *     from the one pointer a mount has: smackfsroot= labels the root of a
 *     tmpfs, and SELinux's context= is refused with EINVAL before SELinux
 *     has a policy, as on mainline.
 *   - SCM_SECURITY of a datagram is SELinux's own context, with its NUL
 *     counted, as on mainline: AppArmor labels no datagram.  With Smack,
 *     which does, it is the composite of the two, with no NUL inside.
 *     A receiver with a display gets that module's own context (SELinux's
 *     with its NUL, Smack's), or none under display=apparmor.
 *   - attr/prev is SELinux's alone: the other modules have none.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/xfrm.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/xattr.h>

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

/* The composite of unconfined tasks, in the order of the lsm file. */
static void composite(char *out, size_t size)
{
	char lsm[512], *tok, *save;
	size_t n = 0;

	out[0] = '\0';
	if (glass_read(SECFS "/lsm", lsm, sizeof(lsm)) < 0)
		return;
	for (tok = strtok_r(lsm, ",\n", &save); tok;
	     tok = strtok_r(NULL, ",\n", &save)) {
		const char *label = !strcmp(tok, "selinux") ? "kernel" :
				    !strcmp(tok, "smack") ? "_" :
				    !strcmp(tok, "apparmor") ? "unconfined" :
				    NULL;

		if (label)
			n += snprintf(out + n, size - n, "%s%s=%s",
				      n ? "," : "(", tok, label);
	}
	snprintf(out + n, size - n, ")");
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
	char buf[256], want[256];
	ssize_t n;

	if (!selinux_stack())
		SKIP(return, "SELinux and AppArmor are not both composed");
	composite(want, sizeof(want));
	n = glass_read("/proc/self/attr/current", buf, sizeof(buf));
	ASSERT_LT(0, n);
	TH_LOG("attr/current: %zd bytes: %s", n, buf);
	/* The composite ends with a newline, as AppArmor's label does. */
	ASSERT_EQ(strlen(want) + 1, n);
	ASSERT_EQ(0, memcmp(buf, want, n - 1));
	ASSERT_EQ('\n', buf[n - 1]);
}

/*
 * The SCM_SECURITY control message of a datagram sent to ourselves:
 * 1 with its bytes in @ctx, 0 if there is none, -errno on failure.
 */
static int scm_security_self(char *ctx, size_t size, size_t *ctxlen)
{
	char data, cbuf[CMSG_SPACE(256)];
	struct iovec iov = { .iov_base = &data, .iov_len = 1 };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *c;
	int sv[2], one = 1, seen = 0;

	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv))
		return -errno;
	if (setsockopt(sv[1], SOL_SOCKET, SO_PASSSEC, &one, sizeof(one)) ||
	    send(sv[0], "x", 1, 0) != 1 || recvmsg(sv[1], &msg, 0) != 1)
		seen = -errno;
	for (c = CMSG_FIRSTHDR(&msg); seen >= 0 && c;
	     c = CMSG_NXTHDR(&msg, c)) {
		if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_SECURITY)
			continue;
		*ctxlen = c->cmsg_len - CMSG_LEN(0);
		if (*ctxlen > size)
			return -E2BIG;
		memcpy(ctx, CMSG_DATA(c), *ctxlen);
		seen = 1;
	}
	close(sv[0]);
	close(sv[1]);
	return seen;
}

struct scm_display {
	const char *display;
	const char *ctx;	/* NULL: no SCM_SECURITY */
	size_t len;
};

/* Under @arg's display, the receiver gets exactly its context, or none. */
static int scm_under_display(void *arg)
{
	const struct scm_display *d = arg;
	char got[256];
	size_t len = 0;
	int rc;

	if (glass_write(SECFS "/glass/display", d->display))
		return CHILD_BROKEN;
	rc = scm_security_self(got, sizeof(got), &len);
	if (rc < 0)
		return CHILD_BROKEN;
	if (!d->ctx)
		return rc != 0;
	return rc != 1 || len != d->len || memcmp(got, d->ctx, len);
}

TEST(scm_security_is_selinux_s_own)
{
	const struct scm_display displays[] = {
		/* SELinux's own context, its NUL counted, as on mainline. */
		{ "selinux", "kernel", sizeof("kernel") },
		{ "smack", "_", 1 },
		/* AppArmor labels no datagram: none, as on mainline. */
		{ "apparmor", NULL, 0 },
	};
	char lsm[512], got[256];
	const char *dgram;
	size_t len = 0;
	unsigned int i;

	if (!selinux_stack())
		SKIP(return, "SELinux and AppArmor are not both composed");
	ASSERT_LT(0, glass_read(SECFS "/lsm", lsm, sizeof(lsm)));
	dgram = strstr(lsm, "smack") && strstr(lsm, "selinux") < strstr(lsm, "smack") ?
		"(selinux=kernel,smack=_)" : "(smack=_,selinux=kernel)";
	ASSERT_EQ(1, scm_security_self(got, sizeof(got), &len));
	TH_LOG("SCM_SECURITY: %zu bytes: %.*s", len, (int)len, got);
	if (glass_lsm_active("smack")) {
		EXPECT_EQ(strlen(dgram), len);
		EXPECT_EQ(0, memcmp(got, dgram, strlen(dgram)));
	} else {
		EXPECT_EQ(sizeof("kernel"), len);
		EXPECT_EQ(0, memcmp(got, "kernel", sizeof("kernel")));
	}

	/* The receiver's display chooses, as for SO_PEERSEC. */
	for (i = 0; i < ARRAY_SIZE(displays); i++) {
		if (!glass_lsm_active(displays[i].display))
			continue;
		EXPECT_EQ(0, glass_in_child(scm_under_display,
					    (void *)&displays[i]))
			TH_LOG("display=%s", displays[i].display);
	}
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

/*
 * Add (XFRM_MSG_NEWPOLICY) or delete (XFRM_MSG_DELPOLICY) an outbound
 * IPsec policy for UDP from 127.0.0.1 to 127.0.0.2, with SELinux context
 * @ctx (NULL: none): 0 or -errno, -EPROTONOSUPPORT without xfrm.
 */
static int xfrm_policy(int type, const char *ctx)
{
	struct {
		struct nlmsghdr nh;
		union {
			struct xfrm_userpolicy_info info;
			struct xfrm_userpolicy_id id;
		};
		char attrs[256];
	} req = {};
	struct {
		struct nlmsghdr nh;
		struct nlmsgerr err;
	} ack;
	struct xfrm_selector *sel;
	struct rtattr *rta;
	size_t len;
	int fd, rc;

	req.nh.nlmsg_type = type;
	req.nh.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
	if (type == XFRM_MSG_NEWPOLICY) {
		len = NLMSG_LENGTH(sizeof(req.info));
		sel = &req.info.sel;
		req.info.lft.soft_byte_limit = XFRM_INF;
		req.info.lft.hard_byte_limit = XFRM_INF;
		req.info.lft.soft_packet_limit = XFRM_INF;
		req.info.lft.hard_packet_limit = XFRM_INF;
		req.info.dir = XFRM_POLICY_OUT;
		req.info.action = XFRM_POLICY_ALLOW;
	} else {
		len = NLMSG_LENGTH(sizeof(req.id));
		sel = &req.id.sel;
		req.id.dir = XFRM_POLICY_OUT;
	}
	sel->family = AF_INET;
	sel->saddr.a4 = htonl(0x7f000001);
	sel->daddr.a4 = htonl(0x7f000002);
	sel->prefixlen_s = 32;
	sel->prefixlen_d = 32;
	sel->proto = IPPROTO_UDP;
	if (ctx) {
		struct xfrm_user_sec_ctx *uctx;
		size_t n = strlen(ctx);

		rta = (struct rtattr *)((char *)&req + NLMSG_ALIGN(len));
		rta->rta_type = XFRMA_SEC_CTX;
		rta->rta_len = RTA_LENGTH(sizeof(*uctx) + n);
		uctx = RTA_DATA(rta);
		uctx->len = sizeof(*uctx) + n;
		uctx->exttype = XFRMA_SEC_CTX;
		uctx->ctx_alg = XFRM_SC_ALG_SELINUX;
		uctx->ctx_doi = XFRM_SC_DOI_LSM;
		uctx->ctx_len = n;
		memcpy(uctx + 1, ctx, n);
		len = NLMSG_ALIGN(len) + RTA_ALIGN(rta->rta_len);
	}
	req.nh.nlmsg_len = len;

	fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_XFRM);
	if (fd < 0)
		return -errno;
	if (send(fd, &req, len, 0) != (ssize_t)len)
		rc = -errno;
	else if (recv(fd, &ack, sizeof(ack), 0) < (ssize_t)sizeof(ack) ||
		 ack.nh.nlmsg_type != NLMSG_ERROR)
		rc = -EIO;
	else
		rc = ack.err.error;
	close(fd);
	return rc;
}

TEST(labeled_ipsec_is_refused)
{
	int rc;

	if (!glass_lsm_active("selinux"))
		SKIP(return, "SELinux is not composed");
	rc = xfrm_policy(XFRM_MSG_NEWPOLICY, NULL);
	if (rc == -EPROTONOSUPPORT)
		SKIP(return, "no xfrm netlink (CONFIG_XFRM_USER)");
	/* Unlabeled IPsec is SELinux-free: added and removed. */
	ASSERT_EQ(0, rc);
	ASSERT_EQ(0, xfrm_policy(XFRM_MSG_DELPOLICY, NULL));
	/* A context SELinux knows before its policy: still refused. */
	EXPECT_EQ(-EOPNOTSUPP, xfrm_policy(XFRM_MSG_NEWPOLICY,
					   "system_u:object_r:kernel_t:s0"));
	/* Nothing was added. */
	EXPECT_EQ(-ENOENT, xfrm_policy(XFRM_MSG_DELPOLICY, NULL));
}

/* Mount a tmpfs on @dir with @opts: 0 or -errno. */
static int mount_tmpfs(const char *dir, const char *opts)
{
	if (mount("glass", dir, "tmpfs", 0, opts))
		return -errno;
	umount(dir);
	return 0;
}

TEST(mount_options_reach_each_module)
{
	char dir[] = "/tmp/glass_mnt.XXXXXX", label[64];
	ssize_t n;

	if (!selinux_stack() || !glass_lsm_active("smack"))
		SKIP(return, "SELinux and Smack are not both composed");
	ASSERT_NE(NULL, mkdtemp(dir));

	/* Smack's option reaches Smack, and SELinux accepts no options. */
	ASSERT_EQ(0, mount("glass", dir, "tmpfs", 0, "smackfsroot=GlassMnt"));
	n = getxattr(dir, "security.SMACK64", label, sizeof(label) - 1);
	EXPECT_EQ(0, umount(dir));
	ASSERT_LT(0, n);
	label[n] = '\0';
	EXPECT_STREQ("GlassMnt", label);

	/* SELinux's option reaches SELinux: refused without a policy. */
	EXPECT_EQ(-EINVAL, mount_tmpfs(dir, "context=system_u:object_r:tmp_t:s0"));
	EXPECT_EQ(-EINVAL,
		  mount_tmpfs(dir, "smackfsroot=GlassMnt,context=system_u:object_r:tmp_t:s0"));
	/* Neither module's: tmpfs itself refuses it. */
	EXPECT_EQ(-EINVAL, mount_tmpfs(dir, "glass_nosuch=1"));
	EXPECT_EQ(0, mount_tmpfs(dir, "size=1m"));
	rmdir(dir);
}

TEST_HARNESS_MAIN
