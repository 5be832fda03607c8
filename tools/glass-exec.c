// SPDX-License-Identifier: GPL-2.0
/*
 * glass-exec - run a command with a Glass display choice, or pin one
 *
 *   glass-exec --display=MODULE [--] COMMAND [ARG]...
 *   glass-exec --display
 *   glass-exec --pin=MODULE --pid=PID
 *   glass-exec --pin=MODULE --oci-state
 *   glass-exec --pin=MODULE [--] COMMAND [ARG]...
 *
 * Sets the calling task's display (/sys/kernel/security/glass/display) to
 * MODULE ("composite" or a composed module with process attributes, such
 * as "smack" or "apparmor"), then executes COMMAND, which inherits it:
 * /proc/<pid>/attr/{current,exec,prev} and SO_PEERSEC then answer in that
 * module's own format, as on a kernel with that module alone.  Without a
 * MODULE it prints the current display.  No privilege is needed; a
 * set-user-ID COMMAND goes back to the boot default (glass.display=).
 *
 * --pin pins MODULE as the display of task PID, of the container whose
 * OCI state (a runtime's createRuntime or prestart hook gets it on its
 * standard input, with the container's "pid") is read from the standard
 * input, or of glass-exec itself before it executes COMMAND
 * (/sys/kernel/security/glass/display_pin): the task and its descendants
 * keep it across secure exec.  Pinning needs CAP_MAC_ADMIN.  An OCI hook:
 *
 *   { "path": "/usr/bin/glass-exec",
 *     "args": ["glass-exec", "--pin=selinux", "--oci-state"] }
 *
 * Exit status, as env(1): 125 when glass-exec fails, 126 when COMMAND
 * cannot be executed, 127 when it is not found; otherwise COMMAND's.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define DISPLAY "/sys/kernel/security/glass/display"
#define DISPLAY_PIN "/sys/kernel/security/glass/display_pin"
/* An OCI state is a short JSON object; more is not one. */
#define OCI_STATE_MAX 65536

static int print_usage(void)
{
	fprintf(stderr, "usage: glass-exec --display=MODULE [--] COMMAND [ARG]...\n"
			"       glass-exec --display\n"
			"       glass-exec --pin=MODULE --pid=PID\n"
			"       glass-exec --pin=MODULE --oci-state\n"
			"       glass-exec --pin=MODULE [--] COMMAND [ARG]...\n");
	return 125;
}

static int print_display(void)
{
	char buf[64];
	ssize_t n;
	int fd = open(DISPLAY, O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		fprintf(stderr, "glass-exec: %s: %s (is Glass active?)\n",
			DISPLAY, strerror(errno));
		return 125;
	}
	n = read(fd, buf, sizeof(buf));
	close(fd);
	if (n <= 0 || fwrite(buf, 1, n, stdout) != (size_t)n)
		return 125;
	return 0;
}

/* Write @text to @file in one write; 0, or -1 after saying why. */
static int write_file(const char *file, const char *text, const char *module)
{
	size_t len = strlen(text);
	int fd = open(file, O_WRONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0) {
		fprintf(stderr, "glass-exec: %s: %s (is Glass active?)\n",
			file, strerror(errno));
		return -1;
	}
	n = write(fd, text, len);
	if (n != (ssize_t)len) {
		if (n < 0 && errno == EINVAL)
			fprintf(stderr, "glass-exec: %s: %s\n", module,
				"not \"composite\" or a composed module with process attributes");
		else
			fprintf(stderr, "glass-exec: %s: %s\n", file,
				n < 0 ? strerror(errno) : "short write");
		close(fd);
		return -1;
	}
	return close(fd);
}

static int set_display(const char *module)
{
	return write_file(DISPLAY, module, module);
}

static int pin(const char *module, long pid)
{
	char text[128];

	if (snprintf(text, sizeof(text), "%ld %s", pid, module) >=
	    (int)sizeof(text)) {
		fprintf(stderr, "glass-exec: %s: name too long\n", module);
		return -1;
	}
	return write_file(DISPLAY_PIN, text, module);
}

/* A pid given in decimal; -1 for anything else. */
static long parse_pid(const char *s, const char **end)
{
	long pid = 0;

	if (*s < '0' || *s > '9')
		return -1;
	for (; *s >= '0' && *s <= '9'; s++) {
		pid = pid * 10 + (*s - '0');
		if (pid > 0x7fffffff)
			return -1;
	}
	if (end)
		*end = s;
	return pid ? pid : -1;
}

/*
 * The "pid" of the OCI state on the standard input: the member of the
 * top-level object (an annotation of that name is not it); -1 when there
 * is none, or it is not a positive integer.
 */
static long oci_state_pid(void)
{
	static char state[OCI_STATE_MAX + 1];
	const char *p, *key = NULL;
	size_t len = 0;
	int depth = 0;
	ssize_t n;
	long pid;

	while (len < OCI_STATE_MAX &&
	       (n = read(0, state + len, OCI_STATE_MAX - len)) > 0)
		len += n;
	state[len] = '\0';
	for (p = state; *p; p++) {
		if (*p == '"') {
			const char *start = ++p;

			while (*p && *p != '"')
				p += *p == '\\' && p[1] ? 2 : 1;
			if (!*p)
				return -1;
			/* A member's name is followed by a colon. */
			key = depth == 1 && p - start == 3 &&
			      !strncmp(start, "pid", 3) ? p + 1 : NULL;
			continue;
		}
		if (*p == '{' || *p == '[') {
			depth++;
		} else if (*p == '}' || *p == ']') {
			depth--;
		} else if (*p == ':' && key) {
			while (key < p && isspace((unsigned char)*key))
				key++;
			if (key != p)
				return -1;
			for (p++; isspace((unsigned char)*p); p++)
				;
			pid = parse_pid(p, &p);
			/* A whole number: 12.5 or 12e3 is none. */
			return pid > 0 && *p && strchr(" \t\n\r,}", *p) ? pid : -1;
		}
	}
	return -1;
}

int main(int argc, char **argv)
{
	const char *module, *end;
	long pid;
	int i;

	if (argc == 2 && !strcmp(argv[1], "--display"))
		return print_display();
	if (argc >= 2 && !strncmp(argv[1], "--pin=", 6)) {
		module = argv[1] + 6;
		if (!*module || argc < 3)
			return print_usage();
		if (argc == 3 && !strncmp(argv[2], "--pid=", 6)) {
			pid = parse_pid(argv[2] + 6, &end);
			if (pid < 0 || *end) {
				fprintf(stderr, "glass-exec: %s: not a pid\n",
					argv[2] + 6);
				return 125;
			}
			return pin(module, pid) ? 125 : 0;
		}
		if (argc == 3 && !strcmp(argv[2], "--oci-state")) {
			pid = oci_state_pid();
			if (pid < 0) {
				fprintf(stderr, "glass-exec: %s\n",
					"no \"pid\" in the OCI state on the standard input");
				return 125;
			}
			return pin(module, pid) ? 125 : 0;
		}
		i = 2;
		if (!strcmp(argv[i], "--"))
			i++;
		if (i == argc)
			return print_usage();
		if (pin(module, getpid()))
			return 125;
	} else {
		if (argc < 2 || strncmp(argv[1], "--display=", 10))
			return print_usage();
		module = argv[1] + 10;
		i = 2;
		if (i < argc && !strcmp(argv[i], "--"))
			i++;
		if (!*module || i == argc)
			return print_usage();
		if (set_display(module))
			return 125;
	}
	execvp(argv[i], argv + i);
	fprintf(stderr, "glass-exec: %s: %s\n", argv[i], strerror(errno));
	return errno == ENOENT ? 127 : 126;
}
