#!/usr/bin/env python3
"""Development benchmark: Flipbook's WebM (VP9) video against ffmpeg's libvpx-vp9 on the same PNG frames.

Usage: bench/compare_webm.py FLIPBOOK [--crf 24,32] [--speed 4] [clip …]
A clip is a demo name or a scene file (rendered with --files-root .). For each clip: renders the PNG
frames once (--scale 2), then for each crf encodes them with `flipbook gif frames/*.png -o x.webm
--crf C --vp9-speed S` and with `ffmpeg -c:v libvpx-vp9 -crf C -b:v 0 -deadline good -cpu-used S
-threads 1 -row-mt 0` (the same libvpx settings; ffmpeg converts RGB to BT.709 limited-range 4:2:0
with swscale, told the matrix explicitly), and prints a Markdown table: bytes, CPU seconds
(user + sys of the encoding process, PNG decoding included for both), wall seconds, and mean and
minimum RGB PSNR (dB) of every source frame against the decoded frame stored for it. Both files
are decoded by ffmpeg with the BT.709 limited-range matrix. Checks that ffprobe reads Flipbook's
file as VP9 in WebM with every frame. Needs ffmpeg, ffprobe, numpy and Pillow.
"""
import glob, json, math, os, re, resource, subprocess, sys, tempfile, time
import numpy as np
from PIL import Image


def run_timed(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    subprocess.run(cmd, check=True, capture_output=True)
    wall = time.time() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def decode(path, width, height):
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", path, "-fps_mode", "passthrough",
                          "-vf", "scale=in_color_matrix=bt709:in_range=tv", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
                         check=True, capture_output=True).stdout
    frames = np.frombuffer(raw, dtype=np.uint8).reshape(-1, height, width, 3)
    return frames.astype(np.float64)


def psnr(a, b):
    mse = np.mean((a - b) ** 2)
    return 99.0 if mse == 0 else 10 * math.log10(255 ** 2 / mse)


def probe(path, frames):
    out = json.loads(subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-show_streams", "-show_format",
                                     "-of", "json", path], check=True, capture_output=True, text=True).stdout)
    stream = out["streams"][0]
    assert out["format"]["format_name"] == "matroska,webm", out["format"]
    assert stream["codec_name"] == "vp9" and stream["color_space"] == "bt709" and stream["color_range"] == "tv", stream
    assert int(stream["nb_read_frames"]) == frames, (stream["nb_read_frames"], frames)
    return float(out["format"]["duration"])


def main():
    args = sys.argv[1:]
    flipbook = args.pop(0)
    crfs, speed = [24, 32], 4
    clips = []
    while args:
        a = args.pop(0)
        if a == "--crf": crfs = [int(x) for x in args.pop(0).split(",")]
        elif a == "--speed": speed = int(args.pop(0))
        else: clips.append(a)
    clips = clips or ["examples/page-flip.json", "flip-present", "scale-present"]
    work = tempfile.mkdtemp()
    print(f"nproc {os.cpu_count()}, load {os.getloadavg()[0]:.2f}; libvpx speed {speed}, one thread\n")
    print("| Clip | Frames | crf | Flipbook bytes | ffmpeg bytes | bytes ratio | Flipbook CPU s | ffmpeg CPU s | CPU ratio "
          "| Flipbook wall s | ffmpeg wall s | Flipbook PSNR | ffmpeg PSNR |\n"
          "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for clip in clips:
        name = os.path.splitext(os.path.basename(clip))[0]
        frames_dir = os.path.join(work, name)
        extra = ["--files-root", "."] if clip.endswith(".json") else []
        log = subprocess.run([flipbook, "render", clip, "--scale", "2", "-o", frames_dir + "/", *extra],
                             check=True, capture_output=True, text=True).stderr
        fps = float(re.search(r"at ([0-9.]+) fps", log).group(1))
        pngs = sorted(glob.glob(os.path.join(frames_dir, "*.png")))
        sources = [np.asarray(Image.open(p).convert("RGB"), dtype=np.float64) for p in pngs]
        height, width = sources[0].shape[:2]
        for crf in crfs:
            ours = os.path.join(work, f"{name}-{crf}-flipbook.webm")
            theirs = os.path.join(work, f"{name}-{crf}-ffmpeg.webm")
            cpu_ours, wall_ours = run_timed([flipbook, "gif", *pngs, "--fps", str(fps), "-o", ours, "-q", "--jobs", "1",
                                             "--crf", str(crf), "--vp9-speed", str(speed)])
            cpu_theirs, wall_theirs = run_timed([
                "ffmpeg", "-v", "error", "-y", "-framerate", str(fps), "-i", os.path.join(frames_dir, "frame_%04d.png"),
                "-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
                "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                "-c:v", "libvpx-vp9", "-crf", str(crf), "-b:v", "0", "-deadline", "good", "-cpu-used", str(speed),
                "-threads", "1", "-row-mt", "0", theirs])
            duration = probe(ours, len(pngs))
            assert abs(duration - len(pngs) / fps) < 0.002, (duration, len(pngs) / fps)
            scores = {}
            for label, path in (("ours", ours), ("theirs", theirs)):
                decoded = decode(path, width, height)
                assert len(decoded) == len(sources), (path, len(decoded), len(sources))
                values = [psnr(s, d) for s, d in zip(sources, decoded)]
                scores[label] = (sum(values) / len(values), min(values))
            b_ours, b_theirs = os.path.getsize(ours), os.path.getsize(theirs)
            def db(q): return f"{q[0]:.2f} (min {q[1]:.2f})"
            print(f"| {name} {width}×{height} | {len(pngs)} | {crf} | {b_ours:,} | {b_theirs:,} | {b_ours / b_theirs:.2f} "
                  f"| {cpu_ours:.2f} | {cpu_theirs:.2f} | {cpu_ours / cpu_theirs:.2f} | {wall_ours:.2f} | {wall_theirs:.2f} "
                  f"| {db(scores['ours'])} | {db(scores['theirs'])} |", flush=True)


if __name__ == "__main__":
    main()
