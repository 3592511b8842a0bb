/// The pixel work of a ``BackdropPaint``: a Gaussian blur approximated by extended box
/// filters, the saturation matrix and the tint.
///
/// **Blur.** A direct Gaussian of σ = 60 device pixels (a 30 pt blur at 2×) costs 361 taps per
/// pixel and axis; iOS's own backdrop filters approximate it too. Kit uses three passes of an
/// *extended box filter* per axis (Gwosdek, Grewenig, Bruhn, Weickert, “Theoretical
/// foundations of Gaussian convolution by extended box filtering”, 2011): a box of radius `r`
/// plus a fractional weight `α` on the two taps at `±(r + 1)`, chosen so that each pass has
/// variance exactly `σ² / 3`. Three passes then have exactly the Gaussian's variance, for any
/// real σ, so an animated radius changes the picture continuously (plain box widths jump), and
/// the cost is a running sum: O(1) per pixel and pass, whatever σ. The result differs from the
/// exact Gaussian by a at most 7 of 255 levels on a hard edge (see the tests).
///
/// All arithmetic is in `Float` in a fixed order on one thread: the same input gives the same
/// bytes.
enum BackdropFilter {
    /// One pass: box radius `r`, weight `c` on the `2r + 1` inner taps and `e` on the two outer.
    struct Pass: Equatable {
        let r: Int
        let c: Float
        let e: Float
    }

    /// The extended box whose variance is `variance` (pixels²).
    static func pass(variance v: Double) -> Pass {
        let r = max(0, Int((0.5 * (12 * v + 1).squareRoot() - 0.5).rounded(.down)))
        let rd = Double(r)
        let alpha = (2 * rd + 1) * (v - rd * (rd + 1) / 3) / (2 * ((rd + 1) * (rd + 1) - v))
        let a = PixelMath.clamped(alpha, 0, 1)
        let c = 1 / (2 * rd + 1 + 2 * a)
        return Pass(r: r, c: Float(c), e: Float(a * c))
    }

    /// The downsampling factor for a blur of σ device pixels: 1 below σ 16, then ⌊σ / 8⌋, at
    /// most 4. The k×k averages and the bilinear upsampling add about (k² − 1) / 6 px² of
    /// variance, under 0.3 % of σ²; the blur itself runs at σ / k.
    static func downsampling(sigma: Double) -> Int {
        guard sigma >= 16 else { return 1 }
        return min(4, Int(sigma / 8))
    }

    /// The two small-plane indices and the weight of the second for full-size pixel `i` of a
    /// plane downsampled by `k` (`count` small pixels): centre `(i + ½) / k − ½`, clamped.
    @inline(__always)
    static func tap(_ i: Int, k: Int, count: Int) -> (Int, Int, Float) {
        if k == 1 { return (i, i, 0) }
        let f = (Double(i) + 0.5) / Double(k) - 0.5
        let lo = Int(f.rounded(.down))
        let w = Float(f - Double(lo))
        return (min(max(lo, 0), count - 1), min(max(lo + 1, 0), count - 1), w)
    }

    /// How far (pixels) three passes for σ reach from the output pixel.
    static func reach(sigma: Double) -> Int {
        guard sigma >= 0.1 else { return 0 }
        return 3 * (pass(variance: sigma * sigma / 3).r + 1)
    }

    /// Blurs `plane` (`width × height` RGBA floats, row-major) in place by σ pixels; pixels
    /// beyond the plane repeat its edge.
    static func blur(_ plane: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int, sigma: Double) {
        guard sigma >= 0.1, width > 0, height > 0 else { return }
        let p = pass(variance: sigma * sigma / 3)
        let n = max(width, height)
        let line = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: n)
        defer { line.deallocate() }
        for y in 0..<height {
            let row = plane + y * width
            for _ in 0..<3 {
                line.update(from: row, count: width)
                horizontal(line, row, width, p)
            }
        }
        let scratch = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width * height)
        defer { scratch.deallocate() }
        let sum = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width)
        defer { sum.deallocate() }
        for i in 0..<3 {
            let (src, dst) = i % 2 == 0 ? (plane, scratch) : (scratch, plane)
            vertical(src, dst, width, height, p, sum)
        }
        // An odd number of vertical passes leaves the result in the scratch plane.
        plane.update(from: scratch, count: width * height)
    }

    /// One horizontal pass from `src` into `dst` (`n` pixels), edges repeated.
    ///
    /// The pixels whose taps all lie inside the row skip the edge clamps; the sums are the same.
    @inline(__always)
    static func horizontal(
        _ src: UnsafePointer<SIMD4<Float>>, _ dst: UnsafeMutablePointer<SIMD4<Float>>, _ n: Int,
        _ p: Pass
    ) {
        let last = n - 1, r = p.r, c = p.c, e = p.e
        @inline(__always) func at(_ i: Int) -> SIMD4<Float> { src[i < 0 ? 0 : (i > last ? last : i)] }
        var s = SIMD4<Float>(repeating: 0)
        for j in -r...r { s += at(j) }
        // i − r − 1 ≥ 0 and i + r + 1 ≤ last for i in lo..<hi.
        let lo = min(n, r + 1), hi = max(lo, n - r - 1)
        for i in 0..<lo {
            let outer = at(i - r - 1) + at(i + r + 1)
            dst[i] = s * c + outer * e
            s += at(i + r + 1) - at(i - r)
        }
        for i in lo..<hi {
            let outer = src[i &- r &- 1] + src[i &+ r &+ 1]
            dst[i] = s * c + outer * e
            s += src[i &+ r &+ 1] - src[i &- r]
        }
        for i in hi..<n {
            let outer = at(i - r - 1) + at(i + r + 1)
            dst[i] = s * c + outer * e
            s += at(i + r + 1) - at(i - r)
        }
    }

    /// One vertical pass from `src` into `dst`, row by row (a running sum per column in `sum`).
    static func vertical(
        _ src: UnsafePointer<SIMD4<Float>>, _ dst: UnsafeMutablePointer<SIMD4<Float>>,
        _ width: Int, _ height: Int, _ p: Pass, _ sum: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let last = height - 1
        @inline(__always) func row(_ j: Int) -> UnsafePointer<SIMD4<Float>> {
            src + (j < 0 ? 0 : (j > last ? last : j)) * width
        }
        sum.update(repeating: SIMD4<Float>(repeating: 0), count: width)
        for j in -p.r...p.r {
            let r = row(j)
            for x in 0..<width { sum[x] += r[x] }
        }
        for y in 0..<height {
            let above = row(y - p.r - 1), below = row(y + p.r + 1), leaving = row(y - p.r)
            let d = dst + y * width
            for x in 0..<width {
                d[x] = sum[x] * p.c + (above[x] + below[x]) * p.e
                sum[x] += below[x] - leaving[x]
            }
        }
    }

    /// Saturation then tint, in place on premultiplied float pixels (0…255).
    static func colorize(_ plane: UnsafeMutablePointer<SIMD4<Float>>, count: Int, saturation: Double, tint: Color) {
        let s = Float(saturation)
        let t = tint.premultiplied8
        let tp = SIMD4<Float>(Float(t.r), Float(t.g), Float(t.b), Float(t.a))
        let keep = 1 - tp.w / 255
        let luma = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)
        guard s != 1 else {
            for i in 0..<count { plane[i] = tp + plane[i] * keep }
            return
        }
        // `c.clamped(lowerBound: 0, upperBound: v.w)` as the standard library defines it
        // (`minimum(v.w, maximum(0, c))`, which the optimiser left as generic calls), as bit
        // selects on the lanes' comparison masks (the tests' `colorizeScalar`
        // is the lane-by-lane definition; `replacing(with:where:)` compiled to a branch per
        // lane): `c` where `c >= 0` (false for NaN), else +0; then α where `α <= ` that; the
        // alpha lane keeps α.
        @inline(__always) func bits(_ v: SIMD4<Float>) -> SIMD4<UInt32> { unsafeBitCast(v, to: SIMD4<UInt32>.self) }
        @inline(__always) func bits(_ m: SIMDMask<SIMD4<Int32>>) -> SIMD4<UInt32> {
            unsafeBitCast(m, to: SIMD4<UInt32>.self)
        }
        let alphaLane = SIMD4<UInt32>(0, 0, 0, ~0)
        for i in 0..<count {
            let v = plane[i]
            let y = (v * luma).sum()
            let c = SIMD4<Float>(repeating: y) + (v - SIMD4<Float>(repeating: y)) * s
            let hi = SIMD4<Float>(repeating: v.w)
            let m = bits(c) & bits(c .>= 0)
            let cap = bits(hi .<= unsafeBitCast(m, to: SIMD4<Float>.self)) | alphaLane
            plane[i] = tp + unsafeBitCast((m & ~cap) | (bits(hi) & cap), to: SIMD4<Float>.self) * keep
        }
    }

    /// A packed premultiplied pixel of a float one, rounded, colour clamped to its alpha.
    @inline(__always)
    static func pack(_ v: SIMD4<Float>) -> UInt32 {
        let a = PixelMath.clamped(v.w, 0, 255) + 0.5
        let ai = UInt32(a)
        let hi = Float(ai)
        let r = UInt32(PixelMath.clamped(v.x + 0.5, 0, hi)), g = UInt32(PixelMath.clamped(v.y + 0.5, 0, hi))
        let b = UInt32(PixelMath.clamped(v.z + 0.5, 0, hi))
        return min(r, ai) | min(g, ai) << 8 | min(b, ai) << 16 | ai << 24
    }

    /// ``pack(_:)`` of four pixels given channel by channel (`r[i]`, `g[i]`, `b[i]`, `a[i]` is
    /// pixel `i`): the same bytes for every input, NaN and infinities included.
    ///
    /// Each clamp is the scalar form's `v > lo ? (v < hi ? v : hi) : lo` as bit selects on the
    /// comparison masks (a NaN fails both comparisons and gives `lo`); each truncation of a
    /// clamped value `t` (0 ≤ t ≤ 256) is ⌊t⌋, computed exactly as the integer `n` that
    /// `t + 2²³` rounds to, minus 1 where `n > t`. A colour truncated from at most `α` (an
    /// integer) is at most `α`, so the scalar form's final `min(·, α)` changes nothing.
    @inline(__always)
    static func pack4(_ r: SIMD4<Float>, _ g: SIMD4<Float>, _ b: SIMD4<Float>, _ a: SIMD4<Float>) -> SIMD4<UInt32> {
        let (ai, hi) = floor4(clamp4(a, SIMD4<Float>(repeating: 255)) + 0.5)
        let half = SIMD4<Float>(repeating: 0.5)
        let ri = floor4(clamp4(r + half, hi)).0, gi = floor4(clamp4(g + half, hi)).0
        let bi = floor4(clamp4(b + half, hi)).0
        return ri | gi &<< 8 | bi &<< 16 | ai &<< 24
    }

    /// `v > 0 ? (v < hi ? v : hi) : 0` lane by lane, branch-free.
    @inline(__always)
    static func clamp4(_ v: SIMD4<Float>, _ hi: SIMD4<Float>) -> SIMD4<Float> {
        let below = laneBits(v .< hi)
        let t = (laneBits(v) & below) | (laneBits(hi) & ~below)
        return unsafeBitCast(t & laneBits(v .> 0), to: SIMD4<Float>.self)
    }

    /// ⌊t⌋ of each lane (0 ≤ t < 2²²), as integers and as floats.
    @inline(__always)
    static func floor4(_ t: SIMD4<Float>) -> (SIMD4<UInt32>, SIMD4<Float>) {
        let magic = SIMD4<Float>(repeating: 8_388_608)
        let m = t + magic
        let nearest = m - magic
        let over = laneBits(nearest .> t)
        let one = unsafeBitCast(laneBits(SIMD4<Float>(repeating: 1)) & over, to: SIMD4<Float>.self)
        return ((laneBits(m) & 0x7F_FFFF) &+ over, nearest - one)
    }

    @inline(__always)
    static func laneBits(_ v: SIMD4<Float>) -> SIMD4<UInt32> { unsafeBitCast(v, to: SIMD4<UInt32>.self) }

    @inline(__always)
    static func laneBits(_ m: SIMDMask<SIMD4<Int32>>) -> SIMD4<UInt32> { unsafeBitCast(m, to: SIMD4<UInt32>.self) }

    /// A float pixel (0…255 per channel) of a packed one.
    @inline(__always)
    static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24))
    }
}

/// The surfaces under an offscreen group, so that a backdrop drawn into the group sees what
/// is already composited behind the group too.
final class BackdropBehind {
    /// The surface the group will be composited into.
    let surface: Surface
    /// Where the group's pixel (0, 0) lands in ``surface``.
    let x: Int, y: Int
    /// What is behind ``surface`` in turn (nil for the frame).
    let outer: BackdropBehind?

    init(surface: Surface, x: Int, y: Int, outer: BackdropBehind?) {
        self.surface = surface
        self.x = x
        self.y = y
        self.outer = outer
    }
}

extension Compositor {
    /// The backdrop of `bounds` (drawn through `m`): what `surface` and the surfaces behind it
    /// hold, filtered by `paint`, replacing them under the node's coverage (times `clip` and
    /// `opacity`).
    func drawBackdrop(
        _ paint: BackdropPaint, bounds: RoundedRect, map m: PlaneMap, into surface: Surface,
        clip: CoverageMask?, opacity: UInt32
    ) {
        guard !paint.isIdentity else { return }
        let cover = Rasterizer(surface: surface, clip: clip, opacity: opacity).mask(PlaneShape(outer: bounds), map: m)
        let box = cover.box
        guard !box.isEmpty else { return }
        let sigma = paint.radius * scale
        let pad = BackdropFilter.reach(sigma: sigma)
        let region = PixelBox(x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad)
        let rw = region.width, rh = region.height
        // Wide blurs run on a k× smaller plane (k×k box averages), as iOS's backdrops do.
        let k = BackdropFilter.downsampling(sigma: sigma)
        let lw = (rw + k - 1) / k, lh = (rh + k - 1) / k
        let plane = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: lw * lh)
        defer { plane.deallocate() }
        plane.initialize(repeating: SIMD4<Float>(repeating: 0), count: lw * lh)
        let packed = UnsafeMutablePointer<UInt32>.allocate(capacity: rw)
        defer { packed.deallocate() }
        let sumRB = UnsafeMutablePointer<UInt32>.allocate(capacity: lw)
        defer { sumRB.deallocate() }
        let sumAG = UnsafeMutablePointer<UInt32>.allocate(capacity: lw)
        defer { sumAG.deallocate() }
        // The surfaces from the frame inwards, with the offset of this surface's origin in each.
        var levels: [(surface: Surface, dx: Int, dy: Int)] = [(surface, 0, 0)]
        var dx = 0, dy = 0
        var next = backdropBehind
        while let b = next {
            dx += b.x; dy += b.y
            levels.append((b.surface, dx, dy))
            next = b.outer
        }
        levels.reverse()
        let root = levels[0]
        // The root surface's columns for i in 0..<rw: `left` repeat its first column, then
        // `inside` its own, then its last column repeated.
        let sx0 = region.x0 + root.dx, rootWidth = root.surface.width
        let left = min(max(-sx0, 0), rw)
        let inside = max(min(rootWidth - max(sx0, 0), rw - left), 0)
        for j in 0..<rh {
            // Rows and columns beyond the frame repeat its edge.
            let ry = min(max(region.y0 + j + root.dy, 0), root.surface.height - 1)
            let src = root.surface.pixels + ry * rootWidth
            if left > 0 { packed.update(repeating: src[0], count: left) }
            if inside > 0 { (packed + left).update(from: src + max(sx0, 0), count: inside) }
            if left + inside < rw { (packed + left + inside).update(repeating: src[rootWidth - 1], count: rw - left - inside) }
            for level in levels.dropFirst() {
                let ly = ry - root.dy + level.dy
                guard ly >= 0, ly < level.surface.height else { continue }
                let lrow = level.surface.pixels + ly * level.surface.width
                for i in 0..<rw {
                    let rx = min(max(region.x0 + i + root.dx, 0), root.surface.width - 1)
                    let lx = rx - root.dx + level.dx
                    guard lx >= 0, lx < level.surface.width else { continue }
                    packed[i] = PixelMath.over(lrow[lx], packed[i])
                }
            }
            if k == 1 {
                let row = plane + j * lw
                for i in 0..<rw { row[i] = BackdropFilter.unpack(packed[i]) }
                continue
            }
            // The k×k sums in integers, two channels to a word (16 × 255 fits in 16 bits): the
            // float sums of these small integers are exact in any order, so this is the plane
            // that adding the unpacked pixels one by one gives, divided by the count alike.
            if j % k == 0 {
                sumRB.update(repeating: 0, count: lw)
                sumAG.update(repeating: 0, count: lw)
            }
            var i = 0
            for cx in 0..<lw {
                var rb: UInt32 = 0, ag: UInt32 = 0
                let end = min(i &+ k, rw)
                while i < end {
                    let p = packed[i]
                    rb &+= p & 0xFF00FF
                    ag &+= (p >> 8) & 0xFF00FF
                    i &+= 1
                }
                sumRB[cx] &+= rb
                sumAG[cx] &+= ag
            }
            if j % k == k - 1 || j == rh - 1 {
                let cy = j / k
                let ny = min(k, rh - cy * k)
                let row = plane + cy * lw
                for cx in 0..<lw {
                    let rb = sumRB[cx], ag = sumAG[cx]
                    let v = SIMD4<Float>(Float(rb & 0xFFFF), Float(ag & 0xFFFF), Float(rb >> 16), Float(ag >> 16))
                    row[cx] = v / Float(min(k, rw - cx * k) * ny)
                }
            }
        }
        BackdropFilter.blur(plane, width: lw, height: lh, sigma: sigma / Double(k))
        BackdropFilter.colorize(plane, count: lw * lh, saturation: paint.saturation, tint: paint.tint)
        // Bilinear taps of the small plane for each output column (exact for k = 1).
        let bw = box.x1 - box.x0
        let columns = UnsafeMutablePointer<(Int, Int, Float)>.allocate(capacity: max(bw, 1))
        defer { columns.deallocate() }
        for x in 0..<bw { columns[x] = BackdropFilter.tap(x + box.x0 - region.x0, k: k, count: lw) }
        // For k > 1, the horizontal lerps of the two small rows a band of output rows reads
        // (`top[x0] + (top[x1] − top[x0]) · wx`, likewise `bottom`), computed once per pair.
        // Kept planar (eight rows of `bw` floats: upper R, G, B, A, lower R, G, B, A) so that
        // four output pixels are blended and packed at once (``pack4(_:_:_:_:)``).
        let planar = UnsafeMutablePointer<Float>.allocate(capacity: 8 * max(bw, 1))
        defer { planar.deallocate() }
        let uR = planar, uG = planar + bw, uB = planar + 2 * bw, uA = planar + 3 * bw
        let lR = planar + 4 * bw, lG = planar + 5 * bw, lB = planar + 6 * bw, lA = planar + 7 * bw
        @inline(__always) func four(_ p: UnsafeMutablePointer<Float>, _ x: Int) -> SIMD4<Float> {
            UnsafeRawPointer(p + x).loadUnaligned(as: SIMD4<Float>.self)
        }
        var rows = (-1, -1)
        for y in box.y0..<box.y1 {
            let (y0, y1, wy) = BackdropFilter.tap(y - region.y0, k: k, count: lh)
            let top = plane + y0 * lw, bottom = plane + y1 * lw
            let dst = surface.pixels + y * surface.width + box.x0
            let cov = cover.alpha + y * cover.width + box.x0
            /// Writes four packed pixels at `x` under their coverage `c4` (four bytes).
            @inline(__always) func put(_ f: SIMD4<UInt32>, _ c4: UInt32, _ x: Int) {
                if c4 == .max {
                    UnsafeMutableRawPointer(dst + x).storeBytes(of: f, as: SIMD4<UInt32>.self)
                    return
                }
                for i in 0..<4 {
                    let c = UInt32(cov[x &+ i])
                    if c == 0 { continue }
                    dst[x &+ i] = c == 255 ? f[i] : PixelMath.scale(f[i], by: c) &+ PixelMath.scale(dst[x &+ i], by: 255 - c)
                }
            }
            if k == 1 {
                // Column x reads small pixel x + (box.x0 − region.x0) (`tap` with k = 1): four
                // at a time, turned channel by channel for ``pack4(_:_:_:_:)``.
                let src = top + (box.x0 - region.x0)
                var x = 0
                while x &+ 4 <= bw {
                    let c4 = UnsafeRawPointer(cov + x).loadUnaligned(as: UInt32.self)
                    if c4 != 0 {
                        let p0 = src[x], p1 = src[x &+ 1], p2 = src[x &+ 2], p3 = src[x &+ 3]
                        put(
                            BackdropFilter.pack4(
                                SIMD4(p0.x, p1.x, p2.x, p3.x), SIMD4(p0.y, p1.y, p2.y, p3.y),
                                SIMD4(p0.z, p1.z, p2.z, p3.z), SIMD4(p0.w, p1.w, p2.w, p3.w)), c4, x)
                    }
                    x &+= 4
                }
                while x < bw {
                    let c = UInt32(cov[x])
                    if c != 0 {
                        let f = BackdropFilter.pack(src[x])
                        dst[x] = c == 255 ? f : PixelMath.scale(f, by: c) &+ PixelMath.scale(dst[x], by: 255 - c)
                    }
                    x &+= 1
                }
                continue
            }
            if rows != (y0, y1) {
                rows = (y0, y1)
                for x in 0..<bw {
                    let (x0, x1, wx) = columns[x]
                    let u = top[x0] + (top[x1] - top[x0]) * wx
                    let l = bottom[x0] + (bottom[x1] - bottom[x0]) * wx
                    uR[x] = u.x; uG[x] = u.y; uB[x] = u.z; uA[x] = u.w
                    lR[x] = l.x; lG[x] = l.y; lB[x] = l.z; lA[x] = l.w
                }
            }
            // `t + (b − t) · wy` of each pixel's upper and lower values, lane by lane as before,
            // four pixels to a vector per channel; packed four at a time (the same bytes as
            // ``pack(_:)``), and stored at once where all four are fully covered.
            let w4 = SIMD4<Float>(repeating: wy)
            var x = 0
            while x &+ 4 <= bw {
                let c4 = UnsafeRawPointer(cov + x).loadUnaligned(as: UInt32.self)
                if c4 == 0 { x &+= 4; continue }
                let r = four(uR, x), g = four(uG, x), b = four(uB, x), a = four(uA, x)
                put(
                    BackdropFilter.pack4(
                        r + (four(lR, x) - r) * w4, g + (four(lG, x) - g) * w4,
                        b + (four(lB, x) - b) * w4, a + (four(lA, x) - a) * w4), c4, x)
                x &+= 4
            }
            while x < bw {
                let c = UInt32(cov[x])
                if c != 0 {
                    let t = SIMD4<Float>(uR[x], uG[x], uB[x], uA[x]), b = SIMD4<Float>(lR[x], lG[x], lB[x], lA[x])
                    let f = BackdropFilter.pack(t + (b - t) * wy)
                    dst[x] = c == 255 ? f : PixelMath.scale(f, by: c) &+ PixelMath.scale(dst[x], by: 255 - c)
                }
                x &+= 1
            }
        }
    }
}
