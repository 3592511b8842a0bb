import FlipbookGeometry

/// How a layer's `contents` is placed in its bounds (`CALayerContentsGravity`, same names).
///
/// The three `resize…` values scale the image; the other nine keep its natural size
/// (pixel size × `contentsRect` size ÷ `contentsScale`, in points) and align it.
///
/// > Note: Unlike CALayer on iOS, whose vertical names follow macOS (`top` = maximum y), the
/// > vertical names here mean the screen's sense: `top` aligns to the smaller y (the top edge
/// > you see), as UIImageView's content modes do.
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    /// Stretch to fill the bounds exactly (the default).
    case resize
    /// Scale uniformly to fit inside the bounds, centred (UIKit's `scaleAspectFit`).
    case resizeAspect
    /// Scale uniformly to cover the bounds, centred; overflow shows unless `masksToBounds`
    /// (UIKit's `scaleAspectFill`).
    case resizeAspectFill
    /// Natural size, centred.
    case center
    /// Natural size, centred horizontally, on the top edge (smaller y).
    case top
    /// Natural size, centred horizontally, on the bottom edge (larger y).
    case bottom
    /// Natural size, centred vertically, on the left edge.
    case left
    /// Natural size, centred vertically, on the right edge.
    case right
    /// Natural size, in the top-left corner.
    case topLeft
    /// Natural size, in the top-right corner.
    case topRight
    /// Natural size, in the bottom-left corner.
    case bottomLeft
    /// Natural size, in the bottom-right corner.
    case bottomRight

    /// Where an image of natural size `natural` lands in `bounds` (both in points, in the
    /// layer's bounds space).
    ///
    /// A zero natural width or height gives a zero-size rectangle for the aspect gravities.
    public func destination(natural: Size, in bounds: Rect) -> Rect {
        let w = bounds.width, h = bounds.height
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else {
                return Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            }
            let sx = w / natural.width, sy = h / natural.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = Size(width: natural.width * s, height: natural.height * s)
            return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                        width: size.width, height: size.height)
        default:
            let (ux, uy) = alignment
            return Rect(x: bounds.origin.x + ux * (w - natural.width),
                        y: bounds.origin.y + uy * (h - natural.height),
                        width: natural.width, height: natural.height)
        }
    }

    /// The unit alignment of a natural-size gravity: 0 = left/top, 0.5 = centre, 1 = right/bottom.
    private var alignment: (Double, Double) {
        switch self {
        case .top: return (0.5, 0)
        case .bottom: return (0.5, 1)
        case .left: return (0, 0.5)
        case .right: return (1, 0.5)
        case .topLeft: return (0, 0)
        case .topRight: return (1, 0)
        case .bottomLeft: return (0, 1)
        case .bottomRight: return (1, 1)
        case .center, .resize, .resizeAspect, .resizeAspectFill: return (0.5, 0.5)
        }
    }
}
