import FlipbookGeometry

/// Distances inward from a rectangle's four edges, in points (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Insets of `top`, `left`, `bottom` and `right` points (UIKit's argument order). Default 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No inset (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    /// A description such as `{20, 0, 49, 0}` (top, left, bottom, right).
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    /// The sum, edge by edge.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension Rect {
    /// The rectangle with each edge moved inward by `insets` (`CGRect.inset(by:)`,
    /// `UIEdgeInsetsInsetRect`): the origin moves by `left` and `top`, the size shrinks by
    /// `left + right` and `top + bottom`. Negative insets grow it; as in UIKit, the result is
    /// not clamped, so insets wider than the rectangle give a negative size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
