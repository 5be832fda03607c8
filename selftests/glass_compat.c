// SPDX-License-Identifier: GPL-2.0
/*
 * Glass: unmodified programs (the admin guide, "Unmodified programs").
 *
 * Debian 12's own binaries, copied from the host into the guest, and
 * libsmack 1.3.3 (guest/distro/libsmack, built for the guest), run as
 * they run on a kernel with their module alone:
 *   - util-linux's setpriv --apparmor-profile and apparmor's aa-exec -p
 *     enter a profile ("exec <profile>" to attr/exec or attr/apparmor/exec):
 *     the program runs confined, and the profile refuses its secret.
 *   - libsmack's smack_new_label_from_socket() reads SO_PEERSEC: the
 *     first module in stack order with a label for the peer, Smack, so it
 *     gets Smack's own label (AppArmor labels unix peers too since 6.17).
 *   - libsmack's smack_new_label_from_self() reads attr/current: it refuses
 *     the composite (two modules have process labels), and reads Smack's
 *     label under glass-exec --display=smack or a display rule.
 *   - dbus-daemon keeps SO_PEERSEC as a connection's LinuxSecurityLabel:
 *     Smack's on a bus with AppArmor's mediation off; AppArmor's where the
 *     kernel's AppArmor mediates D-Bus, under the display rule
 *     "apparmor /usr/bin/dbus-daemon" when Smack labels unix peers first.
 *
 * --diff prints each row for the active modules, with the setting Glass
 * documents for it, as "GLASS-DIFF <module> compat <row> ...": the
 * differential boots compare them with mainline's (scripts/check.sh).
 */
#define _GNU_SOURCE
#include <sys/socket.h>
#include <sys/un.h>

#include "glass_util.h"
#include "kselftest_harness.h"

#define GLASS_EXEC	"/usr/bin/glass-exec"
#define LIBSMACK_PROBE	"/usr/bin/libsmack-probe"
#define DISPLAY_RULES	SECFS "/glass/display_rules"
#define AA_SECRET	"/tmp/aa-secret"
#define BUS		"/tmp/glass-compat-bus"

/* How a row's program is run on Glass; mainline runs it as it is. */
enum setting { PLAIN, GLASS_EXEC_DISPLAY, DISPLAY_RULE };

struct row {
	const char *module;	/* the module the program is written for */
	const char *name;
	enum setting setting;
	const char *argv[8];
	const char *want;	/* its output, as on mainline with @module */
	int status;		/* its exit status */
};

static const struct row rows[] = {
	{ "apparmor", "setpriv", PLAIN,
	  { "/usr/bin/setpriv", "--apparmor-profile=glass_demo", "cat",
	    "/proc/self/attr/apparmor/current" },
	  "glass_demo (enforce)\n", 0 },
	{ "apparmor", "setpriv-refused", PLAIN,
	  { "/usr/bin/setpriv", "--apparmor-profile=glass_demo", "cat",
	    AA_SECRET },
	  "cat: can't open '" AA_SECRET "': Permission denied\n", 1 },
	{ "apparmor", "aa-exec", PLAIN,
	  { "/usr/bin/aa-exec", "-p", "glass_demo", "--", "cat",
	    "/proc/self/attr/apparmor/current" },
	  "glass_demo (enforce)\n", 0 },
	{ "smack", "libsmack-peer", PLAIN, { LIBSMACK_PROBE, "peer" },
	  "_\n", 0 },
	{ "smack", "libsmack-self-glass-exec", GLASS_EXEC_DISPLAY,
	  { LIBSMACK_PROBE, "self" }, "_\n", 0 },
	{ "smack", "libsmack-self-rule", DISPLAY_RULE,
	  { LIBSMACK_PROBE, "self" }, "_\n", 0 },
};

static bool glass_active(void)
{
	return !access(SECFS "/glass/display", F_OK);
}

/* Run a row with its setting: its exit status and output. */
static int run_row(const struct row *r, char *out, size_t size)
{
	const char *argv[12] = { GLASS_EXEC, NULL, "--" };
	char rule[128], display[64];
	unsigned int i;
	int ret;

	if (!glass_active() || r->setting == PLAIN)
		return glass_run(r->argv, out, size);
	if (r->setting == GLASS_EXEC_DISPLAY) {
		snprintf(display, sizeof(display), "--display=%s", r->module);
		argv[1] = display;
		for (i = 0; r->argv[i]; i++)
			argv[3 + i] = r->argv[i];
		return glass_run(argv, out, size);
	}
	snprintf(rule, sizeof(rule), "%s %s\n", r->module, r->argv[0]);
	if (glass_write(DISPLAY_RULES, rule))
		return -1;
	ret = glass_run(r->argv, out, size);
	if (glass_write(DISPLAY_RULES, "\n"))
		return -1;
	return ret;
}

/*
 * A private bus (dbus-daemon 1.14) and a client asking for its own
 * credentials, the first connection: its LinuxSecurityLabel as
 * dbus-send prints it, "" when the bus has none.  The bus's AppArmor
 * mediation goes between the head and the policy.
 */
static const char bus_head[] =
	"<busconfig>\n"
	"  <type>glass</type>\n"
	"  <listen>unix:path=" BUS "</listen>\n"
	"  <auth>EXTERNAL</auth>\n";
static const char bus_policy[] =
	"  <policy context=\"default\">\n"
	"    <allow user=\"*\"/>\n"
	"    <allow send_destination=\"*\"/>\n"
	"    <allow receive_sender=\"*\"/>\n"
	"    <allow own=\"*\"/>\n"
	"  </policy>\n"
	"</busconfig>\n";

/*
 * Does dbus-daemon mediate with AppArmor?  Where the kernel's AppArmor
 * mediates D-Bus (features/dbus, 7.3 but not 6.12), dbus-daemon asks
 * aa_getpeercon() for every connection and refuses one whose SO_PEERSEC
 * is no AppArmor label.
 */
static bool dbus_apparmor(void)
{
	return glass_lsm_active("apparmor") &&
	       !access(APPARMORFS "/features/dbus", F_OK);
}

/*
 * The bus as a system of @module runs it: for Smack, with AppArmor's
 * mediation off; for AppArmor, as it is, and on Glass with the display
 * rule the admin guide gives when Smack labels unix peers first.
 */
static int dbus_label(const char *module, char *out, size_t size)
{
	bool aa = !strcmp(module, "apparmor");
	bool rule = aa && glass_active() && glass_lsm_active("smack");
	const char *const daemon[] = {
		"/usr/bin/dbus-daemon", "--config-file=/tmp/glass-bus.conf",
		"--nofork", "--nopidfile", NULL,
	};
	const char *const send[] = {
		"/usr/bin/dbus-send", "--bus=unix:path=" BUS, "--print-reply",
		"--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
		"org.freedesktop.DBus.GetConnectionCredentials",
		"string::1.0", NULL,
	};
	char reply[4096], *p, *end;
	int i, ret;
	pid_t pid;

	char config[1024];

	unlink(BUS);
	snprintf(config, sizeof(config), "%s%s%s", bus_head,
		 aa ? "" : "  <apparmor mode=\"disabled\"/>\n", bus_policy);
	if (glass_write_file("/tmp/glass-bus.conf", config, 0644))
		return -1;
	if (rule && glass_write(DISPLAY_RULES, "apparmor /usr/bin/dbus-daemon\n"))
		return -1;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		int null = open("/dev/null", O_WRONLY);

		dup2(null, 1);
		dup2(null, 2);
		execv(daemon[0], (char *const *)daemon);
		_exit(127);
	}
	for (i = 0; i < 100 && access(BUS, F_OK); i++)
		usleep(50000);
	ret = glass_run(send, reply, sizeof(reply));
	kill(pid, SIGTERM);
	waitpid(pid, NULL, 0);
	if (rule && glass_write(DISPLAY_RULES, "\n"))
		return -1;
	if (ret)
		return -1;
	*out = '\0';
	p = strstr(reply, "\"LinuxSecurityLabel\"");
	if (!p)
		return 0;
	p = strstr(p, "array of bytes");
	end = p ? strchr(p, '\n') : NULL;
	if (!end)
		return -1;
	snprintf(out, size, "%.*s\n", (int)(end - p), p);
	return 0;
}

FIXTURE(compat) {
	bool smack, apparmor;
};

FIXTURE_SETUP(compat)
{
	self->smack = glass_lsm_active("smack");
	self->apparmor = glass_lsm_active("apparmor");
	if (self->apparmor)
		ASSERT_EQ(0, glass_aa_load());
	ASSERT_EQ(0, glass_write_file(AA_SECRET, "secret\n", 0644));
}

FIXTURE_TEARDOWN(compat)
{
	unlink(AA_SECRET);
}

/* Each row of a module that is active gives what mainline gives. */
TEST_F(compat, rows)
{
	char out[1024];
	unsigned int i, ran = 0;

	for (i = 0; i < ARRAY_SIZE(rows); i++) {
		const struct row *r = &rows[i];

		if (!glass_lsm_active(r->module))
			continue;
		ASSERT_EQ(0, access(r->argv[0], X_OK)) TH_LOG("%s", r->argv[0]);
		EXPECT_EQ(r->status, run_row(r, out, sizeof(out)))
			TH_LOG("%s: %s", r->name, out);
		EXPECT_STREQ(r->want, out) TH_LOG("%s", r->name);
		ran++;
	}
	if (!ran)
		SKIP(return, "no module the rows are written for");
}

/* Without a setting, libsmack refuses the composite of attr/current. */
TEST_F(compat, libsmack_self_refuses_the_composite)
{
	const char *const argv[] = { LIBSMACK_PROBE, "self", NULL };
	char out[256];

	if (!glass_active() || !self->smack || !self->apparmor)
		SKIP(return, "needs Smack and AppArmor composed by Glass");
	EXPECT_EQ(1, glass_run(argv, out, sizeof(out)));
	EXPECT_STREQ("error: label refused\n", out);
}

/*
 * dbus-daemon's LinuxSecurityLabel: one module's label alone, as on that
 * module alone, on a bus run as that module's system runs it.
 */
TEST_F(compat, dbus_linux_security_label)
{
	char out[256];

	if (!self->smack && !dbus_apparmor())
		SKIP(return, "no module dbus-daemon reads peer labels for");
	if (self->smack) {
		ASSERT_EQ(0, dbus_label("smack", out, sizeof(out)));
		EXPECT_STREQ("array of bytes \"_\" + \\0\n", out);
	}
	if (dbus_apparmor()) {
		ASSERT_EQ(0, dbus_label("apparmor", out, sizeof(out)));
		EXPECT_STREQ("array of bytes \"unconfined\" + \\0\n", out);
	}
}

static int diff(void)
{
	static const char *const dbus_modules[] = { "smack", "apparmor" };
	char out[1024], *nl;
	unsigned int i;
	int status;

	if (glass_lsm_active("apparmor") && glass_aa_load())
		printf("GLASS-DIFF error compat: cannot load the profiles\n");
	glass_write_file(AA_SECRET, "secret\n", 0644);
	for (i = 0; i < ARRAY_SIZE(rows); i++) {
		if (!glass_lsm_active(rows[i].module))
			continue;
		status = run_row(&rows[i], out, sizeof(out));
		while ((nl = strchr(out, '\n')))
			*nl = '|';
		printf("GLASS-DIFF %s compat %s exit=%d %s\n", rows[i].module,
		       rows[i].name, status, out);
	}
	for (i = 0; i < ARRAY_SIZE(dbus_modules); i++) {
		const char *m = dbus_modules[i];

		if (!glass_lsm_active(m) ||
		    (!strcmp(m, "apparmor") && !dbus_apparmor()))
			continue;
		status = dbus_label(m, out, sizeof(out));
		if (status)
			*out = '\0';
		while ((nl = strchr(out, '\n')))
			*nl = '|';
		printf("GLASS-DIFF %s compat dbus status=%d %s\n", m, status,
		       out);
	}
	unlink(AA_SECRET);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "--diff"))
		return diff();
	return test_harness_run(argc, argv);
}
