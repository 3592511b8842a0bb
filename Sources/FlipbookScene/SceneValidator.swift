/// The checks that need the whole document: animations must name exactly one layer, and two
/// animations of one key must not overlap in time.
struct SceneValidator {
    let document: SceneDocument

    func validate() throws {
        var layersByName: [String: [String]] = [:]
        for layer in document.root.allLayers {
            if let name = layer.name { layersByName[name, default: []].append(layer.keyPath) }
        }
        for a in document.animations {
            let matches = layersByName[a.layer] ?? []
            if matches.isEmpty {
                let known = layersByName.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                throw SceneIssue(a.keyPath + ".layer",
                                 "no layer is named \"\(a.layer)\"" + (known.isEmpty ? " (no layer has a name)" : " (named layers: \(known))"))
            }
            if matches.count > 1 {
                throw SceneIssue(a.keyPath + ".layer",
                                 "\(matches.count) layers are named \"\(a.layer)\" (\(matches.joined(separator: ", "))); "
                                 + "names that animations use must be unique")
            }
        }
        let animations = document.animations
        for (j, b) in animations.enumerated() {
            for a in animations[..<j] where a.layer == b.layer && a.property.overlaps(b.property) {
                // Half-open intervals: one animation may begin exactly where the other ends.
                if a.begin < b.end && b.begin < a.end {
                    throw SceneIssue(b.keyPath,
                                     "overlaps \(a.keyPath) on layer \"\(a.layer)\" (\(a.property.rawValue) "
                                     + "\(span(a)) and \(b.property.rawValue) \(span(b))); "
                                     + "animations of one key must not overlap in time")
                }
            }
        }
    }

    private func span(_ a: AnimationSpec) -> String { "\(format(a.begin))…\(format(a.end)) s" }
}
