import FlipbookRaster
import Foundation

/// Frames laid side by side with their times written underneath, as one bitmap.
///
/// Several moments of an animation are compared as one filmstrip PNG rather than as a GIF: one
/// file to review, exact pixels, and a label that says which frame is which.
public enum Filmstrip {
    /// Transparent pixels between neighbouring frames.
    public static let gap = 4
    /// Font pixels per device pixel for the labels.
    public static let labelScale = 2
    /// Height of the white label band under the frames, in pixels.
    public static let labelHeight = BitmapFont.glyphHeight * labelScale + 6

    /// Composes `frames` left to right, top-aligned, each with its `time` (seconds) written under
    /// it as `t=0.25s` in black on white. Each column is as wide as its frame or its label,
    /// whichever is wider; frame pixels are copied unchanged, and the rest stays transparent.
    public static func compose(_ frames: [(time: Double, bitmap: Bitmap)]) -> Bitmap {
        let frameHeight = frames.map(\.bitmap.height).max() ?? 0
        let labels = frames.map { label(for: $0.time) }
        let columns = zip(frames, labels).map { max($0.bitmap.width, BitmapFont.width(of: $1, scale: labelScale) + 4) }
        let width = columns.reduce(0, +) + gap * max(frames.count - 1, 0)
        var strip = Bitmap(width: width, height: frameHeight + labelHeight)
        var left = 0
        for (index, frame) in frames.enumerated() {
            copy(frame.bitmap, into: &strip, x: left)
            for y in frameHeight ..< strip.height {
                for x in left ..< left + columns[index] { strip[x, y] = Pixel(r: 255, g: 255, b: 255, a: 255) }
            }
            BitmapFont.draw(labels[index], into: &strip, x: left + 2, y: frameHeight + 3, scale: labelScale,
                            colour: Pixel(r: 0, g: 0, b: 0, a: 255))
            left += columns[index] + gap
        }
        return strip
    }

    /// `t=<seconds>s` with up to three decimals and no trailing zeros, for example `t=0.25s`.
    public static func label(for time: Double) -> String {
        var text = String(format: "%.3f", time)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return "t=\(text == "-0" ? "0" : text)s"
    }

    private static func copy(_ source: Bitmap, into strip: inout Bitmap, x left: Int) {
        for y in 0 ..< source.height {
            let from = y * source.width * 4, to = (y * strip.width + left) * 4
            strip.bytes.replaceSubrange(to ..< to + source.width * 4, with: source.bytes[from ..< from + source.width * 4])
        }
    }
}
