import FlipbookRaster

/// Text with a font and colour per range: a sequence of runs.
///
/// Ranges are counted in `Character`s (extended grapheme clusters), as Swift strings count.
/// Line breaks are `"\n"`, `"\r\n"`, `"\r"`, U+2028 and U+2029.
public struct AttributedText: Hashable, Sendable, CustomStringConvertible {
    /// A stretch of text drawn with one font and colour.
    public struct Run: Hashable, Sendable {
        /// The characters.
        public var string: String
        /// The font. Default the 17 pt system font.
        public var font: Font
        /// The foreground colour (straight alpha). Default opaque black.
        public var color: Color

        /// A run of `string` in `font` and `color`.
        public init(_ string: String, font: Font = .system(size: 17), color: Color = .black) {
            self.string = string
            self.font = font
            self.color = color
        }
    }

    /// The runs, in reading order. Empty runs are allowed and draw nothing.
    public var runs: [Run]

    /// Text in one font and colour (`CATextLayer.string` with `font`, `fontSize` and
    /// `foregroundColor`).
    public init(_ string: String, font: Font = .system(size: 17), color: Color = .black) {
        runs = [Run(string, font: font, color: color)]
    }

    /// Text made of runs.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// All the runs' characters.
    public var string: String { runs.map(\.string).joined() }

    /// The plain string.
    public var description: String { string }

    /// The number of characters.
    public var count: Int { runs.reduce(0) { $0 + $1.string.count } }

    /// Appends a run.
    public mutating func append(_ string: String, font: Font, color: Color) {
        runs.append(Run(string, font: font, color: color))
    }

    /// Appends another text's runs.
    public static func + (a: AttributedText, b: AttributedText) -> AttributedText {
        AttributedText(runs: a.runs + b.runs)
    }

    /// Sets the font and/or colour of the characters in `range` (character offsets, clamped to
    /// the text), splitting runs as needed.
    /// - Parameters:
    ///   - font: the new font, or nil to keep each run's font.
    ///   - color: the new colour, or nil to keep each run's colour.
    ///   - range: character offsets from the start of the text.
    public mutating func setAttributes(font: Font? = nil, color: Color? = nil, in range: Range<Int>) {
        var result: [Run] = []
        var offset = 0
        for run in runs {
            let runRange = offset..<(offset + run.string.count)
            offset = runRange.upperBound
            let lower = max(range.lowerBound, runRange.lowerBound), upper = min(range.upperBound, runRange.upperBound)
            guard lower < upper else {
                result.append(run)
                continue
            }
            let characters = Array(run.string)
            let before = String(characters[0..<(lower - runRange.lowerBound)])
            let inside = String(characters[(lower - runRange.lowerBound)..<(upper - runRange.lowerBound)])
            let after = String(characters[(upper - runRange.lowerBound)...])
            if !before.isEmpty { result.append(Run(before, font: run.font, color: run.color)) }
            result.append(Run(inside, font: font ?? run.font, color: color ?? run.color))
            if !after.isEmpty { result.append(Run(after, font: run.font, color: run.color)) }
        }
        runs = result
    }
}
