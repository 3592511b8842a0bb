#!/usr/bin/env python3
"""Writes the hand-built GIF seeds in Corpus/gif/ that the CLI's encoder never produces:
interlacing, disposal "previous", frames that overhang the screen, plain-text, comment and
ANIMEXTS extensions, a frame without a colour table. Run from Fuzz/; needs no packages."""
import struct


def lzw(indices, min_size):
    """Uncompressed LZW: a clear code often enough that codes stay min_size + 1 bits wide."""
    clear, end, width = 1 << min_size, (1 << min_size) + 1, min_size + 1
    codes, run = [clear], 0
    for i in indices:
        if run == (1 << min_size) - 2:
            codes.append(clear)
            run = 0
        codes.append(i)
        run += 1
    codes.append(end)
    bits = nbits = 0
    out = bytearray()
    for c in codes:
        bits |= c << nbits
        nbits += width
        while nbits >= 8:
            out.append(bits & 0xFF)
            bits >>= 8
            nbits -= 8
    if nbits:
        out.append(bits & 0xFF)
    return bytes([min_size]) + sub_blocks(bytes(out))


def sub_blocks(data):
    return b"".join(bytes([len(data[i:i + 255])]) + data[i:i + 255] for i in range(0, len(data), 255)) + b"\0"


def palette(colors, size_bits):
    table = b"".join(bytes(c) for c in colors)
    return table + b"\0" * (3 * (1 << (size_bits + 1)) - len(table))


def screen(w, h, colors=None, bits=1):
    flags = (0x80 | 0x70 | bits) if colors else 0
    return b"GIF89a" + struct.pack("<HHBBB", w, h, flags, 0, 0) + (palette(colors, bits) if colors else b"")


def gce(delay, disposal=0, transparent=None):
    flags = disposal << 2 | (1 if transparent is not None else 0)
    return b"\x21\xF9\x04" + struct.pack("<BHB", flags, delay, transparent or 0) + b"\0"


def image(x, y, w, h, indices, colors=None, bits=1, interlaced=False):
    flags = (0x80 | bits if colors else 0) | (0x40 if interlaced else 0)
    return (b"\x2C" + struct.pack("<HHHHB", x, y, w, h, flags) + (palette(colors, bits) if colors else b"")
            + lzw(indices, max(2, bits + 1)))


def loop(count, name=b"NETSCAPE2.0"):
    return b"\x21\xFF\x0B" + name + b"\x03\x01" + struct.pack("<H", count) + b"\0"


RGBW = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
seeds = {
    "interlaced.gif": screen(9, 7, RGBW) + image(0, 0, 9, 7, [(x + y) % 4 for y in range(7) for x in range(9)],
                                                 interlaced=True) + b";",
    "previous-transparent.gif": screen(8, 8, RGBW) + loop(0) + gce(5) + image(0, 0, 8, 8, [3] * 64)
    + gce(7, disposal=3, transparent=0) + image(2, 2, 4, 4, [0, 1, 2, 0] * 4)
    + gce(9, disposal=2) + image(4, 4, 4, 4, [1] * 16) + b";",
    "overhang-local.gif": screen(6, 5) + loop(2, b"ANIMEXTS1.0") + gce(3)
    + image(3, 2, 6, 6, [i % 4 for i in range(36)], colors=RGBW[::-1]) + b";",
    "extensions.gif": screen(5, 5, RGBW) + b"\x21\xFE" + sub_blocks(b"a comment")
    + b"\x21\x01\x0C" + bytes(12) + sub_blocks(b"plain text") + gce(0) + image(0, 0, 5, 5, [2] * 25) + b";",
    "no-palette.gif": screen(4, 4) + image(0, 0, 4, 4, [1] * 16) + b";",
}
for name, data in seeds.items():
    with open("Corpus/gif/" + name, "wb") as f:
        f.write(data)
