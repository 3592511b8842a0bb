#!/usr/bin/env python3
"""Instruction counts of the GIF encoder's stages under callgrind (not noisy, unlike timings).

Development tooling only. Runs `GIFBenchTool encode` on the page flip at 375x667, 10 frames, no
dithering (GIF_BENCH_* variables as in compare_gif.py) under `valgrind --tool=callgrind`, then
prints the inclusive instruction count of each stage's function, summed over all threads.

Usage: bench/callgrind_stages.py [path/to/GIFBenchTool] [--effort fast|default|best] [--profile callgrind.out]
       bench/callgrind_stages.py --pngs DIR [--flipbook path/to/flipbook] [--effort ...]

With --pngs, measures what targets 2 and 3 of the encoder issue time instead: `flipbook gif` on
ten PNG frames of DIR (frames 20-29 of the sweep that bench/compare_speed.py renders, 750x1334),
PNG decoding included. valgrind reads a copy of the binary without its debug info
(`objcopy --strip-debug`), so the usual release build serves; functions are then known by their
symbols only (inlined code counts for the function it was inlined into).

Build the tool with DWARF 4 line tables, which Debian 12's valgrind 3.19 can read (the C targets
otherwise get DWARF 5 ones it refuses), in a scratch folder of its own so the usual release build
is not rebuilt each time:
  swift build -c release --product GIFBenchTool -Xcc -gdwarf-4 --scratch-path .build-callgrind
  bench/callgrind_stages.py .build-callgrind/release/GIFBenchTool
"""
import argparse, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Stages in the order they are checked: (name, pattern on "file:function [object]"). Inlined code
# keeps its own source file, so a file pattern catches it inside whichever function it was inlined.
STAGES = [
    ("benchmark clip (not the encoder)", r"pageFlipClip|photoClip|GIFSyntheticPhoto|GIFBenchmarkClips"),
    ("PNG decoding (zlib, libpng, libdeflate)", r"libz\.so|libpng|libdeflate|fb_png|fb_fast|PNG\.read|PNG\.decode|FrameDecoder"),
    ("look-ahead (changed pixels, histogram)", r"GIFFrameLookahead|GIFLookaheadLane|GIFFrameChanges"),
    ("lossy pass + LZW coding (ours)", r"GIFLossyLZW|rewriteLossy|GIFLZWCodeWriter|GIFLZWCoder|rewrite\(|GIFWriter\.writeFrameNow"),
    ("LZW coding (giflib)", r"libgif"),
    ("size estimates", r"GIFLZWEstimator|estimatedBits"),
    ("candidates, lossy inputs", r"chooseCandidate|fillSymbols|lossyPixels|fillKeepable"),
    ("mapping", r"GIFRegionMapper|GIFColorMapper|mapRows"),
    ("palette (histogram + quantizer)", r"choosePalette|regionHistogram|GIFQuantizer|GIFHistogram|squaredError|GIFFramePalette"),
    ("stable colours", r"GIFStableColors|GIFPairCounter"),
    ("changed-region scan", r"GIFFramePipeline\.scan|GIFFramePipeline\.erasedRegion"),
    ("canvas update", r"GIFFramePipeline\.update"),
    ("input (targets, spill file)", r"GIFColorMath|GIFEncoder|GIFSpillFile|GIFFramePipeline\.push"),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool", nargs="?", default=os.path.join(ROOT, ".build", "release", "GIFBenchTool"))
    ap.add_argument("--effort", default="default")
    ap.add_argument("--profile", help="an existing callgrind.out to read instead of running valgrind")
    ap.add_argument("--pngs", help="a folder of PNG frames: profile `flipbook gif` on ten of them")
    ap.add_argument("--flipbook", default=os.path.join(ROOT, ".build", "release", "flipbook"))
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="callgrind-gif-")
    if args.pngs and not args.profile:
        stripped = os.path.join(work, "flipbook")
        subprocess.run(["objcopy", "--strip-debug", args.flipbook, stripped], check=True)
        frames = sorted(os.path.join(args.pngs, n) for n in os.listdir(args.pngs) if n.endswith(".png"))[20:30]
        args.profile = os.path.join(work, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={args.profile}", stripped, "gif"] + frames
                       + ["--fps", "50", "-o", os.path.join(work, "out.gif"), "--quiet", "--effort", args.effort],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, GIF_BENCH_CLIP="page-flip", GIF_BENCH_SETTING="none", GIF_BENCH_SIZE="375x667",
               GIF_BENCH_FRAMES="10", GIF_BENCH_REPETITIONS="1", GIF_BENCH_EFFORT=args.effort)
    out = args.profile or os.path.join(work, "callgrind.out")
    if not args.profile:
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", args.tool, "encode", work],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if run.returncode != 0:
            hint = ""
            if "corrupted debuginfo" in run.stderr:
                # The C targets' clang writes DWARF 5 line tables with MD5 sums, which valgrind 3.19
                # (Debian 12) cannot read; DWARF 4 from those targets reads fine.
                hint = ("\nvalgrind cannot read the binary's debug info; build it with DWARF 4 line tables:\n"
                        "  swift build -c release --product GIFBenchTool -Xcc -gdwarf-4 --scratch-path .build-callgrind\n"
                        "and pass .build-callgrind/release/GIFBenchTool")
            sys.exit(f"valgrind failed (exit {run.returncode}):\n{run.stderr[-2000:]}{hint}")
    annotated = subprocess.run(["callgrind_annotate", "--threshold=100", "--auto=no", out],
                               capture_output=True, text=True, check=True).stdout
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input=annotated,
                               capture_output=True, text=True, check=True).stdout
    totals = {name: 0 for name, _ in STAGES}
    other, program = 0, 0
    for line in demangled.split("\n"):
        m = re.match(r"\s*([\d,]+)\s+\([^)]*\)\s+(.*)$", line)
        if not m:
            continue
        count, what = int(m.group(1).replace(",", "")), m.group(2)
        if what.startswith("PROGRAM TOTALS"):
            program = count
            continue
        stage = next((name for name, pattern in STAGES if re.search(pattern, what)), None)
        if stage:
            totals[stage] += count
        else:
            other += count
    totals.pop(STAGES[0][0])
    # The clip's inclusive cost (its libm and allocations too) from an inclusive listing.
    inclusive = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", "--auto=no", out],
                               capture_output=True, text=True, check=True).stdout
    # Both benchmark clips are made before one is chosen: leave out each one's inclusive cost.
    clip = sum(max([0] + [int(m.group(1).replace(",", "")) for m in
                          re.finditer(r"([\d,]+)\s+\([^)]*\)\s+[^\n]*GIFBenchmark[^\n]*" + name, inclusive)])
               for name in ("pageFlipClip", "photoClip"))
    encoder = program - clip
    # The look-ahead lane runs beside the chain of frames: the inclusive cost of the work it is
    # given (its nearest-colour searches, inlined from the mapper, included) is work the chain no
    # longer waits for (`GIFLookaheadLane.run`; the first frame's look-ahead runs on the chain,
    # through `take`, and counts for it). Older builds ran it in a closure of `start`.
    demangled_inclusive = subprocess.run(["swift", "demangle", "--simplified"], input=inclusive,
                                         capture_output=True, text=True, check=True).stdout
    lane = max([0] + [int(m.group(1).replace(",", "")) for m in
                      re.finditer(r"([\d,]+)\s+\([^)]*\)\s+[^\n]*(?:GIFLookaheadLane\.run\(|closure #1 in GIFLookaheadLane\.start\()", demangled_inclusive)])
    # The first pass (`addFrame`: targets, the frame's changes and the global histogram, the spill
    # file) runs while the frames are rendered, before `finish` starts the chain.
    first = max([0] + [int(m.group(1).replace(",", "")) for m in
                       re.finditer(r"([\d,]+)\s+\([^)]*\)\s+[^\n]*GIFEncoder\.addFrame\(", demangled_inclusive)])
    what = "flipbook gif on 10 PNG frames 750x1334" if args.pngs else "page flip 375x667 x 10 frames"
    print(f"callgrind, {what}, dither none, effort {args.effort}: instructions (all threads) by stage")
    print(f"  {'encoder in all (program minus the clip)':<44} {encoder / 1e6:10.1f} M")
    for name, _ in STAGES[1:]:
        print(f"  {'  ' + name:<44} {totals[name] / 1e6:10.1f} M")
    print(f"  {'  runtime, memory, start-up, other':<44} {(encoder - sum(totals.values())) / 1e6:10.1f} M")
    print(f"  {'beside the chain (look-ahead lane, inclusive)':<44} {lane / 1e6:10.1f} M")
    print(f"  {'the chain of frames (encoder minus the lane)':<44} {(encoder - lane) / 1e6:10.1f} M")
    print(f"  {'  of which the first pass (addFrame)':<44} {first / 1e6:10.1f} M")
    print(f"  {'  of which finish (chain minus first pass)':<44} {(encoder - lane - first) / 1e6:10.1f} M")


if __name__ == "__main__":
    sys.exit(main())
