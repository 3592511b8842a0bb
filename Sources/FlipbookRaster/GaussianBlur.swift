import Foundation

/// A separable Gaussian blur on one float channel, with transparent (zero) surroundings.
///
/// The kernel spans ±⌈3σ⌉ taps and is normalised to sum 1, so the total of a channel is kept
/// when the content lies at least 3σ from the borders.
enum GaussianBlur {
    /// The normalised kernel for σ (pixels); a single tap of weight 1 when σ < 0.1.
    static func kernel(sigma: Double) -> [Float] {
        guard sigma >= 0.1 else { return [1] }
        let r = Int((3 * sigma).rounded(.up))
        var k = (-r...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let sum = k.reduce(0, +)
        k = k.map { $0 / sum }
        return k.map(Float.init)
    }

    /// Kernels at least this wide (taps) look for flat runs first (see ``blur``); below it the
    /// search costs more than the taps it saves.
    static let flatRunTaps = 17

    /// Blurs `plane` (`width × height`, row-major) in place.
    ///
    /// Each output pixel is the sum of its taps in increasing order, as a direct convolution
    /// computes it; the loops run tap by tap over whole rows (contiguous, so they vectorise), and
    /// rows with nothing in them are skipped: the bytes are those of the direct form.
    ///
    /// Pixels whose taps all read one value `c` (the inside of an opaque layer, the empty space
    /// around it) have the same sum whatever their place: 0 for `c = 0`, and for other values,
    /// when every tap lies inside the plane, the kernel's terms `c · k[i]` summed in the same
    /// order once. Wide kernels find those pixels from the runs of equal values and run the taps
    /// only over the others: the same bits, with far fewer taps on a large flat layer.
    static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
        let k = kernel(sigma: sigma)
        guard k.count > 1, width > 0, height > 0 else { return }
        let r = k.count / 2
        let flat = k.count >= flatRunTaps
        var tmp = [Float](repeating: 0, count: width * height)
        // Scratch: run starts per pixel of a row (horizontal) or per column (vertical), and the
        // [start, end) pairs of the pixels that need their taps.
        var starts = [Int](repeating: 0, count: width)
        var spans = [Int](repeating: 0, count: 2 * width + 2)
        k.withUnsafeBufferPointer { kp in
            plane.withUnsafeMutableBufferPointer { p in
                tmp.withUnsafeMutableBufferPointer { t in
                    starts.withUnsafeMutableBufferPointer { st in
                        spans.withUnsafeMutableBufferPointer { sp in
                            let p = p.baseAddress!, t = t.baseAddress!, st = st.baseAddress!, sp = sp.baseAddress!
                            var cache = FlatSum(kernel: kp)
                            // Horizontal: tap d adds p[x + d]·k[d + r] to t[x] where x + d is inside.
                            for y in 0..<height {
                                let src = p + y * width, dst = t + y * width
                                guard (0..<width).contains(where: { src[$0] != 0 }) else { continue }
                                var n = 1
                                if flat {
                                    // st[x]: the first pixel of the run of equal values holding x.
                                    st[0] = 0
                                    for x in 1..<max(width, 1) { st[x] = src[x] == src[x - 1] ? st[x - 1] : x }
                                    n = spansNeedingTaps(width: width, into: sp) { x in
                                        let lo = x - r, hi = x + r
                                        guard st[min(hi, width - 1)] <= max(lo, 0) else { return false }
                                        let c = src[x]
                                        if c == 0 { return true }
                                        guard lo >= 0 && hi < width else { return false }
                                        dst[x] = cache.sum(c)
                                        return true
                                    }
                                } else {
                                    sp[0] = 0; sp[1] = width
                                }
                                for s in 0..<n {
                                    let a = sp[2 * s], b = sp[2 * s + 1]
                                    for d in -r...r {
                                        let x0 = max(a, -d), x1 = min(b, width - d)
                                        if x0 >= x1 { continue }
                                        addScaled(src + x0 + d, times: kp[d + r], to: dst + x0, count: x1 - x0)
                                    }
                                }
                            }
                            // Vertical: row y is the sum of rows j in y − r … y + r, each times k[j − y + r].
                            var empty = [Bool](repeating: true, count: height)
                            for j in 0..<height {
                                let row = t + j * width
                                empty[j] = !(0..<width).contains(where: { row[$0] != 0 })
                            }
                            // st[x]: the first row of the run of equal values in column x that
                            // holds row `lead`.
                            var lead = 0
                            if flat { st.update(repeating: 0, count: width) }
                            var columnValue = [Float](repeating: .nan, count: flat ? width : 0)
                            var columnSum = [Float](repeating: 0, count: flat ? width : 0)
                            for y in 0..<height {
                                let dst = p + y * width
                                dst.update(repeating: 0, count: width)
                                let lo = max(0, y - r), hi = min(height - 1, y + r)
                                var n = 1
                                if flat {
                                    while lead < hi {
                                        lead += 1
                                        let cur = t + lead * width, prev = cur - width
                                        for x in 0..<width where cur[x] != prev[x] { st[x] = lead }
                                    }
                                    let inside = y - r >= 0 && y + r < height
                                    let row = t + y * width
                                    n = spansNeedingTaps(width: width, into: sp) { x in
                                        guard st[x] <= lo else { return false }
                                        let c = row[x]
                                        if c == 0 { return true }
                                        guard inside else { return false }
                                        // A column's value stays the same down its run.
                                        if c != columnValue[x] {
                                            columnValue[x] = c
                                            columnSum[x] = cache.sum(c)
                                        }
                                        dst[x] = columnSum[x]
                                        return true
                                    }
                                } else {
                                    sp[0] = 0; sp[1] = width
                                }
                                if n == 0 { continue }
                                for j in lo...hi where !empty[j] {
                                    let w = kp[j - y + r]
                                    let src = t + j * width
                                    for s in 0..<n {
                                        let a = sp[2 * s]
                                        addScaled(src + a, times: w, to: dst + a, count: sp[2 * s + 1] - a)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Writes to `spans` the [start, end) pairs of the runs of `0..<width` whose pixels
    /// `settle` does not settle (it returns true when it wrote the pixel's sum or the sum is 0),
    /// and returns how many there are.
    @inline(__always)
    static func spansNeedingTaps(
        width: Int, into spans: UnsafeMutablePointer<Int>, settle: (Int) -> Bool
    ) -> Int {
        var n = 0, open = -1
        for x in 0..<width {
            if !settle(x) {
                if open < 0 { open = x }
            } else if open >= 0 {
                spans[2 * n] = open; spans[2 * n + 1] = x; n += 1
                open = -1
            }
        }
        if open >= 0 { spans[2 * n] = open; spans[2 * n + 1] = width; n += 1 }
        return n
    }

    /// `dst[i] += src[i] · w` for `i < count`, four lanes at a time: each lane computes what the
    /// scalar statement does (a product, then a sum; no fused multiply–add on baseline x86-64),
    /// so the bits are the same.
    @inline(__always)
    static func addScaled(_ src: UnsafePointer<Float>, times w: Float, to dst: UnsafeMutablePointer<Float>, count: Int) {
        let s = UnsafeRawPointer(src), d = UnsafeMutableRawPointer(dst)
        let wv = SIMD4<Float>(repeating: w)
        var i = 0
        while i &+ 4 <= count {
            let o = i &* 4
            let sum = d.loadUnaligned(fromByteOffset: o, as: SIMD4<Float>.self)
                + s.loadUnaligned(fromByteOffset: o, as: SIMD4<Float>.self) * wv
            d.storeBytes(of: sum, toByteOffset: o, as: SIMD4<Float>.self)
            i &+= 4
        }
        while i < count {
            dst[i] += src[i] * w
            i &+= 1
        }
    }

    /// The kernel's terms `c · k[i]` summed from 0 in tap order, for the last value `c`.
    struct FlatSum {
        let kernel: UnsafeBufferPointer<Float>
        var value: Float = .nan
        var total: Float = 0

        init(kernel: UnsafeBufferPointer<Float>) { self.kernel = kernel }

        mutating func sum(_ c: Float) -> Float {
            if c == value { return total }
            var s: Float = 0
            for w in kernel { s += c * w }
            value = c
            total = s
            return s
        }
    }
}
