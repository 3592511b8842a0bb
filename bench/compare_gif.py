#!/usr/bin/env python3
"""Compare Flipbook's GIF encoder with ffmpeg, gifsicle and Pillow on the very same frames.

Development tooling only. Steps:
  1. `GIFBenchTool dump DIR` (release build) writes the benchmark clips as raw RGBA, our GIFs,
     our numbers (results.json) and our decoder's frames of each of our GIFs.
  2. ffmpeg (palettegen + paletteuse, dither none and the default sierra2_4a), gifsicle -O3 on
     ffmpeg's output, and Pillow encode the same raw frames.
  3. Every GIF is decoded with Pillow and measured the same way GIFBenchmark does: mean and
     minimum RGB PSNR, and PSNR after a sigma = 1 px Gaussian blur (7 taps, edges clamped).
  4. Our GIFs as decoded by Pillow are compared with our own decoder's frames (must be identical).
  5. The time budget: a quarter of ffmpeg's time next to giflib's LZW coder alone on the written
     frames (`GIFBenchTool lzw`) and the cost of our lossy pass (`none` with and without it).

Usage: bench/compare_gif.py [--dir /tmp/gifbench] [--no-build] [--clip page-flip]
Times are CPU seconds (user + sys) because the build machine is shared; wall seconds are shown too.
"""
import argparse, io, json, os, resource, subprocess, sys, time
import numpy as np
from PIL import Image, ImageSequence

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNEL = np.exp(-np.arange(-3, 4) ** 2 / 2.0)
KERNEL /= KERNEL.sum()


def blur(img):
    out = img.astype(np.float64)
    for axis in (0, 1):
        n = out.shape[axis]
        acc = np.zeros_like(out)
        for j, w in zip(range(-3, 4), KERNEL):
            idx = np.clip(np.arange(n) + j, 0, n - 1)
            acc += w * np.take(out, idx, axis=axis)
        out = acc
    return out


def psnr(a, b):
    mse = np.mean((a.astype(np.float64) - b.astype(np.float64)) ** 2)
    return 99.0 if mse == 0 else 10 * np.log10(255.0 ** 2 / mse)


def pillow_frames(path):
    """Composited RGB frames and their delays in centiseconds, as Pillow shows them."""
    im = Image.open(path)
    frames, delays = [], []
    for f in ImageSequence.Iterator(im):
        frames.append(np.asarray(f.convert("RGBA")))
        delays.append(int(round(f.info.get("duration", 0) / 10)))
    return frames, delays


def shown_at_times(frames, delays, count, fps):
    """For each of `count` source frames at `fps`, the decoded frame on screen at its start time
    (a GIF merges identical frames, so one decoded frame may cover several sources)."""
    starts = np.cumsum([0] + list(delays[:-1]))
    return [frames[max(0, int(np.searchsorted(starts, int(round(i / fps * 100)), side="right")) - 1)]
            for i in range(count)]


def words(frame):
    """An RGBA frame as one uint32 per pixel, so colours compare as whole words."""
    return np.ascontiguousarray(frame[..., :4]).view(np.uint32)[..., 0]


def visible_loss(source, shown):
    """(streak pairs, flicker pixels) of `shown` frames against their `source` frames (same count,
    matched by time): neighbour pairs of one source colour shown in two colours, and pixels the
    source leaves unchanged from the frame before shown changed. The same counts as
    FlipbookBenchmarks' GIFVisibleLoss."""
    streaks = flicker = 0
    previous = None
    for src, seen in zip(source, shown):
        s, v = words(src), words(seen)
        streaks += int(np.count_nonzero((s[:, 1:] == s[:, :-1]) & (v[:, 1:] != v[:, :-1])))
        streaks += int(np.count_nonzero((s[1:, :] == s[:-1, :]) & (v[1:, :] != v[:-1, :])))
        if previous is not None:
            flicker += int(np.count_nonzero((s == previous[0]) & (v != previous[1])))
        previous = (s, v)
    return streaks, flicker


def measure(path, source, fps):
    frames, delays = pillow_frames(path)
    starts = np.cumsum([0] + delays[:-1])
    values, blurred = [], []
    for i, src in enumerate(source):
        if len(frames) == len(source):
            k = i  # one output frame per source frame (Pillow rounds 1/fps to whole cs and drifts)
        else:
            t = int(round(i / fps * 100))
            k = max(0, int(np.searchsorted(starts, t, side="right")) - 1)
        shown = frames[k][..., :3]
        values.append(psnr(src[..., :3], shown))
        blurred.append(psnr(blur(src[..., :3]), blur(shown)))
    return float(np.mean(values)), float(np.min(values)), float(np.mean(blurred)), len(frames)


def timed(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default="/tmp/gifbench")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--clip")
    args = ap.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    env = dict(os.environ)
    if args.clip:
        env["GIF_BENCH_CLIP"] = args.clip
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "GIFBenchTool"], cwd=ROOT, check=True)
    tool = os.path.join(ROOT, ".build", "release", "GIFBenchTool")
    subprocess.run([tool, "dump", args.dir], check=True, env=env, stdout=subprocess.DEVNULL)
    data = json.load(open(os.path.join(args.dir, "results.json")))

    print(f"{'clip':<10} {'encoder':<24} {'cpu s':>7} {'wall s':>7} {'bytes':>10} {'frames':>6} "
          f"{'PSNR':>6} {'min':>6} {'blur':>6} | {'bytes/ff':>8} {'cpu/ff':>7}")
    for clip in data["clips"]:
        name, w, h, fps, n = clip["name"], clip["width"], clip["height"], clip["fps"], clip["frames"]
        raw = os.path.join(args.dir, f"{name}.rgba")
        source = np.fromfile(raw, dtype=np.uint8).reshape(n, h, w, 4)
        rows = []
        ff_in = ["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", f"{w}x{h}",
                 "-r", str(fps), "-i", raw]
        for label, use in (("ffmpeg dither=none", "paletteuse=dither=none"), ("ffmpeg sierra2_4a (default)", "paletteuse")):
            out = os.path.join(args.dir, f"{name}-ff-{'none' if 'none' in use else 'sierra'}.gif")
            wall, cpu = timed(ff_in + ["-vf", f"split[a][b];[a]palettegen[p];[b][p]{use}", out])
            rows.append((label, out, wall, cpu))
            opt = out.replace(".gif", "-gifsicle.gif")
            w2, c2 = timed(["gifsicle", "-O3", out, "-o", opt])
            rows.append((label.split(" (")[0] + " + gifsicle -O3", opt, wall + w2, cpu + c2))
        pil = os.path.join(args.dir, f"{name}-pillow.gif")
        images = [Image.fromarray(f[..., :3]) for f in source]
        start, c0 = time.perf_counter(), time.process_time()
        images[0].save(pil, save_all=True, append_images=images[1:], duration=int(1000 / fps), loop=0, optimize=True)
        rows.append(("Pillow (adaptive, optimize)", pil, time.perf_counter() - start, time.process_time() - c0))
        for r in data["results"]:
            if r["clip"] == name:
                rows.append((f"flipbook {r['setting']}", os.path.join(args.dir, f"{name}-{r['setting']}.gif"),
                             r["seconds"], r["cpu_seconds"]))
        ff = {}
        for label, path, wall, cpu in rows:
            mean, mn, bl, frames = measure(path, source, fps)
            size = os.path.getsize(path)
            if label == "ffmpeg dither=none":
                ff["none"] = (size, cpu)
            if label == "ffmpeg sierra2_4a (default)":
                ff["sierra"] = (size, cpu)
            base = ff["none"] if ("none" in label or "flipbook none" == label) else ff.get("sierra", ff["none"])
            print(f"{name:<10} {label:<24} {cpu:7.3f} {wall:7.3f} {size:10d} {frames:6d} {mean:6.2f} {mn:6.2f} {bl:6.2f}"
                  f" | {size / base[0]:8.2f} {cpu / base[1]:7.2f}")
        # Our decoder and Pillow must see the same pixels in our GIFs.
        for r in data["results"]:
            if r["clip"] != name:
                continue
            path = os.path.join(args.dir, f"{name}-{r['setting']}.gif")
            frames, _ = pillow_frames(path)
            ours = np.fromfile(path.replace(".gif", ".decoded.rgba"), dtype=np.uint8).reshape(-1, h, w, 4)
            same = len(frames) == len(ours) and all(np.array_equal(a, b) for a, b in zip(frames, ours))
            print(f"   Pillow decodes {os.path.basename(path)}: {len(frames)} frames, "
                  f"{'identical to our decoder' if same else 'DIFFERENT from our decoder'}")
        budget(tool, env, args.dir, name, rows)
    print("ratios: bytes and CPU against ffmpeg with the same dithering class (none vs none, dithered vs sierra2_4a)")


def fastest_encodes(tool, env, directory, clip):
    """Our `none` setting on `clip` with its default lossiness and with `lossy: 0`, one encode of each
    in turn, GIF_BENCH_REPETITIONS times (the machine is noisy): the fastest (wall, cpu, bytes) of each."""
    env = dict(env, GIF_BENCH_CLIP=clip, GIF_BENCH_SETTING="none", GIF_BENCH_REPETITIONS="1")
    runs = {None: [], 0: []}
    for _ in range(int(os.environ.get("GIF_BENCH_REPETITIONS", "3"))):
        for lossy in runs:
            e = dict(env) if lossy is None else dict(env, GIF_BENCH_LOSSY=str(lossy))
            out = subprocess.run([tool, "encode", os.path.join(directory, "budget")], env=e, check=True,
                                 capture_output=True, text=True).stdout
            f = out.split()
            runs[lossy].append((float(f[3]), float(f[6]), int(f[8])))
    return min(runs[None]), min(runs[0])


def budget(tool, env, directory, name, rows):
    """The time target against what its parts cost: a quarter of ffmpeg's wall time (dither=none),
    giflib's LZW coder alone on the written frames (a cost every encoder of these frames pays), and
    our lossy pass (the default minus `lossy: 0`), without which the size target is out of reach."""
    ff = next(r for r in rows if r[0] == "ffmpeg dither=none")
    ours = next(r for r in rows if r[0] == "flipbook none")
    lzw = subprocess.run([tool, "lzw", ours[1], ff[1]], check=True, capture_output=True, text=True).stdout
    with_lossy, without = fastest_encodes(tool, env, directory, name)
    print(f"   time budget ({name}): a quarter of ffmpeg's {ff[2]:.3f} s wall is {ff[2] / 4:.3f} s")
    for line in lzw.strip().split("\n"):
        print(f"   {line}")
    print(f"   flipbook none {with_lossy[0]:.3f} s wall / {with_lossy[1]:.3f} s CPU, {with_lossy[2]} bytes; "
          f"lossy 0: {without[0]:.3f} s / {without[1]:.3f} s, {without[2]} bytes "
          f"({without[2] / os.path.getsize(ff[1]):.2f}x ffmpeg's); "
          f"the lossy pass costs {with_lossy[0] - without[0]:.3f} s wall")


if __name__ == "__main__":
    sys.exit(main())
