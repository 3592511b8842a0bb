import FlipbookScene
import Foundation

/// A value in a manifest or state file with the key path that leads to it, and strict accessors:
/// a wrong type or an unknown key is a ``ManifestError/invalid(path:keyPath:message:)`` naming the
/// key path.
struct ManifestJSON {
    /// The value as `JSONSerialization` returns it.
    let value: Any
    /// `entries[0].outputs[1].gif`; empty at the top level.
    let keyPath: String
    /// The file, for messages.
    let file: String

    /// Parses `data` read from `file`.
    /// - Throws: ``ManifestError/malformedJSON(path:reason:)``, or ``ManifestError/invalid(path:keyPath:message:)``
    ///   for a key that occurs twice in one object.
    static func parse(_ data: Data, file: String) throws -> ManifestJSON {
        if let syntax = StrictJSON.firstError(in: data) {
            throw ManifestError.malformedJSON(path: file, reason: syntax.description)
        }
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw ManifestError.malformedJSON(path: file, reason: reason)
        }
        // JSONSerialization keeps one of two equal keys without a word; a manifest with two
        // "options" would silently lose one.
        if let duplicate = JSONDuplicateKeys.first(in: data) {
            throw ManifestError.invalid(path: file, keyPath: duplicate, message: "duplicate key; each key may appear only once in an object")
        }
        return ManifestJSON(value: value, keyPath: "", file: file)
    }

    /// An error at this value.
    func error(_ message: String) -> ManifestError {
        .invalid(path: file, keyPath: keyPath, message: message)
    }

    private func child(_ key: String, _ value: Any) -> ManifestJSON {
        ManifestJSON(value: value, keyPath: keyPath.isEmpty ? key : keyPath + "." + key, file: file)
    }

    /// What the value is, for "expected a string, found a number".
    var kind: String {
        switch value {
        case is String: return "a string"
        case let n as NSNumber: return ManifestJSON.isBoolean(n) ? "a boolean" : "a number"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "null"
        }
    }

    // Foundation on Linux reads JSON booleans as NSNumbers of their own class.
    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    private static func isBoolean(_ n: NSNumber) -> Bool {
        type(of: n) == booleanClass
    }

    /// The members of an object, keyed by name, after checking that every key is in `allowed`.
    func object(allowed: [String]) throws -> [String: ManifestJSON] {
        guard let dict = value as? [String: Any] else { throw error("expected an object, found \(kind)") }
        var members: [String: ManifestJSON] = [:]
        for key in dict.keys.sorted() {
            guard allowed.contains(key) else {
                throw child(key, dict[key]!).error("unknown key\(DidYouMean.hint(for: key, in: allowed)); "
                                                   + "expected one of \(allowed.joined(separator: ", "))")
            }
            members[key] = child(key, dict[key]!)
        }
        return members
    }

    /// The members of an object whose keys are free (the state file's output paths).
    func members() throws -> [(key: String, value: ManifestJSON)] {
        guard let dict = value as? [String: Any] else { throw error("expected an object, found \(kind)") }
        return dict.keys.sorted().map { ($0, child($0, dict[$0]!)) }
    }

    /// The elements of an array.
    func array() throws -> [ManifestJSON] {
        guard let items = value as? [Any] else { throw error("expected an array, found \(kind)") }
        return items.enumerated().map {
            ManifestJSON(value: $0.element, keyPath: "\(keyPath)[\($0.offset)]", file: file)
        }
    }

    /// A string.
    func string() throws -> String {
        guard let s = value as? String else { throw error("expected a string, found \(kind)") }
        return s
    }

    /// A string that is not empty.
    func nonEmptyString() throws -> String {
        let s = try string()
        guard !s.isEmpty else { throw error("expected a non-empty string") }
        return s
    }

    /// A finite number.
    func number() throws -> Double {
        guard let n = value as? NSNumber, !ManifestJSON.isBoolean(n) else { throw error("expected a number, found \(kind)") }
        let d = n.doubleValue
        guard d.isFinite else { throw error("expected a finite number") }
        return d
    }

    /// A whole number.
    func integer() throws -> Int {
        let d = try number()
        guard d == d.rounded(), abs(d) < 1e15 else { throw error("expected a whole number, found \(d)") }
        return Int(d)
    }

    /// `true` or `false`.
    func bool() throws -> Bool {
        guard let n = value as? NSNumber, ManifestJSON.isBoolean(n) else { throw error("expected true or false, found \(kind)") }
        return n.boolValue
    }

    /// True when the value is a string (for keys that take a string or a number).
    var isString: Bool { value is String }
}
