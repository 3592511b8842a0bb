/// How a character takes part in line breaking: a simplified UAX #14.
enum BreakClass: Equatable {
    /// Whitespace: a line may break after a run of it; it hangs at the end of a line.
    case space
    /// Ideographs, kana, hangul and full-width forms: a line may break before and after each.
    case ideographic
    /// Closing punctuation and small kana that must not start a line (kinsoku).
    case closing
    /// Opening brackets that must not end a line.
    case opening
    /// A hyphen: a line may break after it when letters stand on both sides.
    case hyphen
    /// Everything else (letters, digits, Latin punctuation): no break inside a run of these.
    case other

    init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else {
            self = .other
            return
        }
        if character.isWhitespace, scalar.value != 0x3000 {
            self = .space
        } else if BreakClass.closingCharacters.contains(character) {
            self = .closing
        } else if BreakClass.openingCharacters.contains(character) {
            self = .opening
        } else if character == "-" || scalar.value == 0x2010 {
            self = .hyphen
        } else if BreakClass.isIdeographic(scalar.value) {
            self = .ideographic
        } else {
            self = .other
        }
    }

    static let closingCharacters: Set<Character> = Set(
        "、。，．：；？！）」』】〉》〕｝］ー・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〟〙〗" + ",.:;?!)]}…%")
    static let openingCharacters: Set<Character> = Set("「『（【〈《〔｛［〘〖〝([{")

    static func isIdeographic(_ v: UInt32) -> Bool {
        switch v {
        case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3200...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF,
             0xFF00...0xFF60, 0xFFE0...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Whether a line may break between `a` and `b`.
    static func canBreak(between a: BreakClass, and b: BreakClass) -> Bool {
        if b == .space || b == .closing || a == .opening { return false }
        if a == .space { return true }
        if a == .ideographic || b == .ideographic { return true }
        if a == .closing && b == .opening { return true }
        return false
    }
}

/// Greedy line breaking: each line takes as many clusters as fit in the width, breaking at the
/// last opportunity; a word longer than the width is broken between characters.
enum LineBreaker {
    /// The ranges of `clusters` that make up each line. Trailing spaces stay on their line and do
    /// not count towards its width; a line never starts with the spaces that ended the previous.
    static func lines(_ clusters: [Cluster], width: Double?) -> [Range<Int>] {
        guard let width, !clusters.isEmpty else { return [0..<clusters.count] }
        var lines: [Range<Int>] = []
        var start = 0
        while start < clusters.count {
            var lineWidth = 0.0
            var lastBreak: Int?
            var i = start
            while i < clusters.count {
                let cluster = clusters[i]
                let w = cluster.advance + (i > start ? cluster.kerning(after: clusters[i - 1]) : 0)
                if !cluster.isSpace, i > start, lineWidth + w > width + 1e-9 { break }
                lineWidth += w
                if i + 1 < clusters.count, breakAllowed(after: i, in: clusters) { lastBreak = i }
                i += 1
            }
            let end = i == clusters.count ? i : (lastBreak.map { $0 + 1 } ?? i)
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    static func breakAllowed(after i: Int, in clusters: [Cluster]) -> Bool {
        let a = clusters[i].breakClass, b = clusters[i + 1].breakClass
        if a == .hyphen {
            return i > 0 && clusters[i - 1].character.isLetter && clusters[i + 1].character.isLetter
        }
        return BreakClass.canBreak(between: a, and: b)
    }

    /// Width of `clusters` in points, kerning included and trailing spaces excluded.
    static func width<C: Collection>(_ clusters: C) -> Double where C.Element == Cluster {
        var total = 0.0, visible = 0.0
        var previous: Cluster?
        for cluster in clusters {
            total += cluster.advance + cluster.kerning(after: previous)
            if !cluster.isSpace { visible = total }
            previous = cluster
        }
        return visible
    }
}
