import Foundation

/// Finds the first object key that occurs twice in one JSON object.
///
/// `JSONSerialization` keeps one of two equal keys and drops the other without a word, so a
/// scene file with `"opacity"` twice in a layer would silently use one of them. This pass walks
/// the raw text (already known to be valid JSON) with an explicit stack, decoding keys with
/// their escapes, and reports the duplicate's key path in the loader's notation
/// (`root.sublayers[2].opacity`). Linear in the file size, whatever the nesting.
package enum JSONDuplicateKeys {
    private struct Frame {
        /// Where the container sits; built only when a duplicate is reported.
        var parent: Int
        var isObject: Bool
        /// For an array: the index of the element being read.
        var index = 0
        /// For an object: the keys read so far, and the key whose value is being read.
        var keys: Set<String> = []
        var key: String?
    }

    /// The key path of the first duplicate key in `data`, or nil when there is none.
    package static func first(in data: Data) -> String? {
        data.withUnsafeBytes { raw in first(in: raw.bindMemory(to: UInt8.self)) }
    }

    private static func first(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var stack: [Frame] = []
        var i = 0
        let n = bytes.count
        while i < n {
            switch bytes[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append(Frame(parent: stack.count - 1, isObject: bytes[i] == UInt8(ascii: "{")))
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                stack.removeLast()
                i += 1
            case UInt8(ascii: ","):
                if stack[stack.count - 1].isObject { stack[stack.count - 1].key = nil } else { stack[stack.count - 1].index += 1 }
                i += 1
            case UInt8(ascii: "\""):
                let top = stack.count - 1
                // A string in an object before its key has been read is that key; values are skipped.
                if top >= 0, stack[top].isObject, stack[top].key == nil {
                    let (text, end) = string(bytes, from: i)
                    i = end
                    if !stack[top].keys.insert(text).inserted {
                        return path(stack) + (stack.count == 1 ? text : ".\(text)")
                    }
                    stack[top].key = text
                } else {
                    i += 1
                    while i < n, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                    i += 1
                }
            default:
                // Whitespace, ':', numbers, true, false, null.
                i += 1
            }
        }
        return nil
    }

    /// The key path of the innermost container on `stack` (empty for the document itself).
    private static func path(_ stack: [Frame]) -> String {
        var p = ""
        for level in 1..<stack.count {
            let parent = stack[level - 1]
            if parent.isObject {
                let key = parent.key ?? ""
                p = p.isEmpty ? key : "\(p).\(key)"
            } else {
                p += "[\(parent.index)]"
            }
        }
        return p
    }

    /// The decoded string whose opening quote is at `start`, and the offset after its closing quote.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (String, Int) {
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
                   let v = UInt16(String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 2)..<(i + 6)]), as: UTF8.self),
                                  radix: 16) {
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
