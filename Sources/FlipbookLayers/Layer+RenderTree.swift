import FlipbookGeometry
import FlipbookRaster

/// Turning a layer tree into the ``RenderTree`` the rasterizer draws.
///
/// Everything here is a pure function of the layers' property values: call it on a presentation
/// tree (``Layer/presentation(at:)``) to draw a moment of an animation.
extension Layer {
    /// The frame that shows this layer as the root: one top-level node (this layer, placed by
    /// its own position, anchor point and transform in canvas points) and its subtree.
    ///
    /// - Parameters:
    ///   - canvasSize: the canvas in points; the bitmap is `canvasSize × scale` pixels, rounded.
    ///   - scale: device pixels per point. Default 2.
    ///   - background: the colour the frame is cleared to. Default opaque white.
    /// - Returns: a tree with no nodes when this layer is hidden or fully transparent.
    public func renderTree(canvasSize: Size, scale: Double = 2, background: Color = .white) -> RenderTree {
        let node = renderNode(placement: transformToSuperlayer.concatenating(.flatten), scale: scale)
        return RenderTree(pixelWidth: devicePixels(canvasSize.width, scale),
                          pixelHeight: devicePixels(canvasSize.height, scale),
                          scale: scale, background: background, nodes: node.map { [$0] } ?? [])
    }

    /// This layer's node and its subtree, or `nil` when nothing of it can show (hidden, opacity
    /// 0, or a mask that is itself hidden or transparent).
    ///
    /// - Parameters:
    ///   - placement: the node's `RenderNode.transform`: from this layer's bounds space to the
    ///     space the node is drawn in.
    ///   - scale: device pixels per point (for paints rasterized ahead, such as text).
    public func renderNode(placement: Transform3D, scale: Double) -> RenderNode? {
        makeNode(placement: placement, scale: scale, isSnapshotRoot: false)
    }

    /// The node; a snapshot's root ignores its own opacity and shadow (see
    /// ``snapshotRenderTree(scale:)``).
    func makeNode(placement: Transform3D, scale: Double, isSnapshotRoot: Bool) -> RenderNode? {
        guard !isHidden, isSnapshotRoot || opacityValue > 0 else { return nil }
        var maskNode: RenderMask?
        if let mask {
            guard let node = mask.renderNode(placement: mask.transformToSuperlayer.concatenating(.flatten),
                                             scale: scale) else { return nil }
            maskNode = RenderMask(node)
        }
        if !isSnapshotRoot, let runningTransition {
            return transitionNode(runningTransition, placement: placement, scale: scale, mask: maskNode)
        }
        var node = RenderNode(
            transform: placement, bounds: bounds, opacity: isSnapshotRoot ? 1 : opacityValue,
            cornerRadius: clampedCornerRadius, masksToBounds: masksToBounds,
            isDoubleSided: isDoubleSided, backgroundColor: backgroundColor,
            contents: contentsPaint, borderWidth: max(0, borderWidth), borderColor: borderColor ?? .clear,
            shadow: isSnapshotRoot ? nil : shadowPaint, mask: maskNode)
        node.maskedCorners = maskedCorners
        node.antialiasedEdges = antialiasedEdges
        addPaints(to: &node, scale: scale)
        let toThisPlane = sublayerTransformAboutAnchor
        if let replicator = self as? ReplicatorLayer {
            node.children = replicator.instanceNodes(toThisPlane: toThisPlane, scale: scale)
        } else {
            node.children = sublayersInDrawingOrder.compactMap { child in
                child.renderNode(placement: child.transformToSuperlayer.concatenating(toThisPlane), scale: scale)
            }
        }
        return node
    }

    /// `cornerRadius` clamped to 0…half the shorter side of the bounds, as drawn.
    public var clampedCornerRadius: Double {
        let limit = min(abs(bounds.width), abs(bounds.height)) / 2
        return min(max(cornerRadius, 0), limit)
    }

    /// The layer's own shadow as drawn: `nil` when `shadowOpacity` is 0, the shadow colour is
    /// `nil` or transparent, or `masksToBounds` clips it away; otherwise `shadowColor` with its
    /// alpha multiplied by `shadowOpacity`, σ = `shadowRadius`, offset `shadowOffset`, cast by
    /// `shadowPath` when there is one.
    public var shadowPaint: ShadowPaint? {
        let opacity = min(max(Double(shadowOpacity), 0), 1)
        guard opacity > 0, let shadowColor, shadowColor.alpha > 0, !masksToBounds else { return nil }
        return ShadowPaint(color: shadowColor.multipliedAlpha(opacity),
                           radius: max(0, shadowRadius), offset: shadowOffset, path: shadowPath)
    }

    /// `contents` placed in the bounds: gravity, `contentsScale` and `contentsRect` resolved.
    /// `nil` without contents or with an empty image.
    ///
    /// The natural size of the shown part is `pixels × contentsRect.size ÷ contentsScale` (a
    /// `contentsScale` ≤ 0 counts as 1).
    public var contentsPaint: ContentsPaint? {
        guard let image = contents, image.width > 0, image.height > 0 else { return nil }
        let s = contentsScale > 0 ? contentsScale : 1
        let natural = Size(width: Double(image.width) * abs(contentsRect.width) / s,
                           height: Double(image.height) * abs(contentsRect.height) / s)
        return ContentsPaint(image: image,
                             destination: contentsGravity.destination(natural: natural, in: bounds),
                             sourceRect: contentsRect)
    }
}

/// `points · scale` rounded to whole device pixels: 0 when not finite or not positive (a NaN
/// size must not trap in the conversion), at most `Int32.max`.
func devicePixels(_ points: Double, _ scale: Double) -> Int {
    let v = (points * scale).rounded()
    guard v.isFinite, v > 0 else { return 0 }
    return v < Double(Int32.max) ? Int(v) : Int(Int32.max)
}
