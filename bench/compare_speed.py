#!/usr/bin/env python3
"""Flipbook's speed targets, each as a ratio against its peer measured in the same run.

Development tooling only (needs a release build of `flipbook`, ffmpeg, numpy, Pillow, and
opencv-python-headless for target 4). Every timed step runs `--runs` times (default 5), ours and the peer's
alternating (ours, peer, ours, peer, ...), and the medians are compared, because the machine is
shared. Wall seconds (what a user waits); the CPU seconds of both cores are shown beside them.

  1. real time:   examples/page-flip.json at 50 fps, 750x1334, rendered and written as a GIF,
                  against the clip's own duration (0.8 s).
  2. GIF default: a 50-frame 750x1334 page-flip sweep (the same scene stretched to 1 s at 50 fps),
                  render + encode, against ffmpeg's encode alone (palettegen + paletteuse,
                  dither=none) of the same frames; bytes and mean RGB PSNR of the decoded frames.
  3. GIF fast:    the same with --effort fast.
  4. PNG frames:  the sweep rendered and written as PNG frames against OpenCV's cv2.imwrite of
                  the same RGBA frames (default settings, two processes, writing only).
  5. render all:  the 14 demos at --scale 2 and --scale 1 (wall seconds, peak memory).
  6. determinism: the sweep's GIFs with --jobs 1 and with every core, byte for byte.

Usage: bench/compare_speed.py [--runs 5] [--dir /tmp/speedbench] [--no-build] [--only 1,2,3]
"""
import argparse, json, multiprocessing, os, resource, statistics, subprocess, sys, time
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_gif import pillow_frames, psnr, shown_at_times, visible_loss  # noqa: E402  (same measurements as compare_gif.py)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLIPBOOK = os.path.join(ROOT, ".build", "release", "flipbook")  # --flipbook replaces it


def timed(cmd, env=None):
    """Wall and CPU seconds (user + sys of the child) of one command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def peak_rss_mb(cmd):
    """Wall seconds and peak resident memory (MB) of one command, from GNU time."""
    start = time.perf_counter()
    out = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, check=True, capture_output=True, text=True)
    return time.perf_counter() - start, int(out.stderr.strip().split("\n")[-1]) / 1024


def median_pair(xs):
    return statistics.median(x[0] for x in xs), statistics.median(x[1] for x in xs)


def sweep_scene(directory):
    """examples/page-flip.json stretched to 1 s (50 frames at 50 fps), asset paths made absolute."""
    doc = json.load(open(os.path.join(ROOT, "examples", "page-flip.json")))
    factor = 1.0 / doc["duration"]

    def walk(node):
        if isinstance(node, dict):
            for key, value in list(node.items()):
                if key in ("duration", "begin", "beginTime") and isinstance(value, (int, float)):
                    node[key] = value * factor
                elif key == "contents" and isinstance(value, str) and not os.path.isabs(value):
                    node[key] = os.path.normpath(os.path.join(ROOT, "examples", value))
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(doc)
    doc["duration"] = 1.0
    path = os.path.join(directory, "sweep.json")
    json.dump(doc, open(path, "w"))
    return path


def load_frames(directory):
    """The frames as RGBA arrays; opaque frames are written as RGB PNGs and get alpha 255 here."""
    from PIL import Image
    names = sorted(n for n in os.listdir(directory) if n.endswith(".png"))
    return [np.asarray(Image.open(os.path.join(directory, n)).convert("RGBA")) for n in names]


def gif_quality(path, source, fps):
    """Mean RGB PSNR, GIF frame count, streak pairs and flicker pixels. Each source frame is
    compared with the GIF frame on screen at its time: a GIF merges identical frames, so pairing
    them in order would misalign every frame after the first merge."""
    frames, delays = pillow_frames(path)
    shown = shown_at_times(frames, delays, len(source), fps)
    streaks, flicker = visible_loss(source, shown)
    return float(np.mean([psnr(s[..., :3], f[..., :3]) for s, f in zip(source, shown)])), len(frames), streaks, flicker


def _imwrite_worker(args):
    raw, shape, indices, out, start_at = args
    import cv2
    frames = np.memmap(raw, dtype=np.uint8, mode="r", shape=shape)
    bgra = [cv2.cvtColor(np.ascontiguousarray(frames[i]), cv2.COLOR_RGBA2BGRA) for i in indices]
    while time.time() < start_at:
        time.sleep(0.001)
    t0 = time.time()
    for i, image in zip(indices, bgra):
        cv2.imwrite(os.path.join(out, f"frame_{i:04d}.png"), image)
    return t0, time.time()


def opencv_write(raw, shape, out, pool):
    """Wall seconds for two processes to write the frames with cv2.imwrite (frames already in memory)."""
    os.makedirs(out, exist_ok=True)
    n = shape[0]
    start_at = time.time() + 0.5
    jobs = [(raw, shape, list(range(k, n, 2)), out, start_at) for k in range(2)]
    spans = pool.map(_imwrite_worker, jobs)
    return max(b for _, b in spans) - min(a for a, _ in spans)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--dir", default="/tmp/speedbench")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--only", default="1,2,3,4,5,6")
    ap.add_argument("--flipbook", help="another flipbook binary to measure (an older build, say); implies --no-build")
    args = ap.parse_args()
    global FLIPBOOK
    if args.flipbook:
        FLIPBOOK, args.no_build = os.path.abspath(args.flipbook), True
    only = {int(x) for x in args.only.split(",")}
    os.makedirs(args.dir, exist_ok=True)
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "flipbook"], cwd=ROOT, check=True)
    d = args.dir
    print(f"machine: {os.cpu_count()} cores (nproc {len(os.sched_getaffinity(0))}), load average "
          f"{os.getloadavg()[0]:.1f} at start; binary {FLIPBOOK}; "
          f"medians of {args.runs} alternating runs; wall seconds (CPU seconds of all cores in brackets)")

    if 1 in only:
        runs = [timed([FLIPBOOK, "render", os.path.join(ROOT, "examples", "page-flip.json"), "--files-root", ROOT, "--fps", "50",
                       "-o", os.path.join(d, "page-flip.gif"), "--quiet"]) for _ in range(args.runs)]
        wall, cpu = median_pair(runs)
        print(f"1 real time   page-flip.json 40 frames 50 fps 750x1334 -> GIF: {wall:.3f} s ({cpu:.3f}) "
              f"= {wall / 0.8:.2f}x the clip's 0.8 s (target < 1.0)")
        runs = [timed([FLIPBOOK, "render", os.path.join(ROOT, "examples", "page-flip.json"), "--files-root", ROOT, "--fps", "50",
                       "-o", os.path.join(d, "page-flip-fast.gif"), "--quiet", "--effort", "fast"])
                for _ in range(args.runs)]
        wall, cpu = median_pair(runs)
        print(f"1 real time   the same at --effort fast: {wall:.3f} s ({cpu:.3f}) (target < 0.8 s)")

    sweep = sweep_scene(d)
    frames_dir = os.path.join(d, "sweep-frames")
    subprocess.run([FLIPBOOK, "render", sweep, "--files-root", ROOT, "--fps", "50", "-o", frames_dir + "/", "--quiet",
                    "--png-compression", "1"], check=True, stdout=subprocess.DEVNULL)
    source = load_frames(frames_dir)
    n, h, w = len(source), source[0].shape[0], source[0].shape[1]
    raw = os.path.join(d, "sweep.rgba")
    np.stack(source).tofile(raw)
    ff_out = os.path.join(d, "sweep-ffmpeg.gif")
    ff_cmd = ["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", f"{w}x{h}", "-r", "50",
              "-i", raw, "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none", ff_out]

    gifs = {}
    for target, effort in ((2, "default"), (3, "fast")):
        if target not in only:
            continue
        ours_out = os.path.join(d, f"sweep-{effort}.gif")
        ours_cmd = [FLIPBOOK, "render", sweep, "--files-root", ROOT, "--fps", "50", "-o", ours_out, "--quiet", "--effort", effort]
        ours, ff = [], []
        for _ in range(args.runs):
            ours.append(timed(ours_cmd))
            ff.append(timed(ff_cmd))
        (ow, oc), (fw, fc) = median_pair(ours), median_pair(ff)
        op, frames, os_, of = gif_quality(ours_out, source, 50)
        fp, _, fs, ff_ = gif_quality(ff_out, source, 50)
        ob, fb = os.path.getsize(ours_out), os.path.getsize(ff_out)
        gifs[effort] = ours_out
        goal = 0.5 if effort == "default" else 0.25
        size_goal = 0.8 if effort == "default" else 1.0
        print(f"{target} GIF {effort:<8} sweep {n} frames {w}x{h}: render+encode {ow:.3f} s ({oc:.3f}) vs ffmpeg "
              f"encode {fw:.3f} s ({fc:.3f}) = {ow / fw:.2f}x wall (target <= {goal}), {oc / fc:.2f}x CPU; "
              f"{ob} vs {fb} bytes = {ob / fb:.2f}x (target <= {size_goal}); PSNR {op:.2f} vs {fp:.2f} dB "
              f"({op - fp:+.2f}, target >= 0); streak pairs {os_} vs {fs}, flicker pixels {of} vs {ff_} (target 0)")

    # Targets 2 and 3 of the encoder issue: `flipbook gif` and ffmpeg both decode the same PNG
    # frames and encode them; CPU seconds (user + sys) are the measure, wall seconds shown too.
    pngs = [os.path.join(frames_dir, x) for x in sorted(os.listdir(frames_dir)) if x.endswith(".png")]
    ff_png = ["ffmpeg", "-v", "error", "-y", "-framerate", "50", "-i", os.path.join(frames_dir, "frame_%04d.png"),
              "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none", os.path.join(d, "png-ffmpeg.gif")]
    for target, effort, cpu_goal, db_goal in (("2p", "default", 0.45, 2.0), ("3p", "fast", 0.30, 1.0)):
        if int(target[0]) not in only:
            continue
        out = os.path.join(d, f"png-{effort}.gif")
        cmd = [FLIPBOOK, "gif"] + pngs + ["--fps", "50", "-o", out, "--quiet", "--effort", effort]
        ours, ff = [], []
        for _ in range(args.runs):
            ours.append(timed(cmd))
            ff.append(timed(ff_png))
        (ow, oc), (fw, fc) = median_pair(ours), median_pair(ff)
        op, _, os_, of = gif_quality(out, source, 50)
        fp, _, fs, ff_ = gif_quality(os.path.join(d, "png-ffmpeg.gif"), source, 50)
        ob, fb = os.path.getsize(out), os.path.getsize(os.path.join(d, "png-ffmpeg.gif"))
        print(f"{target} gif {effort:<8} {n} PNG frames: CPU {oc:.3f} s vs ffmpeg {fc:.3f} s = {oc / fc:.2f}x "
              f"(target <= {cpu_goal}); wall {ow:.3f} vs {fw:.3f} s; {ob} vs {fb} bytes = {ob / fb:.2f}x (target <= 1.0); "
              f"PSNR {op:.2f} vs {fp:.2f} dB ({op - fp:+.2f}, target >= +{db_goal}); streak pairs {os_} vs {fs}, "
              f"flicker pixels {of} vs {ff_} (target 0)")

    if 4 in only:
        pool = multiprocessing.get_context("spawn").Pool(2)
        ours, cv = [], []
        png_dir, cv_dir = os.path.join(d, "sweep-png"), os.path.join(d, "sweep-opencv")
        for _ in range(args.runs):
            ours.append(timed([FLIPBOOK, "render", sweep, "--files-root", ROOT, "--fps", "50", "-o", png_dir + "/", "--quiet"]))
            cv.append(opencv_write(raw, (n, h, w, 4), cv_dir, pool))
        pool.close()
        ow, oc = median_pair(ours)
        cw = statistics.median(cv)
        ob = sum(os.path.getsize(os.path.join(png_dir, x)) for x in os.listdir(png_dir))
        cb = sum(os.path.getsize(os.path.join(cv_dir, x)) for x in os.listdir(cv_dir))
        print(f"4 PNG frames  sweep {n} frames: render+write {ow:.3f} s ({oc:.3f}) vs cv2.imwrite alone (2 processes) "
              f"{cw:.3f} s = {ow / cw:.2f}x (target <= 1.0); {ob} vs {cb} bytes = {ob / cb:.2f}x (target <= 1.0)")

    if 5 in only:
        for scale, goal in (("2", 15), ("1", 5)):
            out = os.path.join(d, f"all-{scale}x")
            runs = [peak_rss_mb([FLIPBOOK, "render", "all", "--scale", scale, "-o", out, "--quiet"])
                    for _ in range(max(1, args.runs // 2))]
            wall = statistics.median(r[0] for r in runs)
            peak = max(r[1] for r in runs)
            print(f"5 render all  --scale {scale}: {wall:.2f} s wall (target <= {goal} s), peak {peak:.0f} MB (target <= 300)")

    if 6 in only:
        for effort in ("default", "fast"):
            one = os.path.join(d, f"sweep-{effort}-j1.gif")
            many = os.path.join(d, f"sweep-{effort}-jn.gif")
            subprocess.run([FLIPBOOK, "render", sweep, "--files-root", ROOT, "--fps", "50", "-o", one, "--quiet", "--effort", effort,
                            "--jobs", "1"], check=True, stdout=subprocess.DEVNULL)
            subprocess.run([FLIPBOOK, "render", sweep, "--files-root", ROOT, "--fps", "50", "-o", many, "--quiet", "--effort", effort],
                           check=True, stdout=subprocess.DEVNULL)
            same = open(one, "rb").read() == open(many, "rb").read()
            print(f"6 determinism --effort {effort}: --jobs 1 and every core give "
                  f"{'the same bytes' if same else 'DIFFERENT bytes'}")


    print(f"load average {os.getloadavg()[0]:.1f} at the end (1-minute), {os.getloadavg()[1]:.1f} (5-minute)")


if __name__ == "__main__":
    sys.exit(main())
