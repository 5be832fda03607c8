// SPDX-License-Identifier: GPL-2.0
/*
 * glass-exec - run a command with a Glass display choice
 *
 *   glass-exec --display=MODULE [--] COMMAND [ARG]...
 *   glass-exec --display
 *
 * Sets the calling task's display (/sys/kernel/security/glass/display) to
 * MODULE ("composite" or a composed module with process attributes, such
 * as "smack" or "apparmor"), then executes COMMAND, which inherits it:
 * /proc/<pid>/attr/{current,exec,prev} and SO_PEERSEC then answer in that
 * module's own format, as on a kernel with that module alone.  Without a
 * MODULE it prints the current display.  No privilege is needed; a
 * set-user-ID COMMAND goes back to the boot default (glass.display=).
 *
 * Exit status, as env(1): 125 when glass-exec fails, 126 when COMMAND
 * cannot be executed, 127 when it is not found; otherwise COMMAND's.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define DISPLAY "/sys/kernel/security/glass/display"

static int print_usage(void)
{
	fprintf(stderr, "usage: glass-exec --display=MODULE [--] COMMAND [ARG]...\n"
			"       glass-exec --display\n");
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

static int set_display(const char *module)
{
	size_t len = strlen(module);
	int fd = open(DISPLAY, O_WRONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0) {
		fprintf(stderr, "glass-exec: %s: %s (is Glass active?)\n",
			DISPLAY, strerror(errno));
		return -1;
	}
	n = write(fd, module, len);
	if (n != (ssize_t)len) {
		if (n < 0 && errno == EINVAL)
			fprintf(stderr, "glass-exec: %s: %s\n", module,
				"not \"composite\" or a composed module with process attributes");
		else
			fprintf(stderr, "glass-exec: %s: %s\n", DISPLAY,
				n < 0 ? strerror(errno) : "short write");
		close(fd);
		return -1;
	}
	return close(fd);
}

int main(int argc, char **argv)
{
	const char *module;
	int i;

	if (argc == 2 && !strcmp(argv[1], "--display"))
		return print_display();
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
	execvp(argv[i], argv + i);
	fprintf(stderr, "glass-exec: %s: %s\n", argv[i], strerror(errno));
	return errno == ENOENT ? 127 : 126;
}
