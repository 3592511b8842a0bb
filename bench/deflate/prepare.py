#!/usr/bin/env python3
"""Turns PNG frames into the Up-filtered RGB rows `--png-compression fast` compresses.

Usage: prepare.py FOLDER … — writes frame_NNNN.up (filter byte 2, then the row's differences
from the row above) and frame_NNNN.dim ("width height") beside each frame_NNNN.png.
Needs Pillow and numpy (development only).
"""
import glob
import sys

import numpy as np
from PIL import Image

for folder in sys.argv[1:]:
    for path in sorted(glob.glob(folder + "/frame_*.png")):
        rgb = np.asarray(Image.open(path).convert("RGB"), dtype=np.uint8)
        height, width, _ = rgb.shape
        rows = rgb.reshape(height, width * 3)
        up = rows.copy()
        up[1:] = rows[1:] - rows[:-1]
        filtered = np.concatenate([np.full((height, 1), 2, np.uint8), up], axis=1)
        filtered.tofile(path[:-4] + ".up")
        with open(path[:-4] + ".dim", "w") as dim:
            dim.write(f"{width} {height}\n")
