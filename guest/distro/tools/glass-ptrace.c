// SPDX-License-Identifier: GPL-2.0
/*
 * glass-ptrace PID: attach to PID with PTRACE_ATTACH and detach again.
 * Exit 0 when the attach worked; else print the error and exit 1.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>

int main(int argc, char **argv)
{
	pid_t pid;

	if (argc != 2) {
		fprintf(stderr, "usage: glass-ptrace PID\n");
		return 2;
	}
	pid = atoi(argv[1]);
	if (ptrace(PTRACE_ATTACH, pid, NULL, NULL)) {
		fprintf(stderr, "glass-ptrace: attach %d: %s\n", pid, strerror(errno));
		return 1;
	}
	waitpid(pid, NULL, 0);
	ptrace(PTRACE_DETACH, pid, NULL, NULL);
	printf("attached to %d\n", pid);
	return 0;
}
