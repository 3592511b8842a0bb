/// Corners of a rectangle (`UIRectCorner`), for rounding some of them.
public struct RectCorner: OptionSet, Hashable, Sendable {
    /// The bit mask (UIKit's values: top left 1, top right 2, bottom left 4, bottom right 8).
    public let rawValue: UInt

    /// Corners from their bit mask.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The corner at the minimum x and minimum y (y down: on screen, top left).
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// Maximum x, minimum y.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// Minimum x, maximum y.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// Maximum x, maximum y.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension Path {
    /// A closed rectangle with only `corners` rounded, by elliptical quarter arcs of
    /// `cornerRadii` (width along x, height along y, in points), each clamped to half the
    /// rectangle's width or height (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
    ///
    /// The path starts at the top edge and runs clockwise on screen (y down), like
    /// ``init(roundedRect:cornerRadius:)``; every corner is a curve, of radius 0 when it is not
    /// rounded, so paths with different corners share one structure and animate into each
    /// other. Negative or non-finite radii count as 0.
    /// > Note: UIKit's handling of unequal radii has varied between iOS versions; ported code
    /// > normally passes equal width and height, which draws the same on every version.
    public init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
        self.init()
        let r = rect.standardized
        let rw = min(max(cornerRadii.width.isFinite ? cornerRadii.width : 0, 0), r.width / 2)
        let rh = min(max(cornerRadii.height.isFinite ? cornerRadii.height : 0, 0), r.height / 2)
        func radii(_ corner: RectCorner) -> (x: Double, y: Double) { corners.contains(corner) ? (rw, rh) : (0, 0) }
        let tl = radii(.topLeft), tr = radii(.topRight), br = radii(.bottomRight), bl = radii(.bottomLeft)
        move(to: Point(x: r.minX + tl.x, y: r.minY))
        addLine(to: Point(x: r.maxX - tr.x, y: r.minY))
        addArcSegments(center: Point(x: r.maxX - tr.x, y: r.minY + tr.y), rx: tr.x, ry: tr.y,
                       start: -.pi / 2, sweep: .pi / 2, from: .current)
        addLine(to: Point(x: r.maxX, y: r.maxY - br.y))
        addArcSegments(center: Point(x: r.maxX - br.x, y: r.maxY - br.y), rx: br.x, ry: br.y,
                       start: 0, sweep: .pi / 2, from: .current)
        addLine(to: Point(x: r.minX + bl.x, y: r.maxY))
        addArcSegments(center: Point(x: r.minX + bl.x, y: r.maxY - bl.y), rx: bl.x, ry: bl.y,
                       start: .pi / 2, sweep: .pi / 2, from: .current)
        addLine(to: Point(x: r.minX, y: r.minY + tl.y))
        addArcSegments(center: Point(x: r.minX + tl.x, y: r.minY + tl.y), rx: tl.x, ry: tl.y,
                       start: .pi, sweep: .pi / 2, from: .current)
        closeSubpath()
    }
}
