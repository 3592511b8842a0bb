import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster
import Foundation

/// How a ``LayerTransition`` replaces the old look (`CATransitionType`). A string, as Core
/// Animation's, so that private names (`"cube"`, `"rippleEffect"`, …) can be written; Flipbook
/// draws the four public ones and iOS's private ``cube``, ``oglFlip``, ``flip``, ``pageCurl``,
/// ``pageUnCurl`` and the camera irises, and any other name as ``fade`` (see the article “Layer transitions”).
public struct LayerTransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old look dissolves into the new one (the default).
    public static let fade = LayerTransitionType(rawValue: "fade")
    /// The new look slides in from the subtype's side over the old one, which stays put.
    public static let moveIn = LayerTransitionType(rawValue: "moveIn")
    /// The new look slides in from the subtype's side and pushes the old one out the other side.
    public static let push = LayerTransitionType(rawValue: "push")
    /// The old look slides out towards the side opposite the subtype's, uncovering the new one.
    public static let reveal = LayerTransitionType(rawValue: "reveal")

    /// iOS's private `"cube"`: the old and the new look are two faces of a box turning a
    /// quarter, in perspective, the new face coming from the subtype's side.
    public static let cube = LayerTransitionType(rawValue: "cube")
    /// iOS's private `"oglFlip"`: the layer turns half a turn about its centre line, in
    /// perspective, the old look on its front and the new one on its back; the subtype's edge
    /// comes towards the viewer.
    public static let oglFlip = LayerTransitionType(rawValue: "oglFlip")
    /// iOS's private `"flip"`, drawn as ``oglFlip`` (a choice: iOS lists both as flips with the
    /// same subtypes and does not document a difference).
    public static let flip = LayerTransitionType(rawValue: "flip")
    /// iOS's private `"pageCurl"`: the old look lifts at the subtype's edge (without one, the
    /// bottom edge, as UIKit's curl up) and rolls over a cylinder off the opposite edge,
    /// uncovering the new look.
    public static let pageCurl = LayerTransitionType(rawValue: "pageCurl")
    /// iOS's private `"pageUnCurl"`: a page curl backwards, the new look unrolling over the old
    /// one down to the subtype's edge.
    public static let pageUnCurl = LayerTransitionType(rawValue: "pageUnCurl")

    /// iOS's private `"cameraIris"`: a camera's iris shutter closes over the old look and opens
    /// on the new one, each in half the time.
    public static let cameraIris = LayerTransitionType(rawValue: "cameraIris")
    /// iOS's private `"cameraIrisHollowOpen"`: the shutter, closed at the start, opens on the new
    /// look (the second half of ``cameraIris`` over the whole duration).
    public static let cameraIrisHollowOpen = LayerTransitionType(rawValue: "cameraIrisHollowOpen")
    /// iOS's private `"cameraIrisHollowClose"`: the shutter closes over the old look, and the new
    /// look shows when the transition ends (the first half of ``cameraIris``).
    public static let cameraIrisHollowClose = LayerTransitionType(rawValue: "cameraIrisHollowClose")

    /// Whether Flipbook draws this type as itself (the four public types, ``cube``,
    /// ``oglFlip``, ``flip``, ``pageCurl``, ``pageUnCurl`` and the three camera irises).
    public var isDrawn: Bool {
        [
            .fade, .moveIn, .push, .reveal, .cube, .oglFlip, .flip, .pageCurl, .pageUnCurl, .cameraIris,
            .cameraIrisHollowOpen, .cameraIrisHollowClose,
        ].contains(self)
    }
}

/// The side a ``LayerTransition`` starts from (`CATransitionSubtype`), in Core Animation's layer
/// coordinates: on iOS, where a view's layer has y pointing down, ``fromTop`` starts at the
/// bottom edge of the screen and ``fromBottom`` at the top edge (CA names the sides with y up).
public struct LayerTransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new look enters at the right edge and moves left.
    public static let fromRight = LayerTransitionSubtype(rawValue: "fromRight")
    /// The new look enters at the left edge and moves right (also what `nil` means).
    public static let fromLeft = LayerTransitionSubtype(rawValue: "fromLeft")
    /// The new look enters at the layer's maximum y (the bottom edge on iOS) and moves up.
    public static let fromTop = LayerTransitionSubtype(rawValue: "fromTop")
    /// The new look enters at the layer's minimum y (the top edge on iOS) and moves down.
    public static let fromBottom = LayerTransitionSubtype(rawValue: "fromBottom")

    /// The offset, as a fraction of the bounds' size, at which the new look starts: (1, 0) for
    /// ``fromRight``; (−1, 0) for ``fromLeft`` and any other value.
    var entry: (x: Double, y: Double) {
        switch self {
        case .fromRight: (1, 0)
        case .fromTop: (0, 1)
        case .fromBottom: (0, -1)
        default: (-1, 0)
        }
    }
}

/// `CATransition`: an animation of a layer's whole look, from how it showed when the transition
/// was added to how its model shows at each frame (see the article “Layer transitions”).
///
/// Added with ``Layer/add(_:forKey:)`` (Core Animation's key is ``LayerTransition/key``), it
/// freezes a copy of the layer's subtree as it shows at that moment (its presentation at the
/// clock's now, ``Transaction``'s clock; the model without one), leaving out the sublayers of a
/// shown layer that no frame has shown yet (added in this run-loop turn) — the *old look*. While it runs,
/// the layer draws the old look and its current subtree (the *new look*) combined by ``type``
/// at the progress `startProgress + (endProgress − startProgress) · timingFunction(t / duration)`.
/// What is transitioned is the layer's content — background, contents, shape, border and
/// sublayers; its own placement, opacity, shadow, corner clip and mask apply to both looks.
public struct LayerTransition: Animation {
    /// The key Core Animation adds a transition under (`kCATransition`).
    public static let key = "transition"

    /// The perspective of the ``LayerTransitionType/cube`` and flip transitions: the eye this
    /// many points in front of the layer's centre. iOS's value is private; 1000 pt is our
    /// estimate, the one Kit uses for UIKit's flip transitions.
    public static let eyeDistance = 1000.0

    public var timing: MediaTiming
    /// How the old look gives way. Default ``LayerTransitionType/fade``.
    public var type: LayerTransitionType
    /// The side the new look comes from (moveIn, push, reveal, cube, flips); `nil` means ``LayerTransitionSubtype/fromLeft``.
    public var subtype: LayerTransitionSubtype?
    /// The pacing over the duration. Default linear.
    public var timingFunction: TimingFunction
    /// The progress at the start, 0…1. Default 0.
    public var startProgress: Double
    /// The progress at the end, 0…1. Default 1.
    public var endProgress: Double
    /// The frozen old look, set when the transition is added to a layer.
    var before: FrozenLayer?

    public init(
        type: LayerTransitionType = .fade, subtype: LayerTransitionSubtype? = nil,
        timing: MediaTiming = MediaTiming(duration: 0.25), timingFunction: TimingFunction = .linear,
        startProgress: Double = 0, endProgress: Double = 1
    ) {
        self.type = type
        self.subtype = subtype
        self.timing = timing
        self.timingFunction = timingFunction
        self.startProgress = startProgress
        self.endProgress = endProgress
    }

    /// A transition drives no key path: it changes how the layer's content is drawn.
    public var keyPaths: [String] { [] }

    public func contributions(
        atTime time: Double,
        model: (String) -> AnimatableValue?
    ) -> [AnimationContribution] { [] }

    /// The progress at `time` in the layer's local time (0 shows the old look, 1 the new one),
    /// or `nil` when the transition is inactive and not filling.
    public func progress(atTime time: Double) -> Double? {
        guard let t = timing.activeTime(fromParent: time) else { return nil }
        let start = min(max(startProgress, 0), 1), end = min(max(endProgress, 0), 1)
        let x = min(max(t / timing.resolvedDuration, 0), 1)
        return start + (end - start) * timingFunction.progress(at: x)
    }

    /// Whether the old look has been frozen (the transition has been added to a layer).
    public var hasFrozenLook: Bool { before != nil }
}

/// The old look of a transition: a presentation copy of the subtree, never changed after it is
/// made (so it may be shared between threads).
final class FrozenLayer: @unchecked Sendable {
    let layer: Layer
    init(_ layer: Layer) { self.layer = layer }

    /// The old look rasterized for a fade, kept for the frames after the first (the look never
    /// changes), keyed by the canvas; under a lock, as frames may render on several threads.
    private var pixels: (key: [Double], bitmap: Bitmap)?
    private let lock = NSLock()

    func pixels(forKey key: [Double], render: () -> Bitmap) -> Bitmap {
        lock.lock()
        defer { lock.unlock() }
        if let pixels, pixels.key == key { return pixels.bitmap }
        let bitmap = render()
        pixels = (key, bitmap)
        return bitmap
    }
}

/// A transition running on a presentation copy: what ``Layer/makeNode(placement:scale:isSnapshotRoot:)``
/// needs to draw it.
struct RunningTransition {
    var frozen: FrozenLayer
    var before: Layer { frozen.layer }
    var type: LayerTransitionType
    var subtype: LayerTransitionSubtype?
    var progress: Double
}

extension Layer {
    /// The old look of a transition being added: the subtree as it shows now.
    func freezeForTransition(_ transition: LayerTransition) -> LayerTransition {
        guard transition.before == nil else { return transition }
        var frozen = transition
        let copy = presentation(atRootTime: Transaction.clock?.now ?? 0)
        if hasBeenCommitted { dropUncommittedSublayers(from: copy) }
        frozen.before = FrozenLayer(copy)
        return frozen
    }

    /// Leaves out of `copy` (this layer's presentation copy) the sublayers that were not in
    /// this layer at its last commit: added in this run-loop turn (or taken out and put back
    /// since — a popped-to screen shown again), they are not part of the look Core Animation
    /// freezes (the last committed one), so they transition in with the new look.
    func dropUncommittedSublayers(from copy: Layer) {
        guard copy.storedSublayers.count == storedSublayers.count else { return }
        var kept: [Layer] = []
        for (model, shown) in zip(storedSublayers, copy.storedSublayers)
        where model.hasBeenCommitted && model.committedSuperlayer === self && model.commitGeneration == commitGeneration {
            model.dropUncommittedSublayers(from: shown)
            kept.append(shown)
        }
        copy.storedSublayers = kept
    }

    /// The last active transition of `animations` at local time `local`, for a presentation copy.
    static func runningTransition(in animations: [any Animation], atLocalTime local: Double) -> RunningTransition? {
        for case let transition as LayerTransition in animations.reversed() {
            guard let frozen = transition.before, let p = transition.progress(atTime: local) else { continue }
            return RunningTransition(frozen: frozen, type: transition.type, subtype: transition.subtype, progress: p)
        }
        return nil
    }

    /// The node of a layer whose transition runs: a node with the layer's placement, opacity,
    /// shadow, corner clip and mask, holding the old and the new look combined by the type.
    func transitionNode(
        _ running: RunningTransition, placement: Transform3D, scale: Double,
        mask: RenderMask?
    ) -> RenderNode? {
        var node = RenderNode(
            transform: placement, bounds: bounds, opacity: opacityValue, cornerRadius: clampedCornerRadius,
            masksToBounds: masksToBounds, isDoubleSided: isDoubleSided, backgroundColor: nil,
            contents: nil, borderWidth: 0, borderColor: .clear, shadow: shadowPaint, mask: mask)
        node.maskedCorners = maskedCorners
        node.antialiasedEdges = antialiasedEdges
        let p = min(max(running.progress, 0), 1)
        let entry = (running.subtype ?? .fromLeft).entry
        let size = (w: bounds.width, h: bounds.height)
        func look(_ layer: Layer, offset: Double) -> RenderNode? {
            let shift = Transform3D(translationX: entry.x * size.w * offset, y: entry.y * size.h * offset)
            return layer.contentNode(placement: shift, scale: scale)
        }
        let old = running.before, new = self
        switch running.type {
        case .moveIn:
            node.children = [look(old, offset: 0), look(new, offset: 1 - p)].compactMap { $0 }
        case .push:
            node.children = [look(old, offset: -p), look(new, offset: 1 - p)].compactMap { $0 }
        case .reveal:
            node.children = [look(new, offset: 0), look(old, offset: -p)].compactMap { $0 }
        case .cube, .oglFlip, .flip:
            node.children = turningFaces(
                old: old, new: new, isCube: running.type == .cube, entry: entry, progress: p, scale: scale)
        case .pageCurl, .pageUnCurl:
            // Without a subtype the page lifts at the bottom edge, as UIKit's curl up.
            let edge = running.subtype?.entry ?? LayerTransitionSubtype.fromTop.entry
            node.children =
                running.type == .pageCurl
                ? curlNodes(
                    page: Image(frozenLookPixels(running.frozen, scale: scale), scale: scale),
                    under: look(new, offset: 0), entry: edge, progress: p)
                : curlNodes(
                    page: Image(lookPixels(look(new, offset: 0), scale: scale), scale: scale),
                    under: look(old, offset: 0), entry: edge, progress: 1 - p)
        case .cameraIris:
            node.children =
                p < 0.5
                ? irisNodes(over: look(old, offset: 0), opening: 1 - 2 * p)
                : irisNodes(over: look(new, offset: 0), opening: 2 * p - 1)
        case .cameraIrisHollowClose:
            node.children =
                p < 1 ? irisNodes(over: look(old, offset: 0), opening: 1 - p) : [look(new, offset: 0)].compactMap { $0 }
        case .cameraIrisHollowOpen:
            node.children = irisNodes(over: look(new, offset: 0), opening: p)
        default:
            node.children = [dissolve(from: running.frozen, to: look(new, offset: 0), progress: p, scale: scale)]
        }
        return node
    }

    /// The old and the new look as the faces of a cube (`isCube`) or of a card (a flip) at
    /// progress `p`, turned towards `entry`, single-sided, in perspective about the bounds'
    /// centre (the eye ``LayerTransition/eyeDistance`` in front), pushed back so that their
    /// nearest point stays in the layer's plane (nothing grows past the bounds).
    ///
    /// A cube's depth is the bounds' side along `entry`; it turns a quarter about its centre,
    /// the old face leaving towards the side opposite `entry` and the new one coming from
    /// `entry`'s side. A card turns half a turn about the centre line, the edge on `entry`'s
    /// side coming towards the viewer, the new look on its back.
    func turningFaces(
        old: Layer, new: Layer, isCube: Bool, entry: (x: Double, y: Double), progress p: Double, scale: Double
    ) -> [RenderNode] {
        let horizontal = entry.x != 0
        let depth = isCube ? (horizontal ? abs(bounds.width) : abs(bounds.height)) : 0
        let turn = isCube ? Double.pi / 2 : Double.pi
        // About y a positive angle sends +x away; about x it brings +y towards the viewer.
        let angle = horizontal ? -entry.x * turn * p : entry.y * turn * p
        let full = horizontal ? -entry.x * turn : entry.y * turn
        func face(_ a: Double) -> Transform3D {
            let rotation = Transform3D(rotationAngle: a, x: horizontal ? 0 : 1, y: horizontal ? 1 : 0, z: 0)
            return Transform3D(translationX: 0, y: 0, z: depth / 2).concatenating(rotation)
                .concatenating(Transform3D(translationX: 0, y: 0, z: -depth / 2))
        }
        let faces = [(old, face(angle), p < 1), (new, face(angle - full), p > 0)]
        let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { (abs(bounds.width) / 2 * $0, abs(bounds.height) / 2 * $1) }
        var nearest = 0.0
        for (_, transform, shown) in faces where shown {
            for (x, y) in corners { nearest = max(nearest, transform.apply(x: x, y: y, z: 0).z) }
        }
        let centre = (x: bounds.midX, y: bounds.midY)
        let toCentre = Transform3D(translationX: -centre.x, y: -centre.y)
        let view = Transform3D(translationX: 0, y: 0, z: -nearest)
            .concatenating(.perspective(distance: LayerTransition.eyeDistance))
            .concatenating(Transform3D(translationX: centre.x, y: centre.y)).concatenating(.flatten)
        return faces.compactMap { layer, transform, shown in
            guard shown,
                var node = layer.contentNode(
                    placement: toCentre.concatenating(transform).concatenating(view), scale: scale)
            else { return nil }
            node.isDoubleSided = false
            return node
        }
    }

    /// The layer's content as a node in its own bounds space (its placement is `placement`):
    /// background, contents, paints, border and sublayers, without its opacity, shadow and mask.
    func contentNode(placement: Transform3D, scale: Double) -> RenderNode? {
        guard var node = makeNode(placement: placement, scale: scale, isSnapshotRoot: true) else { return nil }
        node.mask = nil
        return node
    }

    /// `nodes` (the curls' and the irises' pieces) clipped to the bounds, with the layer's edges.
    func clipped(_ nodes: [RenderNode]) -> RenderNode {
        var clip = RenderNode(bounds: bounds, masksToBounds: true, children: nodes)
        clip.antialiasedEdges = antialiasedEdges
        return clip
    }

    /// A look (a node in the bounds space) rasterized in the bounds at `scale`; nothing: clear.
    func lookPixels(_ node: RenderNode?, scale: Double) -> Bitmap {
        let width = devicePixels(abs(bounds.width), scale), height = devicePixels(abs(bounds.height), scale)
        guard var node else { return Bitmap(width: width, height: height) }
        node.transform = node.transform.concatenating(Transform3D(translationX: -bounds.origin.x, y: -bounds.origin.y))
        return Renderer().render(
            RenderTree(pixelWidth: width, pixelHeight: height, scale: scale, background: .clear, nodes: [node]))
    }

    /// The old look of `frozen` rasterized by ``lookPixels(_:scale:)``, made once and kept in
    /// `frozen` under the canvas (the look never changes; the fade and the page curl use it).
    func frozenLookPixels(_ frozen: FrozenLayer, scale: Double) -> Bitmap {
        let width = devicePixels(abs(bounds.width), scale), height = devicePixels(abs(bounds.height), scale)
        let key = [Double(width), Double(height), scale, bounds.origin.x, bounds.origin.y]
        return frozen.pixels(forKey: key) {
            lookPixels(frozen.layer.contentNode(placement: .identity, scale: scale), scale: scale)
        }
    }

    /// The cross-dissolve of two looks at progress `p`: each rasterized in the bounds at the
    /// frame's scale and mixed pixel by pixel, `(1 − p) · old + p · new` (premultiplied), so a
    /// region only one look covers fades as well. Content outside the bounds is left out while
    /// the dissolve runs.
    func dissolve(from old: FrozenLayer, to new: RenderNode?, progress p: Double, scale: Double) -> RenderNode {
        let width = devicePixels(abs(bounds.width), scale), height = devicePixels(abs(bounds.height), scale)
        let a = frozenLookPixels(old, scale: scale)
        let b = lookPixels(new, scale: scale)
        let w = UInt32((min(max(p, 0), 1) * 256).rounded()), v = 256 - w
        let count = min(a.bytes.count, b.bytes.count)
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            a.bytes.withUnsafeBufferPointer { pa in
                b.bytes.withUnsafeBufferPointer { pb in
                    for i in 0..<count {
                        out[i] = UInt8(truncatingIfNeeded: (UInt32(pa[i]) &* v &+ UInt32(pb[i]) &* w &+ 128) &>> 8)
                    }
                }
            }
            initialized = count
        }
        let image = Image(Bitmap(width: width, height: height, bytes: bytes), scale: scale)
        var node = RenderNode(bounds: bounds, contents: ContentsPaint(image: image, destination: bounds))
        node.antialiasedEdges = antialiasedEdges
        return node
    }
}
