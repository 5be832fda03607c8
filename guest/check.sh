#!/bin/sh
# Guest side of `make check`: run every test program, /selftests/glass_*
# (exec-probe beside them is a program they execute) and the kernel's own
# selftests in /selftests/upstream-*/ (guest/upstream.sh), count its kselftest
# TAP results, count the KUnit results the kernel printed at boot, check
# the kernel log for warnings, and print
#   GLASS-RESULT: N passed, N failed
# Exit status 0 when nothing failed, 1 otherwise.
#
# Counting: "ok N" is a pass (XFAIL too), "not ok N" a failure, "# SKIP" a
# skip; a program that exits non-zero without a "not ok" line adds one
# failure (crash, timeout, harness error), except status 4 (KSFT_SKIP) with
# no passes, which is a skip; a program that prints no TAP result counts as
# one test by its exit status.
set -u
pass=0 fail=0 skip=0
out=/tmp/check
mkdir -p "$out"
per_test_timeout=${GLASS_SELFTEST_TIMEOUT:-120}
# glassvm.tests=a,b on the kernel command line: run only those selftests
# (the extra boots of `make check`); KUnit's passes are then not counted
# again, but its failures are: the live cases check the booted stack.
only=
for arg in $(cat /proc/cmdline); do
	case $arg in
	glassvm.tests=*) only=${arg#*=} ;;
	esac
done

# glassvm.debug=1 (make check-debug): a longer stress, more time per test,
# and a kmemleak scan after the tests.
debug=0
for arg in $(cat /proc/cmdline); do
	case $arg in
	glassvm.debug=1) debug=1 ;;
	esac
done
if [ $debug = 1 ]; then
	export GLASS_STRESS_SECONDS=${GLASS_STRESS_SECONDS:-120}
	export GLASS_FUZZ_CASES=${GLASS_FUZZ_CASES:-1000}
	per_test_timeout=900
	mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null || true
	# What boot left behind is not the tests' doing.
	echo clear > /sys/kernel/debug/kmemleak
fi

add() { # passes failures skips
	pass=$((pass + $1)) fail=$((fail + $2)) skip=$((skip + $3))
}

# Selftests print to our output; kernel messages would interleave with it on
# the console, so keep them in the log buffer and show them afterwards.
# -c: the buffer then holds only what the selftests make the kernel say.
dmesg -c > "$out/dmesg.boot"
dmesg -n 1

# run_selftest NAME COMMAND...: run one kselftest program, count its results.
run_selftest() {
	name=$1 file=$(echo "$1" | tr / .)
	shift
	echo "# selftest: $name"
	{
		cd /tmp && timeout -k 5 "$per_test_timeout" "$@" </dev/null 2>&1
		echo $? > "$out/$file.rc"
	} | tee "$out/$file.tap"
	rc=$(cat "$out/$file.rc")
	set -- $(awk '
		/^ok [0-9]+/ { if ($0 ~ /# *SKIP/) s++; else p++; next }
		/^not ok [0-9]+/ { if ($0 ~ /# *SKIP/) s++; else f++; next }
		END { print p + 0, f + 0, s + 0 }' "$out/$file.tap")
	p=$1 f=$2 s=$3
	if [ $((p + f + s)) = 0 ]; then
		if [ "$rc" = 0 ]; then p=1; elif [ "$rc" = 4 ]; then s=1; else f=1; fi
	elif [ "$rc" != 0 ] && [ "$f" = 0 ]; then
		if [ "$rc" = 4 ] && [ "$p" = 0 ]; then
			:
		else
			echo "not ok - $name exited with status $rc"
			f=1
		fi
	fi
	echo "# selftest $name: $p passed, $f failed, $s skipped (exit status $rc)"
	add "$p" "$f" "$s"
}

for t in /selftests/glass_*; do
	[ -f "$t" ] && [ -x "$t" ] || continue
	name=${t##*/}
	case ",${only:-$name}," in *",$name,"*) ;; *) continue ;; esac
	run_selftest "$name" "$t"
done

# The kernel's own selftests, /selftests/upstream-SUITE/*, built from the
# tree of the kernel under test (tools/testing/selftests/SUITE): named
# upstream-SUITE/PROGRAM, chosen in glassvm.tests= by that name or by
# upstream-SUITE for the whole suite, counted as Glass's are.  On Glass
# showing a composite, they run under the display of the first module
# with process labels (guest/upstream.sh, upstream_display).
. /guest/upstream.sh
display=$(upstream_display)
for t in /selftests/upstream-*/*; do
	[ -f "$t" ] && [ -x "$t" ] || continue
	suite=${t%/*} suite=${suite##*/}
	name=$suite/${t##*/}
	case ",${only:-$name}," in *",$name,"* | *",$suite,"*) ;; *) continue ;; esac
	if [ -n "$display" ]; then
		echo "# $name: under glass-exec --display=$display (attr/current as the framework alone shows it)"
		run_selftest "$name" glass-exec --display="$display" -- "$t"
	else
		run_selftest "$name" "$t"
	fi
done

# KUnit, from the boot log: test cases are the indented "ok"/"not ok" lines
# directly under a suite; a suite reported "not ok" without a failing case
# (e.g. its init failed) counts as one failure.
set -- $(awk '
	{ sub(/^\[ *[0-9.]+\] /, "") }
	/^KTAP version 1$/ { ktap = 1; next }
	!ktap { next }
	/^    (not )?ok [0-9]+/ {
		if ($0 ~ /# *SKIP/) s++
		else if ($0 ~ /^    not ok/) { f++; sf++ }
		else p++
		next
	}
	/^(not )?ok [0-9]+/ {
		if ($0 ~ /^not ok/ && $0 !~ /# *SKIP/ && sf == 0) f++
		sf = 0
		suites++
	}
	END { print p + 0, f + 0, s + 0, suites + 0 }' "$out/dmesg.boot")
if [ -z "$only" ]; then
	echo "# KUnit: $4 suites, $1 passed, $2 failed, $3 skipped"
	add "$1" "$2" "$3"
elif [ "$2" -gt 0 ]; then
	echo "# KUnit: $4 suites, $2 failed (passes counted in the first boot)"
	add 0 "$2" 0
fi

# Debug kernel: nothing the tests allocated is leaked.  Objects must be
# unreferenced for a while before kmemleak reports them: wait, scan twice.
if [ $debug = 1 ]; then
	sleep 6
	echo scan > /sys/kernel/debug/kmemleak
	sleep 1
	echo scan > /sys/kernel/debug/kmemleak
	cat /sys/kernel/debug/kmemleak > "$out/kmemleak"
	if [ -s "$out/kmemleak" ]; then
		echo "not ok - kmemleak: $(grep -c '^unreferenced object' "$out/kmemleak") leaks"
		head -n 60 "$out/kmemleak"
		add 0 1 0
	else
		echo "ok - kmemleak: no leaks"
		add 1 0 0
	fi
fi

# One more test: the kernel log (boot and selftests) has no oops or warning.
dmesg > "$out/dmesg.tests"
if cat "$out/dmesg.boot" "$out/dmesg.tests" |
	grep -E 'BUG:|WARNING:|Oops|general protection fault|Kernel panic|UBSAN:|KASAN:|Call Trace:|kmemleak: [0-9]+ new suspected|ODEBUG:|list_(add|del) corruption' \
		> "$out/dmesg.bad"; then
	echo "not ok - kernel log has warnings:"
	cat "$out/dmesg.bad"
	add 0 1 0
else
	echo "ok - kernel log clean"
	add 1 0 0
fi

new=$(wc -l < "$out/dmesg.tests")
if [ "$fail" != 0 ] && [ "$new" -gt 0 ]; then
	echo "# ---- kernel log during the selftests (last 200 of $new lines) ----"
	tail -n 200 "$out/dmesg.tests"
fi
echo "GLASS-SKIPPED: $skip"
echo "GLASS-RESULT: $pass passed, $fail failed"
[ "$fail" = 0 ]
