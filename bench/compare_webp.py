#!/usr/bin/env python3
"""Development benchmark: Flipbook's animated WebP (lossy and lossless) against its GIF.

Usage: bench/compare_webp.py FLIPBOOK [demo …]
For each demo at --scale 1 and 2: renders the PNG frames, then encodes them with `flipbook gif`
into a GIF and WebPs (lossy at 90 and 75, lossless) at the demo's frame rate, and prints a
Markdown table of bytes and mean RGB PSNR (dB) against the PNG frames; each source frame is
compared with the frame the file shows at its time. Needs Pillow (with WebP) and numpy (pip).
"""
import glob, math, os, re, subprocess, sys, tempfile
import numpy as np
from PIL import Image

def frames_of(path):
    im = Image.open(path)
    out = []
    for k in range(getattr(im, "n_frames", 1)):
        im.seek(k)
        im.load()  # Pillow fills in a WebP frame's duration when it decodes it
        out.append((np.asarray(im.convert("RGB"), dtype=np.float64), im.info.get("duration", 0)))
    return out

def psnr(a, b):
    mse = np.mean((a - b) ** 2)
    return 99.0 if mse == 0 else 10 * math.log10(255 ** 2 / mse)

def quality(path, sources, fps):
    shown, t = [], 0.0
    for pixels, ms in frames_of(path):
        shown.append((t, pixels)); t += ms / 1000
    scores = []
    for i, src in enumerate(sources):
        at = i / fps + 1e-6
        pixels = [px for start, px in shown if start <= at][-1]
        scores.append(psnr(src, pixels))
    return sum(scores) / len(scores), min(scores)

def main():
    flipbook, demos = sys.argv[1], sys.argv[2:] or ["flip-present", "magicmove-push", "segue-present", "scale-present"]
    work = tempfile.mkdtemp()
    print("| Demo | Scale | Frames | GIF bytes | GIF PSNR | WebP q90 bytes | q90 PSNR | WebP q75 bytes | q75 PSNR "
          "| Lossless bytes | vs GIF |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for demo in demos:
        for scale in (1, 2):
            frames = os.path.join(work, f"{demo}-{scale}")
            log = subprocess.run([flipbook, "render", demo, "--scale", str(scale), "-o", frames + "/"],
                                 check=True, capture_output=True, text=True).stderr
            fps = float(re.search(r"at ([0-9.]+) fps", log).group(1))
            pngs = sorted(glob.glob(os.path.join(frames, "*.png")))
            sources = [np.asarray(Image.open(p).convert("RGB"), dtype=np.float64) for p in pngs]
            outputs = {"gif": [], "q90": ["--webp-quality", "90"], "q75": ["--webp-quality", "75"], "lossless": ["--lossless"]}
            row = {}
            for name, extra in outputs.items():
                out = os.path.join(work, f"{demo}-{scale}-{name}." + ("gif" if name == "gif" else "webp"))
                subprocess.run([flipbook, "gif", *pngs, "--fps", str(fps), "-o", out, "-q", *extra], check=True, capture_output=True)
                row[name] = (os.path.getsize(out), quality(out, sources, fps))
            def kb(n): return f"{n / 1024:,.0f} KB"
            def db(q): return f"{q[0]:.1f} (min {q[1]:.1f})" if q[0] < 99 else "exact"
            print(f"| {demo} | {scale}× | {len(pngs)} | {kb(row['gif'][0])} | {db(row['gif'][1])} "
                  f"| {kb(row['q90'][0])} | {db(row['q90'][1])} | {kb(row['q75'][0])} | {db(row['q75'][1])} "
                  f"| {kb(row['lossless'][0])} | {row['q90'][0] / row['gif'][0]:.0%} |", flush=True)

if __name__ == "__main__":
    main()
