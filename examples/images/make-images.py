#!/usr/bin/env python3
"""Draws the picture of examples/hello.json (dev script; Pillow). Run from anywhere:
    python3 examples/images/make-images.py
page-flip.json uses the demos' stand-ins in assets/ instead."""
from pathlib import Path
from PIL import Image, ImageDraw

here = Path(__file__).resolve().parent


def card(path):
    # hello.json's card picture, 272×172 (the picture's size at scale 2): a sun over hills,
    # drawn at 4× and reduced so that the edges are smooth.
    k = 4
    w, h = 272, 172
    im = Image.new("RGB", (w * k, h * k), (255, 236, 200))
    d = ImageDraw.Draw(im)
    d.ellipse([170 * k, 22 * k, 226 * k, 78 * k], fill=(255, 170, 40))
    hills = [(0, 172), (0, 110), (80, 70), (165, 120), (272, 80), (272, 172)]
    d.polygon([(x * k, y * k) for x, y in hills], fill=(90, 160, 90))
    im.resize((w, h), Image.LANCZOS).save(path, optimize=True)


card(here / "card.png")
