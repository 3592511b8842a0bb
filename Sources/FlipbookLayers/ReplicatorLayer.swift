import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// A layer that draws its sublayers ``instanceCount`` times, each copy moved, delayed and
/// tinted a step further than the one before: Core Animation's `CAReplicatorLayer`.
///
/// Instance 0 is the sublayers as they are. Instance `k` (from 1 to `instanceCount − 1`) is
/// the same sublayers with:
/// - ``instanceTransform`` applied `k` times, about the centre of the replicator's bounds
///   (Core Animation's “relative to the center of this layer”; with the default anchor point
///   that is the anchor point too);
/// - their time `k · instanceDelay` seconds behind instance 0's, so an animation on a
///   sublayer plays in each copy a little later (a spinner's trail);
/// - their colours multiplied by ``instanceColor`` with `k` times the offsets added
///   (``instanceRedOffset``, …), each component clamped to 0…1 — instance 0 is multiplied by
///   ``instanceColor`` alone.
///
/// The copies draw in instance order, back to front, each copy holding every sublayer in
/// their drawing order; a replicator's own background, border and shadow draw once. Copies are
/// made when a frame is drawn (``Layer/presentation(at:)``): the model tree keeps one of each
/// sublayer, and ``Layer/sublayers`` lists them once, as in Core Animation.
///
/// The colour multiply reaches everything a copy draws: background, gradient, contents, the
/// shape's fill and stroke, border and shadow, of the sublayers and their subtrees.
open class ReplicatorLayer: Layer {
    /// How many times the sublayers draw (instance 0 included); 0 or less draws none of them.
    /// Default 1.
    public var instanceCount: Int = 1
    /// Core Animation's `preservesDepth`: with true, the copies would keep their depth as in a
    /// `CATransformLayer`. Flipbook flattens every copy into the replicator's plane, as with
    /// false; setting it true reports the difference once (`layer.preservesDepth`). Default
    /// false.
    public var preservesDepth = false {
        didSet {
            if preservesDepth {
                LayerDifferences.report(
                    code: "layer.preservesDepth",
                    message: "CAReplicatorLayer.preservesDepth is not supported: the copies are flattened "
                        + "into the replicator's plane, as with false; copies that cross in depth may overlap "
                        + "in another order than on iOS")
            }
        }
    }
    /// How far behind the previous instance each instance's time runs, in seconds. Default 0.
    public var instanceDelay: Double = 0 {
        didSet { didChange("instanceDelay", from: .number(oldValue)) }
    }
    /// The transform from one instance to the next, about the centre of the bounds. Default
    /// identity.
    public var instanceTransform: Transform3D = .identity {
        didSet { didChange("instanceTransform", from: .transform(oldValue)) }
    }
    /// The colour every instance's colours are multiplied by (`CGColor?`); `nil` multiplies
    /// by opaque white (changes nothing). Default opaque white.
    public var instanceColor: Color? = .white {
        didSet { didChange("instanceColor", from: oldValue.animatableValue) }
    }
    /// Added to the red of the multiplying colour at each instance after the first. Default 0.
    public var instanceRedOffset: Float = 0 {
        didSet { didChange("instanceRedOffset", from: .number(Double(oldValue))) }
    }
    /// Added to the green of the multiplying colour at each instance after the first. Default 0.
    public var instanceGreenOffset: Float = 0 {
        didSet { didChange("instanceGreenOffset", from: .number(Double(oldValue))) }
    }
    /// Added to the blue of the multiplying colour at each instance after the first. Default 0.
    public var instanceBlueOffset: Float = 0 {
        didSet { didChange("instanceBlueOffset", from: .number(Double(oldValue))) }
    }
    /// Added to the alpha of the multiplying colour at each instance after the first. Default 0.
    public var instanceAlphaOffset: Float = 0 {
        didSet { didChange("instanceAlphaOffset", from: .number(Double(oldValue))) }
    }

    /// On a presentation copy: the sublayers' presentations for instances 1, 2, … (instance 0
    /// is ``Layer/sublayers``), each at its delayed time. Empty on a model layer, whose
    /// instances all draw its sublayers.
    var laterInstances: [[Layer]] = []

    /// A replicator with Core Animation's defaults: one instance, no delay, identity transform.
    public override init() { super.init() }

    /// A copy of `layer`'s properties, the replicator's included when it is a
    /// ``ReplicatorLayer`` (its instances are made again by ``Layer/presentation(at:)``).
    public required init(layer: Any) {
        super.init(layer: layer)
        if let r = layer as? ReplicatorLayer {
            instanceCount = r.instanceCount
            preservesDepth = r.preservesDepth
        }
    }

    /// The replicator's animatable property rows besides ``Layer/properties``:
    /// `instanceDelay` (seconds), `instanceTransform`, `instanceColor` and the four offsets.
    public static let replicatorProperties: [LayerProperty] = [
        .number("instanceDelay", \ReplicatorLayer.instanceDelay),
        .transform("instanceTransform", \ReplicatorLayer.instanceTransform),
        .optionalColor("instanceColor", \ReplicatorLayer.instanceColor),
        .float("instanceRedOffset", \ReplicatorLayer.instanceRedOffset),
        .float("instanceGreenOffset", \ReplicatorLayer.instanceGreenOffset),
        .float("instanceBlueOffset", \ReplicatorLayer.instanceBlueOffset),
        .float("instanceAlphaOffset", \ReplicatorLayer.instanceAlphaOffset),
    ]

    /// The replicator's animatable keys besides ``Layer/animatableKeys``.
    public static let replicatorAnimatableKeys = replicatorProperties.map(\.name)

    static let replicatorTable = LayerPropertyTable(replicatorProperties, adding: Layer.propertyTable)

    /// ``Layer/properties`` and ``replicatorProperties``.
    public override class var propertyTable: LayerPropertyTable { replicatorTable }

    /// The colour instance `k`'s colours are multiplied by: ``instanceColor`` (opaque white
    /// when `nil`) plus `k` times each offset, every component clamped to 0…1.
    public func instanceTint(at k: Int) -> Color {
        let base = instanceColor ?? .white
        let n = Double(k)
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        return Color(
            red: clamp(base.red + n * Double(instanceRedOffset)),
            green: clamp(base.green + n * Double(instanceGreenOffset)),
            blue: clamp(base.blue + n * Double(instanceBlueOffset)),
            alpha: clamp(base.alpha + n * Double(instanceAlphaOffset)))
    }

    /// `instanceTransform` applied `k` times about the centre of the bounds, in the bounds
    /// space (row vectors: `T(−centre) · instanceTransformᵏ · T(centre)`).
    public func instanceTransform(at k: Int) -> Transform3D {
        guard k > 0 else { return .identity }
        var power = Transform3D.identity
        for _ in 0..<k { power = power.concatenating(instanceTransform) }
        let c = Point(x: bounds.midX, y: bounds.midY)
        return Transform3D(translationX: -c.x, y: -c.y, z: 0)
            .concatenating(power)
            .concatenating(Transform3D(translationX: c.x, y: c.y, z: 0))
    }

    /// Makes the later instances of a presentation copy: each sublayer's presentation at the
    /// replicator's local time minus `k · instanceDelay`.
    func makeLaterInstances(from model: ReplicatorLayer, atLocalTime local: Double) {
        laterInstances = []
        guard instanceCount > 1 else { return }
        for k in 1..<instanceCount {
            let delayed = local - Double(k) * instanceDelay
            laterInstances.append(
                model.storedSublayers.map { child in
                    let p = child.presentation(at: delayed)
                    p.superlayer = self
                    return p
                })
        }
    }

    /// The nodes of every instance, in instance order: instance `k`'s sublayers placed through
    /// ``instanceTransform(at:)`` and tinted with ``instanceTint(at:)``.
    func instanceNodes(toThisPlane: Transform3D, scale: Double) -> [RenderNode] {
        guard instanceCount > 0 else { return [] }
        var nodes: [RenderNode] = []
        for k in 0..<instanceCount {
            // A model replicator drawn as it is (no presentation, so no time) repeats its
            // sublayers without delay.
            let later = laterInstances[safe: k - 1]
            let layers = later.map { Layer.inDrawingOrder($0) } ?? sublayersInDrawingOrder
            let move = instanceTransform(at: k)
            let tint = instanceTint(at: k)
            for child in layers {
                let placement = child.transformToSuperlayer.concatenating(move).concatenating(toThisPlane)
                guard var node = child.renderNode(placement: placement, scale: scale) else { continue }
                if tint != .white { node.multiplyColors(by: tint) }
                nodes.append(node)
            }
        }
        return nodes
    }
}

extension Array {
    fileprivate subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}

extension RenderNode {
    /// Multiplies every colour this node and its subtree draw by `tint` (a replicator's
    /// instance colour): background, gradient stops, contents, shape fill and stroke, border
    /// and shadow. Masks keep their alpha; backdrops are not tinted.
    mutating func multiplyColors(by tint: Color) {
        func times(_ c: Color) -> Color {
            Color(
                red: c.red * tint.red, green: c.green * tint.green, blue: c.blue * tint.blue,
                alpha: c.alpha * tint.alpha)
        }
        backgroundColor = backgroundColor.map(times)
        if var g = gradient {
            g.stops = g.stops.map { GradientStop(location: $0.location, color: times($0.color)) }
            gradient = g
        }
        if var c = contents {
            c.image = c.image.multiplied(by: tint)
            contents = c
        }
        if var s = shape {
            s.fillColor = s.fillColor.map(times)
            s.strokeColor = s.strokeColor.map(times)
            shape = s
        }
        borderColor = times(borderColor)
        if var s = shadow {
            s.color = times(s.color)
            shadow = s
        }
        for i in children.indices { children[i].multiplyColors(by: tint) }
    }
}

extension Image {
    /// The image with every premultiplied pixel multiplied by `tint`: colour channels by the
    /// tint's colour times its alpha, alpha by its alpha.
    func multiplied(by tint: Color) -> Image {
        var bitmap = self.bitmap
        let f = [tint.red * tint.alpha, tint.green * tint.alpha, tint.blue * tint.alpha, tint.alpha]
            .map { UInt32((min(max($0, 0), 1) * 255).rounded()) }
        bitmap.bytes.withUnsafeMutableBufferPointer { bytes in
            var i = 0
            while i < bytes.count {
                for c in 0..<4 { bytes[i + c] = UInt8((UInt32(bytes[i + c]) * f[c] + 127) / 255) }
                i += 4
            }
        }
        return Image(bitmap, scale: scale)
    }
}
