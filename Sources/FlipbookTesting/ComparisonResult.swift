import FlipbookRaster

/// A pixel position, in pixels from the top-left corner.
public struct PixelLocation: Hashable, Sendable, CustomStringConvertible {
    /// Column, 0 at the left.
    public var x: Int
    /// Row, 0 at the top.
    public var y: Int
    /// A position `(x, y)`.
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// The outcome of comparing two bitmaps: statistics, a diff image and a report.
public struct ComparisonResult: Sendable {
    /// The tolerance the images were judged by.
    public var tolerance: Tolerance
    /// The reference image.
    public var expected: Bitmap
    /// The image under test.
    public var actual: Bitmap
    /// Width and height of the expected image, in pixels.
    public var expectedSize: (width: Int, height: Int) { (expected.width, expected.height) }
    /// Width and height of the actual image, in pixels.
    public var actualSize: (width: Int, height: Int) { (actual.width, actual.height) }
    /// The largest difference of any premultiplied channel (0…255) over the overlapping area.
    public var largestChannelDelta: Int
    /// Where ``largestChannelDelta`` first occurs (row-major order); nil when the images are equal.
    public var largestDeltaLocation: PixelLocation?
    /// The expected and actual premultiplied pixels at ``largestDeltaLocation``.
    public var largestDeltaPixels: (expected: Pixel, actual: Pixel)?
    /// Pixels with any channel difference at all (including those the tolerance allows).
    public var changedPixelCount: Int
    /// Pixels differing by more than ``Tolerance/maxChannelDelta``, plus, on a size mismatch,
    /// every pixel outside the overlap.
    public var differingPixelCount: Int
    /// Pixels of the larger of the two images (the denominator of fractions).
    public var pixelCount: Int
    /// The diff image, sized to cover both images: unchanged pixels are a dim grey ghost of the
    /// expected image, changed ones coloured by magnitude (see ``ImageComparison``). Drawn on
    /// each access.
    public var diffImage: Bitmap { ImageComparison.diffImage(expected: expected, actual: actual, tolerance: tolerance) }

    /// True when the sizes differ.
    public var isSizeMismatch: Bool { expectedSize != actualSize }

    /// True when the sizes agree and no more pixels differ than the tolerance allows.
    public var matches: Bool {
        !isSizeMismatch && differingPixelCount <= tolerance.allowedDifferingPixels(of: pixelCount)
    }

    /// A multi-line, human-readable account of the comparison.
    public var report: String {
        var lines: [String] = []
        if isSizeMismatch {
            lines.append("Size mismatch: expected \(expectedSize.width)×\(expectedSize.height) px, "
                + "actual \(actualSize.width)×\(actualSize.height) px.")
        }
        let share = Tolerance.percent(pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount))
        lines.append("\(differingPixelCount) of \(pixelCount) pixels (\(share)) differ by more than "
            + "\(tolerance.maxChannelDelta) per channel (\(changedPixelCount) changed at all); "
            + "allowed: \(tolerance.allowedDifferingPixels(of: pixelCount)).")
        if let location = largestDeltaLocation {
            var line = "Largest channel difference: \(largestChannelDelta) at \(location)"
            if let pixels = largestDeltaPixels {
                line += ": expected \(Self.rgba(pixels.expected)), actual \(Self.rgba(pixels.actual)) (premultiplied RGBA)"
            }
            lines.append(line + ".")
        } else {
            lines.append("Largest channel difference: 0.")
        }
        lines.append("Tolerance: \(tolerance).")
        lines.insert(matches ? "Images match." : "Images differ.", at: 0)
        return lines.joined(separator: "\n")
    }

    private static func rgba(_ p: Pixel) -> String { "(\(p.r), \(p.g), \(p.b), \(p.a))" }
}
