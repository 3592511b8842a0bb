import Foundation

/// A syntax check of JSON text as RFC 8259 defines it, run before Foundation's parser so that
/// scene files and render manifests are strict JSON and a mistake is reported by line and column.
///
/// Foundation's `JSONSerialization` on Linux accepts a trailing comma (`[1, 2,]`) and reports a
/// mistake as a character offset ("around character 115"); this pass refuses trailing commas,
/// comments, single quotes, unquoted keys, `NaN`, leading zeros and anything after the value,
/// and names the line and column (1-based, counting characters, not bytes) of the first problem.
/// One pass with an explicit stack: linear in the size, whatever the nesting.
package enum StrictJSON {
    /// The first syntax error of a JSON text.
    package struct SyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
        /// 1-based line of the offending character.
        package var line: Int
        /// 1-based column (in characters) of the offending character.
        package var column: Int
        /// What is wrong, e.g. `trailing comma before '}'`.
        package var message: String
        /// `line 3, column 14: trailing comma before '}'`.
        package var description: String { "line \(line), column \(column): \(message)" }
    }

    /// The first syntax error in `data`, or nil when it is one valid JSON value.
    package static func firstError(in data: Data) -> SyntaxError? {
        data.withUnsafeBytes { raw in check(raw.bindMemory(to: UInt8.self)) }
    }

    private enum Container { case object, array }
    /// What the parser expects next.
    private enum Expect { case value, valueOrEnd, keyOrEnd, key, colon, commaOrEnd }

    private static func check(_ b: UnsafeBufferPointer<UInt8>) -> SyntaxError? {
        var i = 0
        let n = b.count
        if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }  // a UTF-8 byte order mark
        var stack: [Container] = []
        var expect = Expect.value
        var sawValue = false
        var afterComma = false

        func error(_ at: Int, _ message: String) -> SyntaxError {
            var line = 1, column = 1
            var k = 0
            while k < min(at, n) {
                if b[k] == 0x0A { line += 1; column = 1 } else if b[k] & 0xC0 != 0x80 { column += 1 }
                k += 1
            }
            return SyntaxError(line: line, column: column, message: message)
        }
        func describe(_ at: Int) -> String {
            guard at < n else { return "the end of the file" }
            let c = b[at]
            return c >= 0x20 && c < 0x7F ? "'\(Character(Unicode.Scalar(c)))'" : String(format: "byte 0x%02X", c)
        }

        while true {
            while i < n, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
            if i < n, b[i] == UInt8(ascii: "/") {
                return error(i, "comments are not allowed (scene files and manifests are strict JSON)")
            }
            if stack.isEmpty && sawValue {
                return i < n ? error(i, "unexpected \(describe(i)) after the JSON value") : nil
            }
            guard i < n else {
                return error(
                    i,
                    stack.last == .object
                        ? "unexpected end of the file: an object is not closed with '}'"
                        : stack.last == .array
                            ? "unexpected end of the file: an array is not closed with ']'"
                            : "the file is empty; expected a JSON value")
            }
            let c = b[i]
            switch expect {
            case .colon:
                guard c == UInt8(ascii: ":") else { return error(i, "expected ':' after the key, found \(describe(i))") }
                i += 1; expect = .value
            case .commaOrEnd:
                let close: UInt8 = stack.last == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if c == UInt8(ascii: ",") {
                    i += 1; afterComma = true
                    expect = stack.last == .object ? .key : .value
                } else if c == close {
                    i += 1; stack.removeLast(); expect = .commaOrEnd
                    if stack.isEmpty { sawValue = true }
                } else {
                    return error(i, "expected ',' or '\(Character(Unicode.Scalar(close)))', found \(describe(i))")
                }
            case .keyOrEnd, .key:
                if c == UInt8(ascii: "}") {
                    if expect == .key { return error(i, "trailing comma before '}' (scene files and manifests are strict JSON)") }
                    i += 1; stack.removeLast(); expect = .commaOrEnd
                    if stack.isEmpty { sawValue = true }
                } else if c == UInt8(ascii: "\"") {
                    if let problem = string(b, &i) { return error(problem.at, problem.message) }
                    expect = .colon; afterComma = false
                } else {
                    return error(i, "expected a key in double quotes, found \(describe(i))")
                }
            case .value, .valueOrEnd:
                if c == UInt8(ascii: "]"), expect == .valueOrEnd {  // `[]`
                    i += 1; stack.removeLast(); expect = .commaOrEnd
                    if stack.isEmpty { sawValue = true }
                    continue
                }
                if c == UInt8(ascii: "]"), afterComma, stack.last == .array {
                    return error(i, "trailing comma before ']' (scene files and manifests are strict JSON)")
                }
                afterComma = false
                switch c {
                case UInt8(ascii: "{"): stack.append(.object); i += 1; expect = .keyOrEnd; continue
                case UInt8(ascii: "["): stack.append(.array); i += 1; expect = .valueOrEnd; continue
                case UInt8(ascii: "\""):
                    if let problem = string(b, &i) { return error(problem.at, problem.message) }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if let problem = number(b, &i) { return error(problem.at, problem.message) }
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    let word = c == UInt8(ascii: "t") ? "true" : c == UInt8(ascii: "f") ? "false" : "null"
                    let bytes = Array(word.utf8)
                    guard i + bytes.count <= n, Array(b[i..<i + bytes.count]) == bytes else {
                        return error(i, "expected a value (a string, number, object, array, true, false or null)")
                    }
                    i += bytes.count
                case UInt8(ascii: "'"):
                    return error(i, "strings take double quotes, not single quotes")
                default:
                    return error(i, "expected a value, found \(describe(i))")
                }
                expect = .commaOrEnd
                if stack.isEmpty { sawValue = true }
            }
        }
    }

    private struct Problem { var at: Int; var message: String }

    /// Skips the string starting at `i` (on its opening quote).
    private static func string(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Problem? {
        let start = i
        i += 1
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") { i += 1; return nil }
            if c < 0x20 {
                return Problem(
                    at: i, message: "a control character (such as a line break) inside a string; write it as an escape (\\n)")
            }
            if c == UInt8(ascii: "\\") {
                guard i + 1 < b.count else { break }
                let e = b[i + 1]
                if e == UInt8(ascii: "u") {
                    guard i + 6 <= b.count, b[i + 2..<i + 6].allSatisfy({ isHex($0) }) else {
                        return Problem(at: i, message: "\\u takes four hexadecimal digits")
                    }
                    i += 6
                } else if Array("\"\\/bfnrt".utf8).contains(e) {
                    i += 2
                } else {
                    return Problem(at: i, message: "invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string")
                }
                continue
            }
            i += 1
        }
        return Problem(at: start, message: "a string is not closed with '\"'")
    }

    private static func isHex(_ c: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(c)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(c)
    }

    /// Skips the number starting at `i`: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private static func number(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Problem? {
        let start = i
        func digits() -> Int {
            let from = i
            while i < b.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[i]) { i += 1 }
            return i - from
        }
        if b[i] == UInt8(ascii: "-") { i += 1 }
        if i < b.count, b[i] == UInt8(ascii: "0") {
            i += 1
            if i < b.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[i]) {
                return Problem(at: start, message: "a number may not start with 0 (leading zeros are not JSON)")
            }
        } else if digits() == 0 {
            return Problem(at: start, message: "expected a digit in the number")
        }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            if digits() == 0 { return Problem(at: i, message: "expected a digit after the decimal point") }
        }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { return Problem(at: i, message: "expected a digit in the exponent") }
        }
        return nil
    }
}
