#!/usr/bin/env python3
"""A/B wall and CPU time of two builds of one command, alternating runs, with a byte check.

    bench/ab_wall.py --runs 5 OLD_BINARY NEW_BINARY -- render examples/page-flip.json --fps 50 \
        --scale 2 -o {out}.gif --quiet

Runs `OLD_BINARY args` and `NEW_BINARY args` one after the other, `--runs` times (old, new, old,
new, ...), so that both see the same load; `{out}` in the arguments becomes a temporary path of
each binary's own, and `--cwd` sets the folder the command runs in. Prints each run's wall
seconds and CPU seconds (user + sys of the child and its threads, from wait4), the medians, the
load average before and after, and whether the two binaries' outputs are byte for byte the same
(every file whose path starts with `{out}`).

On a machine shared with other work, `--idle-wait S` waits before each run (up to S seconds)
until no other process has been runnable for `--idle-for` seconds (the running count of
/proc/loadavg, sampled every 50 ms, is 1: this script); each run's line says how many of the
samples during the wait showed others running, and whether the wait timed out.
"""
import argparse
import glob
import os
import statistics
import subprocess
import sys
import tempfile
import time


def running_others():
    """Processes running now besides this one (the 4th field of /proc/loadavg counts it)."""
    with open("/proc/loadavg") as f:
        return int(f.read().split()[3].split("/")[0]) - 1


def wait_idle(limit, quiet_for):
    """Waits until no other process has been running for `quiet_for` s, at most `limit` s."""
    start = time.monotonic()
    quiet_since = None
    while time.monotonic() - start < limit:
        if running_others() == 0:
            quiet_since = quiet_since or time.monotonic()
            if time.monotonic() - quiet_since >= quiet_for:
                return True
        else:
            quiet_since = None
        time.sleep(0.05)
    return False


def run(cmd, cwd):
    start = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"ab_wall: {' '.join(cmd)} failed ({os.waitstatus_to_exitcode(status)}):\n{err}")
    return wall, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cwd", default=None)
    parser.add_argument("--idle-wait", type=float, default=0)
    parser.add_argument("--idle-for", type=float, default=1.0)
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("args", nargs=argparse.REMAINDER)
    a = parser.parse_args()
    args = a.args[1:] if a.args[:1] == ["--"] else a.args
    with tempfile.TemporaryDirectory(prefix="ab-wall-") as d:
        outs = {"old": os.path.join(d, "old"), "new": os.path.join(d, "new")}
        bins = {"old": os.path.abspath(a.old), "new": os.path.abspath(a.new)}
        times = {"old": [], "new": []}
        print(f"load before: {os.getloadavg()[0]:.2f}", flush=True)
        for k in range(a.runs):
            for which in ("old", "new"):
                cmd = [bins[which]] + [x.replace("{out}", outs[which]) for x in args]
                idle = ""
                if a.idle_wait > 0:
                    idle = ", idle before" if wait_idle(a.idle_wait, a.idle_for) else ", NOT idle before (timed out)"
                wall, cpu = run(cmd, a.cwd)
                times[which].append((wall, cpu))
                print(f"run {k + 1} {which}: wall {wall:.3f} s, CPU {cpu:.3f} s (load {os.getloadavg()[0]:.2f}{idle})", flush=True)
        print(f"load after: {os.getloadavg()[0]:.2f}")
        for which in ("old", "new"):
            walls = [w for w, _ in times[which]]
            cpus = [c for _, c in times[which]]
            print(f"{which}: median wall {statistics.median(walls):.3f} s, median CPU {statistics.median(cpus):.3f} s "
                  f"(walls {', '.join(f'{w:.2f}' for w in walls)})")
        old_files = sorted(glob.glob(outs["old"] + "*"))
        same = bool(old_files)
        for f in old_files:
            g = outs["new"] + f[len(outs["old"]):]
            same = same and os.path.exists(g) and open(f, "rb").read() == open(g, "rb").read()
        print(f"outputs identical: {'yes' if same else 'NO'} ({len(old_files)} file(s))")


if __name__ == "__main__":
    main()
