import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import FlipbookRaster

extension FlipTransion {
    /// The shading that darkens the turning page towards its hinge: a clear view holding a
    /// horizontal gradient layer (hinge → free edge), added as the page's top subview so that it
    /// turns with the page. Both animators build it the same way and animate its alpha.
    enum FlipShadow {
        /// A clear shadow view over `frame` (the page's own bounds) with the style's gradient.
        static func makeView(frame: Rect, style: FlipShadowStyle) -> View {
            let shadowLayer = GradientLayer()
            shadowLayer.colors = colors(style)
            shadowLayer.startPoint = Point(x: 0, y: 0.5)
            shadowLayer.endPoint = Point(x: 1, y: 0.5)
            shadowLayer.frame = frame
            let shadow = View(frame: frame)
            shadow.backgroundColor = .clear
            shadow.layer.addSublayer(shadowLayer)
            return shadow
        }

        /// The three evenly spaced stops. The original's third element is a `UIColor` where a
        /// `CGColor` belongs; iOS 8.4 drew it as fully transparent (see the article “Choices the
        /// originals leave open”), which makes
        /// the recorded overlay a linear ramp: black, alpha `1 − u/width`.
        static func colors(_ style: FlipShadowStyle) -> [Color] {
            switch style {
            case .recorded: return [Color(white: 0, alpha: 1), Color(white: 0, alpha: 0.5), .clear]
            case .intended: return [Color(white: 0, alpha: 1), Color(white: 0, alpha: 0.5), Color(white: 1, alpha: 0.5)]
            }
        }

        /// The container's perspective: identity with m34 = −0.002 (the eye 500 pt in front).
        static var perspective: Transform3D {
            var transform = Transform3D.identity
            transform.m34 = -0.002
            return transform
        }
    }
}
