import Foundation

/// One value of a parsed JSON document together with its key path (`root.sublayers[2].bounds`),
/// so that every error can say where it is.
///
/// Foundation's `JSONSerialization` hands back booleans as `NSNumber`s too; this type tells
/// them apart by their class, so `true` is never read as 1 and 1 never as `true`.
struct JSONNode {
    /// The value as `JSONSerialization` produced it.
    let value: Any
    /// Where the value sits in the document; empty for the document itself.
    let path: String

    /// The largest magnitude any number may have. Anything larger is a typo or an attempt to
    /// overflow the arithmetic (JSON has no NaN or infinity, but `1e300` parses).
    static let maxMagnitude = SceneLimits.maxMagnitude

    /// The node for `key` of an object at this path.
    func child(_ key: String, _ value: Any) -> JSONNode {
        JSONNode(value: value, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// What kind of JSON value this is, for messages ("expected a number, got a string").
    var typeName: String {
        switch value {
        case is NSNull: return "null"
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case let n as NSNumber: return JSONNode.isBoolean(n) ? "a boolean" : "a number"
        default: return "an unknown value"
        }
    }

    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    static func isBoolean(_ n: NSNumber) -> Bool {
        type(of: n) == booleanClass
    }

    func issue(_ message: String) -> SceneIssue { SceneIssue(path, message) }

    /// The value as a JSON object whose keys must all be in `allowed`.
    func object(allowed: [String]) throws -> JSONObject {
        guard let dict = value as? [String: Any] else {
            throw issue("expected an object, got \(typeName)")
        }
        if let unknown = dict.keys.filter({ !allowed.contains($0) }).min() {
            let known = allowed.joined(separator: ", ")
            throw SceneIssue(child(unknown, NSNull()).path,
                             "unknown key\(DidYouMean.hint(for: unknown, in: allowed)) (known keys: \(known))")
        }
        return JSONObject(node: self, dict: dict)
    }

    /// A finite number of magnitude at most ``maxMagnitude``.
    func number() throws -> Double {
        guard let n = value as? NSNumber, !JSONNode.isBoolean(n) else {
            throw issue("expected a number, got \(typeName)")
        }
        let d = n.doubleValue
        guard d.isFinite, abs(d) <= JSONNode.maxMagnitude else {
            throw issue("number \(n) is out of range (magnitude at most 1e7)")
        }
        return d
    }

    /// A number that is not negative.
    func nonNegativeNumber() throws -> Double {
        let d = try number()
        guard d >= 0 else { throw issue("must not be negative, got \(format(d))") }
        return d
    }

    /// A number greater than zero.
    func positiveNumber() throws -> Double {
        let d = try number()
        guard d > 0 else { throw issue("must be greater than 0, got \(format(d))") }
        return d
    }

    /// A number in 0…1.
    func unitNumber() throws -> Double {
        let d = try number()
        guard d >= 0 && d <= 1 else { throw issue("must be between 0 and 1, got \(format(d))") }
        return d
    }

    func bool() throws -> Bool {
        guard let n = value as? NSNumber, JSONNode.isBoolean(n) else {
            throw issue("expected true or false, got \(typeName)")
        }
        return n.boolValue
    }

    func string() throws -> String {
        guard let s = value as? String else { throw issue("expected a string, got \(typeName)") }
        return s
    }

    /// The elements of an array, each with its `[i]` path.
    func array() throws -> [JSONNode] {
        guard let a = value as? [Any] else { throw issue("expected an array, got \(typeName)") }
        return a.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]") }
    }

    /// The elements of an array of at most `limit` elements; `what` names them in the message
    /// ("animations").
    func array(atMost limit: Int, _ what: String) throws -> [JSONNode] {
        if let a = value as? [Any], a.count > limit {
            throw issue("\(a.count) \(what) is more than the limit of \(limit); split the scene or simplify it")
        }
        return try array()
    }

    /// An array of exactly `count` numbers; `what` names them in the message ("2 numbers [x, y]").
    func numbers(_ count: Int, _ what: String) throws -> [Double] {
        guard let a = value as? [Any] else {
            throw issue("expected \(count) numbers \(what), got \(typeName)")
        }
        guard a.count == count else {
            throw issue("expected \(count) numbers \(what), got \(a.count)")
        }
        return try array().map { try $0.number() }
    }
}

/// A JSON object whose keys were checked against a list of known keys.
struct JSONObject {
    let node: JSONNode
    let dict: [String: Any]

    var path: String { node.path }

    func has(_ key: String) -> Bool { dict[key] != nil }

    /// The node for `key`, or nil when absent. An explicit `null` counts as absent only where a
    /// reader says so; here it is returned like any value, so "expected a number, got null".
    func optional(_ key: String) -> JSONNode? {
        dict[key].map { node.child(key, $0) }
    }

    /// The node for `key`, or an error naming the missing key.
    func required(_ key: String) throws -> JSONNode {
        guard let n = optional(key) else {
            throw SceneIssue(node.child(key, NSNull()).path, "required key is missing")
        }
        return n
    }
}

/// Formats a number for messages without a trailing `.0` on integers.
func format(_ d: Double) -> String {
    d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
}
