import FlipbookGeometry
import FlipbookRaster

// Readers for the scene file's geometric and colour values.
extension JSONNode {
    /// `[x, y]`.
    func point() throws -> Point {
        let v = try numbers(2, "[x, y]")
        return Point(x: v[0], y: v[1])
    }

    /// `[width, height]`, neither negative.
    func size() throws -> Size {
        let v = try numbers(2, "[width, height]")
        guard v[0] >= 0, v[1] >= 0 else {
            throw issue("width and height must not be negative, got [\(format(v[0])), \(format(v[1]))]")
        }
        return Size(width: v[0], height: v[1])
    }

    /// `[dx, dy]`, any sign.
    func offset() throws -> Size {
        let v = try numbers(2, "[dx, dy]")
        return Size(width: v[0], height: v[1])
    }

    /// `[x, y, width, height]` with a size that is not negative.
    func rect() throws -> Rect {
        let v = try numbers(4, "[x, y, width, height]")
        guard v[2] >= 0, v[3] >= 0 else {
            throw issue("width and height must not be negative, got [\(v.map(format).joined(separator: ", "))]")
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// A colour: `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, `"transparent"` or `[r, g, b, a]` in 0…1.
    func color() throws -> Color {
        if let s = value as? String {
            if s == "transparent" { return .clear }
            guard let c = Color(hex: s) else {
                throw issue("\"\(s)\" is not a colour (use #RGB, #RRGGBB, #RRGGBBAA, "
                            + "[r, g, b, a] with components in 0…1, or \"transparent\")")
            }
            return c
        }
        guard value is [Any] else {
            throw issue("expected a colour (\"#RRGGBB\" or [r, g, b, a]), got \(typeName)")
        }
        let v = try numbers(4, "[r, g, b, a]")
        if let bad = v.firstIndex(where: { $0 < 0 || $0 > 1 }) {
            throw issue("colour component \(bad) is \(format(v[bad])); components must be in 0…1")
        }
        return Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }

    /// A transform: a list of operations replayed on the identity in order, as Core Animation
    /// calls would be. `translate`, `scale`, `rotate` and `matrix` do `t = op · t` (the new
    /// operation applies to the layer's points first, as `CATransform3DRotate(t, …)`);
    /// `m34` sets that field.
    func transform() throws -> Transform3D {
        guard value is [Any] else {
            throw issue("expected a list of transform operations such as "
                        + "[{\"m34\": -0.002}, {\"rotate\": [1.57, 0, 1, 0]}], got \(typeName)")
        }
        var t = Transform3D.identity
        for op in try array(atMost: SceneLimits.maxTransformOperations, "transform operations") {
            let ops = ["translate", "scale", "rotate", "matrix", "m34"]
            let obj = try op.object(allowed: ops)
            guard obj.dict.count == 1, let key = obj.dict.keys.first, let arg = obj.optional(key) else {
                throw op.issue("each transform operation is an object with exactly one of the keys "
                               + ops.joined(separator: ", "))
            }
            switch key {
            case "translate":
                let v = try arg.numbers(between: 2, and: 3, "[x, y] or [x, y, z]")
                t = t.translatedBy(x: v[0], y: v[1], z: v.count == 3 ? v[2] : 0)
            case "scale":
                let v = try arg.numbers(between: 2, and: 3, "[sx, sy] or [sx, sy, sz]")
                t = t.scaledBy(x: v[0], y: v[1], z: v.count == 3 ? v[2] : 1)
            case "rotate":
                let v = try arg.numbers(4, "[radians, x, y, z]")
                t = t.rotated(by: v[0], x: v[1], y: v[2], z: v[3])
            case "matrix":
                t = Transform3D(try arg.numbers(16, "[m11, m12, m13, m14, m21, …, m44]")).concatenating(t)
            default:
                t.m34 = try arg.number()
            }
        }
        // Each number is at most 1e7, but a product of many can still overflow.
        guard t.values.allSatisfy({ $0.isFinite && abs($0) <= 1e150 }) else {
            throw issue("the transform's operations multiply to a matrix too large to draw (above 1e150); "
                        + "use fewer or smaller scales")
        }
        return t
    }

    /// An array of `low` to `high` numbers.
    func numbers(between low: Int, and high: Int, _ what: String) throws -> [Double] {
        guard let a = value as? [Any] else { throw issue("expected \(what), got \(typeName)") }
        guard a.count >= low && a.count <= high else {
            throw issue("expected \(low) or \(high) numbers \(what), got \(a.count)")
        }
        return try array().map { try $0.number() }
    }
}
