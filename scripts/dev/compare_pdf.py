#!/usr/bin/env python3
"""FlipbookPDF against a reference rasterizer, on PDF files the caller names (development only).

    scripts/dev/compare_pdf.py [--scale 2] [--out DIR] [--tool PATH] FILE.pdf|FOLDER …

Draws the first page of every PDF (folders are searched recursively) with FlipbookPDF (through
the development tool PDFCompareTool, `swift build --product PDFCompareTool`) and with poppler's
cairo backend (`pdftocairo -png -transp`, Debian's poppler-utils) at the same scale, and prints
one table row per file: both sizes, the PSNR and the largest difference of the
alpha-premultiplied RGBA pixels, the share of pixels more than 32 levels apart, and
FlipbookPDF's warnings. Side-by-side pictures (ours | reference | difference ×4, on a checker
board) go to DIR/side-by-side/. Needs numpy and Pillow. Exit status 1 when a file fails to
render with FlipbookPDF or differs in size.
"""
import argparse, json, math, os, subprocess, sys, tempfile

import numpy as np
from PIL import Image


def premultiplied(path):
    a = np.asarray(Image.open(path).convert("RGBA")).astype(np.float64)
    a[..., :3] *= a[..., 3:4] / 255.0
    return a


def checker(h, w):
    y, x = np.mgrid[0:h, 0:w]
    c = np.where(((x // 8) + (y // 8)) % 2 == 0, 200.0, 120.0)
    return np.stack([c, c, c], axis=-1)


def over_checker(p):
    return p[..., :3] + checker(*p.shape[:2]) * (1 - p[..., 3:4] / 255.0)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scale", type=float, default=2)
    parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "flipbook-pdf-compare"))
    parser.add_argument("--tool", default=".build/debug/PDFCompareTool")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    files = []
    for p in args.paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                files += [os.path.join(root, n) for n in names if n.lower().endswith(".pdf")]
        else:
            files.append(p)
    files.sort()
    ours_dir, ref_dir, side_dir = (os.path.join(args.out, d) for d in ("ours", "reference", "side-by-side"))
    for d in (ours_dir, ref_dir, side_dir):
        os.makedirs(d, exist_ok=True)
    out = subprocess.run([args.tool, str(args.scale), ours_dir] + files, check=True, capture_output=True, text=True).stdout
    results = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    dpi = 72 * args.scale
    failures = 0
    print(f"| file | ours (px) | reference (px) | PSNR (dB) | max diff | > 32 apart | ms (ours) | warnings |")
    print(f"|---|---|---|---|---|---|---|---|")
    for r in results:
        name = os.path.basename(r["file"])
        reference = os.path.join(ref_dir, str(r["index"]))
        subprocess.run(["pdftocairo", "-png", "-transp", "-singlefile", "-r", str(dpi), "-f", "1", "-l", "1",
                        r["file"], reference], check=True)
        ref = premultiplied(reference + ".png")
        if "error" in r:
            failures += 1
            print(f"| {name} | error: {r['error']} | {ref.shape[1]}×{ref.shape[0]} | | | | | |")
            continue
        ours = premultiplied(os.path.join(ours_dir, f"{r['index']}.png"))
        size = f"{ours.shape[1]}×{ours.shape[0]}"
        ref_size = f"{ref.shape[1]}×{ref.shape[0]}"
        if ours.shape != ref.shape:
            failures += 1
            print(f"| {name} | {size} | {ref_size} | size differs | | | | |")
            continue
        diff = np.abs(ours - ref)
        mse = float(np.mean(diff ** 2))
        psnr = math.inf if mse == 0 else 10 * math.log10(255.0 ** 2 / mse)
        far = float(np.mean(diff.max(axis=-1) > 32)) * 100
        warnings = "; ".join(r.get("warnings", [])) or "—"
        print(f"| {name} | {size} | {ref_size} | {psnr:.1f} | {int(diff.max())} | {far:.2f} % | "
              f"{r.get('milliseconds', 0):.1f} | {warnings} |")
        picture = np.concatenate([over_checker(ours), over_checker(ref),
                                  np.clip(diff.max(axis=-1, keepdims=True).repeat(3, axis=-1) * 4, 0, 255)], axis=1)
        Image.fromarray(picture.astype(np.uint8)).save(os.path.join(side_dir, f"{r['index']}-{name}.png"))
    print(f"\n{len(results)} files, {failures} failed; pictures in {side_dir}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
