// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: network labels set by real rules reach the module that owns them
 * as that module's own label.
 *
 * skb->secmark and NetLabel's static labels hold Glass secids: nft's
 * secmark objects and netlabelctl's static labels make them from a
 * context, conntrack prints them back as one.  The owner (glass.secmark=,
 * glass.netlabel=, else the first user in stack order) takes its part.
 * Only the owner has a label there, so the context printed back is its
 * own label, as on a kernel with that module alone.
 *
 *   - secmark: an nftables rule marks UDP packets "(smack=NetSecret)" on
 *     input; a receiver labelled NetVault is refused them, and Smack logs
 *     subject "NetSecret"; with the rule NetSecret NetVault w it gets
 *     them.  Smack's own mark (its netfilter hook, the sender's label)
 *     is copied to the connection by "ct secmark set meta secmark", and
 *     /proc/net/nf_conntrack names the sender's label: "NetSender".
 *   - NetLabel: a static label for unlabelled packets from 127.0.0.1 on lo,
 *     "(smack=NlSecret)": a receiver labelled NlVault is refused them, and
 *     Smack logs subject "NlSecret"; netlabelctl lists the label back,
 *     "NlSecret".
 *   - CIPSO local tag: a sender labelled NlSender whose domain maps to a
 *     local DOI puts its label's secid in the tag; the receiver NlVault
 *     is refused it as subject "NlSender", and gets it with a rule.
 *   - SELinux composed beside Smack's secmarks: with the tests' policy
 *     loaded (last in the stack boot), nft's Smack secmark rule makes no
 *     SELinux relabelto check (glass.te logs every one): a module that
 *     does not own the secmarks does not read one as its own label.
 *
 * Each case runs where Smack owns that label; it needs Smack to own
 * NetLabel but not the secmarks for the NetLabel case (Smack's netfilter
 * hook would mark every local packet, and a secmark wins over NetLabel).
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>

#include "glass_util.h"
#include "kselftest_harness.h"

/* Does @module own the @kind label (secmark, netlabel) in this boot? */
static bool owns(const char *module, const char *kind)
{
	char buf[4096], arg[64], *p, *line, *save;
	const char *users = !strcmp(kind, "secmark") ? " smack apparmor " :
						       " smack ";
	char want[32], first[32] = "";

	snprintf(arg, sizeof(arg), "glass.%s=", kind);
	p = glass_read("/proc/cmdline", buf, sizeof(buf)) > 0 ?
		strstr(buf, arg) : NULL;
	if (p) {
		p += strlen(arg);
		p[strcspn(p, "\n ")] = '\0';
		snprintf(want, sizeof(want), " %s ", p);
		if (glass_lsm_active(p) && strstr(users, want))
			return !strcmp(p, module);
	}
	if (glass_read(SECFS "/glass/stack", buf, sizeof(buf)) <= 0)
		return false;
	for (line = strtok_r(buf, "\n", &save); line && !first[0];
	     line = strtok_r(NULL, "\n", &save)) {
		line[strcspn(line, " ")] = '\0';
		snprintf(want, sizeof(want), " %s ", line);
		if (strstr(users, want))
			snprintf(first, sizeof(first), "%s", line);
	}
	return !strcmp(first, module);
}

static int run(const char *cmd)
{
	int rc = system(cmd);

	return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

static int smack_rule(const char *rule)
{
	return glass_write(SMACKFS "/load2", rule);
}

/* All of a seq_file, which read(2) hands out a record or so at a time. */
static ssize_t read_all(const char *path, char *buf, size_t size)
{
	FILE *f = fopen(path, "r");
	size_t n;

	if (!f)
		return -1;
	n = fread(buf, 1, size - 1, f);
	buf[n] = '\0';
	fclose(f);
	return n;
}

/* Is there a new kernel message with all of @a and @b? */
static bool kmsg_has(int fd, const char *a, const char *b)
{
	char rec[2048];
	ssize_t n;

	while ((n = read(fd, rec, sizeof(rec) - 1)) != 0) {
		if (n < 0) {
			if (errno == EPIPE)
				continue;
			break;
		}
		rec[n] = '\0';
		if (strstr(rec, a) && strstr(rec, b))
			return true;
	}
	return false;
}

#define RECV_PORT	7777

/* A receiver labelled @label on 127.0.0.1:@port: 0 if a datagram came. */
static int receive_as(void *arg)
{
	const char *label = arg;
	struct sockaddr_in sin = {
		.sin_family = AF_INET,
		.sin_port = htons(RECV_PORT),
		.sin_addr.s_addr = htonl(INADDR_LOOPBACK),
	};
	struct timeval tv = { .tv_sec = 2 };
	char c;
	int fd;

	if (glass_write("/proc/self/attr/smack/current", label))
		return CHILD_BROKEN;
	fd = socket(AF_INET, SOCK_DGRAM, 0);
	if (fd < 0 || bind(fd, (struct sockaddr *)&sin, sizeof(sin)) ||
	    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv)))
		return CHILD_BROKEN;
	/* Ready: the parent sends until we answer or give up. */
	if (write(3, "r", 1) != 1)
		return CHILD_BROKEN;
	return recv(fd, &c, 1, 0) == 1 ? 0 : errno;
}

/* Start receive_as(@label), send to it, and return what it got. */
static int send_to(const char *label, const char *sender)
{
	struct sockaddr_in sin = {
		.sin_family = AF_INET,
		.sin_port = htons(RECV_PORT),
		.sin_addr.s_addr = htonl(INADDR_LOOPBACK),
	};
	int ready[2], fd, i;
	pid_t pid, spid;
	char c;

	if (pipe(ready))
		return CHILD_BROKEN;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		close(ready[0]);
		if (dup2(ready[1], 3) != 3)
			_exit(CHILD_BROKEN);
		_exit(receive_as((void *)label));
	}
	close(ready[1]);
	if (read(ready[0], &c, 1) != 1) {
		close(ready[0]);
		return glass_wait(pid);
	}
	close(ready[0]);
	spid = fork();
	if (spid == 0) {
		if (sender && glass_write("/proc/self/attr/smack/current", sender))
			_exit(CHILD_BROKEN);
		fd = socket(AF_INET, SOCK_DGRAM, 0);
		for (i = 0; fd >= 0 && i < 3; i++)
			sendto(fd, "x", 1, 0, (struct sockaddr *)&sin, sizeof(sin));
		_exit(fd < 0);
	}
	glass_wait(spid);
	return glass_wait(pid);
}

#define NFT_RULES \
	"table ip glass_net {\n" \
	"  secmark pkt { \"(smack=NetSecret)\" }\n" \
	"  chain in {\n" \
	"    type filter hook input priority 0; policy accept;\n" \
	"    udp dport 7777 meta secmark set \"pkt\"\n" \
	"  }\n" \
	"  chain out {\n" \
	"    type filter hook output priority 0; policy accept;\n" \
	"    udp dport 7778 ct secmark set meta secmark\n" \
	"  }\n" \
	"}\n"

FIXTURE(secmark) {
	bool loaded;
	char ratelimit[32];
};

FIXTURE_SETUP(secmark)
{
	FILE *p;

	/* Smack's refusals reach the kernel log through audit. */
	glass_printk_unlimit(self->ratelimit, sizeof(self->ratelimit));
	if (!glass_lsm_active("smack") || !owns("smack", "secmark"))
		SKIP(return, "Smack does not own the secmarks in this boot");
	/* A secmark context must name labels Smack knows: import them. */
	ASSERT_EQ(0, smack_rule("NetSecret NetVault -"));
	ASSERT_EQ(0, smack_rule("NetSender NetVault -"));
	p = popen("nft -f -", "w");
	ASSERT_NE(NULL, p);
	fputs(NFT_RULES, p);
	ASSERT_EQ(0, pclose(p));
	self->loaded = true;
}

FIXTURE_TEARDOWN(secmark)
{
	if (self->loaded)
		run("nft delete table ip glass_net");
	smack_rule("NetSecret NetVault -");
	glass_printk_restore(self->ratelimit);
}

TEST_F(secmark, nft_secmark_reaches_smack)
{
	int kmsg = glass_kmsg_open();

	ASSERT_LE(0, kmsg);
	ASSERT_EQ(0, smack_rule("NetSecret NetVault -"));
	EXPECT_EQ(EAGAIN, send_to("NetVault", NULL));
	EXPECT_TRUE(kmsg_has(kmsg, "subject=\"NetSecret\"",
			     "object=\"NetVault\""))
		TH_LOG("no Smack refusal of subject NetSecret");
	ASSERT_EQ(0, smack_rule("NetSecret NetVault w"));
	EXPECT_EQ(0, send_to("NetVault", NULL));
	close(kmsg);
}

/*
 * SELinux composed beside Smack, which owns the secmarks: SELinux does not
 * take a secmark rule's Smack label for one of its SIDs.  With the tests'
 * SELinux policy loaded, every relabelto check SELinux makes on a packet
 * is logged (glass.te's auditallow), so no record may follow nft's rule.
 */
TEST(selinux_leaves_smack_secmarks_alone)
{
	char path[4200], limit[32];
	int kmsg;
	FILE *p;

	if (!glass_lsm_active("selinux") || !glass_lsm_active("smack") ||
	    !owns("smack", "secmark"))
		SKIP(return, "SELinux is not composed beside Smack's secmarks");
	if (glass_policy_path(path, sizeof(path), GLASS_SELINUX_POLICY) ||
	    access(path, R_OK))
		SKIP(return, "no SELinux policy (scripts/mkselinuxpolicy.sh makes it)");
	ASSERT_EQ(0, glass_ensure_mount("selinuxfs", SELINUXFS));
	ASSERT_EQ(0, glass_selinux_load());
	glass_printk_unlimit(limit, sizeof(limit));
	kmsg = glass_kmsg_open();
	ASSERT_LE(0, kmsg);
	ASSERT_EQ(0, smack_rule("NetSecret NetVault -"));
	p = popen("nft -f -", "w");
	ASSERT_NE(NULL, p);
	fputs(NFT_RULES, p);
	EXPECT_EQ(0, pclose(p));
	/* kauditd prints a record a little after the check. */
	sleep(2);
	EXPECT_FALSE(kmsg_has(kmsg, "avc:  granted  { relabelto }",
			      "tclass=packet"))
		TH_LOG("SELinux checked a Smack secmark as its own SID");
	run("nft delete table ip glass_net");
	glass_printk_restore(limit);
	close(kmsg);
}

/* Smack's mark of an outgoing packet, copied to its connection. */
TEST_F(secmark, conntrack_names_the_sender)
{
	struct sockaddr_in sin = {
		.sin_family = AF_INET,
		.sin_port = htons(7778),
		.sin_addr.s_addr = htonl(INADDR_LOOPBACK),
	};
	char buf[16384];
	int fd;
	pid_t pid;

	pid = fork();
	if (pid == 0) {
		if (glass_write("/proc/self/attr/smack/current", "NetSender"))
			_exit(CHILD_BROKEN);
		fd = socket(AF_INET, SOCK_DGRAM, 0);
		_exit(fd < 0 || sendto(fd, "x", 1, 0, (struct sockaddr *)&sin,
				       sizeof(sin)) != 1);
	}
	ASSERT_EQ(0, glass_wait(pid));
	ASSERT_LT(0, read_all("/proc/net/nf_conntrack", buf, sizeof(buf)));
	EXPECT_NE(NULL, strstr(buf, "secctx=NetSender "))
		TH_LOG("conntrack: %s", buf);
}

/* NetLabel */

#define NL_ADD "netlabelctl unlbl add interface:lo address:127.0.0.1/32 label:"

FIXTURE(netlabel) {
	bool added;
	char ratelimit[32];
};

FIXTURE_SETUP(netlabel)
{
	glass_printk_unlimit(self->ratelimit, sizeof(self->ratelimit));
	if (!glass_lsm_active("smack") || !owns("smack", "netlabel") ||
	    owns("smack", "secmark"))
		SKIP(return, "Smack does not own NetLabel alone in this boot");
	ASSERT_EQ(0, smack_rule("NlSecret NlVault -"));
	ASSERT_EQ(0, run(NL_ADD "\"(smack=NlSecret)\""));
	self->added = true;
}

FIXTURE_TEARDOWN(netlabel)
{
	if (self->added)
		run("netlabelctl unlbl del interface:lo address:127.0.0.1/32");
	smack_rule("NlSecret NlVault -");
	glass_printk_restore(self->ratelimit);
}

TEST_F(netlabel, static_label_reaches_smack)
{
	int kmsg = glass_kmsg_open();
	char buf[4096];
	FILE *p;
	size_t n;

	ASSERT_LE(0, kmsg);
	/* Read back as the context it was given. */
	p = popen("netlabelctl -p unlbl list", "r");
	ASSERT_NE(NULL, p);
	n = fread(buf, 1, sizeof(buf) - 1, p);
	buf[n] = '\0';
	pclose(p);
	EXPECT_NE(NULL, strstr(buf, "NlSecret")) TH_LOG("%s", buf);
	EXPECT_EQ(NULL, strstr(buf, "smack=")) TH_LOG("%s", buf);

	ASSERT_EQ(0, smack_rule("NlSecret NlVault -"));
	EXPECT_EQ(EAGAIN, send_to("NlVault", NULL));
	EXPECT_TRUE(kmsg_has(kmsg, "subject=\"NlSecret\"", "object=\"NlVault\""))
		TH_LOG("no Smack refusal of subject NlSecret");
	ASSERT_EQ(0, smack_rule("NlSecret NlVault w"));
	EXPECT_EQ(0, send_to("NlVault", NULL));
	close(kmsg);
}

/*
 * A CIPSO local tag carries a secid on the wire of the loopback device
 * (NetLabel's "local" DOI type).  NetLabel's secids are Glass secids, as
 * for static labels: Smack writes the Glass secid of its label there and
 * takes its part where it reads one.
 */
#define NL_DOI	"16"

FIXTURE(cipso_local) {
	bool doi, map;
	char ratelimit[32];
};

FIXTURE_SETUP(cipso_local)
{
	glass_printk_unlimit(self->ratelimit, sizeof(self->ratelimit));
	if (!glass_lsm_active("smack") || !owns("smack", "netlabel") ||
	    owns("smack", "secmark"))
		SKIP(return, "Smack does not own NetLabel alone in this boot");
	ASSERT_EQ(0, smack_rule("NlSender NlVault -"));
	ASSERT_EQ(0, run("netlabelctl cipsov4 add local doi:" NL_DOI));
	self->doi = true;
	ASSERT_EQ(0, run("netlabelctl map add domain:NlSender protocol:cipsov4," NL_DOI));
	self->map = true;
}

FIXTURE_TEARDOWN(cipso_local)
{
	if (self->map)
		run("netlabelctl map del domain:NlSender");
	if (self->doi)
		run("netlabelctl cipsov4 del doi:" NL_DOI);
	smack_rule("NlSender NlVault -");
	glass_printk_restore(self->ratelimit);
}

TEST_F(cipso_local, local_tag_names_the_sender)
{
	int kmsg = glass_kmsg_open();

	ASSERT_LE(0, kmsg);
	EXPECT_EQ(EAGAIN, send_to("NlVault", "NlSender"));
	EXPECT_TRUE(kmsg_has(kmsg, "subject=\"NlSender\"", "object=\"NlVault\""))
		TH_LOG("no Smack refusal of subject NlSender");
	ASSERT_EQ(0, smack_rule("NlSender NlVault w"));
	EXPECT_EQ(0, send_to("NlVault", "NlSender"));
	close(kmsg);
}

TEST_HARNESS_MAIN
