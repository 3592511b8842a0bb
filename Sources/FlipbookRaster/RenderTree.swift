import FlipbookGeometry

/// An immutable snapshot of what one frame shows: the only thing that crosses from the layer
/// tree (and its animations) to the rasterizer.
///
/// It holds no layer object: every node carries its own matrix, clip, opacity group and
/// paints as plain values, so a tree can be rendered on any thread.
public struct RenderTree: Sendable, Equatable {
    /// Output width in device pixels.
    public var pixelWidth: Int
    /// Output height in device pixels.
    public var pixelHeight: Int
    /// Device pixels per point (the canvas scale). Default 2.
    public var scale: Double
    /// The colour the frame is cleared to before anything draws. Default opaque white.
    public var background: Color
    /// The top-level nodes, back to front. Their ``RenderNode/transform`` maps into canvas points.
    public var nodes: [RenderNode]

    public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 2,
                background: Color = .white, nodes: [RenderNode] = []) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.background = background
        self.nodes = nodes
    }
}

/// Which corners of a layer's bounds `cornerRadius` rounds (Core Animation's `CACornerMask`,
/// `maskedCorners`, iOS 11): the others stay square. In the bounds' coordinates, with y down as
/// in UIKit, ``minXMinY`` is the top-left corner. Default ``all``.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the bounds' minimum x and minimum y (top left in UIKit).
    public static let minXMinY = CornerMask(rawValue: 1)
    /// The corner at the bounds' maximum x and minimum y (top right in UIKit).
    public static let maxXMinY = CornerMask(rawValue: 2)
    /// The corner at the bounds' minimum x and maximum y (bottom left in UIKit).
    public static let minXMaxY = CornerMask(rawValue: 4)
    /// The corner at the bounds' maximum x and maximum y (bottom right in UIKit).
    public static let maxXMaxY = CornerMask(rawValue: 8)
    /// All four corners, Core Animation's default.
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// Which edges of a layer's bounds are anti-aliased (Core Animation's `CAEdgeAntialiasingMask`,
/// `edgeAntialiasingMask`), in the bounds' own coordinates: ``minX`` is the left edge and, with y
/// down as in UIKit, ``minY`` the top one (CA's `kCALayerBottomEdge`, named for macOS's flipped
/// sense). Raw values are Core Animation's bits. Default ``all``.
public struct EdgeMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The edge at the bounds' minimum x (`kCALayerLeftEdge`, bit 0).
    public static let minX = EdgeMask(rawValue: 1 << 0)
    /// The edge at the bounds' maximum x (`kCALayerRightEdge`, bit 1).
    public static let maxX = EdgeMask(rawValue: 1 << 1)
    /// The edge at the bounds' minimum y (`kCALayerBottomEdge`, bit 2; the top edge in UIKit).
    public static let minY = EdgeMask(rawValue: 1 << 2)
    /// The edge at the bounds' maximum y (`kCALayerTopEdge`, bit 3; the bottom edge in UIKit).
    public static let maxY = EdgeMask(rawValue: 1 << 3)
    /// All four edges, Core Animation's default mask.
    public static let all: EdgeMask = [.minX, .maxX, .minY, .maxY]
}

/// One layer's presentation state, as the rasterizer needs it.
///
/// Drawing order within a node (Core Animation's, bottom to top): shadow, backdrop, background colour,
/// gradient, contents, shape (fill, then stroke), children, border. `masksToBounds` clips the background, gradient,
/// contents, children and border to the rounded bounds; `mask` multiplies all of them by the
/// mask's alpha. With `opacity < 1` the node and its subtree are composited as one group.
public struct RenderNode: Sendable, Equatable {
    /// Maps a point `(x, y, 0, 1)` of this node's bounds space into its parent's bounds space
    /// (into canvas points for a top-level node), row-vector convention.
    ///
    /// Already contains everything between the two planes: `T(−anchor) · transform ·
    /// T(position, zPosition)`, then the parent's `sublayerTransform` about the parent's anchor
    /// point, then the flattening into the parent's plane (`Transform3D.flatten`).
    public var transform: Transform3D
    /// The node's bounds in its own coordinate space, in points. Default `.zero`.
    public var bounds: Rect
    /// Group opacity, 0…1. Default 1.
    public var opacity: Double
    /// Corner radius of the bounds, in points, already clamped to half the shorter side. Default 0.
    public var cornerRadius: Double
    /// The corners ``cornerRadius`` rounds; the others are square. Default ``CornerMask/all``.
    public var maskedCorners: CornerMask = .all
    /// The edges of the bounds drawn with analytic anti-aliasing; the others cover a pixel
    /// exactly when its centre lies inside (see the FlipbookRaster article “Rendering model”):
    /// the background, gradient, contents rectangle, border's outer edge and `masksToBounds` clip
    /// along those edges. Rounded corners stay anti-aliased. A layer's value is
    /// `allowsEdgeAntialiasing ? edgeAntialiasingMask : []`. Default ``EdgeMask/all`` (every edge
    /// anti-aliased).
    public var antialiasedEdges: EdgeMask = .all
    /// Clip background, gradient, contents, children and border to the rounded bounds. Default false.
    public var masksToBounds: Bool
    /// When false the node and its subtree are not drawn while their back faces the viewer
    /// (the projected bounds wind the other way). Default true.
    public var isDoubleSided: Bool
    /// Filled in the rounded bounds. Default `nil` (nothing).
    public var backgroundColor: Color?
    /// Painted above the background, clipped to the rounded bounds. Default `nil`.
    public var gradient: GradientPaint?
    /// The image, placed in the bounds space; not clipped unless `masksToBounds`. Default `nil`.
    public var contents: ContentsPaint?
    /// A filled and stroked path (a shape layer's drawing), above the contents; clipped to the
    /// rounded bounds only with `masksToBounds`. Default `nil`.
    public var shape: ShapePaint?
    /// Border width in points, inset from the bounds and following `cornerRadius`. Default 0.
    public var borderWidth: Double
    /// Border colour. Default opaque black.
    public var borderColor: Color
    /// The node's outer shadow. Default `nil`.
    public var shadow: ShadowPaint?
    /// A mask whose alpha multiplies the node's drawing. Its transform maps into this node's
    /// bounds space. Default `nil`.
    public var mask: RenderMask?
    /// Sub-nodes, back to front (already sorted by zPosition).
    public var children: [RenderNode]
    /// What is already drawn behind the node, filtered (blurred, saturated, tinted) within
    /// its rounded bounds: a visual effect view's backdrop. Default `nil`.
    public var backdrop: BackdropPaint?

    public init(transform: Transform3D = .identity, bounds: Rect = .zero, opacity: Double = 1,
                cornerRadius: Double = 0, masksToBounds: Bool = false, isDoubleSided: Bool = true,
                backgroundColor: Color? = nil, gradient: GradientPaint? = nil,
                contents: ContentsPaint? = nil, borderWidth: Double = 0, borderColor: Color = .black,
                shadow: ShadowPaint? = nil, mask: RenderMask? = nil, children: [RenderNode] = [],
                shape: ShapePaint? = nil, backdrop: BackdropPaint? = nil) {
        self.transform = transform
        self.bounds = bounds
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.masksToBounds = masksToBounds
        self.isDoubleSided = isDoubleSided
        self.backgroundColor = backgroundColor
        self.gradient = gradient
        self.contents = contents
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.mask = mask
        self.children = children
        self.shape = shape
        self.backdrop = backdrop
    }
}

/// A mask node, boxed so that ``RenderNode`` stays a plain value.
public final class RenderMask: Sendable, Equatable {
    /// The mask layer's node; only its alpha counts.
    public let node: RenderNode
    public init(_ node: RenderNode) { self.node = node }
    public static func == (a: RenderMask, b: RenderMask) -> Bool { a === b || a.node == b.node }
}

/// A gradient in a node's bounds space (CAGradientLayer).
public struct GradientPaint: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// Along the line start → end: `t = ((p−s)·(e−s)) / |e−s|²`.
        case axial
        /// An ellipse centred at start with radii `|end − start|` per axis: `t = ‖((p−s)/r)‖`.
        case radial
        /// Around start, 0 along start → end, growing clockwise on screen.
        case conic
    }
    /// Default `.axial`.
    public var kind: Kind
    /// Colour stops, sorted by location, interpolated unpremultiplied in sRGB; the end colours
    /// continue beyond the first and last stop. No stops: nothing draws; one stop fills.
    public var stops: [GradientStop]
    /// Start point in the node's bounds space, in points (not unit coordinates).
    public var start: Point
    /// End point in the node's bounds space, in points.
    public var end: Point

    public init(kind: Kind = .axial, stops: [GradientStop], start: Point, end: Point) {
        self.kind = kind
        self.stops = stops
        self.start = start
        self.end = end
    }
}

/// One gradient colour stop.
public struct GradientStop: Sendable, Equatable {
    /// Position along the gradient; values outside 0…1 are allowed.
    public var location: Double
    public var color: Color
    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}

/// An image placed in a node's bounds space (a layer's `contents`).
public struct ContentsPaint: Sendable, Equatable {
    /// The image.
    public var image: Image
    /// Where the part of the image named by `sourceRect` lands, in the node's bounds space (points).
    /// Gravity and contentsScale are already resolved into this rectangle.
    public var destination: Rect
    /// The part of the image shown, in unit coordinates of the image (`contentsRect`).
    /// Texels outside the image repeat its edge pixels. Default (0, 0, 1, 1).
    public var sourceRect: Rect

    public init(image: Image, destination: Rect, sourceRect: Rect = Rect(x: 0, y: 0, width: 1, height: 1)) {
        self.image = image
        self.destination = destination
        self.sourceRect = sourceRect
    }
}

/// A layer's outer shadow: its composited alpha (or its ``path``, filled), offset and blurred,
/// in the layer's own space.
public struct ShadowPaint: Sendable, Equatable {
    /// Colour; its alpha already includes `shadowOpacity`.
    public var color: Color
    /// Standard deviation of the Gaussian blur in points (σ = shadowRadius).
    public var radius: Double
    /// Offset in the node's bounds space, in points.
    public var offset: Size
    /// The shape that casts the shadow (Core Animation's `shadowPath`), in the node's bounds
    /// space, filled non-zero; `nil` casts it from the node's content. Default `nil`.
    public var path: Path?

    public init(color: Color, radius: Double, offset: Size, path: Path? = nil) {
        self.color = color
        self.radius = radius
        self.offset = offset
        self.path = path
    }
}

extension RenderNode {
    /// What casts `shadow`: the node itself, or with a shadow path a node of the same geometry
    /// (and mask) that only fills the path in opaque black.
    /// The caster's own edges are anti-aliased whatever ``antialiasedEdges`` says: a shadow keeps
    /// its own anti-aliasing (its sublayers keep theirs).
    func shadowCaster(_ shadow: ShadowPaint) -> RenderNode {
        var caster = self
        caster.antialiasedEdges = .all
        guard let path = shadow.path else { return caster }
        caster.backgroundColor = nil
        caster.gradient = nil
        caster.contents = nil
        caster.shape = path.isEmpty ? nil : ShapePaint(path: path, fillColor: .black)
        caster.borderWidth = 0
        caster.children = []
        caster.backdrop = nil
        caster.shadow = nil
        return caster
    }

    /// The edges of the bounds drawn with the pixel-centre test: those not in ``antialiasedEdges``.
    var aliasedEdges: EdgeMask { EdgeMask.all.subtracting(antialiasedEdges)
    }
}
