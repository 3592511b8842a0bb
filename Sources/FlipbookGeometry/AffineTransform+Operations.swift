/// CGAffineTransform's operations on transforms, points, sizes and rectangles, with UIKit's
/// names and order (`t.scaledBy(x:y:)` scales first, then applies `t`).
extension AffineTransform {
    /// `scaledBy(x:y:)`: the scale applies first, then this transform.
    public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `translatedBy(x:y:)`: the translation applies first, then this transform.
    public func translatedBy(x tx: Double, y ty: Double) -> AffineTransform {
        AffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `rotated(by:)`: the rotation (radians, clockwise on screen) applies first, then this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `inverted()`: the inverse, or this transform unchanged when it is singular (as
    /// Core Graphics does).
    public func inverted() -> AffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension Point {
    /// `applying(_:)`: the point mapped by `t`.
    public func applying(_ t: AffineTransform) -> Point { t.apply(self) }
}

extension Size {
    /// `applying(_:)`: the size mapped by `t`'s linear part (no translation), signs kept.
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// `applying(_:)`: the smallest rectangle containing the four mapped corners.
    public func applying(_ t: AffineTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY),
                       Point(x: minX, y: maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
