// SPDX-License-Identifier: GPL-2.0-only
/*
 * qemu-exit STATUS: end the QEMU guest with STATUS through isa-debug-exit.
 *
 * QEMU exits with (value << 1) | 1 for a value written to the port.  We write
 * STATUS + 1 so that QEMU's own error status 1 never reads as a guest status,
 * and clamp STATUS to 0..126 so that the host's 8-bit exit status holds it:
 * scripts/qemu.sh maps (rc - 3) / 2 back to STATUS.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/io.h>
#include <unistd.h>

#define DEBUG_EXIT_PORT 0xf4

int main(int argc, char **argv)
{
	long status = argc > 1 ? strtol(argv[1], NULL, 0) : 0;

	if (status < 0 || status > 126)
		status = 126;
	fflush(NULL);
	sync();
	if (ioperm(DEBUG_EXIT_PORT, 4, 1)) {
		perror("qemu-exit: ioperm");
		return 1;
	}
	outb((unsigned char)(status + 1), DEBUG_EXIT_PORT);
	/* Only reached without the isa-debug-exit device. */
	fprintf(stderr, "qemu-exit: isa-debug-exit did not stop the machine\n");
	return 1;
}
