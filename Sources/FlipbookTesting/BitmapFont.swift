import FlipbookRaster

/// A built-in 3 × 5 pixel font for filmstrip labels: digits, letters (drawn as capitals except
/// `t` and `s`, the letters of time labels) and a little punctuation. Characters it lacks are drawn as a hollow box.
///
/// A table file: each glyph is five rows of three bits, most significant bit on the left.
public enum BitmapFont {
    /// Glyph width in font pixels, excluding the one-pixel gap between glyphs.
    public static let glyphWidth = 3
    /// Glyph height in font pixels.
    public static let glyphHeight = 5

    static let glyphs: [Character: [UInt8]] = [
        "0": [7, 5, 5, 5, 7], "1": [2, 6, 2, 2, 7], "2": [7, 1, 7, 4, 7], "3": [7, 1, 3, 1, 7],
        "4": [5, 5, 7, 1, 1], "5": [7, 4, 7, 1, 7], "6": [7, 4, 7, 5, 7], "7": [7, 1, 2, 2, 2],
        "8": [7, 5, 7, 5, 7], "9": [7, 5, 7, 1, 7],
        "A": [2, 5, 7, 5, 5], "B": [6, 5, 6, 5, 6], "C": [3, 4, 4, 4, 3], "D": [6, 5, 5, 5, 6],
        "E": [7, 4, 6, 4, 7], "F": [7, 4, 6, 4, 4], "G": [3, 4, 5, 5, 3], "H": [5, 5, 7, 5, 5],
        "I": [7, 2, 2, 2, 7], "J": [1, 1, 1, 5, 2], "K": [5, 5, 6, 5, 5], "L": [4, 4, 4, 4, 7],
        "M": [5, 7, 7, 5, 5], "N": [6, 5, 5, 5, 5], "O": [2, 5, 5, 5, 2], "P": [6, 5, 6, 4, 4],
        "Q": [2, 5, 5, 6, 3], "R": [6, 5, 6, 5, 5], "S": [3, 4, 2, 1, 6], "T": [7, 2, 2, 2, 2],
        "U": [5, 5, 5, 5, 7], "V": [5, 5, 5, 5, 2], "W": [5, 5, 7, 7, 5], "X": [5, 5, 2, 5, 5],
        "Y": [5, 5, 2, 2, 2], "Z": [7, 1, 2, 4, 7],
        " ": [0, 0, 0, 0, 0], ".": [0, 0, 0, 0, 2], ",": [0, 0, 0, 2, 4], ":": [0, 2, 0, 2, 0],
        "=": [0, 7, 0, 7, 0], "-": [0, 0, 7, 0, 0], "+": [0, 2, 7, 2, 0], "/": [1, 1, 2, 4, 4],
        "_": [0, 0, 0, 0, 7], "(": [1, 2, 2, 2, 1], ")": [4, 2, 2, 2, 4], "%": [5, 1, 2, 4, 5],
        "#": [5, 7, 5, 7, 5], "t": [2, 7, 2, 2, 3], "s": [0, 3, 4, 1, 6],
    ]
    static let missingGlyph: [UInt8] = [7, 5, 5, 5, 7]

    /// The width in device pixels of `text` drawn at `scale` pixels per font pixel.
    public static func width(of text: String, scale: Int = 1) -> Int {
        text.isEmpty ? 0 : (text.count * (glyphWidth + 1) - 1) * scale
    }

    /// Draws `text` into `bitmap` with its top-left corner at `(x, y)` (device pixels), each font
    /// pixel a `scale × scale` square of `colour` (premultiplied). Pixels outside are clipped.
    public static func draw(_ text: String, into bitmap: inout Bitmap, x: Int, y: Int, scale: Int = 1, colour: Pixel) {
        var penX = x
        for character in text {
            let rows = glyphs[character] ?? glyphs[Character(character.uppercased())] ?? missingGlyph
            for (row, bits) in rows.enumerated() {
                for column in 0 ..< glyphWidth where bits & (4 >> column) != 0 {
                    fill(&bitmap, x: penX + column * scale, y: y + row * scale, size: scale, colour: colour)
                }
            }
            penX += (glyphWidth + 1) * scale
        }
    }

    private static func fill(_ bitmap: inout Bitmap, x: Int, y: Int, size: Int, colour: Pixel) {
        let rows = max(y, 0) ..< max(min(y + size, bitmap.height), max(y, 0))
        let columns = max(x, 0) ..< max(min(x + size, bitmap.width), max(x, 0))
        for py in rows {
            for px in columns {
                bitmap[px, py] = colour
            }
        }
    }
}
