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
        let columns = layout(frames)
        let width = columns.last.map { $0.x + $0.width } ?? 0
        var strip = Bitmap(width: width, height: frameHeight + labelHeight)
        for (frame, column) in zip(frames, columns) {
            copy(frame.bitmap, into: &strip, x: column.x)
            for y in frameHeight ..< strip.height {
                for x in column.x ..< column.x + column.width { strip[x, y] = Pixel(r: 255, g: 255, b: 255, a: 255) }
            }
            BitmapFont.draw(label(for: column.time), into: &strip, x: column.x + 2, y: frameHeight + 3, scale: labelScale,
                            colour: Pixel(r: 0, g: 0, b: 0, a: 255))
        }
        return strip
    }

    /// Where ``compose(_:)`` puts each of `frames`: one column per frame, left to right, each
    /// as wide as its frame or its label, whichever is wider, with ``gap`` pixels between columns.
    public static func layout(_ frames: [(time: Double, bitmap: Bitmap)]) -> [FilmstripFrame] {
        var left = 0
        return frames.map { frame in
            let width = max(frame.bitmap.width, BitmapFont.width(of: label(for: frame.time), scale: labelScale) + 4)
            defer { left += width + gap }
            return FilmstripFrame(time: frame.time, x: left, width: width)
        }
    }

    /// The strip and its layout, for the strategies (the layout goes into the failure review page).
    static func rendered(_ frames: [(time: Double, bitmap: Bitmap)]) -> RenderedSnapshot {
        RenderedSnapshot(bitmap: compose(frames), frames: layout(frames))
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

/// One frame's column in a ``Filmstrip``, in the strip's pixels (x from the left edge).
///
/// The column spans the strip's full height: the frame at the top, its `t=…s` label underneath.
public struct FilmstripFrame: Hashable, Sendable, Codable {
    /// The frame's time, in seconds, as passed to the strategy.
    public var time: Double
    /// The column's left edge, in pixels from the strip's left edge.
    public var x: Int
    /// The column's width in pixels: the frame's or its label's, whichever is wider.
    public var width: Int

    /// A column at `x`, `width` pixels wide, showing the frame at `time` seconds.
    public init(time: Double, x: Int, width: Int) {
        self.time = time
        self.x = x
        self.width = width
    }

    /// The column after the whole strip was shrunk by `factor` with `Bitmap.downscaled(by:)`:
    /// every output pixel that covers part of the column belongs to it.
    func downscaled(by factor: Int) -> FilmstripFrame {
        let left = x / factor, right = (x + width + factor - 1) / factor
        return FilmstripFrame(time: time, x: left, width: right - left)
    }
}
