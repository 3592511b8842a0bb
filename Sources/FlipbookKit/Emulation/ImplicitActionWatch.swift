import FlipbookAnimation
import FlipbookLayers

/// Finds the changes iOS would animate and Kit shows at once: a property of a standalone layer
/// (one that backs no view) changed between two rendered frames with no animation attached.
///
/// On iOS, Core Animation's implicit actions animate such a change over 0.25 s (the implicit
/// transaction's duration, also inside a `UIView.animate` block) unless the change runs with
/// actions disabled. Kit has no implicit actions (see WhatAnimatesWhere.md), so a change like
/// this would make a frame silently differ from iOS; the watch reports it instead, once per layer
/// class and key.
final class ImplicitActionWatch {
    private struct Seen {
        weak var layer: Layer?
        let keys: [String]
        var values: [AnimatableValue?]
    }
    private var seen: [ObjectIdentifier: Seen] = [:]

    /// The keys that animate implicitly on a standalone layer of `layer`'s class: every
    /// animatable key but the booleans and `contentsScale`, which Core Animation switches at once.
    static func implicitKeys(of layer: Layer) -> [String] {
        var keys = baseKeys
        if layer is ShapeLayer { keys += ShapeLayer.shapeAnimatableKeys }
        if layer is GradientLayer { keys += GradientLayer.gradientAnimatableKeys }
        return keys
    }
    private static let baseKeys = Layer.properties
        .filter { $0.valueType != .boolean && $0.name != "contentsScale" }.map(\.name)

    /// Compares every standalone layer under `root` with the frame before and returns the keys
    /// that changed without an animation under them, as `(layer class, key)` pairs.
    func changes(under root: Layer) -> [(layerType: String, key: String)] {
        var found: [(String, String)] = []
        var visited = Set<ObjectIdentifier>()
        var stack = [root]
        while let layer = stack.popLast() {
            stack.append(contentsOf: layer.sublayers)
            if let mask = layer.mask { stack.append(mask) }
            guard layer.actionDelegate == nil else { continue }
            let id = ObjectIdentifier(layer)
            visited.insert(id)
            let before = seen[id].flatMap { $0.layer === layer ? $0 : nil }
            let keys = before?.keys ?? Self.implicitKeys(of: layer)
            let values = keys.map { layer.value(forKey: $0) }
            if let before {
                for (index, key) in keys.enumerated() where values[index] != before.values[index] {
                    if !layer.hasAnimations(forKey: key) { found.append((String(describing: type(of: layer)), key)) }
                }
            }
            seen[id] = Seen(layer: layer, keys: keys, values: values)
        }
        // Every visited layer is in `seen`, so equal counts mean nothing left the tree.
        if seen.count != visited.count { seen = seen.filter { visited.contains($0.key) } }
        return found
    }
}

extension Application {
    /// Reports the standalone-layer changes that iOS would animate implicitly (see
    /// ``ImplicitActionWatch``).
    func reportImplicitActions() {
        for change in implicitActionWatch.changes(under: window.layer) {
            report(KitDiagnostic(
                code: "animation.implicitAction",
                message: "a standalone \(change.layerType)'s \(change.key) changed between two frames without an animation; "
                    + "iOS animates that change implicitly over 0.25 s (Core Animation's implicit action), Kit shows it at once. "
                    + "Attach an explicit animation, or make the layer a view's layer, to render the same frames"))
        }
    }
}
