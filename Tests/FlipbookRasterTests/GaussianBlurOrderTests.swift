import Testing

@testable import FlipbookRaster

/// The shadow blur runs tap by tap over whole rows; each pixel must still be the direct
/// convolution's sum, term by term in the same order, so the bytes do not change.
@Suite struct GaussianBlurOrderTests {
    /// The direct separable convolution, pixel by pixel.
    static func direct(_ plane: [Float], width: Int, height: Int, sigma: Double) -> [Float] {
        let k = GaussianBlur.kernel(sigma: sigma)
        let r = k.count / 2
        var tmp = [Float](repeating: 0, count: width * height)
        var out = plane
        for y in 0..<height {
            for x in 0..<width {
                var s: Float = 0
                for i in max(0, x - r)...min(width - 1, x + r) { s += plane[y * width + i] * k[i - x + r] }
                tmp[y * width + x] = s
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var s: Float = 0
                for j in max(0, y - r)...min(height - 1, y + r) { s += tmp[j * width + x] * k[j - y + r] }
                out[y * width + x] = s
            }
        }
        return out
    }

    @Test(arguments: [0.6, 2.5, 7.3, 19.0])
    func rowByRowEqualsTheDirectConvolutionBitForBit(sigma: Double) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let width = 53, height = 41
        // Sparse rows (some empty), hard edges and soft values, as a layer's alpha has.
        var plane = [Float](repeating: 0, count: width * height)
        for y in 0..<height where y % 5 != 0 {
            for x in 0..<width where next() % 3 != 0 { plane[y * width + x] = Float(next() % 256) }
        }
        let expected = Self.direct(plane, width: width, height: height, sigma: sigma)
        GaussianBlur.blur(&plane, width: width, height: height, sigma: sigma)
        #expect(plane.map(\.bitPattern) == expected.map(\.bitPattern))
    }

    @Test func aPlaneNarrowerThanTheKernelIsBlurredAsDirectly() {
        var plane: [Float] = [0, 255, 255, 0, 128, 0]
        let expected = Self.direct(plane, width: 3, height: 2, sigma: 4)
        GaussianBlur.blur(&plane, width: 3, height: 2, sigma: 4)
        #expect(plane.map(\.bitPattern) == expected.map(\.bitPattern))
    }

    /// A layer's alpha as a shadow sees it: a large opaque card with anti-aliased edges, a
    /// few stray values and empty space around; wide kernels fill its flat runs at once.
    @Test(arguments: [3.0, 6.4, 12.0, 21.5])
    func flatRunsAreBlurredAsDirectlyBitForBit(sigma: Double) {
        let width = 131, height = 97
        var plane = [Float](repeating: 0, count: width * height)
        for y in 20..<80 {
            for x in 25..<110 { plane[y * width + x] = 255 }
            plane[y * width + 24] = 96
            plane[y * width + 110] = 200
        }
        for x in 25..<110 { plane[19 * width + x] = 31 }
        plane[50 * width + 60] = 17
        plane[5 * width + 5] = 255
        // A run touching the edges: its taps leave the plane, so it takes the direct sum.
        for y in 85..<97 { for x in 0..<width { plane[y * width + x] = 140 } }
        let expected = Self.direct(plane, width: width, height: height, sigma: sigma)
        GaussianBlur.blur(&plane, width: width, height: height, sigma: sigma)
        #expect(plane.map(\.bitPattern) == expected.map(\.bitPattern))
    }
}
