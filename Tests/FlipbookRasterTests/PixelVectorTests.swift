import Testing
import FlipbookGeometry
@testable import FlipbookRaster
import FlipbookTestSupport

/// The fast paths of the rasterizer's inner loops give exactly the integers of the scalar
/// formulas they replace: bilinear sampling, the coverage blend, mip halving, the scan for fully
/// covered runs, the occluders' row tests and the mip level's exponent.
@Suite struct PixelVectorTests {
    /// Texel quads that exercise the lane bounds: all zero, all 255, random, and colours whose
    /// channels exceed their alpha (not validly premultiplied, which the scalar form still
    /// blends without carries because its fields have room).
    func quads(_ random: inout SeededRandom, count: Int) -> [(UInt32, UInt32, UInt32, UInt32)] {
        var out: [(UInt32, UInt32, UInt32, UInt32)] = [(0, 0, 0, 0), (.max, .max, .max, .max),
                                                        (.max, 0, 0, .max), (0x00FF_FFFF, 0xFF00_0000, 0x80FF_00FF, 0x7F7F_7F7F)]
        for _ in 0..<count {
            out.append((UInt32(truncatingIfNeeded: random.next()), UInt32(truncatingIfNeeded: random.next()),
                        UInt32(truncatingIfNeeded: random.next()), UInt32(truncatingIfNeeded: random.next())))
        }
        return out
    }

    @Test func vectorBilinearEqualsScalarBilinearForEveryFractionPair() {
        var random = SeededRandom(seed: 14)
        var mismatches = 0, checked = 0
        for (tl, tr, bl, br) in quads(&random, count: 4) {
            let top = UInt64(tl) | UInt64(tr) << 32, bottom = UInt64(bl) | UInt64(br) << 32
            for fx in 0...255 {
                for fy in 0...255 {
                    let v = PixelVector.bilinear(top: top, bottom: bottom, fx: UInt16(fx), fy: UInt16(fy))
                    let s = PixelMath.bilinear(tl, tr, bl, br, UInt32(fx), UInt32(fy))
                    if v != s { mismatches += 1 }
                    checked += 1
                }
            }
        }
        #expect(checked == 8 * 65536)
        #expect(mismatches == 0)
    }

    /// The fill's blend as it was written before the vector form: shortcuts for coverage 0 and
    /// 255 and for a transparent scaled colour.
    func scalarCoverOver(_ colors: [UInt32], _ cov: [UInt8], _ dst: inout [UInt32], _ x0: Int, _ x1: Int) {
        for x in x0...x1 {
            let c = UInt32(cov[x])
            if c == 0 { continue }
            let s = c == 255 ? colors[x] : PixelMath.scale(colors[x], by: c)
            if s != 0 { dst[x] = PixelMath.over(s, dst[x]) }
        }
    }

    @Test func vectorCoverOverEqualsScalarBlendOnOddAndEvenSpans() {
        var random = SeededRandom(seed: 7)
        let n = 67
        var mismatches = 0
        for round in 0..<200 {
            var colors = [UInt32](repeating: 0, count: n), dst = colors
            var cov = [UInt8](repeating: 0, count: n)
            for i in 0..<n {
                let a = UInt32(truncatingIfNeeded: random.next() % 256)
                // Valid premultiplied colours mostly; every fourth round raw bytes.
                let raw = UInt32(truncatingIfNeeded: random.next())
                colors[i] = round % 4 == 3 ? raw : PixelMath.scale(raw | 0xFF00_0000, by: a)
                if random.chance(0.1) { colors[i] = 0 }
                dst[i] = UInt32(truncatingIfNeeded: random.next())
                let r = random.next() % 4
                cov[i] = r == 0 ? 0 : r == 1 ? 255 : UInt8(truncatingIfNeeded: random.next())
            }
            let x0 = Int(random.next() % 5), x1 = n - 1 - Int(random.next() % 5)
            var expected = dst
            scalarCoverOver(colors, cov, &expected, x0, x1)
            colors.withUnsafeBufferPointer { c in
                cov.withUnsafeBufferPointer { k in
                    dst.withUnsafeMutableBufferPointer { d in
                        PixelVector.coverOver(c.baseAddress!, k.baseAddress!, d.baseAddress!, x0, x1)
                    }
                }
            }
            mismatches += zip(dst, expected).filter { $0 != $1 }.count
        }
        #expect(mismatches == 0)
    }

    @Test func vectorCoverOverOfOnePixelEqualsScalarBlend() {
        var dst: [UInt32] = [0x8040_2010]
        var expected = dst
        scalarCoverOver([0x7F10_2030], [200], &expected, 0, 0)
        PixelVector.coverOver([0x7F10_2030], [200], &dst, 0, 0)
        #expect(dst == expected)
        #expect(dst[0] != 0x8040_2010)
    }

    /// The 2×2 box average of ``MipChain`` as written before the vector form.
    func scalarHalve(_ p: [UInt32], _ width: Int, _ height: Int) -> [UInt32] {
        let w = (width + 1) / 2, h = (height + 1) / 2
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let y0 = 2 * y, y1 = min(2 * y + 1, height - 1)
            for x in 0..<w {
                let x0 = 2 * x, x1 = min(2 * x + 1, width - 1)
                let a = p[y0 * width + x0], b = p[y0 * width + x1], c = p[y1 * width + x0], d = p[y1 * width + x1]
                let lo: UInt32 = 0xFF00FF
                let rb = (a & lo) &+ (b & lo) &+ (c & lo) &+ (d & lo) &+ 0x20002
                let ag = ((a >> 8) & lo) &+ ((b >> 8) & lo) &+ ((c >> 8) & lo) &+ ((d >> 8) & lo) &+ 0x20002
                out[y * w + x] = ((rb >> 2) & 0xFF00FF) | (((ag >> 2) & 0xFF00FF) << 8)
            }
        }
        return out
    }

    @Test func mipLevelsEqualScalarBoxAverageForOddAndEvenSizes() {
        var random = SeededRandom(seed: 3)
        for (width, height) in [(1, 1), (2, 3), (3, 2), (4, 4), (5, 7), (9, 4), (17, 9), (64, 33)] {
            var bitmap = Bitmap(width: width, height: height)
            for i in bitmap.bytes.indices { bitmap.bytes[i] = UInt8(truncatingIfNeeded: random.next()) }
            let chain = MipChain(bitmap)
            var level = (0..<(width * height)).map { chain.levels[0].pixels[$0] }
            var w = width, h = height
            for l in chain.levels.dropFirst() {
                level = scalarHalve(level, w, h)
                w = (w + 1) / 2; h = (h + 1) / 2
                #expect(l.width == w && l.height == h)
                let got = (0..<(w * h)).map { l.pixels[$0] }
                #expect(got == level, "\(width)×\(height) → \(w)×\(h)")
            }
        }
    }

    @Test func fullRunEndEqualsByteScan() {
        var random = SeededRandom(seed: 11)
        let n = 90
        for _ in 0..<300 {
            var cov = [UInt8](repeating: 255, count: n)
            for _ in 0..<Int(random.next() % 4) { cov[Int(random.next() % UInt64(n))] = UInt8(random.next() % 255) }
            let x = Int(random.next() % 40), x1 = x + Int(random.next() % UInt64(n - x))
            cov[x] = 255
            var e = x
            while e < x1 && cov[e + 1] == 255 { e += 1 }
            let fast = cov.withUnsafeBufferPointer { Rasterizer.fullRunEnd($0.baseAddress!, x, x1) }
            #expect(fast == e, "run from \(x) to at most \(x1)")
        }
    }

    @Test func rowClampGivesTheLineClampBounds() {
        var random = SeededRandom(seed: 5)
        for _ in 0..<2000 {
            let l = DeviceLine(random.double(-2, 2), random.chance(0.1) ? 0 : random.double(-2, 2), random.double(-500, 500))
            let margin = [0, 1, -1, random.double(0.5, 3)][Int(random.next() % 4)]
            let yc = random.double(-10, 700)
            var lo = random.chance(0.5) ? -Double.infinity : random.double(-100, 100)
            var hi = random.chance(0.5) ? Double.infinity : random.double(100, 400)
            var lo2 = lo, hi2 = hi
            l.clamp(&lo, &hi, yc: yc, margin: margin)
            RowClamp(l, margin: margin).clamp(&lo2, &hi2, yc: yc)
            #expect(lo.bitPattern == lo2.bitPattern && hi.bitPattern == hi2.bitPattern)
        }
    }

    @Test func normalExponentEqualsExponentProperty() {
        var random = SeededRandom(seed: 9)
        var values: [Double] = [4, 4.000001, 7.99999, 8, 1e300, .greatestFiniteMagnitude, 2.2250738585072014e-308]
        for _ in 0..<1000 { values.append(4 * Double.pow2(random.double(0, 60)) * random.double(1, 2)) }
        for v in values {
            #expect(PixelMath.normalExponent(v) == Int(v.exponent), "\(v)")
        }
    }
}

private extension Double {
    static func pow2(_ e: Double) -> Double { Double(sign: .plus, exponent: Int(e), significand: 1) }
}

/// The opacity scan of a mip chain's first level.
@Suite struct MipOpacityTests {
    @Test func oneTranslucentTexelAnywhereMakesTheImageNotOpaque() {
        for count in [1, 15, 16, 17, 40] {
            let opaque = [UInt32](repeating: 0xFF00_0000, count: count)
            #expect(opaque.withUnsafeBufferPointer { MipChain.allOpaque($0.baseAddress!, count: count) })
            for i in 0..<count {
                var p = opaque
                p[i] = 0xFE00_0000
                #expect(!p.withUnsafeBufferPointer { MipChain.allOpaque($0.baseAddress!, count: count) }, "texel \(i) of \(count)")
            }
        }
    }
}
