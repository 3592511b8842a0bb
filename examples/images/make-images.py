#!/usr/bin/env python3
"""Draws the example scenes' stand-in pictures (dev script; Pillow). Run from anywhere:
    python3 examples/images/make-images.py
The pictures are small, flat-coloured and deterministic, with the aspect ratios of the
originals in demos.md §2.1 (3532×5640 and 1200×1800 at 1/20 and 1/10 scale)."""
from pathlib import Path
from PIL import Image, ImageDraw

here = Path(__file__).resolve().parent


def first_page(path):
    # "taylor" stand-in: a bright boat-deck scene, 177×282.
    w, h = 177, 282
    im = Image.new("RGB", (w, h), (135, 190, 235))          # sky
    d = ImageDraw.Draw(im)
    for i, x in enumerate(range(0, w, 22)):                  # skyline
        top = 95 + (i * 37) % 45
        d.rectangle([x, top, x + 18, 170], fill=(90 + i * 7 % 40, 110, 140))
    d.rectangle([0, 170, w, h], fill=(40, 95, 150))          # water
    d.rectangle([0, 205, w, h], fill=(245, 245, 240))        # deck
    d.ellipse([58, 96, 118, 156], fill=(250, 215, 170))      # a head
    d.rectangle([52, 150, 124, 230], fill=(255, 255, 255), outline=(210, 210, 210))
    d.rectangle([68, 116, 108, 128], fill=(255, 255, 255))   # white sunglasses
    im.save(path, optimize=True)


def second_page(path):
    # "pure" stand-in: a kaleidoscope print on a very dark ground, 120×180.
    w, h = 120, 180
    im = Image.new("RGB", (w, h), (18, 14, 24))
    d = ImageDraw.Draw(im)
    d.ellipse([30, 22, 90, 82], fill=(170, 80, 40))          # auburn hair
    d.ellipse([40, 34, 80, 78], fill=(240, 205, 180))        # face
    colours = [(220, 60, 120), (60, 170, 200), (240, 200, 60), (120, 200, 90)]
    for i in range(12):
        cx, cy = 60 + (i % 4 - 1.5) * 24, 120 + (i // 4) * 18
        d.ellipse([cx - 10, cy - 8, cx + 10, cy + 8], fill=colours[i % 4])
    im.save(path, optimize=True)


def card(path):
    # hello.json's card picture, 96×64: a sun over hills.
    im = Image.new("RGB", (96, 64), (255, 236, 200))
    d = ImageDraw.Draw(im)
    d.ellipse([58, 8, 82, 32], fill=(255, 170, 40))
    d.polygon([(0, 64), (0, 40), (30, 26), (60, 44), (96, 30), (96, 64)], fill=(90, 160, 90))
    im.save(path, optimize=True)


first_page(here / "first.png")
second_page(here / "second.png")
card(here / "card.png")
