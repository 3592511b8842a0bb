import FlipbookLayers

/// How a view places its content in its bounds (`UIView.ContentMode`); maps to the layer's
/// `ContentsGravity`.
public enum ContentMode: Int, Hashable, Sendable, CaseIterable {
    /// Stretch to the bounds (`resize`). UIKit's default.
    case scaleToFill = 0
    /// Fit inside the bounds, keeping the aspect ratio (`resizeAspect`).
    case scaleAspectFit = 1
    /// Fill the bounds, keeping the aspect ratio; the overflow shows unless clipped (`resizeAspectFill`).
    case scaleAspectFill = 2
    /// Redraw on bounds changes; places content as ``scaleToFill``.
    case redraw = 3
    /// Natural size, centred.
    case center = 4
    /// Natural size, top edge centred.
    case top = 5
    /// Natural size, bottom edge centred.
    case bottom = 6
    /// Natural size, left edge centred.
    case left = 7
    /// Natural size, right edge centred.
    case right = 8
    /// Natural size, top-left corner.
    case topLeft = 9
    /// Natural size, top-right corner.
    case topRight = 10
    /// Natural size, bottom-left corner.
    case bottomLeft = 11
    /// Natural size, bottom-right corner.
    case bottomRight = 12

    /// The layer gravity UIKit uses for this mode (vertical names in the screen's sense).
    public var contentsGravity: ContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}
