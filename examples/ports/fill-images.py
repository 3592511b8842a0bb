#!/usr/bin/env python3
"""Draws a picture of our own for every image file an asset catalogue names but the corpus left
out (the corpus drops the apps' large images), so that an app that force-unwraps
`UIImage(named:)` runs. Prints one line per file drawn, `<set>/<file>`, for the porting table.

    ./fill-images.py Ported/<Target>/Resources

Each picture is a 3:2 landscape at the file's scale (150 x 100 pt): a sky whose hue is set by
the image's name, a sun placed by the name, and a darker ground, so that the same name always
gives the same pixels and two names are told apart in a frame. The file is a PNG whatever its
extension (Flipbook, like iOS, reads an image by its bytes).
"""
import json, os, struct, sys, zlib, hashlib, colorsys

def png(width, height, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

def picture(name, scale):
    digest = hashlib.sha256(name.encode()).digest()
    hue = digest[0] / 255
    sun_x, sun_y = 0.2 + 0.6 * digest[1] / 255, 0.2 + 0.25 * digest[2] / 255
    width, height = round(150 * scale), round(100 * scale)
    rows = []
    for y in range(height):
        v = y / (height - 1)
        row = bytearray()
        for x in range(width):
            u = x / (width - 1)
            if v > 0.7:
                r, g, b = colorsys.hsv_to_rgb((hue + 0.3) % 1, 0.6, 0.45 - 0.2 * (v - 0.7))
            elif ((u - sun_x) * 1.5) ** 2 + (v - sun_y) ** 2 < 0.012:
                r, g, b = 1.0, 0.85, 0.3
            else:
                r, g, b = colorsys.hsv_to_rgb(hue, 0.35 + 0.4 * v, 0.95 - 0.25 * v)
            row += bytes((round(r * 255), round(g * 255), round(b * 255)))
        rows.append(row)
    return png(width, height, rows)

root = sys.argv[1]
if os.path.isdir(root):
    for folder, dirs, files in sorted(os.walk(root)):
        dirs.sort()
        if not folder.endswith(".imageset") or "Contents.json" not in files:
            continue
        contents = json.load(open(os.path.join(folder, "Contents.json")))
        name = os.path.splitext(os.path.basename(folder))[0]
        for entry in contents.get("images", []):
            filename = entry.get("filename")
            if not filename or os.path.exists(os.path.join(folder, filename)):
                continue
            if os.path.splitext(filename)[1].lower() not in (".png", ".jpg", ".jpeg"):
                continue
            scale = float(entry.get("scale", "1x").rstrip("x"))
            with open(os.path.join(folder, filename), "wb") as out:
                out.write(picture(name, scale))
            print(f"{os.path.basename(folder)}/{filename}")
