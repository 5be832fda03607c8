// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: real operations refused by one, two or three modules at once.
 *
 * Each operation (open, exec, mount, kill, ptrace, unix and inet connect,
 * inet bind, SysV IPC, setxattr, key creation) runs in a forked child that every
 * active module confines:
 *
 *   Smack     the child is labelled MxWorker, without capabilities; the
 *             object is labelled MxClosed (refuse) or MxOpen (allow)
 *   TOMOYO    the child enters <kernel> /glass/mx (profile 2 enforces
 *             everything, no grant: refuse) or <kernel> /glass/mx-ok
 *             (grants the operations: allow)
 *   AppArmor  the child changes to profile glass_mx (refuse) or
 *             glass_mx_ok (allow)
 *   SELinux   the child changes to glass_mx_t (refuse) or glass_mx_ok_t
 *             (allow); the objects are glass_mx_obj_t (MX's tmpfs) and
 *             glass_mx_srv_t (the servers), which only glass_mx_t may not
 *             use (selftests/policy/selinux/glass.te, loaded here)
 *   glasstest the operation's hook is refused with EDOM (refuse) or only
 *             counted (allow), for tasks labelled "mx"
 *
 * For every subset of the modules that can refuse the operation, the test
 * checks the errno (the first refusal in stack order, among the modules
 * that refuse at the earliest hook the operation reaches), that glasstest's
 * hook ran exactly once when no earlier hook refused (glasstest sits last
 * in the stack: its counter proves Glass called it after the others
 * refused), and that every module that refused logged it (audit lines in
 * /dev/kmsg, TOMOYO's audit log, glasstest's kernel message).  The empty
 * subset is "allowed when all allow", every module confining the child.
 *
 * The stack order is read from /sys/kernel/security/glass/stack, so the
 * same cells check any order: `make check` runs them under
 * smack,tomoyo,apparmor,glasstest, apparmor,tomoyo,smack,glasstest and
 * selinux,smack,tomoyo,apparmor,glasstest.
 *
 * glass_matrix --diff prints, in a canonical form, what each active module
 * alone decides (no glasstest): scripts/check.sh compares that output from
 * the mainline kernel, from Glass composing the module alone and from
 * Glass composing all three.  SELinux is left out there: loading its
 * policy cannot be undone, and glass_selinux_policy --diff runs after this
 * in the same boot, before and after its policy.  glass_matrix
 * --diff-selinux, run last, prints SELinux's decisions alone.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <linux/keyctl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/xattr.h>
#include <time.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define GTFS		SECFS "/glasstest"
#define MX		"/tmp/glass-mx"
#define TEST_ERR	EDOM
#define TOMOYO_MX	"<kernel> /glass/mx"
#define TOMOYO_MX_OK	"<kernel> /glass/mx-ok"
#define SELINUX_MX	"user_u:base_r:glass_mx_t"
#define SELINUX_MX_OK	"user_u:base_r:glass_mx_ok_t"
#define SELINUX_MX_SRV	"user_u:base_r:glass_mx_srv_t"
#define SELINUX_MX_OBJ	"user_u:object_r:glass_mx_obj_t"

enum mod { S, T, A, SE, X, NMOD };
static const char *const mod_name[NMOD] = {
	"smack", "tomoyo", "apparmor", "selinux", "glasstest"
};

/* Is the module active, and its position in the stack. */
static bool active[NMOD];
static int stack_pos[NMOD];

/* What a module does in a cell. */
enum state { NONE, ALLOW, REFUSE };

enum caps { CAPS_NONE, CAPS_ALL, CAPS_NO_OVERRIDE };

struct op {
	const char *name;
	const char *hook;	/* glasstest's hook for the operation */
	/* Per module: the hook order at which it refuses (0: it cannot). */
	int stage[NMOD];
	int err[NMOD];
	bool eacces;		/* the syscall reports any refusal as EACCES */
	enum caps caps;
	/* In the child, before confinement (sockets, keyrings). */
	int (*prepare)(bool closed);
	/* In the child: the operation; 0 or errno. */
	int (*run)(bool closed);
	/* SELinux labels what prepare() makes glass_mx_obj_t. */
	bool selinux_obj;
};

/* Objects made by setup(), labelled MxOpen and MxClosed. */
static struct {
	pid_t server[2];	/* [closed]: unix server, kill target */
	int msqid[2];
	bool mounted;
} obj = { .msqid = { -1, -1 } };

static int prepared_fd = -1;	/* the socket prepare() made */

/* Operations */

/* Short enough for a unix socket's sun_path. */
static const char *mx_path(const char *base, bool closed)
{
	static char path[sizeof(((struct sockaddr_un *)0)->sun_path)];

	snprintf(path, sizeof(path), MX "/%s-%s", base,
		 closed ? "closed" : "open");
	return path;
}

static int op_open(bool closed)
{
	return glass_open_errno(mx_path("f", closed), O_RDONLY);
}

/* MX/prog-*: copies of exec-probe, which exits 0. */
static int op_exec(bool closed)
{
	const char *path = mx_path("prog", closed);
	char *const argv[] = { "exec-probe", NULL };
	char *const envp[] = { NULL };

	execve(path, argv, envp);
	return errno;
}

static int op_mount(bool closed)
{
	if (mount("glass-mx", MX "/mnt", "tmpfs", 0, "size=64k"))
		return errno;
	umount2(MX "/mnt", MNT_DETACH);
	return 0;
}

static int op_kill(bool closed)
{
	return glass_result(kill(obj.server[closed], SIGWINCH));
}

/* PTRACE_SEIZE: attach without stopping; the child's exit detaches. */
static int op_ptrace(bool closed)
{
	return glass_result(ptrace(PTRACE_SEIZE, obj.server[closed], 0, 0));
}

static int prepare_unix(bool closed)
{
	prepared_fd = socket(AF_UNIX, SOCK_STREAM, 0);
	return prepared_fd < 0 ? -errno : 0;
}

static int op_unix_connect(bool closed)
{
	struct sockaddr_un sun = { .sun_family = AF_UNIX };

	memcpy(sun.sun_path, mx_path("sock", closed), sizeof(sun.sun_path));
	return glass_result(connect(prepared_fd, (void *)&sun, sizeof(sun)));
}

static int prepare_inet(bool closed)
{
	prepared_fd = socket(AF_INET, SOCK_DGRAM, 0);
	return prepared_fd < 0 ? -errno : 0;
}

/*
 * Smack labels the hosts 127.0.0.2 MxClosed and 127.0.0.3 MxOpen.  Without
 * Smack in the matrix (--diff-selinux) the host is 127.0.0.1, which has no
 * Smack label: an earlier run's labels stay in the kernel.
 */
static int op_inet_connect(bool closed)
{
	struct sockaddr_in sin = {
		.sin_family = AF_INET, .sin_port = htons(9),
		.sin_addr.s_addr = htonl(!active[S] ? 0x7f000001 :
					 closed ? 0x7f000002 : 0x7f000003),
	};

	return glass_result(connect(prepared_fd, (void *)&sin, sizeof(sin)));
}

static int op_inet_bind(bool closed)
{
	struct sockaddr_in sin = {
		.sin_family = AF_INET, .sin_addr.s_addr = htonl(0x7f000001),
	};

	return glass_result(bind(prepared_fd, (void *)&sin, sizeof(sin)));
}

static int op_msgsnd(bool closed)
{
	struct { long type; char text[4]; } msg = { 1, "mx" };

	return glass_result(msgsnd(obj.msqid[closed], &msg, sizeof(msg.text),
				   IPC_NOWAIT));
}

/* Relabelling a file takes CAP_MAC_ADMIN and write access to it. */
static int op_setxattr(bool closed)
{
	return glass_result(setxattr(mx_path("x", closed), "security.SMACK64",
				     "MxOpen", 6, 0));
}

/* A session keyring of the child's own, so that the key is its own too. */
static int prepare_key(bool closed)
{
	return syscall(SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING, NULL) < 0 ?
	       -errno : 0;
}

static int op_add_key(bool closed)
{
	return glass_result(syscall(SYS_add_key, "user", "glass-mx", "v", 1,
				    KEY_SPEC_SESSION_KEYRING));
}

enum op_id {
	OP_OPEN, OP_EXEC, OP_MOUNT, OP_KILL, OP_PTRACE, OP_UNIX_CONNECT,
	OP_INET_CONNECT, OP_INET_BIND, OP_MSGSND, OP_SETXATTR, OP_ADD_KEY,
	NR_OPS
};

/*
 * Stages: the order of the hooks an operation reaches.  Smack refuses
 * open and exec in inode_permission during the path walk, TOMOYO and
 * AppArmor at file_open, socket_connect, ...
 */
static const struct op ops[NR_OPS] = {
	[OP_OPEN] = {
		.name = "open", .hook = "file_open",
		.stage = { 1, 2, 2, 1, 2 },
		.err = { EACCES, EPERM, EACCES, EACCES, TEST_ERR },
		.run = op_open,
	},
	[OP_EXEC] = {
		.name = "exec", .hook = "bprm_creds_for_exec",
		.stage = { 1, 4, 3, 1, 3 },
		.err = { EACCES, EPERM, EACCES, EACCES, TEST_ERR },
		.run = op_exec,
	},
	[OP_MOUNT] = {
		.name = "mount", .hook = "sb_mount",
		.stage = { 0, 1, 1, 1, 1 },
		.err = { 0, EPERM, EACCES, EACCES, TEST_ERR },
		.caps = CAPS_ALL,
		.run = op_mount,
	},
	[OP_KILL] = {
		.name = "kill", .hook = "task_kill",
		.stage = { 1, 0, 1, 1, 1 },
		.err = { EACCES, 0, EACCES, EACCES, TEST_ERR },
		.run = op_kill,
	},
	[OP_PTRACE] = {
		.name = "ptrace", .hook = "ptrace_access_check",
		.stage = { 1, 0, 1, 1, 1 },
		.err = { EACCES, 0, EACCES, EACCES, TEST_ERR },
		.run = op_ptrace,
	},
	/*
	 * SELinux refuses write on the socket file (unix_find_bsd), before
	 * Smack's unix_stream_connect.
	 */
	[OP_UNIX_CONNECT] = {
		.name = "unix_connect", .hook = "socket_connect",
		.stage = { 3, 1, 0, 2, 1 },
		.err = { EACCES, EPERM, 0, EACCES, TEST_ERR },
		.prepare = prepare_unix, .run = op_unix_connect,
	},
	/* SELinux: connect and bind on a socket of glass_mx_obj_t. */
	[OP_INET_CONNECT] = {
		.name = "inet_connect", .hook = "socket_connect",
		.stage = { 1, 1, 0, 1, 1 },
		.err = { EACCES, EPERM, 0, EACCES, TEST_ERR },
		.prepare = prepare_inet, .run = op_inet_connect,
		.selinux_obj = true,
	},
	[OP_INET_BIND] = {
		.name = "inet_bind", .hook = "socket_bind",
		.stage = { 0, 1, 0, 1, 1 },
		.err = { 0, EPERM, 0, EACCES, TEST_ERR },
		.prepare = prepare_inet, .run = op_inet_bind,
		.selinux_obj = true,
	},
	[OP_MSGSND] = {
		.name = "msgsnd", .hook = "ipc_permission",
		.stage = { 1, 0, 0, 1, 1 },
		.err = { EACCES, 0, 0, EACCES, TEST_ERR },
		.eacces = true,
		.run = op_msgsnd,
	},
	[OP_SETXATTR] = {
		.name = "setxattr", .hook = "inode_setxattr",
		.stage = { 1, 0, 0, 1, 1 },
		.err = { EACCES, 0, 0, EACCES, TEST_ERR },
		.caps = CAPS_NO_OVERRIDE,
		.run = op_setxattr,
	},
	/*
	 * SELinux refuses write on the session keyring (glass_mx_obj_t) in
	 * key_permission, before the new key's key_alloc.
	 */
	[OP_ADD_KEY] = {
		.name = "add_key", .hook = "key_alloc",
		.stage = { 0, 0, 0, 1, 2 },
		.err = { 0, 0, 0, EACCES, TEST_ERR },
		.prepare = prepare_key, .run = op_add_key,
		.selinux_obj = true,
	},
};

/* Policy */

static const char aa_profiles[] =
	"profile glass_mx flags=(enforce) {\n"
	"  / r,\n"
	"  /** rwlkm,\n"
	"  /** ix,\n"
	"  capability,\n"
	"  audit deny " MX "/** rwlkmx,\n"
	"}\n"
	"profile glass_mx_ok flags=(enforce) {\n"
	"  / r,\n"
	"  /** rwlkm,\n"
	"  /** ix,\n"
	"  capability,\n"
	"  network,\n"
	"  mount,\n"
	"  umount,\n"
	"  signal,\n"
	"  ptrace,\n"
	"}\n";

static const char tomoyo_profile[] =
	"PROFILE_VERSION=20150505\n"
	"2-COMMENT=glass_matrix: everything enforced\n"
	"2-CONFIG={ mode=enforcing grant_log=no reject_log=yes }\n";
static const char tomoyo_manager[] =
	"/usr/sbin/tomoyo-loadpolicy\n"
	"<kernel>\n";
static const char tomoyo_exception[] =
	"keep_domain any from <kernel>\n"
	"keep_domain any from " TOMOYO_MX_OK "\n";
static const char tomoyo_domains[] =
	TOMOYO_MX "\n"
	"use_profile 2\n"
	"\n"
	TOMOYO_MX_OK "\n"
	"use_profile 2\n"
	"file read " MX "/\\*\n"
	"file execute " MX "/\\*\n"
	"file mount glass-mx " MX "/mnt/ tmpfs 0\n"
	"file unmount " MX "/mnt/\n"
	"network unix stream connect " MX "/\\*\n"
	"network inet dgram send 127.0.0.1-127.0.0.3 9\n"
	"network inet dgram bind 127.0.0.1 0\n";

static int load_apparmor(void)
{
	FILE *p = popen("apparmor_parser -r -K --config-file=/dev/null", "w");

	if (!p)
		return -errno;
	fputs(aa_profiles, p);
	if (pclose(p))
		return -EIO;
	return glass_aa_loaded("glass_mx") && glass_aa_loaded("glass_mx_ok") ?
	       0 : -ENOENT;
}

static int tomoyo_write_policy(void)
{
	char self[4096], grant[4300];
	int ret;

	ret = glass_write(TOMOYOFS "/profile", tomoyo_profile);
	if (!ret)
		ret = glass_write(TOMOYOFS "/manager", tomoyo_manager);
	if (!ret)
		ret = glass_write(TOMOYOFS "/exception_policy", tomoyo_exception);
	if (!ret)
		ret = glass_write(TOMOYOFS "/domain_policy", tomoyo_domains);
	if (ret)
		return ret;
	if (glass_read(TOMOYOFS "/self_domain", self, sizeof(self)) <= 0)
		return -EIO;
	snprintf(grant, sizeof(grant),
		 "%s\ntask manual_domain_transition " TOMOYO_MX "\n"
		 "task manual_domain_transition " TOMOYO_MX_OK "\n", self);
	return glass_write(TOMOYOFS "/domain_policy", grant);
}

/* TOMOYO enforces once its activation trigger has run (as glass_policy). */
static int load_tomoyo(void)
{
	return glass_tomoyo_enforce(tomoyo_write_policy, TOMOYO_MX);
}

static int load_smack(void)
{
	static const char *const lines[][2] = {
		{ "load2", "MxWorker MxOpen rwxa" },
		{ "load2", "MxWorker MxClosed -" },
		/* A unix stream connection is checked both ways. */
		{ "load2", "MxOpen MxWorker w" },
		{ "netlabel", "127.0.0.2/32 MxClosed" },
		{ "netlabel", "127.0.0.3/32 MxOpen" },
	};
	char path[64];
	unsigned int i;
	int ret = glass_ensure_mount("smackfs", SMACKFS);

	for (i = 0; !ret && i < ARRAY_SIZE(lines); i++) {
		snprintf(path, sizeof(path), SMACKFS "/%s", lines[i][0]);
		ret = glass_write(path, lines[i][1]);
	}
	return ret;
}

static int smack_label(const char *path, bool closed)
{
	const char *label = closed ? "MxClosed" : "MxOpen";

	if (!active[S])
		return 0;
	return setxattr(path, "security.SMACK64", label, strlen(label), 0) ?
	       -errno : 0;
}

/*
 * A server labelled MxOpen or MxClosed: listens on MX/sock-*, owns a
 * message queue, and is the target of kill.  Reports the queue id.
 */
static pid_t start_server(bool closed, int *msqid)
{
	int pipefd[2], id = -1;
	pid_t pid;

	if (pipe(pipefd))
		return -1;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		struct sockaddr_un sun = { .sun_family = AF_UNIX };
		const char *label = closed ? "MxClosed" : "MxOpen";
		int fd;

		close(pipefd[0]);
		/* Hold no pipe open: the test's output ends when it does. */
		fd = open("/dev/null", O_RDWR);
		dup2(fd, 1);
		dup2(fd, 2);
		if (active[S] && glass_write("/proc/self/attr/smack/current",
					     label))
			_exit(1);
		if (active[SE] && glass_selinux_setcon(SELINUX_MX_SRV))
			_exit(1);
		fd = socket(AF_UNIX, SOCK_STREAM, 0);
		memcpy(sun.sun_path, mx_path("sock", closed),
		       sizeof(sun.sun_path));
		if (fd < 0 || bind(fd, (void *)&sun, sizeof(sun)) ||
		    listen(fd, 128))
			_exit(1);
		id = msgget(IPC_PRIVATE, IPC_CREAT | 0666);
		/* A ptrace target no more privileged than the tracers. */
		if (glass_drop_all_caps() ||
		    write(pipefd[1], &id, sizeof(id)) != sizeof(id))
			_exit(1);
		close(pipefd[1]);
		for (;;)
			pause();
	}
	close(pipefd[1]);
	if (read(pipefd[0], &id, sizeof(id)) != sizeof(id))
		id = -1;
	close(pipefd[0]);
	*msqid = id;
	return id < 0 ? -1 : pid;
}

static void read_stack(void)
{
	char buf[512], *line, *save;
	int m, pos = 0;

	for (m = 0; m < NMOD; m++)
		active[m] = glass_lsm_active(mod_name[m]);
	active[X] = !access(GTFS "/counts", R_OK);
	/* Mainline has no glass/stack: one module at a time, order moot. */
	if (glass_read(SECFS "/glass/stack", buf, sizeof(buf)) < 0)
		return;
	for (line = strtok_r(buf, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save), pos++)
		for (m = 0; m < NMOD; m++)
			if (!strncmp(line, mod_name[m], strlen(mod_name[m])) &&
			    line[strlen(mod_name[m])] == ' ')
				stack_pos[m] = pos;
}

/*
 * SELinux's policy, enforcing; before MX's mount, which names a type.  A
 * policy is the tests' to load only when none is loaded (the task is still
 * "kernel") or it is theirs: a system's own policy is never replaced.
 * Without the tests' policy file SELinux's column is left out.
 */
static int load_selinux(void)
{
	char path[4200], now[256] = "";

	if (glass_policy_path(path, sizeof(path), GLASS_SELINUX_POLICY) ||
	    access(path, R_OK) ||
	    glass_selinux_context(now, sizeof(now)) ||
	    (strcmp(now, "kernel") && strncmp(now, "user_u:base_r:", 14))) {
		ksft_print_msg("SELinux: not the tests' policy (%s): no SELinux cells\n",
			       now[0] ? now : path);
		active[SE] = false;
		return 0;
	}
	return glass_ensure_mount("selinuxfs", SELINUXFS) ?:
	       glass_selinux_load() ?:
	       glass_write(SELINUXFS "/enforce", "1");
}

#define YAMA_SCOPE	"/proc/sys/kernel/yama/ptrace_scope"
static char yama_scope[8], ratelimit[32];

/*
 * The policies and objects of the cells, for the modules active[] names:
 * NULL, or what failed.  teardown() undoes what was done, either way.
 */
static const char *setup(void)
{
	static char err[128];
	const char *what = "";
	int ret = 0;

	glass_printk_unlimit(ratelimit, sizeof(ratelimit));
	/*
	 * Yama (beside Glass, not composed by it) would refuse attaching to
	 * a server that is not the tracer's descendant: the ptrace cells are
	 * about the composed modules only.
	 */
	if (glass_read(YAMA_SCOPE, yama_scope, sizeof(yama_scope)) > 0)
		glass_write(YAMA_SCOPE, "0");
	if (active[SE]) {
		what = "SELinux policy";
		ret = load_selinux();
		if (ret)
			goto out;
	}
	mkdir(MX, 0755);
	if (mount("tmpfs", MX, "tmpfs", 0, active[SE] ?
		  "mode=0755,context=" SELINUX_MX_OBJ : "mode=0755")) {
		ret = -errno, what = "mount " MX;
		goto out;
	}
	obj.mounted = true;
	if (active[S]) {
		what = "Smack rules";
		ret = load_smack();
	}
	if (!ret && active[T]) {
		what = "TOMOYO policy";
		ret = load_tomoyo();
	}
	if (!ret && active[A]) {
		what = "AppArmor profiles";
		ret = load_apparmor();
	}
	if (ret)
		goto out;
	for (int closed = 0; closed < 2 && !ret; closed++) {
		what = "objects";
		ret = glass_make_file(mx_path("f", closed), "");
		if (!ret)
			ret = glass_make_file(mx_path("x", closed), "");
		if (!ret)
			ret = glass_copy_file(glass_exec_probe(),
					      mx_path("prog", closed), 0755);
		if (!ret)
			ret = smack_label(mx_path("f", closed), closed);
		if (!ret)
			ret = smack_label(mx_path("x", closed), closed);
		if (!ret)
			ret = smack_label(mx_path("prog", closed), closed);
		if (!ret) {
			obj.server[closed] = start_server(closed,
							  &obj.msqid[closed]);
			if (obj.server[closed] < 0)
				ret = -EIO, what = "servers";
		}
	}
	if (!ret && mkdir(MX "/mnt", 0755))
		ret = -errno, what = "mnt";
out:
	if (!ret)
		return NULL;
	snprintf(err, sizeof(err), "%s: %s: %s", __func__, what, strerror(-ret));
	return err;
}

static void teardown(void)
{
	if (yama_scope[0])
		glass_write(YAMA_SCOPE, yama_scope);
	glass_printk_restore(ratelimit);
	for (int closed = 0; closed < 2; closed++) {
		if (obj.server[closed] > 0) {
			kill(obj.server[closed], SIGKILL);
			glass_wait(obj.server[closed]);
		}
		if (obj.msqid[closed] >= 0)
			msgctl(obj.msqid[closed], IPC_RMID, NULL);
	}
	if (obj.mounted)
		umount2(MX, MNT_DETACH);
}

/* A cell: what each module does. */
struct cell {
	const struct op *op;
	enum state st[NMOD];
};

static int drop_caps(enum caps caps)
{
	switch (caps) {
	case CAPS_NONE:
		return glass_drop_all_caps();
	case CAPS_NO_OVERRIDE:
		return glass_drop_cap(CAP_MAC_OVERRIDE);
	default:
		return 0;
	}
}

/* Runs in the child: confine, then do the operation. */
static int cell_child(const struct cell *c)
{
	bool closed = c->st[S] == REFUSE;
	int smack = -1, tomoyo = -1, aa = -1, label = -1;
	const char *cmd;

	if (c->st[S] != NONE)
		smack = open("/proc/self/attr/smack/current", O_WRONLY);
	if (c->st[T] != NONE)
		tomoyo = open(TOMOYOFS "/self_domain", O_WRONLY);
	if (c->st[A] != NONE)
		aa = open("/proc/self/attr/apparmor/current", O_WRONLY);
	if (c->st[X] != NONE)
		label = open(GTFS "/label", O_WRONLY);
	if ((c->st[S] != NONE && (smack < 0 || write(smack, "MxWorker", 8) != 8)) ||
	    (c->st[T] != NONE && tomoyo < 0) ||
	    (c->st[A] != NONE && aa < 0) || (c->st[X] != NONE && label < 0))
		return CHILD_BROKEN;
	if (c->op->selinux_obj && c->st[SE] != NONE &&
	    (glass_selinux_set(LSM_ATTR_SOCKCREATE, SELINUX_MX_OBJ) ||
	     glass_selinux_set(LSM_ATTR_KEYCREATE, SELINUX_MX_OBJ)))
		return CHILD_BROKEN;
	if (c->op->prepare && c->op->prepare(closed))
		return CHILD_BROKEN;
	if (drop_caps(c->op->caps))
		return CHILD_BROKEN;
	if (c->st[SE] != NONE &&
	    glass_selinux_setcon(c->st[SE] == REFUSE ? SELINUX_MX : SELINUX_MX_OK))
		return CHILD_BROKEN;
	if (c->st[T] != NONE) {
		cmd = c->st[T] == REFUSE ? TOMOYO_MX : TOMOYO_MX_OK;
		if (write(tomoyo, cmd, strlen(cmd)) < 0)
			return CHILD_BROKEN;
	}
	if (c->st[A] != NONE) {
		cmd = c->st[A] == REFUSE ? "changeprofile glass_mx" :
					   "changeprofile glass_mx_ok";
		if (write(aa, cmd, strlen(cmd)) < 0)
			return CHILD_BROKEN;
	}
	if (c->st[X] != NONE && write(label, "mx", 2) != 2)
		return CHILD_BROKEN;
	return c->op->run(closed);
}

/* glasstest's counters */

static long gt_hits(const char *hook)
{
	char buf[4096], *p;
	long calls, hits;
	size_t len = strlen(hook);

	if (glass_read(GTFS "/counts", buf, sizeof(buf)) < 0)
		return -1;
	for (p = buf; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!strncmp(p, hook, len) && p[len] == ' ' &&
		    sscanf(p + len, "%ld %ld", &calls, &hits) == 2)
			return hits;
	return -1;
}

static int gt_rule(const char *hook, int err)
{
	char rule[96];

	snprintf(rule, sizeof(rule), "%s %d label mx", hook, err);
	return glass_write(GTFS "/refuse", "clear") ?:
	       glass_write(GTFS "/refuse", rule);
}

/* Logs: /dev/kmsg from now on, and TOMOYO's audit log. */

/* Append what is new in the logs to @log (bounded). */
static void logs_read(int kmsg, char *log, size_t size)
{
	char rec[2048];
	size_t len = strlen(log);
	ssize_t n;
	int fd;

	while (kmsg >= 0 && (n = read(kmsg, rec, sizeof(rec) - 1)) != 0) {
		if (n < 0) {
			if (errno == EPIPE)
				continue;
			break;
		}
		rec[n] = '\0';
		len += snprintf(log + len, len < size ? size - len : 0, "%s", rec);
	}
	if (!active[T])
		return;
	/* Each read session hands out (and removes) the next entries. */
	fd = open(TOMOYOFS "/audit", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	while (fd >= 0 && (n = read(fd, rec, sizeof(rec) - 1)) > 0) {
		rec[n] = '\0';
		len += snprintf(log + len, len < size ? size - len : 0, "%s", rec);
	}
	if (fd >= 0)
		close(fd);
}

/* Does the log show module @m refusing @pid? */
static bool log_has(const char *log, enum mod m, pid_t pid)
{
	char want[64];
	const char *p;

	switch (m) {
	case S:
		snprintf(want, sizeof(want), "lsm=SMACK");
		break;
	case T:
		snprintf(want, sizeof(want), "granted=no");
		break;
	case A:
		snprintf(want, sizeof(want), "apparmor=\"DENIED\"");
		break;
	case SE:
		snprintf(want, sizeof(want), "avc:  denied");
		break;
	default:
		snprintf(want, sizeof(want), "glasstest: refused");
		break;
	}
	/* Each module's line names the pid: "pid=N", "to pid N". */
	for (p = strstr(log, want); p; p = strstr(p + 1, want)) {
		const char *eol = strchr(p, '\n'), *bol = p;
		char pidstr[32];
		const char *q;

		while (bol > log && bol[-1] != '\n')
			bol--;
		snprintf(pidstr, sizeof(pidstr), m == X ? "pid %d:" : "pid=%d ",
			 pid);
		q = strstr(bol, pidstr);
		if (q && (!eol || q < eol))
			return true;
	}
	return false;
}

/* Expected results */

static int first_stage(const struct cell *c, bool with_test)
{
	int m, d = 1000;

	for (m = 0; m < NMOD; m++)
		if (c->st[m] == REFUSE && (with_test || m != X) &&
		    c->op->stage[m] < d)
			d = c->op->stage[m];
	return d;
}

static int expected_errno(const struct cell *c)
{
	int m, d = first_stage(c, true), best = -1;

	for (m = 0; m < NMOD; m++)
		if (c->st[m] == REFUSE && c->op->stage[m] == d &&
		    (best < 0 || stack_pos[m] < stack_pos[best]))
			best = m;
	if (best < 0)
		return 0;
	return c->op->eacces ? EACCES : c->op->err[best];
}

static void describe(const struct cell *c, char *buf, size_t size)
{
	int m, n = 0;

	n = snprintf(buf, size, "%s:", c->op->name);
	for (m = 0; m < NMOD; m++)
		if (c->st[m] == REFUSE)
			n += snprintf(buf + n, size - n, " %s", mod_name[m]);
	if (!strchr(buf, ' '))
		snprintf(buf + n, size - n, " nobody (all allow)");
	else
		snprintf(buf + n, size - n, " refuse");
}

struct result {
	int err;
	long hits;	/* -1: not counted */
	char log[16384];
	pid_t pid;
};

static int run_cell(const struct cell *c, struct result *r)
{
	struct timespec ts = { 0, 20 * 1000 * 1000 };
	int kmsg, tries;
	long before = -1;

	memset(r, 0, sizeof(*r));
	r->hits = -1;
	if (c->st[X] != NONE) {
		if (gt_rule(c->op->hook, c->st[X] == REFUSE ? TEST_ERR : 0))
			return -1;
		before = gt_hits(c->op->hook);
	}
	kmsg = glass_kmsg_open();
	logs_read(-1, r->log, sizeof(r->log));	/* drain TOMOYO's log */
	r->log[0] = '\0';
	fflush(NULL);
	r->pid = fork();
	if (r->pid == 0)
		_exit(cell_child(c) & 0xff);
	r->err = glass_wait(r->pid);
	if (c->st[X] != NONE) {
		r->hits = gt_hits(c->op->hook) - before;
		glass_write(GTFS "/refuse", "clear");
	}
	/* Audit lines are printed by kauditd, a little later. */
	for (tries = 0; tries < 50; tries++) {
		int m, missing = 0, d = first_stage(c, true);

		logs_read(kmsg, r->log, sizeof(r->log));
		for (m = 0; m < NMOD; m++)
			if (c->st[m] == REFUSE && c->op->stage[m] == d &&
			    !log_has(r->log, m, r->pid))
				missing++;
		if (!missing)
			break;
		nanosleep(&ts, NULL);
	}
	if (kmsg >= 0)
		close(kmsg);
	return 0;
}

/* Check one cell; returns the number of failures. */
static int check_cell(struct __test_metadata *_metadata, const struct cell *c)
{
	static struct result r;
	char name[128];
	int m, d, fails = 0, want = expected_errno(c);

	describe(c, name, sizeof(name));
	if (run_cell(c, &r)) {
		TH_LOG("%s: cannot set glasstest's rule", name);
		return 1;
	}
	if (r.err != want) {
		TH_LOG("%s: errno %d (%s), expected %d (%s)", name, r.err,
		       r.err == CHILD_BROKEN ? "child setup failed" : strerror(r.err),
		       want, strerror(want));
		fails++;
	}
	if (c->st[X] != NONE) {
		long want_hits = c->op->stage[X] <= first_stage(c, false) ? 1 : 0;

		if (r.hits != want_hits) {
			TH_LOG("%s: glasstest's %s ran %ld times, expected %ld",
			       name, c->op->hook, r.hits, want_hits);
			fails++;
		}
	}
	d = first_stage(c, true);
	for (m = 0; m < NMOD; m++)
		if (c->st[m] == REFUSE && c->op->stage[m] == d &&
		    !log_has(r.log, m, r.pid)) {
			TH_LOG("%s: no log line of %s refusing pid %d", name,
			       mod_name[m], r.pid);
			fails++;
		}
	if (!fails && c->st[X] != NONE)
		ksft_print_msg("%s -> %s, glasstest's %s ran %ld times\n", name,
			       want ? strerror(want) : "0", c->op->hook, r.hits);
	else if (!fails)
		ksft_print_msg("%s -> %s\n", name, want ? strerror(want) : "0");
	return fails;
}

/* Every subset of the active modules that can refuse @op. */
static void check_op(struct __test_metadata *_metadata, const struct op *op)
{
	unsigned int set, m, fails = 0, cells = 0;
	int can = 0;

	for (m = 0; m < NMOD; m++)
		if (active[m] && op->stage[m])
			can |= 1 << m;
	if (!can)
		SKIP(return, "no active module can refuse %s", op->name);
	for (set = 0; set < 1u << NMOD; set++) {
		struct cell c = { .op = op };

		if (set & ~can)
			continue;
		for (m = 0; m < NMOD; m++)
			if (active[m])
				c.st[m] = set & (1 << m) ? REFUSE : ALLOW;
		fails += check_cell(_metadata, &c);
		cells++;
	}
	ksft_print_msg("%s: %u cells, %u failures\n", op->name, cells, fails);
	EXPECT_EQ(0, fails);
}

/* One test per operation: every cell of it. */
FIXTURE(cells) {};

FIXTURE_VARIANT(cells) {
	const struct op *op;
};

FIXTURE_VARIANT_ADD(cells, open) {
	.op = &ops[OP_OPEN],
};

FIXTURE_VARIANT_ADD(cells, exec) {
	.op = &ops[OP_EXEC],
};

FIXTURE_VARIANT_ADD(cells, mount) {
	.op = &ops[OP_MOUNT],
};

FIXTURE_VARIANT_ADD(cells, ptrace) {
	.op = &ops[OP_PTRACE],
};

FIXTURE_VARIANT_ADD(cells, kill) {
	.op = &ops[OP_KILL],
};

FIXTURE_VARIANT_ADD(cells, unix_connect) {
	.op = &ops[OP_UNIX_CONNECT],
};

FIXTURE_VARIANT_ADD(cells, inet_connect) {
	.op = &ops[OP_INET_CONNECT],
};

FIXTURE_VARIANT_ADD(cells, inet_bind) {
	.op = &ops[OP_INET_BIND],
};

FIXTURE_VARIANT_ADD(cells, msgsnd) {
	.op = &ops[OP_MSGSND],
};

FIXTURE_VARIANT_ADD(cells, setxattr) {
	.op = &ops[OP_SETXATTR],
};

FIXTURE_VARIANT_ADD(cells, add_key) {
	.op = &ops[OP_ADD_KEY],
};

FIXTURE_SETUP(cells)
{
	const char *err;

	read_stack();
	err = setup();
	if (err)
		teardown();
	ASSERT_EQ(NULL, err) TH_LOG("%s", err);
}

FIXTURE_TEARDOWN(cells)
{
	teardown();
}

/*
 * Every subset of refusing modules is a cell, each a fork and an exec:
 * with five modules under the debug kernel (KASAN, lockdep) on TCG, more
 * than the harness's default 30 s.
 */
TEST_F_TIMEOUT(cells, each_subset_of_refusing_modules, 300)
{
	check_op(_metadata, variant->op);
}

/* glass_matrix --diff: each active module alone, canonical output. */

static int label_child(void *arg)
{
	enum mod m = *(enum mod *)arg;
	char now[256] = "", file[256] = "";
	ssize_t n;
	int fd;

	switch (m) {
	case S:
		if (glass_write("/proc/self/attr/smack/current", "MxWorker"))
			return CHILD_BROKEN;
		glass_read("/proc/self/attr/smack/current", now, sizeof(now));
		n = getxattr(mx_path("f", true), "security.SMACK64", file,
			     sizeof(file) - 1);
		file[n > 0 ? n : 0] = '\0';
		break;
	case T:
		/* Opened first: the domain may not open it afterwards. */
		fd = open(TOMOYOFS "/self_domain", O_RDWR);
		if (fd < 0 || write(fd, TOMOYO_MX_OK, strlen(TOMOYO_MX_OK)) < 0 ||
		    pread(fd, now, sizeof(now) - 1, 0) < 0)
			return CHILD_BROKEN;
		close(fd);
		break;
	case A:
		if (glass_aa_confine("glass_mx_ok"))
			return CHILD_BROKEN;
		glass_read("/proc/self/attr/apparmor/current", now, sizeof(now));
		break;
	case SE:
		if (glass_selinux_setcon(SELINUX_MX_OK) ||
		    glass_selinux_context(now, sizeof(now)))
			return CHILD_BROKEN;
		n = getxattr(mx_path("f", true), "security.selinux", file,
			     sizeof(file) - 1);
		file[n > 0 ? n : 0] = '\0';
		break;
	default:
		break;
	}
	now[strcspn(now, "\n")] = '\0';
	printf("GLASS-DIFF %s label self %s\n", mod_name[m], now);
	if (*file)
		printf("GLASS-DIFF %s label file %s\n", mod_name[m], file);
	fflush(stdout);
	return 0;
}

static int diff(const char *setup_error)
{
	static struct result r;
	enum mod m;
	unsigned int i;

	if (setup_error) {
		printf("GLASS-DIFF error %s\n", setup_error);
		return 1;
	}
	for (m = S; m <= SE; m++) {
		if (!active[m])
			continue;
		printf("GLASS-DIFF %s active\n", mod_name[m]);
		glass_in_child(label_child, &m);
		for (i = 0; i < ARRAY_SIZE(ops); i++) {
			struct cell c = { .op = &ops[i] };
			int st;

			if (!ops[i].stage[m])
				continue;
			/* Smack always confines; the others only here. */
			for (st = ALLOW; st <= REFUSE; st++) {
				c.st[S] = active[S] ? ALLOW : NONE;
				c.st[m] = st;
				run_cell(&c, &r);
				printf("GLASS-DIFF %s %s %s %s\n", mod_name[m],
				       ops[i].name, st == REFUSE ? "refuse" : "allow",
				       glass_errname(r.err));
			}
		}
	}
	fflush(stdout);
	return 0;
}

int main(int argc, char **argv)
{
	bool diff_selinux = argc == 2 && !strcmp(argv[1], "--diff-selinux");
	int m, ret;

	if (!diff_selinux && !(argc == 2 && !strcmp(argv[1], "--diff")))
		return test_harness_run(argc, argv);
	/* --diff: every module but SELinux; --diff-selinux: SELinux alone. */
	read_stack();
	if (diff_selinux)
		for (m = 0; m < NMOD; m++)
			active[m] = m == SE && glass_lsm_active("selinux");
	else
		active[SE] = false;
	ret = diff(setup());
	teardown();
	return ret;
}
