import FlipbookLayers
import FlipbookText

extension LayerSpec {
    /// A new layer tree with this spec's properties: a `GradientLayer` when it has a
    /// gradient, a `TextLayer` when it has text, a `ShapeLayer` when it has a shape, a plain
    /// `Layer` otherwise; its `mask` set from ``LayerSpec/mask``.
    ///
    /// Geometry is already resolved (``LayerSpec`` stores `frame` as bounds and position), so
    /// the order in which ``LayerSpec/properties`` are set does not matter here.
    ///
    /// `allowsEdgeAntialiasing` is the spec's, or else `allowsEdgeAntialiasingByDefault` (the
    /// document's ``SceneDocument/allowsEdgeAntialiasing``), whatever the process-wide default.
    package func makeLayer(allowsEdgeAntialiasingByDefault: Bool = false) -> Layer {
        let layer: Layer
        if let g = gradient {
            let gradientLayer = GradientLayer()
            gradientLayer.type = g.kind
            gradientLayer.colors = g.colors
            gradientLayer.locations = g.locations
            gradientLayer.startPoint = g.startPoint
            gradientLayer.endPoint = g.endPoint
            layer = gradientLayer
        } else if let t = text {
            let textLayer = TextLayer()
            textLayer.string = t.string
            textLayer.font = Font(family: t.fontFamily, size: t.fontSize, weight: t.fontWeight)
            textLayer.fontSize = t.fontSize
            textLayer.foregroundColor = t.color
            textLayer.alignmentMode = t.alignment
            textLayer.isWrapped = t.isWrapped
            layer = textLayer
        } else if let s = shape {
            let shapeLayer = ShapeLayer()
            s.apply(to: shapeLayer)
            layer = shapeLayer
        } else {
            layer = Layer()
        }
        layer.name = name
        for (property, value) in properties { layer.setValue(value, forKey: property) }
        layer.contents = contents
        layer.allowsEdgeAntialiasing = allowsEdgeAntialiasing ?? allowsEdgeAntialiasingByDefault
        if let m = edgeAntialiasingMask { layer.edgeAntialiasingMask = m }
        if let v = contentsGravity { layer.contentsGravity = ContentsGravity(rawValue: v)! }
        layer.mask = mask?.makeLayer(allowsEdgeAntialiasingByDefault: allowsEdgeAntialiasingByDefault)
        for child in sublayers {
            layer.addSublayer(child.makeLayer(allowsEdgeAntialiasingByDefault: allowsEdgeAntialiasingByDefault))
        }
        return layer
    }
}
