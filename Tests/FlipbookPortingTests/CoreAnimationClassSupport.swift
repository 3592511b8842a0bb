import FlipbookKit
import FlipbookLayers
import FlipbookPorting
import Testing

/// Every test that uses an `Application` shares `Application.current` per thread, so these
/// suites run one test at a time.
@Suite(.serialized) struct CoreAnimationClassTests {}

/// A delegate that records what it is told and when (on the scene clock).
final class RecordingDelegate: NSObject, CAAnimationDelegate {
    var starts: [(time: Double, anim: CAAnimation)] = []
    var stops: [(time: Double, finished: Bool, anim: CAAnimation)] = []
    var onStop: ((Bool) -> Void)?

    func animationDidStart(_ anim: CAAnimation) {
        starts.append((CACurrentMediaTime(), anim))
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append((CACurrentMediaTime(), flag, anim))
        onStop?(flag)
    }
}

/// The radius of a circle path made with `UIBezierPath(ovalIn:)` (half its box's width).
func radius(of layer: Layer) -> Double? {
    guard let shape = layer as? ShapeLayer, let path = shape.path else { return nil }
    return path.boundingBox.width / 2
}

/// A circle of `radius` around `center`, as a circular reveal builds it.
func circle(_ center: CGPoint, _ radius: CGFloat) -> UIBezierPath {
    UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
}

/// The y of the cubic Bézier timing curve (c1x, c1y, c2x, c2y) at time fraction `x`, found by
/// bisection on the curve parameter: an independent check of the solver.
func bezierProgress(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if b(mid, c1x, c2x) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, c1y, c2y)
}

/// A view in a fresh application's window with a `ShapeLayer` mask whose model path is `model`.
func maskedView(model: UIBezierPath) -> (app: Application, view: View, mask: ShapeLayer) {
    let app = Application(screenSize: CGSize(width: 160, height: 284), statusBar: nil)
    let view = View(frame: CGRect(x: 0, y: 0, width: 160, height: 284))
    app.window.addSubview(view)
    let mask = ShapeLayer()
    mask.path = model.cgPath
    view.layer.mask = mask
    return (app, view, mask)
}

/// The mask's presentation at clock time `time` (after advancing the clock there).
func shownMask(_ mask: ShapeLayer, in app: Application, at time: Double) -> Layer {
    app.advance(to: time)
    return mask.presentation(atRootTime: time)
}
