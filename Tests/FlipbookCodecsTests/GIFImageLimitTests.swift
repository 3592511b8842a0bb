import Foundation
import Testing
@testable import FlipbookCodecs

/// Hostile GIFs whose image descriptors claim far more pixels than the screen: rejected before
/// giflib allocates a raster for them.
@Suite struct GIFImageLimitTests {
    /// LZW data for `pixels` pixels of colour 0 (minimum code size 2): after the clear code, each
    /// new code is one pixel longer than the last, until the 12-bit table is full; then the
    /// longest code repeats. About 1.5 bytes per 3 840 pixels, so 2 G pixels take 0.85 MB.
    static func uniformLZW(pixels: Int) -> [UInt8] {
        var out: [UInt8] = [], acc = 0, bits = 0, width = 3
        func emit(_ code: Int) {
            acc |= code << bits; bits += width
            while bits >= 8 { out.append(UInt8(acc & 255)); acc >>= 8; bits -= 8 }
        }
        emit(4)  // clear
        var left = pixels, next = 6, length = 1
        while left > 0 {
            let n = min(length, left)
            // Code 0 is one pixel; code 6 + j is j + 2 pixels (each extends the previous one).
            emit(n == 1 ? 0 : 6 + (n - 2))
            left -= n
            if next < 4096 {
                // The decoder widens its codes once the entry this code adds reaches 2^width.
                if next >= 1 << width && width < 12 { width += 1 }
                next += 1
                length += 1
            }
        }
        emit(5)  // end of information
        if bits > 0 { out.append(UInt8(acc & 255)) }
        return out
    }

    /// A GIF89a with a `screen` size, a two-colour global table and one image per entry of
    /// `images` (declared size; the data holds `dataPixels` pixels, default all of them).
    static func gif(screen: (Int, Int), images: [(Int, Int)], dataPixels: Int? = nil) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 255), UInt8(v >> 8)] }
        var b = Array("GIF89a".utf8) + u16(screen.0) + u16(screen.1) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        for (w, h) in images {
            b += [0x2C] + u16(0) + u16(0) + u16(w) + u16(h) + [0]
            b.append(2)
            let data = uniformLZW(pixels: dataPixels ?? w * h)
            var i = 0
            while i < data.count {
                let n = min(255, data.count - i)
                b.append(UInt8(n)); b += data[i..<(i + n)]; i += n
            }
            b.append(0)
        }
        return b + [0x3B]
    }

    static func isTooLarge(_ error: Error) -> Bool {
        if case .tooLarge = error as? GIFError { return true }
        return false
    }

    @Test func uniformLZWDecodesToTheDeclaredImage() throws {
        let g = try GIFDecoder.decode(GIFImageLimitTests.gif(screen: (300, 200), images: [(300, 200)]))
        #expect(g.width == 300 && g.height == 200 && g.frames.count == 1)
        #expect(g.frames[0].bitmap[299, 199] == .init(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func imageOf65535By32767OnASmallScreenIsRejectedBeforeDecoding() throws {
        // The real bomb: 0.85 MB of valid LZW data for 2.1 G pixels.
        let bytes = GIFImageLimitTests.gif(screen: (100, 100), images: [(65535, 32767)])
        #expect(bytes.count > 700_000 && bytes.count < 900_000, "\(bytes.count) bytes")
        let start = threadCPUSeconds()
        #expect { try GIFDecoder.describe(bytes) } throws: { error in
            GIFImageLimitTests.isTooLarge(error) && "\(error)".contains("frame 0 declares 65535×32767 pixels")
        }
        #expect { try GIFDecoder.decode(bytes) } throws: { GIFImageLimitTests.isTooLarge($0) }
        #expect((threadCPUSeconds() - start) < 0.5)
    }

    @Test func imageLargerThanTheScreenIsRejectedEvenWithShortData() {
        let bytes = GIFImageLimitTests.gif(screen: (64, 64), images: [(64, 64), (65, 64)], dataPixels: 10)
        #expect { try GIFDecoder.describe(bytes) } throws: { error in
            GIFImageLimitTests.isTooLarge(error) && "\(error)".contains("frame 1 declares 65×64")
        }
    }

    @Test func imagesThatTogetherExceedTheBudgetAreRejected() {
        let bytes = GIFImageLimitTests.gif(screen: (100, 100), images: Array(repeating: (100, 100), count: 5), dataPixels: 1)
        let limits = GIFDecodeLimits(maxPixels: 50_000_000, maxTotalBytes: 45_000)
        #expect { try GIFDecoder.describe(bytes, limits: limits) } throws: { error in
            GIFImageLimitTests.isTooLarge(error) && "\(error)".contains("frames 0…4 declare 50000 pixels")
        }
    }

    @Test func overhangingImageWithinTheScreensAreaIsStillDecoded() throws {
        // A 128×32 image on a 64×64 screen: no more pixels than the screen, clipped when drawn.
        let g = try GIFDecoder.decode(GIFImageLimitTests.gif(screen: (64, 64), images: [(128, 32)]))
        #expect(g.frames.count == 1 && g.frames[0].bitmap[63, 31].a == 255 && g.frames[0].bitmap[0, 32].a == 0)
    }

    @Test func outOfMemoryIsReportedAsSuch() {
        let e = GIFError.outOfMemory("giflib could not allocate memory after 10 of 20 bytes")
        #expect(e.description.hasPrefix("out of memory while decoding the GIF"))
        #expect(!e.description.contains("giflib error 0"))
    }
}

/// CPU seconds used by the calling thread: unlike the wall clock, not inflated when other tests
/// or processes share the cores.
func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
