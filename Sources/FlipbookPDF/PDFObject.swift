/// A PDF object (ISO 32000-1 §7.3): what the file's bodies and a content stream's operands are
/// made of. Streams keep their raw bytes; ``PDFDocument`` decodes them on demand.
enum PDFObject: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    case stream(PDFStream)
    /// An indirect reference `n g R` (the generation is not checked: the last definition wins).
    case reference(Int)

    var number: Double? {
        if case let .number(v) = self, v.isFinite { return v }
        return nil
    }
    /// The number truncated to an integer, when it is one of at most 2^40 in size (larger values
    /// mean nothing in a file of at most ``PDFLimits/maximumFileBytes``).
    var integer: Int? {
        guard let v = number, abs(v) < Double(1 << 40) else { return nil }
        return Int(v)
    }
    var name: String? {
        if case let .name(v) = self { return v }
        return nil
    }
    var array: [PDFObject]? {
        if case let .array(v) = self { return v }
        return nil
    }
    /// The dictionary of a dictionary or of a stream.
    var dictionary: [String: PDFObject]? {
        switch self {
        case let .dictionary(v): return v
        case let .stream(s): return s.dictionary
        default: return nil
        }
    }
}

/// A stream object: its dictionary and the range of its raw (still encoded) bytes in the file
/// or in the decoded object stream that held it.
struct PDFStream: Sendable {
    var dictionary: [String: PDFObject]
    var data: ArraySlice<UInt8>
}

/// A token of PDF syntax (§7.2).
enum PDFToken: Equatable {
    case number(Double, isInteger: Bool)
    case name(String)
    case string([UInt8])
    case arrayOpen, arrayClose, dictionaryOpen, dictionaryClose
    /// A regular word: `true`, `obj`, `R`, an operator of a content stream, …
    case keyword(String)
    case end
}

/// Splits PDF bytes into tokens, and parses objects from them. Never reads past `end`; every
/// loop advances.
struct PDFLexer {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.position = max(0, start)
        self.end = min(end ?? bytes.count, bytes.count)
    }

    static func isWhitespace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 || c == 0x0C || c == 0x00 }
    static func isDelimiter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            return true
        default: return false
        }
    }
    static func isRegular(_ c: UInt8) -> Bool { !isWhitespace(c) && !isDelimiter(c) }

    /// Skips whitespace and comments.
    mutating func skipWhitespace() {
        while position < end {
            let c = bytes[position]
            if Self.isWhitespace(c) {
                position += 1
            } else if c == UInt8(ascii: "%") {
                while position < end, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next token.
    mutating func next() throws -> PDFToken {
        skipWhitespace()
        guard position < end else { return .end }
        let c = bytes[position]
        switch c {
        case UInt8(ascii: "/"):
            position += 1
            return .name(readName())
        case UInt8(ascii: "("):
            position += 1
            return .string(try readLiteralString())
        case UInt8(ascii: "<"):
            if position + 1 < end, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .dictionaryOpen
            }
            position += 1
            return .string(readHexString())
        case UInt8(ascii: ">"):
            if position + 1 < end, bytes[position + 1] == UInt8(ascii: ">") {
                position += 2
                return .dictionaryClose
            }
            position += 1
            return .keyword(">")
        case UInt8(ascii: "["):
            position += 1
            return .arrayOpen
        case UInt8(ascii: "]"):
            position += 1
            return .arrayClose
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"):
            position += 1
            return .keyword(String(UnicodeScalar(c)))
        default:
            let start = position
            while position < end, Self.isRegular(bytes[position]) { position += 1 }
            if let number = Self.number(bytes[start..<position]) { return number }
            return .keyword(String(decoding: bytes[start..<position], as: UTF8.self))
        }
    }

    /// A number token of `word` (`12`, `-3.5`, `.5`, `4.`), or nil.
    static func number(_ word: ArraySlice<UInt8>) -> PDFToken? {
        var i = word.startIndex
        var negative = false
        if i < word.endIndex, word[i] == UInt8(ascii: "+") || word[i] == UInt8(ascii: "-") {
            negative = word[i] == UInt8(ascii: "-")
            i += 1
        }
        var value = 0.0, digits = 0, isInteger = true, fraction = 0.1
        while i < word.endIndex {
            let c = word[i]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                if isInteger {
                    value = value * 10 + Double(c - UInt8(ascii: "0"))
                } else {
                    value += Double(c - UInt8(ascii: "0")) * fraction
                    fraction /= 10
                }
                digits += 1
            } else if c == UInt8(ascii: "."), isInteger {
                isInteger = false
            } else if c == UInt8(ascii: "-") && digits > 0 {
                break  // `1-2`: some writers run numbers together; the rest is dropped
            } else {
                return nil
            }
            i += 1
        }
        guard digits > 0, value.isFinite else { return nil }
        return .number(negative ? -value : value, isInteger: isInteger)
    }

    private mutating func readName() -> String {
        var out: [UInt8] = []
        while position < end, Self.isRegular(bytes[position]) {
            let c = bytes[position]
            if c == UInt8(ascii: "#"), position + 2 < end, let h = Self.hex(bytes[position + 1]),
                let l = Self.hex(bytes[position + 2])
            {
                out.append(h << 4 | l)
                position += 3
            } else {
                out.append(c)
                position += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private mutating func readLiteralString() throws -> [UInt8] {
        var out: [UInt8] = []
        var depth = 1
        while position < end {
            let c = bytes[position]
            position += 1
            switch c {
            case UInt8(ascii: "("):
                depth += 1
                out.append(c)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(c)
            case UInt8(ascii: "\\"):
                guard position < end else { break }
                let e = bytes[position]
                position += 1
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case 0x0D:
                    if position < end, bytes[position] == 0x0A { position += 1 }
                case 0x0A: break
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(e - UInt8(ascii: "0"))
                    var count = 1
                    while count < 3, position < end, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "7") {
                        value = value * 8 + Int(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                        count += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: value))
                default: out.append(e)
                }
            default:
                out.append(c)
            }
        }
        throw PDFError.malformed("a string without its closing parenthesis")
    }

    private mutating func readHexString() -> [UInt8] {
        let start = position
        while position < end, bytes[position] != UInt8(ascii: ">") { position += 1 }
        let digits = bytes[start..<position]
        if position < end { position += 1 }  // the closing '>'
        return PDFFilters.asciiHex(digits)
    }

    // MARK: Objects

    /// Parses one object; `n g R` is a reference. A keyword other than `true`, `false` and
    /// `null` is an error (the content interpreter reads operators itself).
    mutating func parseObject(depth: Int = 0) throws -> PDFObject {
        let token = try next()
        return try object(from: token, depth: depth)
    }

    mutating func object(from token: PDFToken, depth: Int) throws -> PDFObject {
        guard depth < PDFLimits.maximumNesting else { throw PDFError.malformed("arrays or dictionaries nested too deeply") }
        switch token {
        case let .number(v, isInteger):
            if isInteger, let reference = referenceAfter(v) { return reference }
            return .number(v)
        case let .name(n): return .name(n)
        case let .string(s): return .string(s)
        case .arrayOpen:
            var items: [PDFObject] = []
            while true {
                let t = try next()
                if t == .arrayClose { break }
                if t == .end { throw PDFError.malformed("an array without its closing bracket") }
                items.append(try object(from: t, depth: depth + 1))
            }
            return .array(items)
        case .dictionaryOpen:
            var dictionary: [String: PDFObject] = [:]
            while true {
                let t = try next()
                if t == .dictionaryClose { break }
                guard case let .name(key) = t else {
                    if t == .end { throw PDFError.malformed("a dictionary without its closing >>") }
                    throw PDFError.malformed("a dictionary key that is not a name")
                }
                let value = try next()
                if value == .dictionaryClose {  // a key without a value: tolerated, as readers do
                    break
                }
                dictionary[key] = try object(from: value, depth: depth + 1)
            }
            return .dictionary(dictionary)
        case .keyword("true"): return .bool(true)
        case .keyword("false"): return .bool(false)
        case .keyword("null"): return .null
        case let .keyword(word): throw PDFError.malformed("unexpected '\(word.prefix(20))' where an object was expected")
        case .arrayClose, .dictionaryClose: throw PDFError.malformed("an unexpected closing bracket")
        case .end: throw PDFError.malformed("the data ends where an object was expected")
        }
    }

    /// `n g R` after the integer `first`: the reference, consuming `g R`; nil (nothing consumed)
    /// otherwise.
    private mutating func referenceAfter(_ first: Double) -> PDFObject? {
        let saved = position
        guard first >= 0, first < Double(Int32.max),
            case let .number(_, isInteger)? = try? next(), isInteger,
            case .keyword("R")? = try? next()
        else {
            position = saved
            return nil
        }
        return .reference(Int(first))
    }
}
