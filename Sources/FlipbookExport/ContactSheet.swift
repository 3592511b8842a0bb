import FlipbookCodecs
import FlipbookRaster

/// Frames of a clip at chosen times laid out in one image: a filmstrip (one row) or a contact
/// sheet (a grid), for documentation and reviews.
///
/// Frames go left to right, then top to bottom, each box-filtered down by ``downscale``, with
/// ``spacing`` pixels of ``background`` between them and around the edge.
///
/// ```swift
/// let sheet = try ContactSheet(times: [0, 0.25, 0.5, 0.75, 1], columns: 5, downscale: 4)
/// try sheet.write(of: SceneClip(document: doc), to: "review.png")
/// ```
public struct ContactSheet: Equatable, Sendable {
    /// The frame times in seconds, increasing (a Kit application's clock only runs forwards).
    public var times: [Double]
    /// Frames per row, ≥ 1. Default all of them (a filmstrip).
    public var columns: Int
    /// Integer box-filter factor each frame is reduced by, ≥ 1. Default 1.
    public var downscale: Int
    /// Pixels between frames and around the edge, ≥ 0. Default 8.
    public var spacing: Int
    /// The colour between frames. Default white.
    public var background: Color

    /// A sheet of the frames at `times`; `columns` nil puts them all in one row.
    public init(times: [Double], columns: Int? = nil, downscale: Int = 1, spacing: Int = 8, background: Color = .white) {
        self.times = times
        self.columns = columns ?? times.count
        self.downscale = downscale
        self.spacing = spacing
        self.background = background
    }

    /// Renders the frames of `clip` and lays them out.
    /// - Parameter rasterize: turns a tree into pixels. Default FlipbookRaster's `Renderer`.
    /// - Throws: ``RecordingError`` for bad times or layout options, or the clip's errors.
    public func image(of clip: Clip, rasterize: (RenderTree) -> Bitmap = { Renderer().render($0) }) throws -> Bitmap {
        guard !times.isEmpty else { throw RecordingError.invalidTimes("are empty") }
        if let i = times.indices.dropFirst().first(where: { !(times[$0] > times[$0 - 1]) }) {
            throw RecordingError.invalidTimes("are not increasing at index \(i) (\(times[i]) after \(times[i - 1]))")
        }
        if let bad = times.first(where: { !$0.isFinite }) { throw RecordingError.invalidTimes("contain \(bad)") }
        guard columns >= 1 else { throw RecordingError.invalidOption("columns", "\(columns)", "at least 1") }
        guard downscale >= 1 else { throw RecordingError.invalidOption("downscale", "\(downscale)", "at least 1") }
        guard spacing >= 0 else { throw RecordingError.invalidOption("spacing", "\(spacing)", "at least 0") }
        let frames = try times.map { rasterize(try clip.renderTree(at: $0)).downscaled(by: downscale) }
        let cellWidth = frames.map(\.width).max()!, cellHeight = frames.map(\.height).max()!
        let cols = min(columns, frames.count), rows = (frames.count + cols - 1) / cols
        var sheet = Bitmap(width: spacing + cols * (cellWidth + spacing), height: spacing + rows * (cellHeight + spacing),
                           fill: background.premultiplied8)
        for (i, frame) in frames.enumerated() {
            sheet.composite(frame, at: spacing + (i % cols) * (cellWidth + spacing), y: spacing + (i / cols) * (cellHeight + spacing))
        }
        return sheet
    }

    /// Renders the sheet of `clip` and writes it as a PNG file at `path` (atomically).
    /// - Throws: ``RecordingError``, the clip's errors, or FlipbookCodecs' `CodecError`.
    public func write(of clip: Clip, to path: String) throws {
        try PNG.write(try image(of: clip), path: path)
    }
}
