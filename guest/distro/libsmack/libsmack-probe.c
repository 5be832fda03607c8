// SPDX-License-Identifier: GPL-2.0
/*
 * libsmack-probe - what libsmack (smack-team/smack 1.3.3, vendored in
 * src/) reads as a Smack label, as Tizen's and Yocto's programs read it:
 *
 *   libsmack-probe self   smack_new_label_from_self(): /proc/self/attr/current
 *   libsmack-probe peer   smack_new_label_from_socket(): SO_PEERSEC of a
 *                         unix stream socketpair, i.e. this task's label
 *
 * Prints the label and exits 0, or prints "error: <errno name>" and
 * exits 1 when libsmack refuses what it read.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "sys/smack.h"

int main(int argc, char **argv)
{
	char *label = NULL;
	ssize_t n = -1;
	int sv[2];

	if (argc != 2)
		return 2;
	errno = 0;
	if (!strcmp(argv[1], "self")) {
		n = smack_new_label_from_self(&label);
	} else if (!strcmp(argv[1], "peer")) {
		if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
			return 2;
		n = smack_new_label_from_socket(sv[0], &label);
	} else {
		return 2;
	}
	if (n < 0) {
		printf("error: %s\n", errno ? strerrorname_np(errno) : "label refused");
		return 1;
	}
	printf("%s\n", label);
	free(label);
	return 0;
}
