#!/usr/bin/env python3
"""Writes the PNG fuzz seeds Fuzz/Corpus/png/seed-*.png: complete, valid PNGs of every colour
type and bit depth PNG allows, plain and Adam7-interlaced, so that the fuzzer starts from files
that reach the end of the image data (filters, every interlace pass, tRNS, the stream check's
end-of-stream and IEND paths) instead of mutating towards them from the first chunks. Plus a few
shapes the decoder must refuse or accept cheaply: the stream split over many IDAT chunks, an
empty IDAT after the stream, an ancillary chunk, and a small inflation bomb.

Standard library only; deterministic (no randomness), so running it again writes the same bytes.
"""
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus", "png")


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def sample(x, y, c, depth):
    return ((x * 37 + y * 11 + c * 67) * 2654435761 >> 7) % (1 << depth)


def row_bytes(width, y, colour, depth, filter_type):
    bits = []
    for x in range(width):
        for c in range(CHANNELS[colour]):
            bits.append(sample(x, y, c, depth))
    out = bytearray()
    if depth >= 8:
        for v in bits:
            out += v.to_bytes(depth // 8, "big")
    else:
        acc, n = 0, 0
        for v in bits:
            acc = (acc << depth) | v
            n += depth
            if n == 8:
                out.append(acc)
                acc, n = 0, 0
        if n:
            out.append(acc << (8 - n))
    # Filter type 1 (Sub) on odd rows, so the seeds exercise a filter besides None.
    if filter_type == 1:
        bpp = max(1, CHANNELS[colour] * depth // 8)
        out = bytearray((out[i] - (out[i - bpp] if i >= bpp else 0)) & 0xFF for i in range(len(out)))
    return bytes([filter_type]) + bytes(out)


def image_data(width, height, colour, depth, interlaced):
    raw = bytearray()
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes:
        w = (width - x0 + dx - 1) // dx if width > x0 else 0
        h = (height - y0 + dy - 1) // dy if height > y0 else 0
        if w == 0 or h == 0:
            continue
        for y in range(h):
            raw += row_bytes(w, y0 + y * dy, colour, depth, y % 2)
    return bytes(raw)


def png(width, height, colour, depth, interlaced, extra=b"", split=None):
    ihdr = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 1 if interlaced else 0)
    body = chunk(b"IHDR", ihdr)
    if colour == 3:
        entries = 1 << depth
        body += chunk(b"PLTE", bytes((i * 53 + k * 91) % 256 for i in range(entries) for k in range(3)))
        body += chunk(b"tRNS", bytes((i * 97) % 256 for i in range(entries)))
    elif colour in (0, 2):
        body += chunk(b"tRNS", b"\x00\x01" * CHANNELS[colour])
    body += extra
    stream = zlib.compress(image_data(width, height, colour, depth, interlaced), 9)
    if split:
        body += b"".join(chunk(b"IDAT", stream[i:i + split]) for i in range(0, len(stream), split))
    else:
        body += chunk(b"IDAT", stream)
    return b"\x89PNG\r\n\x1a\n" + body + chunk(b"IEND", b"")


def main():
    os.makedirs(OUT, exist_ok=True)
    seeds = {}
    for colour, depths in DEPTHS.items():
        for depth in depths:
            for interlaced in (False, True):
                name = "seed-c%d-d%d%s.png" % (colour, depth, "-i" if interlaced else "")
                seeds[name] = png(11, 9 if interlaced else 3, colour, depth, interlaced)
    seeds["seed-split-idat.png"] = png(7, 5, 6, 8, False, split=7)
    rgba = png(3, 2, 6, 8, False)
    seeds["seed-empty-idat-after.png"] = rgba[:-12] + chunk(b"IDAT", b"") + rgba[-12:]
    seeds["seed-text.png"] = png(3, 2, 2, 8, False, extra=chunk(b"tEXt", b"Comment\x00seed"))
    bomb_stream = zlib.compress(b"\x00" * (1 << 20), 9)
    seeds["seed-bomb-1x1.png"] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
                                  + chunk(b"IDAT", bomb_stream) + chunk(b"IEND", b""))
    for name, data in sorted(seeds.items()):
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
    print("%d seeds, %d bytes" % (len(seeds), sum(len(d) for d in seeds.values())))


if __name__ == "__main__":
    main()
