#!/usr/bin/env python3
"""Flipbook's encoder targets (issue #31), each against ffmpeg (or its own goal) measured in the same run.

Development tooling only (needs a release build of `flipbook`, ffmpeg, numpy, Pillow, and
opencv-python-headless for the `png-frames` extra). Every timed step runs `--runs` times (default
5), ours and the peer's alternating (ours, peer, ours, peer, ...), and the medians are compared,
because the machine is shared. CPU seconds (user + sys of all threads) and wall seconds. PSNR,
streak pairs and flicker pixels compare each source frame with the GIF frame on screen at its
time (a GIF merges identical frames).

  1. no visible loss: streak pairs and flicker pixels of the default GIF, against ffmpeg's, on a UI
                  clip (examples/hello.json: a card with a soft shadow over a flat page) and on the
                  photographic sweep (below); goal 0.
  2. GIF default: `flipbook gif` on the sweep's PNG frames (examples/page-flip.json stretched to
                  1 s at 50 fps, 51 frames of 750x1334) against ffmpeg's palettegen + paletteuse
                  (dither=none) on the same PNGs: CPU ratio (goal <= 0.45), bytes (<= 1x), PSNR
                  (>= ffmpeg's + 2 dB).
  3. GIF fast:    the same with --effort fast (goals 0.30x, <= 1x, + 1 dB).
  4. real time:   examples/page-flip.json at 50 fps, 2x (40 frames of 750x1334, 0.8 s), rendered to
                  a GIF: wall < 0.8 s at --effort fast, < 1.0 s at the default; the render's own
                  breakdown (evaluate, rasterize, encode CPU) and ffmpeg's encode of the same 40
                  frames from PNGs beside it.
  5. determinism and memory: GIF (default, fast), WebP and WebM of the sweep with --jobs 1 and
                  with every core, byte for byte; peak resident memory of the sweep rendered to a GIF
                  and to a WebM at 51 and 501 frames (1 s and 10 s).
  6. WebP:        the sweep as an animated WebP (lossy, quality 90, method 4: our defaults) against
                  ffmpeg's libwebp_anim with the same settings; `flipbook info` and `flipbook diff` read it.
  7. video:       the sweep as WebM (VP9, crf 24, speed 4, one thread: our defaults) against ffmpeg's
                  libvpx-vp9 with the same settings;
                  `flipbook info` and `flipbook diff` read it.
Extras (by name in --only): sweep (render + encode vs ffmpeg's encode of raw frames),
png-frames (PNG frames vs cv2.imwrite), render-all (the demos at --scale 2 and 1).

Usage: bench/compare_speed.py [--runs 5] [--dir /tmp/speedbench] [--no-build] [--only 1,2,3,4,5,6,7]
                              [--flipbook PATH]
"""
import argparse, json, multiprocessing, os, re, resource, statistics, subprocess, sys, time
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


def side_by_side(ours_cmd, peer_cmd, runs):
    """Times our command and the peer's alternately (ours, peer, ours, peer, ...) `runs` times each;
    returns the medians ((our wall, our CPU), (peer wall, peer CPU))."""
    ours, peer = [], []
    for _ in range(runs):
        ours.append(timed(ours_cmd))
        peer.append(timed(peer_cmd))
    return median_pair(ours), median_pair(peer)


def gif_side_by_side(ours_cmd, ours_out, peer_cmd, peer_out, source, fps, runs):
    """`side_by_side` for two GIF encoders, with both GIFs' quality: a dict of the CPU and wall
    medians, bytes, PSNR, streak pairs and flicker pixels of ours (`o…`) and the peer's (`p…`)."""
    (ow, oc), (pw, pc) = side_by_side(ours_cmd, peer_cmd, runs)
    op, oframes, os_, of = gif_quality(ours_out, source, fps)
    pp, _, ps, pf = gif_quality(peer_out, source, fps)
    return dict(ow=ow, oc=oc, pw=pw, pc=pc, ob=os.path.getsize(ours_out), pb=os.path.getsize(peer_out),
                op=op, pp=pp, os=os_, ps=ps, of=of, pf=pf, oframes=oframes)


def sweep_scene(directory, seconds=1.0):
    """examples/page-flip.json stretched to `seconds` (50 s + 1 frames at 50 fps), asset paths made
    absolute."""
    doc = json.load(open(os.path.join(ROOT, "examples", "page-flip.json")))
    factor = seconds / doc["duration"]

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
    doc["duration"] = seconds
    path = os.path.join(directory, "sweep.json" if seconds == 1.0 else f"sweep-{seconds:g}s.json")
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


def render_frames(flipbook, scene, out_dir, fps=None):
    """Renders `scene` to PNG frames in `out_dir` (zlib level 1); returns their sorted paths."""
    cmd = [flipbook, "render", scene, "--files-root", ROOT, "-o", out_dir + "/", "--quiet", "--png-compression", "1"]
    subprocess.run(cmd + (["--fps", str(fps)] if fps else []), check=True, stdout=subprocess.DEVNULL)
    return [os.path.join(out_dir, x) for x in sorted(os.listdir(out_dir)) if x.endswith(".png")]


def ffmpeg_gif(frames_dir, fps, out):
    return ["ffmpeg", "-v", "error", "-y", "-framerate", str(fps), "-i", os.path.join(frames_dir, "frame_%04d.png"),
            "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none", out]


def summary_breakdown(cmd):
    """The render's own summary line (stderr without --quiet): evaluate, rasterize and write CPU."""
    err = subprocess.run([c for c in cmd if c != "--quiet"], check=True, capture_output=True, text=True).stderr
    return " ".join(line.strip() for line in err.strip().split("\n")[-2:])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--dir", default="/tmp/speedbench")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--only", default="1,2,3,4,5,6,7")
    ap.add_argument("--flipbook", help="another flipbook binary to measure (an older build, say); implies --no-build")
    args = ap.parse_args()
    global FLIPBOOK
    if args.flipbook:
        FLIPBOOK, args.no_build = os.path.abspath(args.flipbook), True
    only = set(args.only.split(","))
    os.makedirs(args.dir, exist_ok=True)
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "flipbook"], cwd=ROOT, check=True)
    d = args.dir
    fb = FLIPBOOK
    print(f"machine: {os.cpu_count()} cores (nproc {len(os.sched_getaffinity(0))}), load average "
          f"{os.getloadavg()[0]:.1f} at start; binary {fb}; medians of {args.runs} alternating runs; "
          f"CPU = user + sys seconds of all threads", flush=True)

    sweep = sweep_scene(d)
    frames_dir = os.path.join(d, "sweep-frames")
    pngs = render_frames(fb, sweep, frames_dir, fps=50)
    source = load_frames(frames_dir)
    n, h, w = len(source), source[0].shape[0], source[0].shape[1]
    ff_png_out = os.path.join(d, "png-ffmpeg.gif")
    ff_png = ffmpeg_gif(frames_dir, 50, ff_png_out)

    if "1" in only:
        ui_dir = os.path.join(d, "ui-frames")
        ui_scene = os.path.join(ROOT, "examples", "hello.json")
        ui_pngs = render_frames(fb, ui_scene, ui_dir)
        ui_fps = json.load(open(ui_scene))["fps"]
        ui_source = load_frames(ui_dir)
        for label, frames, src, fps, fdir in (("UI clip hello.json", ui_pngs, ui_source, ui_fps, ui_dir),
                                               ("photographic sweep", pngs, source, 50, frames_dir)):
            ours, theirs = os.path.join(d, "t1-ours.gif"), os.path.join(d, "t1-ffmpeg.gif")
            subprocess.run([fb, "gif"] + frames + ["--fps", str(fps), "-o", ours, "--quiet"], check=True)
            subprocess.run(ffmpeg_gif(fdir, fps, theirs), check=True)
            op, _, os_, of = gif_quality(ours, src, fps)
            fp, _, fs, ff_ = gif_quality(theirs, src, fps)
            print(f"1 visible loss  {label} ({len(src)} frames {src[0].shape[1]}x{src[0].shape[0]}), default: streak pairs "
                  f"{os_} (ffmpeg {fs}), flicker pixels {of} (ffmpeg {ff_}) (goal 0, 0); PSNR {op:.2f} vs {fp:.2f} dB", flush=True)

    # Targets 2 and 3: `flipbook gif` and ffmpeg both decode the same PNG frames and encode them.
    for target, effort, cpu_goal, db_goal in (("2", "default", 0.45, 2.0), ("3", "fast", 0.30, 1.0)):
        if target not in only:
            continue
        out = os.path.join(d, f"png-{effort}.gif")
        cmd = [fb, "gif"] + pngs + ["--fps", "50", "-o", out, "--quiet", "--effort", effort]
        r = gif_side_by_side(cmd, out, ff_png, ff_png_out, source, 50, args.runs)
        print(f"{target} GIF {effort:<8} {n} PNG frames {w}x{h}: CPU {r['oc']:.3f} s vs ffmpeg {r['pc']:.3f} s = "
              f"{r['oc'] / r['pc']:.2f}x (goal <= {cpu_goal}); wall {r['ow']:.3f} vs {r['pw']:.3f} s = {r['ow'] / r['pw']:.2f}x; "
              f"{r['ob']} vs {r['pb']} bytes = {r['ob'] / r['pb']:.2f}x (goal <= 1.0); PSNR {r['op']:.2f} vs {r['pp']:.2f} dB "
              f"({r['op'] - r['pp']:+.2f}, goal >= +{db_goal}); streak pairs {r['os']} vs {r['ps']}, flicker pixels "
              f"{r['of']} vs {r['pf']} (goal 0)", flush=True)

    if "4" in only:
        flip = os.path.join(ROOT, "examples", "page-flip.json")
        flip_dir = os.path.join(d, "flip50-frames")
        render_frames(fb, flip, flip_dir, fps=50)
        ff_flip = ffmpeg_gif(flip_dir, 50, os.path.join(d, "flip50-ffmpeg.gif"))
        for effort, goal in (("default", 1.0), ("fast", 0.8)):
            cmd = [fb, "render", flip, "--files-root", ROOT, "--fps", "50", "--scale", "2",
                   "-o", os.path.join(d, f"page-flip-{effort}.gif"), "--quiet", "--effort", effort]
            (ow, oc), (fw, fc) = side_by_side(cmd, ff_flip, args.runs)
            print(f"4 real time     page-flip.json 50 fps 2x -> GIF --effort {effort}: wall {ow:.3f} s (goal < {goal}; "
                  f"{ow / 0.8:.2f}x the clip's 0.8 s), CPU {oc:.3f} s; ffmpeg's encode alone of the same PNG frames: "
                  f"wall {fw:.3f} s, CPU {fc:.3f} s ({ow / fw:.2f}x wall, {oc / fc:.2f}x CPU)", flush=True)
            print(f"                summary: {summary_breakdown(cmd)}", flush=True)

    if "5" in only:
        outputs = (("GIF default", ".gif", ["--effort", "default"]), ("GIF fast", ".gif", ["--effort", "fast"]),
                   ("WebP", ".webp", []), ("WebM", ".webm", []))
        for label, ext, extra in outputs:
            one, many = os.path.join(d, f"det-j1{ext}"), os.path.join(d, f"det-jn{ext}")
            for out, jobs in ((one, ["--jobs", "1"]), (many, [])):
                subprocess.run([fb, "render", sweep, "--files-root", ROOT, "--fps", "50", "-o", out, "--quiet"] + extra + jobs,
                               check=True, stdout=subprocess.DEVNULL)
            same = open(one, "rb").read() == open(many, "rb").read()
            print(f"5 determinism   {label}: --jobs 1 and every core give {'the same bytes' if same else 'DIFFERENT bytes'}",
                  flush=True)
        long_sweep = sweep_scene(d, seconds=10.0)
        for label, ext in (("GIF", ".gif"), ("WebM", ".webm")):
            peaks = []
            for scene, frames in ((sweep, 51), (long_sweep, 501)):
                wall, peak = peak_rss_mb([fb, "render", scene, "--files-root", ROOT, "--fps", "50",
                                          "-o", os.path.join(d, f"mem{ext}"), "--quiet"])
                peaks.append((frames, peak, wall))
            (f1, p1, w1), (f2, p2, w2) = peaks
            print(f"5 memory        sweep -> {label}: peak RSS {p1:.0f} MB at {f1} frames, {p2:.0f} MB at {f2} frames "
                  f"({(p2 - p1) / (f2 - f1) * 1024:.0f} KB more a frame; goal: no growth beyond the palette's); "
                  f"wall {w1:.1f} s and {w2:.1f} s", flush=True)

    if "6" in only:
        ours_out, ff_out = os.path.join(d, "sweep.webp"), os.path.join(d, "sweep-ffmpeg.webp")
        cmd = [fb, "gif"] + pngs + ["--fps", "50", "-o", ours_out, "--quiet"]
        ff_cmd = ["ffmpeg", "-v", "error", "-y", "-framerate", "50", "-i", os.path.join(frames_dir, "frame_%04d.png"),
                  "-c:v", "libwebp_anim", "-quality", "90", "-compression_level", "4", "-loop", "0", ff_out]
        (ow, oc), (fw, fc) = side_by_side(cmd, ff_cmd, args.runs)
        op = webp_psnr(ours_out, source)
        fp = webp_psnr(ff_out, source)
        ob, fbytes = os.path.getsize(ours_out), os.path.getsize(ff_out)
        info = subprocess.run([fb, "info", ours_out], capture_output=True, text=True)
        diff = subprocess.run([fb, "diff", ours_out, ours_out], capture_output=True, text=True)
        print(f"6 WebP          {n} PNG frames -> animated WebP (lossy, quality 90, method 4): CPU {oc:.3f} s vs ffmpeg libwebp_anim "
              f"{fc:.3f} s = {oc / fc:.2f}x; wall {ow:.3f} vs {fw:.3f} s; {ob} vs {fbytes} bytes = {ob / fbytes:.2f}x; "
              f"PSNR {op:.2f} vs {fp:.2f} dB; info exit {info.returncode} ({info.stdout.splitlines()[0] if info.stdout else ''}), "
              f"diff with itself exit {diff.returncode}", flush=True)

    if "7" in only:
        ours_out, ff_out = os.path.join(d, "sweep.webm"), os.path.join(d, "sweep-ffmpeg.webm")
        cmd = [fb, "gif"] + pngs + ["--fps", "50", "-o", ours_out, "--quiet", "--jobs", "1"]
        ff_cmd = ["ffmpeg", "-v", "error", "-y", "-framerate", "50", "-i", os.path.join(frames_dir, "frame_%04d.png"),
                  "-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p", "-colorspace", "bt709",
                  "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv", "-c:v", "libvpx-vp9",
                  "-crf", "24", "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-threads", "1", "-row-mt", "0", ff_out]
        (ow, oc), (fw, fc) = side_by_side(cmd, ff_cmd, args.runs)
        ob, fbytes = os.path.getsize(ours_out), os.path.getsize(ff_out)
        info = subprocess.run([fb, "info", ours_out], capture_output=True, text=True)
        lossless = os.path.join(d, "sweep-lossless.webp")
        subprocess.run([fb, "gif"] + pngs + ["--fps", "50", "-o", lossless, "--quiet", "--lossless"], check=True)
        diff = subprocess.run([fb, "diff", lossless, ours_out], capture_output=True, text=True)
        print(f"7 video WebM    {n} PNG frames -> VP9 (crf 24, speed 4, one thread): CPU {oc:.3f} s vs ffmpeg libvpx-vp9 "
              f"{fc:.3f} s = {oc / fc:.2f}x; wall {ow:.3f} vs {fw:.3f} s; {ob} vs {fbytes} bytes = {ob / fbytes:.2f}x; "
              f"info exit {info.returncode} ({info.stdout.splitlines()[0] if info.stdout else info.stderr.strip()}); "
              f"diff against the lossless WebP exit {diff.returncode} ({diff.stdout.splitlines()[1] if diff.stdout else diff.stderr.strip()})",
              flush=True)
        # VP9's error as `diff` sees it (our decoder, frames paired by time): for each channel
        # delta, the share of each frame's pixels beyond it; the default video tolerance is 24, 1 %.
        shares = []
        for delta in (8, 12, 16, 24, 32, 48):
            out = subprocess.run([fb, "diff", lossless, ours_out, "--max-channel-delta", str(delta),
                                  "--max-differing-pixels", "0"], capture_output=True, text=True).stdout
            per_frame = [int(m.group(1)) / int(m.group(2)) for m in re.finditer(r"^(\d+) of (\d+) pixels", out, re.M)]
            largest = max((int(x) for x in re.findall(r"Largest channel difference: (\d+)", out)), default=0)
            shares.append(f"{delta}: worst frame {100 * max(per_frame, default=0):.3f} %, mean "
                          f"{100 * sum(per_frame) / max(1, n):.3f} %")
        print(f"7 diff tolerance VP9 crf 24 against the lossless WebP, pixels beyond a channel delta of "
              f"{'; '.join(shares)}; largest channel difference {largest}", flush=True)

    if "sweep" in only:
        raw = os.path.join(d, "sweep.rgba")
        np.stack(source).tofile(raw)
        ff_out = os.path.join(d, "sweep-ffmpeg.gif")
        ff_cmd = ["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", f"{w}x{h}", "-r", "50",
                  "-i", raw, "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none", ff_out]
        for effort in ("default", "fast"):
            ours_out = os.path.join(d, f"sweep-{effort}.gif")
            ours_cmd = [fb, "render", sweep, "--files-root", ROOT, "--fps", "50", "-o", ours_out, "--quiet", "--effort", effort]
            r = gif_side_by_side(ours_cmd, ours_out, ff_cmd, ff_out, source, 50, args.runs)
            print(f"sweep {effort:<8} {n} frames {w}x{h}: render+encode {r['ow']:.3f} s ({r['oc']:.3f} CPU) vs ffmpeg "
                  f"encode of raw frames {r['pw']:.3f} s ({r['pc']:.3f}) = {r['ow'] / r['pw']:.2f}x wall, "
                  f"{r['oc'] / r['pc']:.2f}x CPU; {r['ob']} vs {r['pb']} bytes = {r['ob'] / r['pb']:.2f}x; PSNR "
                  f"{r['op']:.2f} vs {r['pp']:.2f} dB ({r['op'] - r['pp']:+.2f}); streak pairs {r['os']} vs {r['ps']}, "
                  f"flicker pixels {r['of']} vs {r['pf']}", flush=True)

    if "png-frames" in only:
        raw = os.path.join(d, "sweep.rgba")
        np.stack(source).tofile(raw)
        pool = multiprocessing.get_context("spawn").Pool(2)
        ours, cv = [], []
        png_dir, cv_dir = os.path.join(d, "sweep-png"), os.path.join(d, "sweep-opencv")
        for _ in range(args.runs):
            ours.append(timed([fb, "render", sweep, "--files-root", ROOT, "--fps", "50", "-o", png_dir + "/", "--quiet"]))
            cv.append(opencv_write(raw, (n, h, w, 4), cv_dir, pool))
        pool.close()
        ow, oc = median_pair(ours)
        cw = statistics.median(cv)
        ob = sum(os.path.getsize(os.path.join(png_dir, x)) for x in os.listdir(png_dir))
        cb = sum(os.path.getsize(os.path.join(cv_dir, x)) for x in os.listdir(cv_dir))
        print(f"png-frames sweep {n} frames: render+write {ow:.3f} s ({oc:.3f} CPU) vs cv2.imwrite alone (2 processes) "
              f"{cw:.3f} s = {ow / cw:.2f}x; {ob} vs {cb} bytes = {ob / cb:.2f}x", flush=True)

    if "render-all" in only:
        for scale in ("2", "1"):
            out = os.path.join(d, f"all-{scale}x")
            runs = [peak_rss_mb([fb, "render", "all", "--scale", scale, "-o", out, "--quiet"])
                    for _ in range(max(1, args.runs // 2))]
            wall = statistics.median(r[0] for r in runs)
            peak = max(r[1] for r in runs)
            print(f"render-all --scale {scale}: {wall:.2f} s wall, peak {peak:.0f} MB", flush=True)

    print(f"load average {os.getloadavg()[0]:.1f} at the end (1-minute), {os.getloadavg()[1]:.1f} (5-minute)")


def webp_psnr(path, source):
    """Mean RGB PSNR of each source frame against the WebP frame shown at its index (WebP keeps
    every frame)."""
    from PIL import Image, ImageSequence
    frames = [np.asarray(f.convert("RGBA")) for f in ImageSequence.Iterator(Image.open(path))]
    return float(np.mean([psnr(s[..., :3], f[..., :3]) for s, f in zip(source, frames)]))


if __name__ == "__main__":
    sys.exit(main())
