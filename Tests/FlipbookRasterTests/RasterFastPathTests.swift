import FlipbookGeometry
import Testing
@testable import FlipbookRaster

/// The fast paths that must keep the bytes: the rasterizer's fully covered runs widened to the
/// inscribed polygons of large corners, and the backdrop's colour clamp in SIMD lanes.
@Suite struct RasterFastPathTests {
    /// Rounded rectangles (discs, pills, cards, a clip with its own corners) through affine and
    /// perspective maps, 96 × 96 px.
    static let cases: [(name: String, shape: PlaneShape, transform: Transform3D)] = {
        let disc = RoundedRect(Rect(x: 0, y: 0, width: 60, height: 60), radius: 30)
        let pill = RoundedRect(Rect(x: 0, y: 0, width: 70, height: 24), radius: 12)
        let card = RoundedRect(Rect(x: 0, y: 0, width: 64, height: 50), radius: 10, corners: [.minXMinY, .maxXMaxY])
        let clip = RoundedRect(Rect(x: 8, y: -6, width: 60, height: 48), radius: 20)
        let placed = Transform3D(translationX: 17.3, y: 21.6)
        let turned = Transform3D(rotationAngle: 0.37, x: 0, y: 0, z: 1).concatenating(Transform3D(translationX: 30.2, y: 12.7))
        let scaled = Transform3D(scaleX: 1.37, y: 0.81).concatenating(Transform3D(translationX: 5.5, y: 31.25))
        let tilted = Transform3D(translationX: -30, y: -30)
            .concatenating(Transform3D(rotationAngle: 0.6, x: 0.3, y: 1, z: 0))
            .concatenating(Transform3D.perspective(distance: 150))
            .concatenating(Transform3D(translationX: 48, y: 47))
            .concatenating(.flatten)
        var all: [(String, PlaneShape, Transform3D)] = []
        for (name, t) in [("placed", placed), ("turned", turned), ("scaled", scaled), ("tilted", tilted)] {
            all.append(("disc " + name, PlaneShape(outer: disc), t))
            all.append(("pill " + name, PlaneShape(outer: pill), t))
            all.append(("card " + name, PlaneShape(outer: card), t))
            all.append(("disc clipped " + name, PlaneShape(outer: disc, clip: clip), t))
        }
        return all
    }()

    /// Every pixel of an opaque white fill has the alpha of the rasterizer's analytic coverage
    /// of its centre: the runs counted as fully covered without evaluating it are covered.
    @Test func fullyCoveredRunsHaveTheAnalyticCoverage() {
        for (name, shape, transform) in RasterFastPathTests.cases {
            let surface = Surface(width: 96, height: 96)
            let m = PlaneMap(transform)
            let r = Rasterizer(surface: surface, clip: nil)
            r.fill(shape, map: m, paint: .solid(0xFFFF_FFFF))
            var differing = 0, covered = 0
            for y in 0..<96 {
                for x in 0..<96 {
                    let expected = r.coverage(shape, m, Double(x) + 0.5, Double(y) + 0.5)
                    let alpha = UInt8(surface.pixels[y * 96 + x] >> 24)
                    if alpha != expected { differing += 1 }
                    if alpha == 255 { covered += 1 }
                }
            }
            #expect(differing == 0, "\(name)")
            #expect(covered > 200, "\(name)")
        }
    }

    /// The SIMD colour clamp gives the scalar definition's bits, NaN, infinities, −0 and
    /// out-of-range values included.
    @Test(arguments: [1.8, 0.0, 2.5])
    func colorizeInLanesMatchesTheScalarDefinition(saturation: Double) {
        let specials: [Float] = [0, -0.0, 0.5, 1, 127.5, 254.9, 255, 256, 300, -1, -300, .nan, .infinity, -.infinity]
        var values: [SIMD4<Float>] = []
        for a in specials {
            for c in specials { values.append(SIMD4(c, 100, 255 - c, a)) }
        }
        var g = SplitMix(seed: 7)
        for _ in 0..<20_000 {
            let a = Float(g.next() % 25600) / 100
            values.append(
                SIMD4(
                    Float(g.next() % 25600) / 100 * a / 255, Float(g.next() % 25600) / 100 * a / 255,
                    Float(g.next() % 30000) / 100 - 20, a))
            values.append(
                SIMD4(
                    Float(bitPattern: UInt32(truncatingIfNeeded: g.next())),
                    Float(bitPattern: UInt32(truncatingIfNeeded: g.next())),
                    Float(bitPattern: UInt32(truncatingIfNeeded: g.next())),
                    Float(bitPattern: UInt32(truncatingIfNeeded: g.next()))))
        }
        for tint in [Color.clear, Color(white: 1, alpha: 0.3), Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.73)] {
            var lanes = values, scalar = values
            lanes.withUnsafeMutableBufferPointer {
                BackdropFilter.colorize($0.baseAddress!, count: $0.count, saturation: saturation, tint: tint)
            }
            scalar.withUnsafeMutableBufferPointer {
                BackdropFilter.colorizeScalar($0.baseAddress!, count: $0.count, saturation: saturation, tint: tint)
            }
            let same = zip(lanes, scalar).allSatisfy {
                unsafeBitCast($0.0, to: SIMD4<UInt32>.self) == unsafeBitCast($0.1, to: SIMD4<UInt32>.self)
            }
            #expect(same)
        }
    }

    /// Four pixels packed channel by channel give ``BackdropFilter/pack(_:)``'s bytes, NaN,
    /// infinities, −0, halves and out-of-range values included.
    @Test func packingFourAtOnceMatchesPackingOne() {
        let specials: [Float] = [
            .nan, .infinity, -.infinity, 0, -0.0, 0.5, -0.5, 0.499_999_97, 1, 127.5, 254.5, 254.999_98, 255, 255.5,
            256, 1e30, -1e30, .leastNonzeroMagnitude, 8_388_608, 16_777_216,
        ]
        var pixels: [SIMD4<Float>] = []
        for c in specials {
            for a in specials { pixels.append(SIMD4(c, 255 - c, c.nextUp, a)) }
        }
        for k in 0...256 {
            var f = Float(k) - 0.5
            for _ in 0..<8 { f = f.nextDown }
            for _ in 0..<16 {
                pixels.append(SIMD4(f, f, f, f))
                pixels.append(SIMD4(f, f + 0.5, f - 0.5, Float(k) + 0.25))
                f = f.nextUp
            }
        }
        var g = SplitMix(seed: 11)
        for _ in 0..<40_000 {
            pixels.append(
                SIMD4(
                    Float(g.next() % 28000) / 100 - 10, Float(g.next() % 28000) / 100 - 10,
                    Float(g.next() % 28000) / 100 - 10, Float(g.next() % 28000) / 100 - 10))
            pixels.append(
                SIMD4(
                    Float(bitPattern: UInt32(truncatingIfNeeded: g.next())),
                    Float(bitPattern: UInt32(truncatingIfNeeded: g.next())),
                    Float(bitPattern: UInt32(truncatingIfNeeded: g.next())),
                    Float(bitPattern: UInt32(truncatingIfNeeded: g.next()))))
        }
        var differing = 0
        var i = 0
        while i + 4 <= pixels.count {
            let p = pixels[i..<i + 4].map { $0 }
            let f = BackdropFilter.pack4(
                SIMD4(p[0].x, p[1].x, p[2].x, p[3].x), SIMD4(p[0].y, p[1].y, p[2].y, p[3].y),
                SIMD4(p[0].z, p[1].z, p[2].z, p[3].z), SIMD4(p[0].w, p[1].w, p[2].w, p[3].w))
            for j in 0..<4 where f[j] != BackdropFilter.pack(p[j]) { differing += 1 }
            i += 4
        }
        #expect(differing == 0)
    }

    /// A small deterministic generator (SplitMix64).
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

extension BackdropFilter {
    /// `colorize(_:count:saturation:tint:)` with the clamp lane by lane: its definition.
    static func colorizeScalar(_ plane: UnsafeMutablePointer<SIMD4<Float>>, count: Int, saturation: Double, tint: Color) {
        let s = Float(saturation)
        let t = tint.premultiplied8
        let tp = SIMD4<Float>(Float(t.r), Float(t.g), Float(t.b), Float(t.a))
        let keep = 1 - tp.w / 255
        let luma = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)
        guard s != 1 else {
            for i in 0..<count { plane[i] = tp + plane[i] * keep }
            return
        }
        @inline(__always) func clamp(_ x: Float, _ hi: Float) -> Float {
            let m = 0 > x || x.isNaN ? 0 : x
            return hi <= m ? hi : m
        }
        for i in 0..<count {
            let v = plane[i]
            let y = (v * luma).sum()
            let c = SIMD4<Float>(repeating: y) + (v - SIMD4<Float>(repeating: y)) * s
            plane[i] = tp + SIMD4<Float>(clamp(c.x, v.w), clamp(c.y, v.w), clamp(c.z, v.w), v.w) * keep
        }
    }
}
