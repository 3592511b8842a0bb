import FlipbookRaster
import Foundation

/// Pixel-by-pixel comparison of decoded, premultiplied bitmaps (never of encoded bytes).
///
/// This is the core of both the golden-image assertions and `flipbook diff`.
///
/// The diff image covers both images. Its colours, from least to most alarming:
/// - unchanged pixels: the expected image composited on white, faded to 25 % (a pale ghost);
/// - changed within the tolerance: blue;
/// - changed beyond the tolerance: yellow (a difference of 1) through red to magenta (255), on a
///   square-root scale so that small differences stay visible;
/// - outside the overlap of two differently sized images: magenta.
public enum ImageComparison {
    /// Compares `actual` against `expected` under `tolerance` (default: exact).
    ///
    /// Identical bitmaps are recognised with one `memcmp`; the diff image is only drawn when
    /// ``ComparisonResult/diffImage`` is read.
    public static func compare(expected: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact) -> ComparisonResult {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let overlapWidth = min(expected.width, actual.width), overlapHeight = min(expected.height, actual.height)
        var result = ComparisonResult(
            tolerance: tolerance, expected: expected, actual: actual,
            largestChannelDelta: 0, largestDeltaLocation: nil, largestDeltaPixels: nil,
            changedPixelCount: 0, differingPixelCount: width * height - overlapWidth * overlapHeight, pixelCount: width * height)
        if !result.isSizeMismatch && identical(expected.bytes, actual.bytes) { return result }
        expected.bytes.withUnsafeBufferPointer { e in
            actual.bytes.withUnsafeBufferPointer { a in
                for y in 0 ..< overlapHeight {
                    for x in 0 ..< overlapWidth {
                        let i = (y * expected.width + x) * 4, j = (y * actual.width + x) * 4
                        let delta = max(max(abs(Int(e[i]) - Int(a[j])), abs(Int(e[i + 1]) - Int(a[j + 1]))),
                                        max(abs(Int(e[i + 2]) - Int(a[j + 2])), abs(Int(e[i + 3]) - Int(a[j + 3]))))
                        if delta == 0 { continue }
                        result.changedPixelCount += 1
                        if delta > tolerance.maxChannelDelta { result.differingPixelCount += 1 }
                        if delta > result.largestChannelDelta {
                            result.largestChannelDelta = delta
                            result.largestDeltaLocation = PixelLocation(x: x, y: y)
                            result.largestDeltaPixels = (Pixel(r: e[i], g: e[i + 1], b: e[i + 2], a: e[i + 3]),
                                                         Pixel(r: a[j], g: a[j + 1], b: a[j + 2], a: a[j + 3]))
                        }
                    }
                }
            }
        }
        return result
    }

    /// The diff image of `expected` and `actual` (see the type's discussion for the colours).
    public static func diffImage(expected: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact) -> Bitmap {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var diff = Bitmap(width: width, height: height, fill: outsideColour)
        expected.bytes.withUnsafeBufferPointer { e in
            actual.bytes.withUnsafeBufferPointer { a in
                diff.bytes.withUnsafeMutableBufferPointer { d in
                    for y in 0 ..< min(expected.height, actual.height) {
                        for x in 0 ..< min(expected.width, actual.width) {
                            let i = (y * expected.width + x) * 4, j = (y * actual.width + x) * 4, k = (y * width + x) * 4
                            var delta = 0
                            for c in 0 ..< 4 { delta = max(delta, abs(Int(e[i + c]) - Int(a[j + c]))) }
                            let colour = delta == 0 ? ghost(r: e[i], g: e[i + 1], b: e[i + 2], a: e[i + 3])
                                : delta > tolerance.maxChannelDelta ? magnitudeColour(delta) : toleratedColour
                            d[k] = colour.r; d[k + 1] = colour.g; d[k + 2] = colour.b; d[k + 3] = 255
                        }
                    }
                }
            }
        }
        return diff
    }

    private static func identical(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && (a.isEmpty || a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } })
    }

    /// Compares two frame sequences pairwise (for example the frames of two GIFs).
    ///
    /// They match when they have the same number of frames and every pair matches.
    public static func compare(expectedFrames: [Bitmap], actualFrames: [Bitmap], tolerance: Tolerance = .exact) -> FramesComparison {
        let pairs = zip(expectedFrames, actualFrames).map { compare(expected: $0, actual: $1, tolerance: tolerance) }
        return FramesComparison(expectedFrameCount: expectedFrames.count, actualFrameCount: actualFrames.count, frames: pairs)
    }

    static let outsideColour = Pixel(r: 255, g: 0, b: 255, a: 255)
    static let toleratedColour = Pixel(r: 40, g: 110, b: 255, a: 255)

    /// The expected pixel on white, faded to a quarter of its contrast.
    static func ghost(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> Pixel {
        func fade(_ c: UInt8) -> UInt8 {
            let onWhite = min(255, Int(c) + 255 - Int(a))  // premultiplied source over white
            return UInt8(255 - (255 - onWhite) / 4)
        }
        let grey = (Int(fade(r)) * 3 + Int(fade(g)) * 6 + Int(fade(b))) / 10
        return Pixel(r: UInt8(grey), g: UInt8(grey), b: UInt8(grey), a: 255)
    }

    /// Yellow (delta 1) → red (about 64) → magenta (255), on a square-root scale.
    static func magnitudeColour(_ delta: Int) -> Pixel {
        let s = (Double(delta) / 255).squareRoot()
        if s < 0.5 {
            return Pixel(r: 255, g: UInt8((1 - s * 2) * 230), b: 0, a: 255)
        }
        return Pixel(r: 255, g: 0, b: UInt8((s - 0.5) * 2 * 255), a: 255)
    }
}

/// The outcome of comparing two frame sequences.
public struct FramesComparison: Sendable {
    /// Number of expected frames.
    public var expectedFrameCount: Int
    /// Number of actual frames.
    public var actualFrameCount: Int
    /// One result per pair of frames present in both sequences, in order.
    public var frames: [ComparisonResult]

    /// True when the frame counts agree and every pair matches.
    public var matches: Bool { expectedFrameCount == actualFrameCount && frames.allSatisfy(\.matches) }

    /// One line per mismatching frame plus a frame-count line when the counts differ.
    public var report: String {
        var lines: [String] = []
        if expectedFrameCount != actualFrameCount {
            lines.append("Frame count mismatch: expected \(expectedFrameCount), actual \(actualFrameCount).")
        }
        for (index, frame) in frames.enumerated() where !frame.matches {
            lines.append("Frame \(index):\n" + frame.report)
        }
        return lines.isEmpty ? "All \(frames.count) frames match." : lines.joined(separator: "\n")
    }
}
