import Foundation

/// Finds the first object key that occurs twice in one JSON object.
///
/// `JSONSerialization` keeps one of two equal keys and drops the other without a word, so a
/// scene file with `"opacity"` twice in a layer would silently use one of them. This pass walks
/// the raw text (already known to be valid JSON) with an explicit stack, decoding keys with
/// their escapes, and reports the duplicate's key path in the loader's notation
/// (`root.sublayers[2].opacity`). Linear in the file size, whatever the nesting.
enum JSONDuplicateKeys {
    private enum Frame {
        case object(path: String, keys: Set<String>, key: String?)
        case array(path: String, index: Int)
    }

    /// The key path of the first duplicate key in `data`, or nil when there is none.
    static func first(in data: Data) -> String? {
        let bytes = [UInt8](data)
        var stack: [Frame] = []
        var i = 0
        /// The path of the value that starts at the current position.
        func valuePath() -> String {
            switch stack.last {
            case nil: return ""
            case .object(let path, _, let key)?: return path.isEmpty ? (key ?? "") : "\(path).\(key ?? "")"
            case .array(let path, let index)?: return "\(path)[\(index)]"
            }
        }
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "{"):
                stack.append(.object(path: valuePath(), keys: [], key: nil))
                i += 1
            case UInt8(ascii: "["):
                stack.append(.array(path: valuePath(), index: 0))
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                stack.removeLast()
                i += 1
            case UInt8(ascii: ","):
                switch stack.last {
                case .object(let path, let keys, _)?: stack[stack.count - 1] = .object(path: path, keys: keys, key: nil)
                case .array(let path, let index)?: stack[stack.count - 1] = .array(path: path, index: index + 1)
                case nil: break
                }
                i += 1
            case UInt8(ascii: "\""):
                let (text, end) = string(bytes, from: i)
                i = end
                // A string in an object before its key has been read is that key.
                if case .object(let path, var keys, nil)? = stack.last {
                    // Popped first so that the set is mutated in place, not copied per key.
                    stack.removeLast()
                    if !keys.insert(text).inserted {
                        return path.isEmpty ? text : "\(path).\(text)"
                    }
                    stack.append(.object(path: path, keys: keys, key: text))
                }
            default:
                // Whitespace, ':', numbers, true, false, null.
                i += 1
            }
        }
        return nil
    }

    /// The decoded string whose opening quote is at `start`, and the offset after its closing quote.
    private static func string(_ bytes: [UInt8], from start: Int) -> (String, Int) {
        var i = start + 1
        var out: [UInt8] = []
        var units: [UInt16] = []
        func flushUnits() {
            if !units.isEmpty { out += Array(String(decoding: units, as: UTF16.self).utf8); units = [] }
        }
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                let e = bytes[i + 1]
                if e == UInt8(ascii: "u"), i + 6 <= bytes.count,
                   let v = UInt16(String(decoding: bytes[(i + 2)..<(i + 6)], as: UTF8.self), radix: 16) {
                    units.append(v)
                    i += 6
                    continue
                }
                flushUnits()
                switch e {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                default: out.append(e)  // \" \\ \/
                }
                i += 2
            } else {
                flushUnits()
                out.append(bytes[i])
                i += 1
            }
        }
        flushUnits()
        return (String(decoding: out, as: UTF8.self), i + 1)
    }
}
