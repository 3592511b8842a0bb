#!/usr/bin/env python3
"""Draws the picture of examples/hello.json (dev script; Pillow). Run from anywhere:
    python3 examples/images/make-images.py
page-flip.json uses the demos' stand-ins in assets/ instead."""
from pathlib import Path
from PIL import Image, ImageDraw

here = Path(__file__).resolve().parent


def card(path):
    # hello.json's card picture, 96×64: a sun over hills.
    im = Image.new("RGB", (96, 64), (255, 236, 200))
    d = ImageDraw.Draw(im)
    d.ellipse([58, 8, 82, 32], fill=(255, 170, 40))
    d.polygon([(0, 64), (0, 40), (30, 26), (60, 44), (96, 30), (96, 64)], fill=(90, 160, 90))
    im.save(path, optimize=True)


card(here / "card.png")
