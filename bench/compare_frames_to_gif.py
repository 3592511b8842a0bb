#!/usr/bin/env python3
"""Development benchmark: `flipbook gif` against ffmpeg and gifsicle on the same PNG frames.

Usage: bench/compare_frames_to_gif.py FLIPBOOK FRAMES_DIR FPS
Prints a Markdown table: bytes, mean PSNR (dB, RGB, against the PNG frames) and wall time.
Needs ffmpeg and gifsicle (apt) and Pillow + numpy (pip).
"""
import glob, math, os, shutil, subprocess, sys, tempfile, time
import numpy as np
from PIL import Image

def frames_of(gif):
    im = Image.open(gif)
    out = []
    try:
        while True:
            out.append((np.asarray(im.convert("RGB"), dtype=np.float64), im.info.get("duration", 0)))
            im.seek(im.tell() + 1)
    except EOFError:
        return out

def psnr(a, b):
    mse = np.mean((a - b) ** 2)
    return 99.0 if mse == 0 else 10 * math.log10(255 ** 2 / mse)

def quality(gif, pngs, fps):
    # Expand merged frames by their delays so each source frame meets the GIF frame shown at its time.
    shown, t = [], 0.0
    for pixels, ms in frames_of(gif):
        shown.append((t, pixels)); t += ms / 1000
    scores = []
    for i, p in enumerate(pngs):
        at = i / fps + 1e-6
        pixels = [px for start, px in shown if start <= at][-1]
        scores.append(psnr(np.asarray(Image.open(p).convert("RGB"), dtype=np.float64), pixels))
    return sum(scores) / len(scores)

def timed(cmd):
    t0 = time.time(); subprocess.run(cmd, check=True, capture_output=True); return time.time() - t0

def main():
    flipbook, folder, fps = sys.argv[1], sys.argv[2], float(sys.argv[3])
    pngs = sorted(glob.glob(os.path.join(folder, "*.png")))
    work = tempfile.mkdtemp()
    rows = []
    out = os.path.join(work, "flipbook.gif")
    rows.append(("flipbook gif", out, timed([flipbook, "gif", *pngs, "--fps", str(fps), "-o", out, "-q"])))
    out = os.path.join(work, "ffmpeg.gif")
    pattern = os.path.join(folder, "frame_%04d.png")
    rows.append(("ffmpeg palettegen/paletteuse", out, timed(["ffmpeg", "-y", "-v", "error", "-framerate", str(fps), "-i", pattern,
        "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", out])))
    if shutil.which("gifsicle"):
        # gifsicle reads GIFs only: it optimizes ffmpeg's frames (the usual pipeline).
        out = os.path.join(work, "gifsicle.gif")
        rows.append(("ffmpeg + gifsicle -O3", out, rows[-1][2] + timed(["gifsicle", "-O3", rows[-1][1], "-o", out])))
        out = os.path.join(work, "gifsicle-lossy.gif")
        rows.append(("ffmpeg + gifsicle -O3 --lossy=20", out, rows[-2][2] + timed(["gifsicle", "-O3", "--lossy=20", rows[-2][1], "-o", out])))
    print(f"{len(pngs)} frames of {Image.open(pngs[0]).size[0]}×{Image.open(pngs[0]).size[1]} at {fps:g} fps\n")
    print("| Encoder | Bytes | PSNR (dB) | Time (s) |\n|---|---:|---:|---:|")
    for name, path, seconds in rows:
        print(f"| {name} | {os.path.getsize(path)} | {quality(path, pngs, fps):.2f} | {seconds:.2f} |")
    shutil.rmtree(work)

if __name__ == "__main__":
    main()
