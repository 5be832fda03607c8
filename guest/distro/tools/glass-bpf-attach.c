// SPDX-License-Identifier: GPL-2.0
/*
 * glass-bpf-attach PROG LINK: attach the BPF LSM program pinned at PROG
 * (loaded by bpftool prog load) to its hook, and pin the link at LINK.
 * Debian 12's bpftool loads and pins LSM programs but cannot attach them;
 * removing LINK detaches the program again.
 */
#include <errno.h>
#include <linux/bpf.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static int bpf(int cmd, union bpf_attr *attr)
{
	return syscall(__NR_bpf, cmd, attr, sizeof(*attr));
}

int main(int argc, char **argv)
{
	union bpf_attr attr;
	int prog, link;

	if (argc != 3) {
		fprintf(stderr, "usage: glass-bpf-attach PROG LINK\n");
		return 2;
	}
	memset(&attr, 0, sizeof(attr));
	attr.pathname = (uintptr_t)argv[1];
	prog = bpf(BPF_OBJ_GET, &attr);
	if (prog < 0) {
		fprintf(stderr, "glass-bpf-attach: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	/* An LSM program attaches to the hook its BTF id names. */
	memset(&attr, 0, sizeof(attr));
	attr.raw_tracepoint.prog_fd = prog;
	link = bpf(BPF_RAW_TRACEPOINT_OPEN, &attr);
	if (link < 0) {
		fprintf(stderr, "glass-bpf-attach: attach: %s\n", strerror(errno));
		return 1;
	}
	memset(&attr, 0, sizeof(attr));
	attr.pathname = (uintptr_t)argv[2];
	attr.bpf_fd = link;
	if (bpf(BPF_OBJ_PIN, &attr)) {
		fprintf(stderr, "glass-bpf-attach: pin %s: %s\n", argv[2], strerror(errno));
		return 1;
	}
	return 0;
}
