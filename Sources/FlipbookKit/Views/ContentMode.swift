import FlipbookLayers

/// How a view places its content in its bounds (`UIView.ContentMode`); maps to the layer's
/// `ContentsGravity`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Stretch to the bounds (`resize`). UIKit's default.
    case scaleToFill
    /// Fit inside the bounds, keeping the aspect ratio (`resizeAspect`).
    case scaleAspectFit
    /// Fill the bounds, keeping the aspect ratio; the overflow shows unless clipped (`resizeAspectFill`).
    case scaleAspectFill
    /// Redraw on bounds changes; places content as ``scaleToFill``.
    case redraw
    /// Natural size, centred.
    case center
    /// Natural size, top edge centred.
    case top
    /// Natural size, bottom edge centred.
    case bottom
    /// Natural size, left edge centred.
    case left
    /// Natural size, right edge centred.
    case right
    /// Natural size, top-left corner.
    case topLeft
    /// Natural size, top-right corner.
    case topRight
    /// Natural size, bottom-left corner.
    case bottomLeft
    /// Natural size, bottom-right corner.
    case bottomRight

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
