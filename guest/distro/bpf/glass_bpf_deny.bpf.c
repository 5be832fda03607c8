// SPDX-License-Identifier: GPL-2.0
/*
 * A BPF LSM program for the distribution checks: it refuses every open by
 * a task named "glassbpfdeny" with EPERM and lets everything else through.
 * Loaded with Debian's bpftool in the guest, beside Glass.
 */
#include <linux/bpf.h>
#include <linux/errno.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

struct file;

char LICENSE[] SEC("license") = "GPL";

static const char deny_comm[] = "glassbpfdeny";

SEC("lsm/file_open")
int BPF_PROG(glass_bpf_deny, struct file *file, int ret)
{
	char comm[16];

	if (ret)
		return ret;
	bpf_get_current_comm(comm, sizeof(comm));
	/*
	 * A helper's answer and a branch to each constant: the verifier
	 * wants the return value in [-MAX_ERRNO, 0], which arithmetic on
	 * a comparison result would hide from it.
	 */
	if (bpf_strncmp(comm, sizeof(deny_comm), deny_comm))
		return 0;
	return -EPERM;
}
