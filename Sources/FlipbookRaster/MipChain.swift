/// One level of a mipmap chain: premultiplied RGBA8 packed into `UInt32` (R in the low byte).
struct MipLevel: @unchecked Sendable {
    let width: Int
    let height: Int
    /// Owned by the ``MipChain``, which frees it.
    let pixels: UnsafeMutablePointer<UInt32>
}

/// The mipmap pyramid of an ``Image``: level 0 is the image itself, each further level halves
/// both sides (rounding up) with a 2×2 box filter, down to 1×1.
///
/// Built once per image and immutable afterwards, so it is shared across render threads.
final class MipChain: @unchecked Sendable {
    let levels: [MipLevel]
    /// The levels again, as a raw table for the sampling loops (no reference counting).
    let table: UnsafeMutablePointer<MipLevel>
    /// Per level, level texels per level-0 texel horizontally and vertically.
    let scales: UnsafeMutablePointer<(x: Double, y: Double)>
    /// True when every pixel of level 0 is opaque (the samples of every level are then opaque).
    let isOpaque: Bool

    /// The chain of `bitmap`; `baseOnly` stops at level 0, for draws that never minify.
    init(_ bitmap: Bitmap, baseOnly: Bool = false) {
        let w0 = max(bitmap.width, 1), h0 = max(bitmap.height, 1)
        let base = UnsafeMutablePointer<UInt32>.allocate(capacity: w0 * h0)
        if bitmap.width == 0 || bitmap.height == 0 {
            base.initialize(to: 0)
        } else {
            bitmap.bytes.withUnsafeBytes { raw in
                let src = raw.bindMemory(to: UInt32.self)
                base.initialize(from: src.baseAddress!, count: w0 * h0)
            }
        }
        isOpaque = MipChain.allOpaque(base, count: w0 * h0)
        var levels = [MipLevel(width: w0, height: h0, pixels: base)]
        while !baseOnly, let last = levels.last, last.width > 1 || last.height > 1 {
            levels.append(MipChain.halve(last))
        }
        self.levels = levels
        table = .allocate(capacity: levels.count)
        table.initialize(from: levels, count: levels.count)
        scales = .allocate(capacity: levels.count)
        for (i, l) in levels.enumerated() {
            scales[i] = (Double(l.width) / Double(w0), Double(l.height) / Double(h0))
        }
    }

    deinit {
        for level in levels { level.pixels.deallocate() }
        table.deallocate()
        scales.deallocate()
    }

    /// True when every one of the `count` texels at `p` has alpha 255: the alpha bytes of
    /// blocks of 16 texels are ANDed together (vectorisable), then any rest one at a time.
    static func allOpaque(_ p: UnsafePointer<UInt32>, count: Int) -> Bool {
        var i = 0
        while i &+ 16 <= count {
            var all: UInt32 = .max
            for j in 0..<16 { all &= p[i &+ j] }
            if all >> 24 != 255 { return false }
            i &+= 16
        }
        while i < count {
            if p[i] >> 24 != 255 { return false }
            i &+= 1
        }
        return true
    }

    /// The next level: each texel averages a 2×2 block (edge texels repeat on odd sizes),
    /// rounding to nearest, so premultiplied values stay premultiplied.
    private static func halve(_ src: MipLevel) -> MipLevel {
        let w = (src.width + 1) / 2, h = (src.height + 1) / 2
        let dst = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
        let sp = src.pixels
        // Output texels whose two source columns both exist, two at a time in SIMD lanes.
        let pairs = src.width / 4
        for y in 0..<h {
            let y0 = 2 * y, y1 = min(2 * y + 1, src.height - 1)
            let above = UnsafeRawPointer(sp + y0 * src.width), below = UnsafeRawPointer(sp + y1 * src.width)
            let out = UnsafeMutableRawPointer(dst + y * w)
            for i in 0..<pairs {
                let o = i &* 16
                out.storeBytes(of: PixelVector.halve(
                    above: (above.loadUnaligned(fromByteOffset: o, as: UInt64.self),
                            above.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self)),
                    below: (below.loadUnaligned(fromByteOffset: o, as: UInt64.self),
                            below.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self))),
                    toByteOffset: i &* 8, as: UInt64.self)
            }
            for x in (2 * pairs)..<w {
                let x0 = 2 * x, x1 = min(2 * x + 1, src.width - 1)
                let a = sp[y0 * src.width + x0], b = sp[y0 * src.width + x1]
                let c = sp[y1 * src.width + x0], d = sp[y1 * src.width + x1]
                let lo: UInt32 = 0xFF00FF, round: UInt32 = 0x20002
                var rb: UInt32 = (a & lo) &+ (b & lo)
                rb = rb &+ (c & lo) &+ (d & lo) &+ round
                var ag: UInt32 = ((a >> 8) & lo) &+ ((b >> 8) & lo)
                ag = ag &+ ((c >> 8) & lo) &+ ((d >> 8) & lo) &+ round
                dst[y * w + x] = ((rb >> 2) & 0xFF00FF) | (((ag >> 2) & 0xFF00FF) << 8)
            }
        }
        return MipLevel(width: w, height: h, pixels: dst)
    }
}
