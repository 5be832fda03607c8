/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The part of LTP's legacy C library (include/old/test.h) that
 * smack_set_socket_labels.c uses, so that the test builds without LTP.
 * Exit status as LTP's: 0 pass, 1 TFAIL, 32 TCONF.
 */
#ifndef GLASS_LTP_TEST_H
#define GLASS_LTP_TEST_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#define TPASS	0
#define TFAIL	1
#define TCONF	32

#define NOFORK		0
#define DEF_HANDLER	NULL
#define TEST_PAUSE	do { } while (0)
#define TEST_LOOPING(lc)	((lc) < 1)

extern char *TCID;
static int tst_count;

static inline void tst_parse_opts(int argc, char *argv[], void *opts,
				  void *help)
{
}

static inline void tst_sig(int fork_flag, void *handler,
			   void (*cleanup)(void))
{
}

static inline void tst_resm(int ttype, const char *fmt, ...)
{
	va_list ap;

	printf("%s %d %s: ", TCID, ++tst_count,
	       ttype == TPASS ? "TPASS" : ttype == TCONF ? "TCONF" : "TFAIL");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
}

#define tst_brkm(ttype, cleanup, fmt, ...) do {			\
	tst_resm(ttype, fmt, ##__VA_ARGS__);			\
	exit(ttype);						\
} while (0)

static inline void tst_exit(void)
{
	exit(0);
}

#endif
