/// Reads the `animations` array.
struct AnimationParser {
    static let keys = ["layer", "keyPath", "from", "to", "values", "keyTimes", "begin", "duration",
                       "timing", "autoreverses", "repeatCount"]

    /// The keys of a group (CAAnimationGroup): `animations` holds the animations it runs.
    static let groupKeys = ["layer", "begin", "duration", "animations"]

    /// One entry of `animations`: an animation, or a group's animations flattened in file order.
    func animations(_ node: JSONNode) throws -> [AnimationSpec] {
        guard let dict = node.value as? [String: Any], dict["animations"] != nil else { return [try animation(node)] }
        let obj = try node.object(allowed: AnimationParser.groupKeys)
        let layer = try obj.optional("layer")?.string()
        let begin = try obj.optional("begin")?.number() ?? 0
        let durationNode = obj.optional("duration")
        let duration = try durationNode?.nonNegativeNumber() ?? 0.25
        let children = try obj.required("animations").array(atMost: SceneLimits.maxGroupAnimations, "animations in a group")
        return try children.map { child in
            if let d = child.value as? [String: Any], d["animations"] != nil {
                throw child.issue("a group cannot hold another group; list its animations in this group")
            }
            var spec = try animation(child, group: (layer, duration))
            // A group's children run in its time: their begin counts from the group's, and the
            // group's duration cuts them, so a child must end within it.
            spec.begin += begin
            if spec.end > begin + duration + 1e-9 {
                throw child.issue("ends \(format(spec.end - begin)) s into the group, after the group's duration of "
                                  + "\(format(duration)) s; shorten it or lengthen the group")
            }
            return spec
        }
    }

    /// One animation; `group` gives the layer and duration of its group, the defaults of its own.
    func animation(_ node: JSONNode, group: (layer: String?, duration: Double)? = nil) throws -> AnimationSpec {
        let obj = try node.object(allowed: AnimationParser.keys)
        let layer: String
        if let own = obj.optional("layer") {
            layer = try own.string()
        } else if let inherited = group?.layer {
            layer = inherited
        } else {
            layer = try obj.required("layer").string()
        }
        let keyNode = try obj.required("keyPath")
        let keyName = try keyNode.string()
        guard let property = SceneKeyPath(rawValue: keyName) else {
            let hint = keyName == "frame" ? " (frame is not animatable; animate bounds and position)" : ""
            throw keyNode.issue("unknown key path \"\(keyName)\"\(hint); animatable key paths: "
                                + SceneKeyPath.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let kind = property.valueKind
        let from = try obj.optional("from")?.sceneValue(kind, for: property)
        let to = try obj.optional("to")?.sceneValue(kind, for: property)
        let values = try obj.optional("values")?.array(atMost: SceneLimits.maxKeyframes, "keyframe values")
            .map { try $0.sceneValue(kind, for: property) }

        var spec: AnimationSpec
        if let values {
            if let conflict = ["from", "to"].first(where: obj.has) {
                throw SceneIssue(node.child(conflict, 0).path, "give either values (keyframes) or from/to, not both")
            }
            guard values.count >= 2 else {
                throw SceneIssue(node.child("values", 0).path, "keyframes need at least 2 values, got \(values.count)")
            }
            spec = AnimationSpec(keyPath: node.path, layer: layer, property: property,
                                 from: values[0], to: values[values.count - 1], values: values)
            spec.keyTimes = try obj.optional("keyTimes").map { try keyTimes($0, count: values.count) }
        } else {
            guard let to else {
                throw SceneIssue(node.child("to", 0).path, "required key is missing (or give values for keyframes)")
            }
            if obj.has("keyTimes") {
                throw SceneIssue(node.child("keyTimes", 0).path, "keyTimes needs values")
            }
            spec = AnimationSpec(keyPath: node.path, layer: layer, property: property, from: from, to: to)
        }
        spec.begin = try obj.optional("begin")?.number() ?? 0
        spec.duration = try obj.optional("duration")?.nonNegativeNumber() ?? group?.duration ?? spec.duration
        spec.autoreverses = try obj.optional("autoreverses")?.bool() ?? false
        spec.repeatCount = try obj.optional("repeatCount").map(repeatCount) ?? 1
        if let t = obj.optional("timing") {
            spec.timing = try timing(t)
            if spec.timing.isSpring && values != nil {
                throw t.issue("a spring needs from/to, not keyframe values")
            }
        }
        return spec
    }

    /// A number ≥ 0 (0 reads as 1) or `"infinity"`.
    private func repeatCount(_ node: JSONNode) throws -> Double {
        if let word = node.value as? String {
            guard word == "infinity" else {
                throw node.issue("expected a number of passes or \"infinity\", got \"\(word)\"")
            }
            return .infinity
        }
        let repeats = try node.nonNegativeNumber()
        return repeats == 0 ? 1 : repeats
    }

    private func keyTimes(_ node: JSONNode, count: Int) throws -> [Double] {
        let times = try node.array().map { try $0.unitNumber() }
        guard times.count == count else {
            throw node.issue("expected one key time per value (\(count)), got \(times.count)")
        }
        if let i = times.indices.dropFirst().first(where: { times[$0] < times[$0 - 1] }) {
            throw node.issue("key times must not decrease, but key time \(i) (\(format(times[i]))) "
                             + "is less than key time \(i - 1) (\(format(times[i - 1])))")
        }
        guard times.first == 0, times.last == 1 else {
            throw node.issue("key times must start at 0 and end at 1")
        }
        return times
    }

    /// `"easeOut"`, `[x1, y1, x2, y2]`, or `{"spring": {...}}` in UIKit's or CASpringAnimation's terms.
    private func timing(_ node: JSONNode) throws -> TimingSpec {
        if let name = node.value as? String {
            guard let preset = TimingSpec.named.first(where: { $0.0 == name }) else {
                throw node.issue("unknown timing \"\(name)\" (use \(TimingSpec.named.map(\.0).joined(separator: ", ")), "
                                 + "[x1, y1, x2, y2] or {\"spring\": {...}})")
            }
            return preset.1
        }
        if node.value is [Any] {
            let v = try node.numbers(4, "[x1, y1, x2, y2]")
            guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
                throw node.issue("the control points' x values (x1, x2) must be in 0…1")
            }
            return .bezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
        }
        guard node.value is [String: Any] else {
            throw node.issue("expected a timing name, [x1, y1, x2, y2] or {\"spring\": {...}}, got \(node.typeName)")
        }
        let spring = try node.object(allowed: ["spring"]).required("spring")
        let obj = try spring.object(allowed: ["damping", "velocity", "mass", "stiffness"])
        let velocity = try obj.optional("velocity")?.number() ?? 0
        if obj.has("mass") || obj.has("stiffness") {
            return .caSpring(mass: try obj.optional("mass")?.positiveNumber() ?? 1,
                             stiffness: try obj.optional("stiffness")?.positiveNumber() ?? 100,
                             damping: try obj.optional("damping")?.nonNegativeNumber() ?? 10,
                             velocity: velocity)
        }
        return .uikitSpring(dampingRatio: try obj.required("damping").positiveNumber(), velocity: velocity)
    }
}
