// SPDX-License-Identifier: GPL-2.0-only
/*
 * glass-bench: the guest side of `make bench`.
 *
 * It is /init of a small initramfs of its own (scripts/bench.sh), booted under
 * QEMU TCG with -icount shift=0,sleep=off: the guest clock advances 1 ns per
 * guest instruction, so every time below is an exact instruction count, the
 * same on every run.
 *
 * It prints lines for scripts/bench.sh to parse, all starting "GLASS-BENCH ":
 *   boot NS                        CLOCK_BOOTTIME when /init starts
 *   lsm LIST                       /sys/kernel/security/lsm
 *   glass yes|no                   /sys/kernel/security/glass exists
 *   clocksource NAME
 *   spectre_v2 TEXT                the kernel's Spectre v2 mitigation
 *   blob KIND BYTES                the framework's blob sizes (lsm.debug)
 *   op NAME ITERATIONS NS CHUNK_ITERATIONS CHUNK_NS
 *                                  one timed loop, and its median chunk;
 *                                  bench_mark() runs right before and after
 *                                  the loop
 *   mem OBJECT COUNT BYTES         slab bytes for COUNT objects
 *   cache OBJECT CACHE OBJSIZE N   a slab cache that grew by N objects
 *   error TEXT
 *   done STATUS
 * and ends QEMU through isa-debug-exit with STATUS (0: all went well).
 *
 * Kernel parameters read from /proc/cmdline:
 *   glassbench.expect=LIST  the stack this boot must have (else status 1)
 *   glassbench.scale=PCT    iterations in percent of the defaults (testing)
 *   glassbench.mem=0        no slab memory tests (the distribution config)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/io.h>
#include <sys/ipc.h>
#include <sys/klog.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/fsuid.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <termios.h>
#include <netinet/in.h>
#include <time.h>
#include <unistd.h>

#define EXEC_TARGET "/bench/exit0"
#define DATA_FILE "/bench/data"
#define DEBUG_EXIT_PORT 0xf4
#define CLOCKSOURCE "/sys/devices/system/clocksource/clocksource0/current_clocksource"
#define SPECTRE_V2 "/sys/devices/system/cpu/vulnerabilities/spectre_v2"

static int failed;
static int scale = 100;

static void out(const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf) - 1, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if (n > (int)sizeof(buf) - 2)
		n = sizeof(buf) - 2;
	buf[n++] = '\n';
	/* Unbuffered: a crash must not lose what was measured before it. */
	if (write(1, "GLASS-BENCH ", 12) < 0 || write(1, buf, n) < 0)
		failed = 1;
}

#define fail(...) do { out("error " __VA_ARGS__); failed = 1; } while (0)
#define must(x) do { if ((x) < 0) { fail("%s:%d: %s: %s", __FILE__, __LINE__, #x, strerror(errno)); finish(); } } while (0)

static void finish(void)
{
	out("done %d", failed);
	sync();
	/* The serial port may still hold the last lines: QEMU exits below. */
	tcdrain(1);
	/* QEMU exits with ((STATUS + 1) << 1) | 1, as for guest/qemu-exit.c. */
	if (ioperm(DEBUG_EXIT_PORT, 4, 1) == 0)
		outb((unsigned char)(failed + 1), DEBUG_EXIT_PORT);
	/* init must not return: the kernel would panic (which ends QEMU too). */
	for (;;)
		pause();
}

static long long now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static char *read_file(const char *path, char *buf, size_t size)
{
	ssize_t n;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return NULL;
	n = read(fd, buf, size - 1);
	close(fd);
	if (n < 0)
		return NULL;
	buf[n] = 0;
	buf[strcspn(buf, "\n")] = 0;
	return buf;
}

/* The value of kernel parameter NAME= in /proc/cmdline, or NULL. */
static const char *cmdline_param(const char *name)
{
	static char cmdline[4096];
	static char value[256];
	char *p;
	size_t len = strlen(name);

	if (!read_file("/proc/cmdline", cmdline, sizeof(cmdline)))
		return NULL;
	for (p = strtok(cmdline, " "); p; p = strtok(NULL, " "))
		if (!strncmp(p, name, len) && p[len] == '=') {
			snprintf(value, sizeof(value), "%s", p + len + 1);
			return value;
		}
	return NULL;
}

/* ---- the operations, each one iteration ---- */

static int data_fd, pipe_fd[2], sock_fd[2], msq_id;
static unsigned int pipe_pending;
static char byte_buf[65536];

static void op_getppid(void)
{
	syscall(SYS_getppid);
}

static void op_stat(void)
{
	struct stat st;

	if (stat(DATA_FILE, &st))
		fail("stat: %s", strerror(errno));
}

static void op_open_close(void)
{
	int fd = open(DATA_FILE, O_RDONLY);

	if (fd < 0)
		fail("open: %s", strerror(errno));
	close(fd);
}

static void op_read(void)
{
	if (pread(data_fd, byte_buf, 1, 0) != 1)
		fail("pread: %s", strerror(errno));
}

/*
 * 1-byte writes to a pipe: a pipe holds 64 KiB, so it is drained by one
 * read every 32768 writes (under 1 instruction per write, the same on every
 * kernel).
 */
static void op_pipe_write(void)
{
	if (write(pipe_fd[1], byte_buf, 1) != 1)
		fail("pipe write: %s", strerror(errno));
	if (++pipe_pending == 32768) {
		if (read(pipe_fd[0], byte_buf, sizeof(byte_buf)) != 32768)
			fail("pipe drain");
		pipe_pending = 0;
	}
}

static void op_fork(void)
{
	int status;
	pid_t pid = fork();

	if (pid == 0)
		_exit(0);
	if (pid < 0 || waitpid(pid, &status, 0) != pid || status)
		fail("fork+wait: %s", strerror(errno));
}

static void op_exec(void)
{
	static char *const argv[] = { "exit0", NULL };
	static char *const envp[] = { NULL };
	int status;
	pid_t pid = vfork();

	if (pid == 0) {
		execve(EXEC_TARGET, argv, envp);
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid || status)
		fail("vfork+execve+wait: status %d", status);
}

static void op_unix_sendrecv(void)
{
	if (send(sock_fd[0], byte_buf, 1, 0) != 1 ||
	    recv(sock_fd[1], byte_buf, 1, 0) != 1)
		fail("unix send/recv: %s", strerror(errno));
}

static void op_socket_unix(void)
{
	int fd = socket(AF_UNIX, SOCK_STREAM, 0);

	if (fd < 0)
		fail("socket(AF_UNIX): %s", strerror(errno));
	close(fd);
}

static void op_socket_udp(void)
{
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	if (fd < 0)
		fail("socket(AF_INET): %s", strerror(errno));
	close(fd);
}

static void op_mmap_anon(void)
{
	void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		fail("mmap anon: %s", strerror(errno));
	else
		munmap(p, 4096);
}

static void op_mmap_file(void)
{
	void *p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, data_fd, 0);

	if (p == MAP_FAILED)
		fail("mmap file: %s", strerror(errno));
	else
		munmap(p, 4096);
}

static pid_t self;

static void op_kill0(void)
{
	if (syscall(SYS_kill, self, 0))
		fail("kill(self, 0): %s", strerror(errno));
}

static void op_msg(void)
{
	struct { long mtype; char mtext[1]; } msg = { 1, { 'x' } };

	if (msgsnd(msq_id, &msg, 1, 0) ||
	    msgrcv(msq_id, &msg, 1, 0, 0) != 1)
		fail("msgsnd/msgrcv: %s", strerror(errno));
}

/*
 * One capable() check and little else: the dispatch of one hook with one
 * provider (commoncap's, or AppArmor's).
 */
static void op_sethostname(void)
{
	if (sethostname("glass", 5))
		fail("sethostname: %s", strerror(errno));
}

struct op {
	const char *name;
	void (*fn)(void);
	int iterations;
};

/*
 * Iterations: enough for every loop to run tens of millions of
 * instructions, so that the loop and clock reads vanish from the figure.
 */
static const struct op ops[] = {
	{ "getppid", op_getppid, 100000 },
	{ "stat", op_stat, 20000 },
	{ "open+close", op_open_close, 20000 },
	{ "read-1B", op_read, 50000 },
	{ "pipe-write-1B", op_pipe_write, 65536 },
	{ "fork+exit+wait", op_fork, 400 },
	{ "vfork+execve+wait", op_exec, 200 },
	{ "unix-send+recv", op_unix_sendrecv, 20000 },
	{ "socket-unix+close", op_socket_unix, 10000 },
	{ "socket-udp+close", op_socket_udp, 10000 },
	{ "mmap-anon+munmap", op_mmap_anon, 20000 },
	{ "mmap-file+munmap", op_mmap_file, 20000 },
	{ "kill0-self", op_kill0, 50000 },
	{ "msgsnd+msgrcv", op_msg, 20000 },
	{ "sethostname", op_sethostname, 20000 },
};

#define CHUNKS 10

/*
 * make bench's QEMU plugin (bench/icalls.c) writes out its count of the
 * kernel's indirect branches each time this function runs: right before and
 * right after each timed loop.  Not inlined, and not static, so that
 * scripts/bench.sh finds its address with nm.
 */
__attribute__((noinline)) void bench_mark(void)
{
	asm volatile("" ::: "memory");
}

static int cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;

	return x < y ? -1 : x > y;
}

/*
 * The loop runs in CHUNKS equal chunks, each timed.  The report uses the
 * whole loop: deferred work (RCU frees, the tick) belongs to the ops.  The
 * median chunk is printed too: far from the whole loop's mean, it shows a
 * one-off event (a workqueue item) that landed in this loop.
 */
static void run_op(const struct op *op)
{
	int n = (long long)op->iterations * scale / 100 / CHUNKS;
	int i, c, warm = n + 1;
	long long t[CHUNKS + 1], d[CHUNKS];

	/* Warm up: first-time faults, dentries and slabs stay out of it. */
	for (i = 0; i < warm; i++)
		op->fn();
	bench_mark();
	t[0] = now();
	for (c = 0; c < CHUNKS; c++) {
		for (i = 0; i < n; i++)
			op->fn();
		t[c + 1] = now();
	}
	bench_mark();
	for (c = 0; c < CHUNKS; c++)
		d[c] = t[c + 1] - t[c];
	qsort(d, CHUNKS, sizeof(d[0]), cmp_ll);
	/* op NAME ITERATIONS NS, then one chunk: ITERATIONS, median NS */
	out("op %s %d %lld %d %lld", op->name, n * CHUNKS, t[CHUNKS] - t[0], n,
	    (d[CHUNKS / 2 - 1] + d[CHUNKS / 2]) / 2);
}

/* ---- slab bytes per object ---- */

#define MAX_CACHES 512
struct slab_snap {
	int n;
	long long bytes;
	struct { char name[64]; long active, objsize; } c[MAX_CACHES];
};

/* Bytes of all allocated slab objects: sum of active_objs * objsize. */
static void slab_snapshot(struct slab_snap *s)
{
	char line[512];
	FILE *f = fopen("/proc/slabinfo", "r");

	s->n = 0;
	s->bytes = 0;
	if (!f) {
		fail("/proc/slabinfo: %s", strerror(errno));
		return;
	}
	while (fgets(line, sizeof(line), f)) {
		char name[64];
		long active, total, objsize;

		if (line[0] == '#' || sscanf(line, "%63s %ld %ld %ld", name, &active,
						 &total, &objsize) != 4)
			continue;
		if (s->n < MAX_CACHES) {
			strcpy(s->c[s->n].name, name);
			s->c[s->n].active = active;
			s->c[s->n].objsize = objsize;
			s->n++;
		}
		s->bytes += active * objsize;
	}
	fclose(f);
}

static struct slab_snap snap_before, snap_after;

/* Print the caches that grew by at least COUNT/2 objects, for attribution. */
static void slab_growth(const char *object, int count)
{
	int i, j;

	for (i = 0; i < snap_after.n; i++) {
		long before = 0;

		for (j = 0; j < snap_before.n; j++)
			if (!strcmp(snap_before.c[j].name, snap_after.c[i].name))
				before = snap_before.c[j].active;
		if (snap_after.c[i].active - before >= count / 2)
			out("cache %s %s %ld %ld", object, snap_after.c[i].name,
			    snap_after.c[i].objsize, snap_after.c[i].active - before);
	}
}

/* Child processes for the memory tests: their objects go when they exit. */
static int mem_count;

static void make_files(void)
{
	char name[64];
	int i, fd;

	must(mkdir("/tmp/inodes", 0755));
	for (i = 0; i < mem_count; i++) {
		snprintf(name, sizeof(name), "/tmp/inodes/%d", i);
		must(fd = open(name, O_CREAT | O_WRONLY, 0644));
		close(fd);
	}
}

static void make_opens(void)
{
	int i;

	for (i = 0; i < mem_count; i++)
		must(open(DATA_FILE, O_RDONLY));
}

/*
 * Each open file holds the cred it was opened with: switching the fsuid
 * before each open (a new cred each time) leaves one cred per file.
 */
static void make_opens_with_creds(void)
{
	int i;

	for (i = 0; i < mem_count; i++) {
		setfsuid(i % 2 ? 1 : 0);
		must(open(DATA_FILE, O_RDONLY));
	}
	setfsuid(0);
}

static int sleeper(void *arg)
{
	(void)arg;
	for (;;)
		syscall(SYS_pause);
	return 0;
}

/* Threads share the cred, files and mm: a task and little else. */
static void make_threads(void)
{
	static char stacks[4096][8192] __attribute__((aligned(16)));
	int i, flags = CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND |
		       CLONE_THREAD | CLONE_SYSVSEM;

	if (mem_count > 4096)
		mem_count = 4096;
	for (i = 0; i < mem_count; i++)
		must(clone(sleeper, stacks[i + 1], flags, NULL));
}

static void make_sockets(void)
{
	int i;

	for (i = 0; i < mem_count; i++)
		must(socket(AF_UNIX, SOCK_STREAM, 0));
}

/* Slab bytes per object made by MAKE, measured in a child process. */
static double mem_test(const char *object, int count, void (*make)(void), int quiet)
{
	long long *shared = mmap(NULL, sizeof(long long), PROT_READ | PROT_WRITE,
				 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	int status;
	pid_t pid;
	double per;

	if (shared == MAP_FAILED) {
		fail("mmap: %s", strerror(errno));
		return 0;
	}
	*shared = -1;
	pid = fork();
	if (pid == 0) {
		mem_count = count;
		slab_snapshot(&snap_before);
		make();
		slab_snapshot(&snap_after);
		*shared = snap_after.bytes - snap_before.bytes;
		if (!quiet)
			slab_growth(object, mem_count);
		_exit(0);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid || status || *shared < 0)
		fail("memory test %s failed", object);
	per = (double)*shared / count;
	if (!quiet)
		out("mem %s %d %lld", object, count, *shared);
	munmap(shared, sizeof(long long));
	return per;
}

/* ---- setup ---- */

static void blob_sizes(void)
{
	static char log[1 << 18];
	char *line, *save;
	int n = klogctl(3 /* SYSLOG_ACTION_READ_ALL */, log, sizeof(log) - 1);

	if (n < 0) {
		fail("klogctl: %s", strerror(errno));
		return;
	}
	log[n] = 0;
	/*
	 * lsm.debug: "LSM: cred blob size       = 24" (6.12),
	 * "LSM: blob(cred) size 24" (7.3; "blob(msg_msg)_size 8").
	 */
	for (line = strtok_r(log, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char kind[32], *p = strstr(line, "LSM: "), *end, *eq;
		int len;

		if (!p)
			continue;
		p += 5;
		if (!strncmp(p, "blob(", 5) && (end = strchr(p, ')')) &&
		    (!strncmp(end, ") size ", 7) || !strncmp(end, ")_size ", 7))) {
			eq = end + 6;
			p += 5;
		} else if (!(end = strstr(p, " blob size")) || !(eq = strchr(end, '='))) {
			continue;
		}
		len = end - p < 31 ? end - p : 31;
		memcpy(kind, p, len);
		kind[len] = 0;
		/* "perf event", "tun device": one word for the parser */
		for (p = kind; *p; p++)
			if (*p == ' ')
				*p = '_';
		out("blob %s %d", kind, atoi(eq + 1));
	}
}

static void setup(void)
{
	struct rlimit rl = { 20000, 20000 };
	char buf[256];
	int fd, i;

	must(mount("proc", "/proc", "proc", 0, NULL));
	must(mount("sysfs", "/sys", "sysfs", 0, NULL));
	must(mount("securityfs", "/sys/kernel/security", "securityfs", 0, NULL));
	must(mount("tmpfs", "/tmp", "tmpfs", 0, "mode=1777"));
	must(setrlimit(RLIMIT_NOFILE, &rl));
	self = getpid();

	must(data_fd = open(DATA_FILE, O_RDONLY));
	must(pipe(pipe_fd));
	must(socketpair(AF_UNIX, SOCK_STREAM, 0, sock_fd));
	must(msq_id = msgget(IPC_PRIVATE, IPC_CREAT | 0600));
	/* The execve target must exist and succeed before it is timed. */
	must(fd = open(EXEC_TARGET, O_RDONLY));
	close(fd);

	/*
	 * x86 starts on tsc-early and switches to tsc once the TSC is
	 * calibrated again, about a second into the boot.  Wait for that (the
	 * guest idles at no host cost with sleep=off), or the switch would land
	 * in some loop in one configuration and in another loop in the next.
	 */
	for (i = 0; i < 50; i++) {
		struct timespec ts = { 0, 100000000 };

		if (!read_file(CLOCKSOURCE, buf, sizeof(buf)) || strcmp(buf, "tsc-early"))
			break;
		nanosleep(&ts, NULL);
	}
	out("clocksource %s", read_file(CLOCKSOURCE, buf, sizeof(buf)) ?: "?");
	/* What an indirect branch costs on this kernel and CPU model. */
	out("spectre_v2 %s", read_file(SPECTRE_V2, buf, sizeof(buf)) ?: "?");
}

int main(void)
{
	struct timespec boot;
	const char *expect, *s;
	char lsm[256];
	unsigned int i;
	double file, file_cred;

	/* First: how long the kernel took to get here. */
	clock_gettime(CLOCK_BOOTTIME, &boot);
	out("boot %lld", boot.tv_sec * 1000000000LL + boot.tv_nsec);

	setup();
	s = cmdline_param("glassbench.scale");
	if (s && atoi(s) > 0)
		scale = atoi(s);

	/* The stack asked for, or nothing measured is worth anything. */
	if (!read_file("/sys/kernel/security/lsm", lsm, sizeof(lsm)))
		strcpy(lsm, "?");
	out("lsm %s", lsm);
	out("glass %s", access("/sys/kernel/security/glass", F_OK) ? "no" : "yes");
	expect = cmdline_param("glassbench.expect");
	if (!expect || strcmp(expect, lsm)) {
		fail("stack is '%s', expected '%s'", lsm, expect ?: "(glassbench.expect= missing)");
		finish();
	}
	blob_sizes();

	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		run_op(&ops[i]);

	s = cmdline_param("glassbench.mem");
	if (s && !strcmp(s, "0"))
		finish();
	/* A first round with nothing printed: slabs and caches exist after. */
	mem_test("warmup", 200, make_opens_with_creds, 1);
	mem_test("inode", 2000, make_files, 0);
	file = mem_test("file", 4000, make_opens, 0);
	file_cred = mem_test("file+cred", 4000, make_opens_with_creds, 0);
	out("mem cred 4000 %lld", (long long)((file_cred - file) * 4000));
	mem_test("task", 2000, make_threads, 0);
	mem_test("socket", 2000, make_sockets, 0);

	finish();
	return 0;
}
