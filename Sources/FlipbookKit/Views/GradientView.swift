import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// A view backed by a `GradientLayer` (as a `UIView` subclass whose `layerClass` is
/// `CAGradientLayer`), so the gradient fills whatever frame the view animates to. Used by the
/// stock transitions for their edge shadow and page-curl shading.
final class GradientView: View {
    override class var layerClass: AnyClass { GradientLayer.self }

    /// A clear view at `frame` whose gradient runs from `start` to `end` (unit coordinates of
    /// the bounds) through `colors`, evenly spaced unless `locations` are given.
    /// Kit's own part, never in an Interface Builder file: nil (the loader reports the element).
    required init?(coder: NSCoder) { nil }

    init(frame: Rect, colors: [Color], locations: [Double]? = nil, start: Point, end: Point) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
        let gradient = layer as! GradientLayer
        gradient.colors = colors
        gradient.locations = locations
        gradient.startPoint = start
        gradient.endPoint = end
    }
}
