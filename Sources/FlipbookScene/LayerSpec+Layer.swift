import FlipbookLayers

extension LayerSpec {
    /// A new layer tree with this spec's properties: a `GradientLayer` when it has a
    /// gradient, a `TextLayer` when it has text, a plain `Layer` otherwise.
    ///
    /// Geometry is already resolved (``LayerSpec`` stores `frame` as bounds and position), so
    /// the order in which properties are set does not matter here.
    public func makeLayer() -> Layer {
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
            textLayer.fontSize = t.fontSize
            textLayer.foregroundColor = t.color
            textLayer.alignmentMode = t.alignment
            textLayer.isWrapped = t.isWrapped
            layer = textLayer
        } else {
            layer = Layer()
        }
        layer.name = name
        if let v = anchorPoint { layer.anchorPoint = v }
        if let v = bounds { layer.bounds = v }
        if let v = position { layer.position = v }
        if let v = zPosition { layer.zPosition = v }
        if let v = anchorPointZ { layer.anchorPointZ = v }
        if let v = isDoubleSided { layer.isDoubleSided = v }
        if let v = transform { layer.transform = v }
        if let v = sublayerTransform { layer.sublayerTransform = v }
        if let v = opacity { layer.opacity = v }
        if let v = isHidden { layer.isHidden = v }
        layer.backgroundColor = backgroundColor
        if let v = cornerRadius { layer.cornerRadius = v }
        if let v = masksToBounds { layer.masksToBounds = v }
        if let v = borderWidth { layer.borderWidth = v }
        if let v = borderColor { layer.borderColor = v }
        if let v = shadowColor { layer.shadowColor = v }
        if let v = shadowOpacity { layer.shadowOpacity = v }
        if let v = shadowRadius { layer.shadowRadius = v }
        if let v = shadowOffset { layer.shadowOffset = v }
        layer.contents = contents
        if let v = contentsScale { layer.contentsScale = v }
        if let v = contentsGravity { layer.contentsGravity = ContentsGravity(rawValue: v)! }
        for child in sublayers { layer.addSublayer(child.makeLayer()) }
        return layer
    }
}
