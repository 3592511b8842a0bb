import Testing
import FlipbookGeometry
@testable import FlipbookRaster
import FlipbookTestSupport

/// An image drawn 1:1 at a pixel-aligned translation is copied row by row instead of sampled
/// bilinearly (``ImageShader/copyRun``): the same bytes as the bilinear loops, inside the image,
/// across its clamped edges and for premultiplied texels with partial or zero alpha.
@Suite struct ImageCopyRunTests {
    /// A `width × height` image of random premultiplied texels, its border rows and columns
    /// translucent (alpha 0…255, the colour at most the alpha).
    func image(width: Int, height: Int, seed: UInt64) -> MipChain {
        var random = SeededRandom(seed: seed)
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let edge = x == 0 || y == 0 || x == width - 1 || y == height - 1
                let a = edge ? UInt8(truncatingIfNeeded: random.next() % 256) : 255
                for _ in 0..<3 { bytes.append(a == 0 ? 0 : UInt8(truncatingIfNeeded: random.next() % (UInt64(a) + 1))) }
                bytes.append(a)
            }
        }
        return MipChain(Bitmap(width: width, height: height, bytes: bytes))
    }

    /// The run at texel offset (`x`, `y`) of `count` pixels, through the copy and the bilinear loops.
    func bothRuns(_ level: MipLevel, x: Int, y: Int, count: Int) -> (copied: [UInt32], sampled: [UInt32]) {
        var copied = [UInt32](repeating: 1, count: count), sampled = [UInt32](repeating: 2, count: count)
        let s = Double(x) + 0.5, t = Double(y) + 0.5
        copied.withUnsafeMutableBufferPointer {
            ImageShader.sampleRun(level, s: s, t: t, ds: 1, dt: 0, count: count, into: $0.baseAddress!)
        }
        sampled.withUnsafeMutableBufferPointer {
            ImageShader.sampleRun(level, s: s, t: t, ds: 1, dt: 0, count: count, into: $0.baseAddress!, copies: false)
        }
        return (copied, sampled)
    }

    @Test func copiedRunsEqualBilinearRunsInsideAndAcrossEveryEdge() {
        var checked = 0, mismatches = 0
        for (w, h, seed) in [(1, 1, 1 as UInt64), (7, 5, 2), (33, 17, 3), (64, 3, 4)] {
            let chain = image(width: w, height: h, seed: seed)
            let level = chain.levels[0]
            for y in -3...(h + 2) {
                for x in -(w + 3)...(w + 3) {
                    for count in [1, 2, w, w + 7, 2 * w + 9] {
                        let runs = bothRuns(level, x: x, y: y, count: count)
                        checked += 1
                        if runs.copied != runs.sampled { mismatches += 1 }
                    }
                }
            }
        }
        #expect(checked > 2000)
        #expect(mismatches == 0)
    }

    @Test func copyRunRepeatsTheEdgeTexelsOutsideTheImage() {
        let chain = image(width: 4, height: 2, seed: 9)
        let level = chain.levels[0]
        let row = Array(UnsafeBufferPointer(start: level.pixels + 4, count: 4))
        var out = [UInt32](repeating: 0, count: 8)
        out.withUnsafeMutableBufferPointer { ImageShader.copyRun(level, x: -2, y: 5, count: 8, into: $0.baseAddress!) }
        #expect(out == [row[0], row[0], row[0], row[1], row[2], row[3], row[3], row[3]])
    }

    /// A fractional offset or a scale other than 1:1 is not a copy: it goes on to the bilinear
    /// loops (the two calls agree because both take them).
    @Test func fractionalOrScaledRunsAreSampled() {
        let chain = image(width: 9, height: 9, seed: 5)
        let level = chain.levels[0]
        for (s, ds) in [(2.75, 1.0), (2.5, 0.5), (2.5, 2.0)] {
            var a = [UInt32](repeating: 0, count: 6), b = a
            a.withUnsafeMutableBufferPointer {
                ImageShader.sampleRun(level, s: s, t: 3.5, ds: ds, dt: 0, count: 6, into: $0.baseAddress!)
            }
            b.withUnsafeMutableBufferPointer {
                ImageShader.sampleRun(level, s: s, t: 3.5, ds: ds, dt: 0, count: 6, into: $0.baseAddress!, copies: false)
            }
            #expect(a == b)
        }
    }
}
