#!/usr/bin/env python3
"""Writes the tiny PNG fixtures of Tests/FlipbookCodecsTests/__Fixtures__/.

For each `<name>.png` it also writes `<name>.expected.rgba`: the pixels every correct decoder must
produce, as raw premultiplied RGBA8 (rows top to bottom), computed here with numpy independently of
libpng: 16-bit samples scaled by round(v * 255 / 65535), no gamma conversion, then
premultiplied by round(c * a / 255). Pillow writes the 8-bit files; a small hand-written
encoder writes what Pillow cannot (16-bit RGB/RGBA, Adam7 interlacing, gAMA) and the broken files.

Run from the package root: python3 scripts/dev/make_png_fixtures.py
"""
import os
import struct
import zlib

import numpy as np
from PIL import Image

OUT = "Tests/FlipbookCodecsTests/__Fixtures__"
W, H = 5, 3


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_bytes(width, height, bit_depth, color_type, raw_rows, interlace=0, extra=b""):
    """raw_rows(x0, y0, dx, dy) -> list of filter-0 scanlines for that (sub)image."""
    ihdr = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, interlace)
    if interlace:
        passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        data = b"".join(raw_rows(*p) for p in passes)
    else:
        data = raw_rows(0, 0, 1, 1)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b"")


def rows_of(samples, channels, bytes_per_sample):
    """samples: H x W x C integer array -> function producing scanlines of any pass."""
    fmt = ">u2" if bytes_per_sample == 2 else "u1"

    def raw(x0, y0, dx, dy):
        sub = samples[y0::dy, x0::dx]
        if sub.shape[0] == 0 or sub.shape[1] == 0:
            return b""
        return b"".join(b"\x00" + row.astype(fmt).tobytes() for row in sub)

    return raw


def premultiply(rgba8):
    rgba = rgba8.astype(np.uint32)
    a = rgba[..., 3:4]
    out = rgba.copy()
    out[..., :3] = (rgba[..., :3] * a + 127) // 255  # round(c * a / 255); c*a/255 is never exactly .5
    return out.astype(np.uint8)


def save(name, data, straight_rgba8):
    with open(os.path.join(OUT, name + ".png"), "wb") as f:
        f.write(data)
    with open(os.path.join(OUT, name + ".expected.rgba"), "wb") as f:
        f.write(premultiply(straight_rgba8).tobytes())


def pillow_png(image, **options):
    import io
    buffer = io.BytesIO()
    image.save(buffer, "PNG", **options)
    return buffer.getvalue()


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = np.random.default_rng(7)
    rgba = rng.integers(0, 256, (H, W, 4), dtype=np.uint8)
    rgba[0, 0, 3], rgba[0, 1, 3], rgba[0, 2, 3] = 0, 255, 1

    save("rgba", pillow_png(Image.fromarray(rgba, "RGBA")), rgba)
    rgb = rgba.copy(); rgb[..., 3] = 255
    save("rgb", pillow_png(Image.fromarray(rgb[..., :3], "RGB")), rgb)
    grey = rgba[..., 0]
    save("grey", pillow_png(Image.fromarray(grey, "L")), np.dstack([grey, grey, grey, np.full_like(grey, 255)]))
    la = np.dstack([grey, rgba[..., 3]])
    save("grey-alpha", pillow_png(Image.fromarray(la, "LA")), np.dstack([grey, grey, grey, rgba[..., 3]]))

    # tRNS colour keys on grey and RGB: exactly the keyed value becomes transparent.
    key = int(grey[1, 1])
    keyed = np.dstack([grey, grey, grey, np.where(grey == key, 0, 255).astype(np.uint8)])
    save("grey-trns", pillow_png(Image.fromarray(grey, "L"), transparency=key), keyed)
    rgb_key = tuple(int(v) for v in rgb[2, 3, :3])
    keyed_rgb = rgb.copy(); keyed_rgb[..., 3] = np.where((rgb[..., :3] == rgb_key).all(axis=2), 0, 255)
    save("rgb-trns", pillow_png(Image.fromarray(rgb[..., :3], "RGB"), transparency=rgb_key), keyed_rgb)

    palette = np.array([[255, 0, 0], [0, 128, 255], [10, 200, 30], [250, 250, 250]], dtype=np.uint8)
    index = (np.arange(W * H) % 4).reshape(H, W).astype(np.uint8)
    p = Image.fromarray(index, "P"); p.putpalette(palette.flatten().tolist())
    opaque = np.dstack([palette[index], np.full((H, W), 255, np.uint8)])
    save("palette", pillow_png(p), opaque)
    alphas = np.array([0, 64, 200, 255], dtype=np.uint8)
    with_trns = opaque.copy(); with_trns[..., 3] = alphas[index]
    save("palette-trns", pillow_png(p, transparency=bytes(alphas)), with_trns)

    # 16-bit, with a gAMA chunk claiming gamma 1.0 that a decoder must NOT apply.
    rgba16 = rng.integers(0, 65536, (H, W, 4), dtype=np.uint32)
    rgba16[0, 0] = [65535, 32767, 32768, 65535]
    rgba16[0, 1] = [128, 129, 257, 65535]
    scaled = ((rgba16 * 255 + 32767) // 65535).astype(np.uint8)  # round(v * 255 / 65535)
    gama = chunk(b"gAMA", struct.pack(">I", 100000))
    save("rgba16", png_bytes(W, H, 16, 6, rows_of(rgba16, 4, 2), extra=gama), scaled)
    rgb16 = scaled.copy(); rgb16[..., 3] = 255
    save("rgb16", png_bytes(W, H, 16, 2, rows_of(rgba16[..., :3], 3, 2), extra=gama), rgb16)

    big = rng.integers(0, 256, (9, 11, 4), dtype=np.uint8)
    save("rgba-interlaced", png_bytes(11, 9, 8, 6, rows_of(big, 4, 1), interlace=1), big)

    whole = open(os.path.join(OUT, "rgba.png"), "rb").read()
    idat = whole.index(b"IDAT")
    with open(os.path.join(OUT, "truncated.png"), "wb") as f:
        f.write(whole[: idat + 10])
    bad_crc = bytearray(whole); bad_crc[idat + 6] ^= 0xFF
    with open(os.path.join(OUT, "corrupt-crc.png"), "wb") as f:
        f.write(bytes(bad_crc))
    # Garbage zlib data inside a chunk whose CRC is correct, so only the inflater can object.
    broken = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 6, 0, 0, 0)) \
        + chunk(b"IDAT", b"\x78\x9c\xff\xff\xff\xff\xff\xff") + chunk(b"IEND", b"")
    with open(os.path.join(OUT, "corrupt-zlib.png"), "wb") as f:
        f.write(broken)
    # A valid header claiming 20000 x 20000 RGBA (1.6 GB) followed by a tiny image stream.
    huge = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 6, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(b"\x00" * 16)) + chunk(b"IEND", b"")
    with open(os.path.join(OUT, "huge-header.png"), "wb") as f:
        f.write(huge)

    # Cross-check: Pillow decodes the 8-bit fixtures to the straight colours we claim.
    for name in ["rgba", "rgb", "grey", "grey-alpha", "grey-trns", "rgb-trns", "palette", "palette-trns", "rgba-interlaced"]:
        img = np.asarray(Image.open(os.path.join(OUT, name + ".png")).convert("RGBA"))
        expected = np.frombuffer(open(os.path.join(OUT, name + ".expected.rgba"), "rb").read(), np.uint8)
        assert (premultiply(img).flatten() == expected).all(), name


if __name__ == "__main__":
    main()
