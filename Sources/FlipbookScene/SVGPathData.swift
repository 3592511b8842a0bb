import FlipbookGeometry

/// SVG path data (the `d` attribute: `"M 10 10 L 90 10 Q 90 90 10 90 Z"`) read into a `Path`,
/// for the `shape.path` key of scene files.
///
/// Commands: `M`/`m` move, `L`/`l` line, `H`/`h` and `V`/`v` horizontal and vertical lines,
/// `C`/`c` cubic and `S`/`s` smooth cubic curves, `Q`/`q` quadratic and `T`/`t` smooth quadratic
/// curves, `Z`/`z` close; lower case is relative to the current point. Numbers are separated by
/// spaces or commas (or a sign: `10-5`); a command letter may be left out to repeat the last one
/// (after `M`, repeated pairs are lines), as SVG allows. Elliptical arcs (`A`) are not read.
/// Coordinates are points in the layer's bounds space (y down, as in SVG).
enum SVGPathData {
    /// Why path data cannot be read: a message naming the character offset.
    struct Failure: Error {
        var message: String
    }

    /// The number of arguments each command takes.
    private static let arity: [Character: Int] = ["M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "Z": 0]

    /// Parses `text` into a path of at most `maxElements` elements.
    static func parse(_ text: String, maxElements: Int) throws -> Path {
        let chars = Array(text.unicodeScalars)
        var i = 0
        var path = Path()
        var elements = 0
        var current = Point(x: 0, y: 0), start = current
        var lastCubicControl: Point?, lastQuadControl: Point?
        var command: Character?

        func skipSeparators() {
            while i < chars.count, chars[i] == " " || chars[i] == "," || chars[i] == "\n" || chars[i] == "\t" || chars[i] == "\r" { i += 1 }
        }
        func number() throws -> Double {
            skipSeparators()
            let begin = i
            if i < chars.count, chars[i] == "+" || chars[i] == "-" { i += 1 }
            var digits = 0, dot = false
            while i < chars.count {
                if ("0"..."9").contains(chars[i]) { digits += 1 } else if chars[i] == ".", !dot { dot = true } else { break }
                i += 1
            }
            if digits > 0, i < chars.count, chars[i] == "e" || chars[i] == "E" {
                var j = i + 1
                if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
                if j < chars.count, ("0"..."9").contains(chars[j]) {
                    i = j
                    while i < chars.count, ("0"..."9").contains(chars[i]) { i += 1 }
                }
            }
            let token = String(String.UnicodeScalarView(chars[begin..<i]))
            guard digits > 0, let value = Double(token) else {
                throw Failure(message: "expected a number at character \(begin + 1) of the path data")
            }
            guard abs(value) <= SceneLimits.maxMagnitude else {
                throw Failure(message: "the number \(token) at character \(begin + 1) is beyond ±\(Int(SceneLimits.maxMagnitude))")
            }
            return value
        }
        func point(relative: Bool) throws -> Point {
            let x = try number(), y = try number()
            return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
        }

        skipSeparators()
        while i < chars.count {
            let c = Character(chars[i])
            var relative: Bool
            if let upper = c.uppercased().first, arity[upper] != nil, c.isLetter {
                command = c
                i += 1
            } else if c.isLetter {
                let hint = c == "A" || c == "a" ? " (elliptical arcs are not supported; approximate them with C curves)" : ""
                throw Failure(message: "unknown command '\(c)' at character \(i + 1)\(hint); use M, L, H, V, C, S, Q, T or Z")
            } else if command == nil {
                throw Failure(message: "the path data must start with a move (M or m), got '\(c)' at character \(i + 1)")
            }
            guard let letter = command else { break }
            relative = letter.isLowercase
            let upper = letter.uppercased().first!
            if upper != "M", path.isEmpty, elements == 0 {
                throw Failure(message: "the path data must start with a move (M or m), got '\(letter)'")
            }
            elements += 1
            guard elements <= maxElements else {
                throw Failure(message: "the path has more than \(maxElements) commands, the limit; simplify it")
            }
            var nextCubic: Point?, nextQuad: Point?
            switch upper {
            case "M":
                current = try point(relative: relative)
                start = current
                path.move(to: current)
                // Further pairs after a move are lines.
                command = relative ? "l" : "L"
            case "L":
                current = try point(relative: relative)
                path.addLine(to: current)
            case "H":
                let x = try number()
                current = Point(x: relative ? current.x + x : x, y: current.y)
                path.addLine(to: current)
            case "V":
                let y = try number()
                current = Point(x: current.x, y: relative ? current.y + y : y)
                path.addLine(to: current)
            case "C", "S":
                let c1: Point
                if upper == "C" {
                    c1 = try point(relative: relative)
                } else {
                    c1 = lastCubicControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                }
                let c2 = try point(relative: relative), end = try point(relative: relative)
                path.addCurve(to: end, control1: c1, control2: c2)
                nextCubic = c2
                current = end
            case "Q", "T":
                let control: Point
                if upper == "Q" {
                    control = try point(relative: relative)
                } else {
                    control = lastQuadControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                }
                let end = try point(relative: relative)
                path.addQuadCurve(to: end, control: control)
                nextQuad = control
                current = end
            default:  // Z
                path.closeSubpath()
                current = start
                command = nil
            }
            lastCubicControl = nextCubic
            lastQuadControl = nextQuad
            skipSeparators()
            if command == nil, i < chars.count, !Character(chars[i]).isLetter {
                throw Failure(message: "expected a command letter after Z at character \(i + 1)")
            }
        }
        return path
    }
}
