// SPDX-License-Identifier: GPL-2.0
/*
 * exec-probe: the program the Glass selftests execute, to see what the
 * exec gave it.  The tests run it where it is, or a copy of it that is
 * set-user-ID, has file capabilities, is labelled or is named by a display
 * rule.
 *
 *   exec-probe            exit 0 (glass_matrix's exec operation)
 *   exec-probe display    print this task's display (glass_attr)
 *   exec-probe display-fault
 *                         print this task's display ("-" if unreadable),
 *                         then "fired" if the fault armed in
 *                         /proc/thread-self/fail-nth before the exec
 *                         was injected, else "armed" (glass_faults)
 *   exec-probe view       print this task's display, then its
 *                         /proc/self/attr/current as read (glass_pin)
 *   exec-probe pin        print this task's display pin (glass_pin)
 *   exec-probe exec PATH ARG...
 *                         execute PATH with ARG... as its arguments
 *   exec-probe fork COMMAND...
 *                         run COMMAND (one of these) in a child, without
 *                         an exec, and exit with its status (glass_pin)
 *   exec-probe caps       print the Cap lines of /proc/self/status
 *                         (glass_capdiff)
 *   exec-probe open PATH  exit with the errno of opening PATH for
 *                         reading, 0 if it opened (glass_policy)
 *
 * As a script's interpreter ("#!.../exec-probe display"), it gets the
 * script's path and arguments after the command, and ignores them.
 */
#define _GNU_SOURCE
#include "glass_util.h"

/* Print the lines of @path that begin with @prefix; 0, or 1 if unreadable. */
static int print_lines(const char *path, const char *prefix)
{
	char buf[8192], *line, *save;

	if (glass_read(path, buf, sizeof(buf)) <= 0)
		return 1;
	for (line = strtok_r(buf, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save))
		if (!strncmp(line, prefix, strlen(prefix)))
			printf("%s\n", line);
	return 0;
}

/* The display, and whether the fault armed before the exec was injected. */
static int display_fault(void)
{
	char display[64], nth[16];
	bool fired;

	if (glass_read(SECFS "/glass/display", display, sizeof(display)) <= 0)
		snprintf(display, sizeof(display), "-");
	display[strcspn(display, "\n")] = '\0';
	/* fail-nth reads 0 once its fault was injected; unreadable: by it. */
	fired = glass_read("/proc/thread-self/fail-nth", nth, sizeof(nth)) <= 0 ||
		atoi(nth) == 0;
	glass_write("/proc/thread-self/fail-nth", "0");
	printf("%s %s\n", display, fired ? "fired" : "armed");
	return 0;
}

/* Print the whole of @path, as read; 0, or 1 if unreadable. */
static int print_file(const char *path)
{
	char buf[8192];
	ssize_t n = glass_read(path, buf, sizeof(buf));

	if (n < 0)
		return 1;
	return fwrite(buf, 1, n, stdout) == (size_t)n ? 0 : 1;
}

int main(int argc, char **argv)
{
	pid_t pid;

	if (argc < 2)
		return 0;
	if (!strcmp(argv[1], "fork") && argc > 2) {
		fflush(NULL);
		pid = fork();
		if (pid == 0)
			return main(argc - 1, argv + 1);
		return glass_wait(pid);
	}
	if (!strcmp(argv[1], "exec") && argc > 2) {
		execv(argv[2], argv + 2);
		return 127;
	}
	if (!strcmp(argv[1], "view"))
		return print_file(SECFS "/glass/display") ||
		       print_file("/proc/self/attr/current");
	if (!strcmp(argv[1], "pin"))
		return print_file(SECFS "/glass/display_pin");
	if (!strcmp(argv[1], "display"))
		return print_lines(SECFS "/glass/display", "");
	if (!strcmp(argv[1], "display-fault"))
		return display_fault();
	if (!strcmp(argv[1], "caps"))
		return print_lines("/proc/self/status", "Cap");
	if (!strcmp(argv[1], "open") && argc == 3)
		return glass_open_errno(argv[2], O_RDONLY);
	fprintf(stderr, "exec-probe: unknown command %s\n", argv[1]);
	return 2;
}
