#!/usr/bin/env python3
"""Converts the .rgba dumps written by FlipbookTextTests (FLIPBOOK_TEXT_PREVIEW_DIR) to PNGs,
composited over white with a 1-pixel grey frame showing the bitmap's extent.
Usage: scripts/text-preview.py DIR"""
import sys, pathlib
import numpy as np
from PIL import Image

for path in sorted(pathlib.Path(sys.argv[1]).glob("*.rgba")):
    raw = path.read_bytes()
    header, body = raw.split(b"\n", 1)
    width, height = map(int, header.split())
    rgba = np.frombuffer(body, dtype=np.uint8).reshape(height, width, 4).astype(np.float64)
    alpha = rgba[..., 3:4] / 255
    rgb = rgba[..., :3] + 255 * (1 - alpha)  # premultiplied over white
    canvas = np.full((height + 2, width + 2, 3), 200, dtype=np.uint8)
    canvas[1:-1, 1:-1] = np.clip(rgb.round(), 0, 255).astype(np.uint8)
    Image.fromarray(canvas).save(path.with_suffix(".png"))
    print(path.with_suffix(".png"))
