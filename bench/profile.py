#!/usr/bin/env python3
"""Where two kernels' instructions differ, per kernel function, in one timed
loop of make bench.

usage: profile.py OP A_DIR:A_CONFIG B_DIR:B_CONFIG [N]
  e.g. profile.py open+close build-7.3/bench:mainline-capability
        build-7.3/bench:glass-capability

Reads DIR/raw/CONFIG.txt (the op's iterations and its place in the run) and
DIR/raw/CONFIG.profile, written by bench/icalls.c when make bench runs with
BENCH_PROFILE=1, and the kernel's System.map (DIR/obj-KERNEL or the
distribution kernels).  Prints instructions per op of each kernel function
in A and B, the N largest differences first (default 25).  Counts are whole
translation blocks attributed to the function of their first instruction.
"""
import bisect
import collections
import os
import sys


def system_map(d, config):
    kernel = "mainline" if config.startswith("mainline") else "glass"
    if d.rstrip("/").endswith("distro"):
        # DIR is B/bench/distro: the distribution kernels are B's.
        b = os.path.dirname(os.path.dirname(os.path.normpath(d)))
        obj = os.path.join(b, "obj-distro" + ("-noglass" if kernel == "mainline" else ""))
    else:
        obj = os.path.join(d, "obj-" + kernel)
    addrs, names = [], []
    for line in open(os.path.join(obj, "System.map")):
        a, t, n = line.split()[:3]
        if t in "tTwW":
            addrs.append(int(a, 16))
            names.append(n)
    order = sorted(range(len(addrs)), key=addrs.__getitem__)
    return [addrs[i] for i in order], [names[i] for i in order]


def per_function(spec, op):
    d, config = spec.split(":")
    ops = [l.split() for l in open(os.path.join(d, "raw", config + ".txt")) if l.startswith("op ")]
    idx = [o[1] for o in ops].index(op)
    iterations = int(ops[idx][2])
    window = 2 * idx + 1  # blocks run between the marks 2 * idx and 2 * idx + 1
    addrs, names = system_map(d, config)
    f = collections.Counter()
    for line in open(os.path.join(d, "raw", config + ".profile")):
        m, vaddr, insns, count = line.split()
        if int(m) != window:
            continue
        i = bisect.bisect_right(addrs, int(vaddr, 16)) - 1
        f[names[i] if i >= 0 else "?"] += int(insns) * int(count)
    return {k: v / iterations for k, v in f.items()}


def main():
    op, a, b = sys.argv[1:4]
    n = int(sys.argv[4]) if len(sys.argv) > 4 else 25
    fa, fb = per_function(a, op), per_function(b, op)
    diff = sorted(set(fa) | set(fb), key=lambda k: -abs(fb.get(k, 0) - fa.get(k, 0)))
    print("%-44s %10s %10s %9s" % ("function (" + op + ")", "A", "B", "B - A"))
    for k in diff[:n]:
        print("%-44s %10.1f %10.1f %+9.1f" % (k[:44], fa.get(k, 0), fb.get(k, 0),
                                               fb.get(k, 0) - fa.get(k, 0)))
    print("%-44s %10.1f %10.1f %+9.1f" % ("total", sum(fa.values()), sum(fb.values()),
                                           sum(fb.values()) - sum(fa.values())))


main()
