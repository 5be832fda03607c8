// SPDX-License-Identifier: GPL-2.0-only
/*
 * exit0: the smallest static program, for glass-bench's execve loop: no
 * libc, one exit(0) system call, so the loop measures execve itself.
 */
void _start(void)
{
	__asm__ volatile("mov $60, %eax\n\txor %edi, %edi\n\tsyscall");
}
