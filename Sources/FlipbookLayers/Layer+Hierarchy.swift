/// The layer tree: adding, inserting, removing and replacing sublayers, as CALayer.
///
/// Every insertion first removes the layer from its current superlayer (which may be this
/// layer: inserting a sublayer again moves it).
extension Layer {
    /// Appends `layer` at the top (the end of `sublayers`).
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: Int.max)
    }

    /// Inserts `layer` at `index` in `sublayers`, clamped to `0…sublayers.count`.
    /// > Note: Unlike Core Animation, the index is an `Int`, not a `UInt32`.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self, "A layer cannot be its own sublayer.")
        layer.removeFromSuperlayer()
        let clamped = min(max(index, 0), storedSublayers.count)
        storedSublayers.insert(layer, at: clamped)
        layer.superlayer = self
    }

    /// Inserts `layer` directly above `sibling` in `sublayers`; at the top when `sibling` is `nil`
    /// or not a sublayer of this layer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling, sibling !== layer else { addSublayer(layer); return }
        layer.removeFromSuperlayer()
        guard let i = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        insertSublayer(layer, at: i + 1)
    }

    /// Inserts `layer` directly below `sibling` in `sublayers`; at the bottom when `sibling` is
    /// `nil` or not a sublayer of this layer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling, sibling !== layer else { insertSublayer(layer, at: 0); return }
        layer.removeFromSuperlayer()
        guard let i = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0)
            return
        }
        insertSublayer(layer, at: i)
    }

    /// Detaches the layer from its superlayer; does nothing when it has none.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Puts `newLayer` where `oldLayer` is in `sublayers` and detaches `oldLayer`. Does nothing
    /// when `oldLayer` is not a sublayer of this layer.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer,
              storedSublayers.contains(where: { $0 === oldLayer }) else { return }
        newLayer.removeFromSuperlayer()
        guard let i = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.superlayer = nil
        storedSublayers[i] = newLayer
        newLayer.superlayer = self
    }

    /// The sublayers in drawing order, back to front: a stable sort by `zPosition` (ties keep
    /// their `sublayers` order).
    public var sublayersInDrawingOrder: [Layer] { Layer.inDrawingOrder(storedSublayers) }

    /// `layers` stably sorted by `zPosition`, back to front.
    static func inDrawingOrder(_ layers: [Layer]) -> [Layer] {
        layers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// The first layer named `name` in this subtree (this layer, then depth-first through
    /// `sublayers` in array order, then masks); `nil` when there is none.
    public func sublayer(named name: String) -> Layer? {
        if self.name == name { return self }
        for child in storedSublayers {
            if let found = child.sublayer(named: name) { return found }
        }
        return mask?.sublayer(named: name)
    }
}
