#!/usr/bin/env python3
"""Runs the flipbook CLI on hostile inputs and prints a Markdown table of what happened.

Every row runs in a fresh folder (inputs are generated there), under a wall-time limit and an
address-space limit. A row FAILs when the process dies of a signal, exceeds a limit, leaves a
file behind (a temporary, or any output of a failed command), or exits 0 on input it must
reject. Peak memory is the child's maximum resident set size (wait4's rusage, the number
/usr/bin/time -v prints). Standard library only; run it through scripts/hostile-inputs.sh,
which builds the release executable first.
"""
import argparse
import json
import os
import resource
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

# ---------------------------------------------------------------------------------------------
# Input generators


def png_chunk(kind, data, crc=None):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) if crc is None else crc)


def png(width, height, idat=None, bad_crc=False):
    """An RGBA PNG of width × height; `idat` replaces the pixel data (for lying headers)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    if idat is None:
        row = b"\x00" + b"\x80\x40\x20\xff" * width
        idat = zlib.compress(row * height)
    ihdr = png_chunk(b"IHDR", header, crc=0xDEADBEEF if bad_crc else None)
    return b"\x89PNG\r\n\x1a\n" + ihdr + png_chunk(b"IDAT", idat) + png_chunk(b"IEND", b"")


# The filtered rows of png(8, 8): filter byte 0 and 8 RGBA pixels, 8 times.
RAW_8X8 = (b"\x00" + b"\x80\x40\x20\xff" * 8) * 8


def noise_png(width, height):
    """An RGBA PNG of random opaque pixels, which compresses to about its raw size."""
    rows = b"".join(b"\x00" + bytes(b if i % 4 != 3 else 255 for i, b in enumerate(os.urandom(4 * width)))
                    for _ in range(height))
    return png(width, height, idat=zlib.compress(rows))


def gif(screen=(2, 2), images=((2, 2),)):
    """A GIF89a with a 2-colour global table and one image per (width, height): each image's
    LZW data sends a clear code before every pixel (so the code width stays 3 bits) for at most
    4 pixels, then end-of-information. A declared size beyond the data is a lie giflib must
    survive."""
    out = b"GIF89a" + struct.pack("<HHBBB", screen[0], screen[1], 0x80, 0, 0) + b"\x00\x00\x00\xff\xff\xff"
    for (w, h) in images:
        out += b"\x2c" + struct.pack("<HHHHB", 0, 0, w, h, 0)
        codes = []
        for _ in range(min(4, w * h)):
            codes += [4, 1]
        codes.append(5)
        bits, nbits, data = 0, 0, bytearray()
        for c in codes:
            bits |= c << nbits
            nbits += 3
            while nbits >= 8:
                data.append(bits & 0xFF)
                bits >>= 8
                nbits -= 8
        if nbits:
            data.append(bits & 0xFF)
        out += b"\x02" + bytes([len(data)]) + bytes(data) + b"\x00"
    return out + b"\x3b"


def scene(**override):
    """A small valid scene (40×30 pt, 0.5 s at 10 fps, one moving box), with keys replaced."""
    doc = {
        "canvas": {"width": 40, "height": 30, "scale": 1, "background": "#202040"},
        "fps": 10,
        "duration": 0.5,
        "root": {"sublayers": [{"name": "box", "frame": [2, 2, 12, 12], "backgroundColor": "#FFAA00",
                                "cornerRadius": 3}]},
        "animations": [{"layer": "box", "keyPath": "position.x", "to": 30, "duration": 0.5}],
    }
    for key, value in override.items():
        if key in ("canvas", "box") and isinstance(value, dict):
            (doc["canvas"] if key == "canvas" else doc["root"]["sublayers"][0]).update(value)
        else:
            doc[key] = value
    return json.dumps(doc)


LONG_SCENE = scene(canvas={"width": 160, "height": 120}, fps=30, duration=600,
                   animations=[{"layer": "box", "keyPath": "position.x", "to": 140, "duration": 600}])


def nested_layers(depth):
    """A scene whose root holds a chain of `depth` layers (written as text: json.dumps recurses)."""
    leaf = '{"name": "leaf", "frame": [0, 0, 4, 4], "backgroundColor": "#FF0000"}'
    chain = "".join('{"name": "n%d", "sublayers": [' % i for i in range(depth)) + leaf + "]}" * depth
    return scene(root={"name": "@ROOT"}, animations=[]).replace('{"name": "@ROOT"}', chain)


# ---------------------------------------------------------------------------------------------
# Rows: (input description, arguments, files to create, expectation, options)
# expectation: "reject" (must exit non-zero), "accept" (must exit 0), "either" (0 or an error,
# but bounded and clean), or a signal number (sent mid-render; must exit 128 + it).


def rows():
    r = []

    def add(name, args, files=None, expect="reject", **options):
        # -q: no progress lines, so the first line of stderr is the error.
        quiet = ["-q"] if args[0] in ("render", "still") else []
        r.append(dict(name=name, args=args + quiet, files=files or {}, expect=expect, **options))

    s = "scene.json"
    add("valid scene → GIF (baseline)", ["render", s, "-o", "out.gif"], {s: scene()}, "accept", outputs=["out.gif"])
    add("valid scene → PNG frames (baseline)", ["render", s, "-o", "frames/"], {s: scene()}, "accept", outputs=["frames"])
    add("canvas width 1e400 (infinite)", ["render", s, "-o", "out.gif"], {s: scene(canvas={"width": "@1e400"})})
    add("layer frame width 1e400", ["render", s, "-o", "out.gif"], {s: scene(box={"frame": [0, 0, "@1e400", 10]})})
    add("position 1e308, transform scale 1e308", ["render", s, "-o", "out.gif"],
        {s: scene(box={"position": [1e308, 1e308], "transform": [{"scale": [1e308, 1e308, 1]}]})}, "either", outputs=["out.gif"])
    add("animation to 1e400", ["render", s, "-o", "out.gif"],
        {s: scene(animations=[{"layer": "box", "keyPath": "position.x", "to": "@1e400", "duration": 0.5}])})
    add("animation from -1e308 to 1e308", ["render", s, "-o", "out.gif"],
        {s: scene(animations=[{"layer": "box", "keyPath": "position.x", "from": -1e308, "to": 1e308, "duration": 0.5}])},
        "either", outputs=["out.gif"])
    add("NaN literal in JSON", ["render", s, "-o", "out.gif"], {s: scene(box={"opacity": "@NaN"})})
    add("cornerRadius 1e300", ["render", s, "-o", "out.gif"], {s: scene(box={"cornerRadius": 1e300})}, "either", outputs=["out.gif"])
    add("shadowRadius 1000 on 40×30", ["render", s, "-o", "out.gif"],
        {s: scene(box={"shadowOpacity": 1, "shadowRadius": 1000})}, "either", outputs=["out.gif"])
    add("shadowRadius 1e7 on 40×30", ["render", s, "-o", "out.gif"],
        {s: scene(box={"shadowOpacity": 1, "shadowRadius": 1e7})}, "either", outputs=["out.gif"])
    add("shadowOffset 1e300", ["render", s, "-o", "out.gif"],
        {s: scene(box={"shadowOpacity": 1, "shadowRadius": 4, "shadowOffset": [1e300, 1e300]})}, "either", outputs=["out.gif"])
    # Back to back on one key (every other one without `from`, so each resolves its start from
    # the one before; times in 1/1024 s, exact in binary): the whole file loads and compiles,
    # nothing is rejected as overlapping.
    many = lambda n: [dict({"layer": "box", "keyPath": "opacity", "to": (i % 10) / 10,
                            "begin": i / 1024, "duration": 1 / 1024}, **({"from": 0.5} if i % 2 else {}))
                      for i in range(n)]
    add("20 000 animations", ["info", s], {s: scene(animations=many(20_000))}, "either")
    add("100 000 animations", ["info", s], {s: scene(animations=many(100_000))}, "either")
    add("100 000 animations rendered", ["still", s, "--time", "5", "-o", "out.png"],
        {s: scene(animations=many(100_000))}, "either", outputs=["out.png"])
    add("overlapping animations", ["info", s],
        {s: scene(animations=[{"layer": "box", "keyPath": "opacity", "to": 1, "begin": 0, "duration": 1},
                              {"layer": "box", "keyPath": "opacity", "to": 0, "begin": 0.5, "duration": 1}])})
    add("100 000 keyframes", ["render", s, "-o", "out.gif"],
        {s: scene(animations=[{"layer": "box", "keyPath": "position.x", "values": [i % 40 for i in range(100_000)],
                               "duration": 0.5}])}, "either", outputs=["out.gif"])
    add("50 000 sibling layers", ["render", s, "-o", "out.gif"],
        {s: scene(root={"sublayers": [{"frame": [i % 40, i % 30, 2, 2], "backgroundColor": "#FF0000"}
                                      for i in range(50_000)]}, animations=[])}, "either", outputs=["out.gif"])
    add("layers nested 10 000 deep", ["render", s, "-o", "out.gif"], {s: nested_layers(10_000)}, "either", outputs=["out.gif"])
    add("JSON arrays nested 100 000 deep", ["info", s], {s: "[" * 100_000 + "]" * 100_000})
    add("duplicate JSON key", ["render", s, "-o", "out.gif"],
        {s: scene().replace('"fps": 10,', '"fps": 10, "fps": 1000,')})
    add("10 MB text string", ["render", s, "-o", "out.gif"],
        {s: scene(box={"text": {"string": "lorem ipsum " * 873_813, "fontSize": 12, "color": "#FFFFFF"}})},
        "either", outputs=["out.gif"])
    add("canvas 100000×100000", ["render", s, "-o", "out.gif"], {s: scene(canvas={"width": 100000, "height": 100000})})
    add("canvas 16384×16384 at scale 4", ["render", s, "-o", "out.gif"],
        {s: scene(canvas={"width": 16384, "height": 16384, "scale": 4})})
    add("--size 100000x100000", ["render", s, "--size", "100000x100000", "-o", "out.gif"], {s: scene()})
    add("--scale 1e308", ["render", s, "--scale", "1e308", "-o", "out.gif"], {s: scene()})
    add("--scale 1e-300", ["render", s, "--scale", "1e-300", "-o", "out.gif"], {s: scene()})
    add("--scale nan", ["render", s, "--scale", "nan", "-o", "out.gif"], {s: scene()})
    add("--fps 0", ["render", s, "--fps", "0", "-o", "out.gif"], {s: scene()})
    add("--fps -30", ["render", s, "--fps", "-30", "-o", "out.gif"], {s: scene()})
    add("--fps nan", ["render", s, "--fps", "nan", "-o", "out.gif"], {s: scene()})
    add("scene fps 0", ["render", s, "-o", "out.gif"], {s: scene(fps=0)})
    add("scene fps -5", ["render", s, "-o", "out.gif"], {s: scene(fps=-5)})
    add("scene fps 1e9", ["render", s, "-o", "out.gif"], {s: scene(fps=1e9)})
    add("scene duration 1e9", ["render", s, "-o", "out.gif"], {s: scene(duration=1e9)})
    add("--to 1e308", ["render", s, "--to", "1e308", "-o", "out.gif"], {s: scene()})
    add("--hold cap bypass (--fps 1000 --hold 3600 -o frames/)",
        ["render", s, "--fps", "1000", "--hold", "3600", "-o", "frames/"], {s: scene()})
    add("--hold one frame over the cap", ["render", s, "--fps", "1000", "--hold", "99.5", "-o", "frames/"], {s: scene()})
    add("--jobs 1000000", ["render", s, "--jobs", "1000000", "-o", "out.gif"], {s: scene()})
    add("still --time 1e308", ["still", s, "--time", "1e308", "-o", "x.png"], {s: scene()}, "either", outputs=["x.png"])
    add("empty scene file", ["render", s, "-o", "out.gif"], {s: ""})
    add("binary garbage scene", ["render", s, "-o", "out.gif"], {s: bytes(range(256)) * 64})
    add("invalid UTF-8 in a string", ["render", s, "-o", "out.gif"], {s: scene().encode().replace(b'"box"', b'"b\xff\xfe"')})
    add("top-level JSON array", ["render", s, "-o", "out.gif"], {s: "[1, 2, 3]"})
    add("scene path is a folder", ["render", "dir.json", "-o", "out.gif"], {"dir.json/x": "{}"})
    add("missing scene file", ["render", "absent.json", "-o", "out.gif"])
    img = lambda name: {s: scene(box={"contents": name})}
    add("contents: truncated PNG", ["render", s, "-o", "out.gif"], {**img("t.png"), "t.png": png(8, 8)[:60]})
    add("contents: PNG with a bad CRC", ["render", s, "-o", "out.gif"], {**img("c.png"), "c.png": png(8, 8, bad_crc=True)})
    add("contents: PNG declaring 100000×100000", ["render", s, "-o", "out.gif"],
        {**img("h.png"), "h.png": png(100000, 100000, idat=zlib.compress(b"\x00" * 1000))})
    add("contents: PNG declaring 16384×6000, 1 KB of data", ["render", s, "-o", "out.gif"],
        {**img("b.png"), "b.png": png(16384, 6000, idat=zlib.compress(b"\x00" * 1000))})
    add("diff: truncated PNG", ["diff", "a.png", "b.png"], {"a.png": png(8, 8), "b.png": png(8, 8)[:70]})
    add("info: truncated GIF", ["info", "t.gif"], {"t.gif": gif()[:20]})
    add("info: garbage .gif", ["info", "g.gif"], {"g.gif": os.urandom(4096)})
    add("info: GIF image declaring 65535×32767", ["info", "huge.gif"], {"huge.gif": gif((4, 4), [(65535, 32767)])})
    add("diff: GIFs with 3 images of 65535×32767", ["diff", "a.gif", "b.gif"],
        {"a.gif": gif((4, 4), [(65535, 32767)] * 3), "b.gif": gif((4, 4), [(65535, 32767)] * 3)})
    add("-o under a file", ["render", s, "-o", "blocker/sub/frames/"], {s: scene(), "blocker": "x"})
    add("-o /proc/flipbook.gif (read-only file system)", ["render", s, "-o", "/proc/flipbook-hostile.gif"], {s: scene()})
    add("-o folder holding other files", ["render", s, "-o", "mine/"], {s: scene(), "mine/notes.txt": "keep"})
    add("-o x.gif that is a folder", ["render", s, "-o", "x.gif"], {s: scene(), "x.gif/keep": "keep"})
    add("disk full while writing a GIF (64 KB file limit)", ["render", s, "-o", "out.gif", "--palette", "local"],
        {s: LONG_SCENE.replace('"duration": 600', '"duration": 20')}, file_limit=65536)
    add("disk full while writing PNG frames (64 KB file limit)", ["render", s, "-o", "frames/"],
        {s: scene(canvas={"width": 400, "height": 300}, duration=2, box={"frame": [0, 0, 400, 300], "contents": "noise.png"}),
         "noise.png": noise_png(200, 150), "frames/frame_0000.png": png(4, 4)},
        file_limit=65536, keep=["frames", "frames/frame_0000.png"])
    # Issue 32: paths stay inside their folders, only regular files are read, tiny rates end
    # cleanly, decoding is bounded by the declared image. Manifests live in m/, so anything they
    # wrote outside their folder shows up as a file left in the row's folder.
    mf = "m/flipbook.json"

    def manifest(outputs, scene_path="s.json", options=None):
        entry = {"scene": scene_path, "outputs": outputs}
        if options:
            entry["options"] = options
        return json.dumps({"version": 1, "entries": [entry]})

    ms = {"m/s.json": scene()}
    add("manifest output ../escape.gif", ["render", "--manifest", mf], {**ms, mf: manifest([{"gif": "../escape.gif"}])})
    add("manifest output at an absolute path outside", ["render", "--manifest", mf],
        {**ms, mf: manifest([{"gif": "@ROW@/escape.gif"}])})
    add("manifest frames under a symlinked docs/ pointing outside", ["render", "--manifest", mf],
        {**ms, "elsewhere/frame_0000.png": png(4, 4), "m/docs": ("symlink", "../elsewhere"),
         mf: manifest([{"frames": "docs/frames"}])}, keep=["elsewhere", "elsewhere/frame_0000.png", "m/docs"])
    add("manifest scene outside its folder", ["render", "--manifest", mf],
        {"outside.json": scene(), mf: manifest([{"gif": "a.gif"}], scene_path="../outside.json")})
    add("manifest state file linked outside", ["render", "--manifest", mf],
        {**ms, "secret.json": "{}", "m/.flipbook-state.json": ("symlink", "../secret.json"),
         mf: manifest([{"gif": "a.gif"}])})
    add("manifest still whose output is a folder", ["render", "--manifest", mf],
        {**ms, "m/shot.png/keep": "keep", mf: manifest([{"gif": "a.gif"}, {"still": "shot.png"}])})
    add("manifest that is a FIFO", ["render", "--manifest", "m/pipe.json"], {"m/pipe.json": ("fifo",)})
    add("manifest fps 1e-300", ["render", "--manifest", mf], {**ms, mf: manifest([{"gif": "a.gif"}], options={"fps": 1e-300})})
    named = lambda name: {"m/s.json": scene(root={"name": name, "sublayers": [{"name": "x", "frame": [0, 0, 4, 4]}]}, animations=[])}
    add("--check: a layer named /dev/zero", ["render", "--manifest", mf, "--check"],
        {**named("/dev/zero"), mf: manifest([{"gif": "a.gif"}])})
    add("--check: a layer named after a FIFO", ["render", "--manifest", mf, "--check"],
        {**named("pipe"), "m/pipe": ("fifo",), mf: manifest([{"gif": "a.gif"}])})
    add("render /dev/zero", ["render", "/dev/zero", "-o", "out.gif"])
    add("render a FIFO scene", ["render", "pipe.json", "-o", "out.gif"], {"pipe.json": ("fifo",)})
    add("contents: /dev/zero", ["render", s, "-o", "out.gif"], img("/dev/zero"))
    add("contents: /dev/zero with --files-root /", ["render", s, "-o", "out.gif", "--files-root", "/"], img("/dev/zero"))
    add("contents: a FIFO", ["render", s, "-o", "out.gif"], {**img("p.png"), "p.png": ("fifo",)})
    add("contents: ../ outside the scene folder", ["render", "sub/" + s, "-o", "out.gif"],
        {"sub/" + s: scene(box={"contents": "../t.png"}), "t.png": png(4, 4)})
    add("gif: a FIFO as a frame", ["gif", "p.png", "-o", "out.gif"], {"p.png": ("fifo",)})
    add("--delays: a FIFO", ["gif", "a.png", "--delays", "d.txt", "-o", "out.gif"], {"a.png": png(4, 4), "d.txt": ("fifo",)})
    add("--delays: a 300 MB file (sparse)", ["gif", "a.png", "--delays", "d.txt", "-o", "out.gif"],
        {"a.png": png(4, 4), "d.txt": ("sparse", 300 << 20)})
    add("--fps 1e-10", ["render", s, "--fps", "1e-10", "-o", "out.gif"], {s: scene()})
    add("gif --fps 1e-10", ["gif", "a.png", "--fps", "1e-10", "-o", "out.gif"], {"a.png": png(4, 4)})
    add("scene fps 1e-300", ["render", s, "-o", "out.gif"], {s: scene(fps=1e-300)})
    add("scene fps 0.001", ["render", s, "-o", "out.gif"], {s: scene(fps=0.001)})
    add("scene 1e-300 as still --time", ["still", s, "--time", "1e-300", "-o", "x.png"], {s: scene()}, "either", outputs=["x.png"])
    bomb = lambda mb: png(1, 1, idat=zlib.compress(b"\x00" * (mb << 20), 9))
    add("contents: 1×1 PNG inflating to 1 GB (1 MB file)", ["render", s, "-o", "out.gif"], {**img("bomb.png"), "bomb.png": bomb(1024)})
    add("diff: 1×1 PNG inflating to 4 GB (4 MB file)", ["diff", "a.png", "bomb.png"], {"a.png": png(1, 1), "bomb.png": bomb(4096)})
    good = png(8, 8)
    add("contents: PNG with a wrong zlib checksum", ["render", s, "-o", "out.gif"],
        {**img("z.png"), "z.png": png(8, 8, idat=zlib.compress(RAW_8X8)[:-4] + b"\xde\xad\xbe\xef")})
    add("contents: PNG with a bad ancillary CRC", ["render", s, "-o", "out.gif"],
        {**img("a.png"), "a.png": good[:33] + png_chunk(b"tEXt", b"Comment\x00hi", crc=1) + good[33:]})
    add("contents: PNG with data after the image", ["render", s, "-o", "out.gif"],
        {**img("x.png"), "x.png": png(8, 8, idat=zlib.compress(RAW_8X8 + RAW_8X8[:9]))})
    for sig, out in [(signal.SIGINT, "out.gif"), (signal.SIGTERM, "out.gif"), (signal.SIGINT, "frames/"),
                     (signal.SIGTERM, "frames/")]:
        files = {s: LONG_SCENE}
        keep = []
        if out == "frames/":
            files["frames/frame_0000.png"] = png(4, 4)
            keep = ["frames", "frames/frame_0000.png"]
        extra = ["--palette", "local"] if out.endswith(".gif") else []
        add("%s mid-render (%s)" % (signal.Signals(sig).name, "GIF" if out.endswith(".gif") else "PNG frames, earlier frames present"),
            ["render", s, "-o", out, "--jobs", "1"] + extra, files, int(sig), keep=keep)
    return r


# ---------------------------------------------------------------------------------------------
# Running


def materialise(folder, files):
    for name, content in files.items():
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if isinstance(content, tuple):
            # ("symlink", target), ("fifo",) or ("sparse", size): special files.
            if content[0] == "symlink":
                os.symlink(content[1], path)
            elif content[0] == "fifo":
                os.mkfifo(path)
            else:
                with open(path, "wb") as f:
                    f.truncate(content[1])
            continue
        if isinstance(content, str):
            content = content.replace("@ROW@", folder)
            # "@token" in a JSON string value stands for a raw token (1e400, NaN) that json cannot write.
            for token in ("1e400", "NaN"):
                content = content.replace('"@%s"' % token, token)
            content = content.encode("utf-8")
        with open(path, "wb") as f:
            f.write(content)


def listing(folder):
    found = []
    for root, dirs, names in os.walk(folder):
        for n in dirs + names:
            found.append(os.path.relpath(os.path.join(root, n), folder))
    return sorted(found)


def run_row(binary, row, timeout, memory_mb):
    folder = tempfile.mkdtemp(prefix="flipbook-hostile-")
    try:
        materialise(folder, row["files"])
        before = set(listing(folder))

        def limits():
            resource.setrlimit(resource.RLIMIT_AS, (memory_mb << 20, memory_mb << 20))
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            if row.get("file_limit"):
                signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
                resource.setrlimit(resource.RLIMIT_FSIZE, (row["file_limit"], row["file_limit"]))

        err_path = os.path.join(tempfile.gettempdir(), "flipbook-hostile-%d.err" % os.getpid())
        with open(err_path, "wb") as err:
            started = time.monotonic()
            proc = subprocess.Popen([binary] + [a.replace("@ROW@", folder) for a in row["args"]], cwd=folder, stdout=subprocess.DEVNULL, stderr=err,
                                    stdin=subprocess.DEVNULL, preexec_fn=limits)
            sent = None
            expect = row["expect"]
            status, usage, timed_out = None, None, False
            while True:
                pid, st, ru = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    status, usage = st, ru
                    break
                elapsed = time.monotonic() - started
                if isinstance(expect, int) and sent is None:
                    # Mid-render: half a second in, with a temporary on disk.
                    hidden = [n for n in listing(folder) if os.path.basename(n).startswith(".")]
                    if (hidden and elapsed > 0.5) or elapsed > 20:
                        os.kill(proc.pid, expect)
                        sent = expect
                if elapsed > timeout:
                    os.kill(proc.pid, signal.SIGKILL)
                    timed_out = True
                    _, status, usage = os.wait4(proc.pid, 0)
                    break
                time.sleep(0.01)
            proc.returncode = 0  # reaped by wait4; keep Popen from waiting again
            wall = time.monotonic() - started
        with open(err_path, "rb") as f:
            stderr = f.read().decode("utf-8", "replace")
        os.unlink(err_path)

        after = listing(folder)
        allowed = set(before) | set(row.get("keep", []))
        code = os.waitstatus_to_exitcode(status)
        if code == 0:
            for out in row.get("outputs", []):
                allowed |= {n for n in after if n == out or n.startswith(out + "/")}
        left = [n for n in after if n not in allowed]
        missing_kept = [n for n in row.get("keep", []) if n not in after]

        problems = []
        if timed_out:
            problems.append("timeout")
        elif code < 0:
            problems.append("killed by %s" % signal.Signals(-code).name)
        if usage.ru_maxrss > memory_mb * 1024:
            problems.append("memory")
        if left:
            problems.append("files left")
        if missing_kept:
            problems.append("earlier output lost")
        if not timed_out and code >= 0:
            if expect == "reject" and code == 0:
                problems.append("exit 0 on bad input")
            if expect == "accept" and code != 0:
                problems.append("rejected good input")
            if isinstance(expect, int) and code != 128 + expect:
                problems.append("expected exit %d" % (128 + expect))
        first = next((line for line in stderr.splitlines() if line.strip()), "")
        return dict(code=("killed" if timed_out else (code if code >= 0 else signal.Signals(-code).name)),
                    wall=wall, rss=usage.ru_maxrss / 1024, left=left, stderr=first, problems=problems)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def cell(text, width=150):
    text = text.replace("|", "\\|").replace("`", "'")
    return text if len(text) <= width else text[:width - 1] + "…"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--flipbook", required=True, help="the flipbook executable")
    parser.add_argument("--timeout", type=float, default=30, help="wall-time limit per row in seconds (default 30)")
    parser.add_argument("--memory-mb", type=int, default=2048, help="address-space limit per row in MB (default 2048)")
    parser.add_argument("--only", help="run the rows whose input contains this text")
    args = parser.parse_args()

    selected = [r for r in rows() if not args.only or args.only in r["name"]]
    print("Limits per row: %g s wall time, %d MB address space. Peak memory is the maximum resident set size."
          % (args.timeout, args.memory_mb))
    print()
    print("| # | input | exit | time (s) | peak MB | files left | first line of stderr | result |")
    print("|---|---|---|---|---|---|---|---|")
    failures = []
    for i, row in enumerate(selected, 1):
        res = run_row(args.flipbook, row, args.timeout, args.memory_mb)
        verdict = "ok" if not res["problems"] else "**FAIL** (" + ", ".join(res["problems"]) + ")"
        if res["problems"]:
            failures.append((i, row["name"], res["problems"]))
        left = "none" if not res["left"] else ", ".join(res["left"][:4]) + (" …" if len(res["left"]) > 4 else "")
        print("| %d | %s | %s | %.2f | %.0f | %s | %s | %s |" % (
            i, cell(row["name"]), res["code"], res["wall"], res["rss"], cell(left, 60), cell(res["stderr"]), verdict))
        sys.stdout.flush()
    print()
    print("%d rows, %d FAIL%s" % (len(selected), len(failures),
                                  "" if not failures else ": " + "; ".join("#%d %s" % (i, n) for i, n, _ in failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
