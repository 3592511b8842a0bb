#!/usr/bin/env python3
"""Instruction counts of the GIF encoder's stages under callgrind (not noisy, unlike timings).

Development tooling only. Runs `GIFBenchTool encode` on the page flip at 375x667, 10 frames, no
dithering (GIF_BENCH_* variables as in compare_gif.py) under `valgrind --tool=callgrind`, then
prints the inclusive instruction count of each stage's function, summed over all threads.

Usage: bench/callgrind_stages.py [path/to/GIFBenchTool] [--effort fast|default|best]
"""
import argparse, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Stage name -> demangled function name fragments (inclusive counts of the first match are summed).
STAGES = [
    ("encoder, all stages (addFrame + finish)", [r"GIFEncoder\.addFrame\(", r"GIFEncoder\.finish\("]),
    ("  input: targets, histogram, spill", [r"GIFColorMath\.targets\(", r"GIFHistogram\.add\(", r"GIFSpillFile\.write\("]),
    ("  changed-region scan", [r"GIFFramePipeline\.scan\("]),
    ("  stable colours", [r"GIFStableColors\.init\(state:"]),
    ("  palette (histogram + quantizer)", [r"GIFFramePipeline\.choosePalette\("]),
    ("  mapping", [r"GIFRegionMapper\.map\("]),
    ("  candidates and size estimates", [r"GIFFramePipeline\.estimatedBits\("]),
    ("  lossy pass", [r"GIFLossyLZW\.rewrite\(.*range:"]),
    ("  LZW coding (giflib EGifPutLine, or ours)", [r"^EGifPutLine$", r"GIFLZWCoder\.encode\("]),
    ("  canvas update", [r"GIFFramePipeline\.update\("]),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool", nargs="?", default=os.path.join(ROOT, ".build", "release", "GIFBenchTool"))
    ap.add_argument("--effort", default="default")
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="callgrind-gif-")
    env = dict(os.environ, GIF_BENCH_CLIP="page-flip", GIF_BENCH_SETTING="none", GIF_BENCH_SIZE="375x667",
               GIF_BENCH_FRAMES="10", GIF_BENCH_REPETITIONS="1", GIF_BENCH_EFFORT=args.effort)
    out = os.path.join(work, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", args.tool, "encode", work],
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                               capture_output=True, text=True, check=True).stdout
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input=annotated,
                               capture_output=True, text=True, check=True).stdout
    rows = []
    for line in demangled.split("\n"):
        m = re.match(r"\s*([\d,]+)\s+\([^)]*\)\s+(?:\S+:)?(.*)$", line)
        if m:
            rows.append((int(m.group(1).replace(",", "")), m.group(2).strip()))
    print(f"callgrind, page flip 375x667 x 10 frames, dither none, effort {args.effort}: inclusive instructions")
    for name, patterns in STAGES:
        total = 0
        for pattern in patterns:
            hit = next((count for count, fn in rows if re.search(pattern, fn.split(" [")[0])), 0)
            total += hit
        print(f"  {name:<44} {total / 1e6:10.1f} M")


if __name__ == "__main__":
    sys.exit(main())
