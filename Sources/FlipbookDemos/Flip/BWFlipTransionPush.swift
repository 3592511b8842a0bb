import FlipbookGeometry
import FlipbookKit

extension FlipTransion {
    /// The present (`BWFlipTransionPush`): the first screen swings towards the viewer about its
    /// left edge, −90° around y, uncovering the second screen lying flat below, while its shadow
    /// fades in. 0.8 s, ease out. The page leaves the screen at 69.4° (t ≈ 0.47 s).
    final class BWFlipTransionPush: AnimatedTransitioning {
        let shadowStyle: FlipShadowStyle

        init(shadowStyle: FlipShadowStyle = .recorded) {
            self.shadowStyle = shadowStyle
        }

        func transitionDuration(using context: TransitionContext?) -> Double { 0.8 }

        func animateTransition(using context: TransitionContext) {
            let fromVC = context.viewController(forKey: .from) as! FirstViewController
            let toVC = context.viewController(forKey: .to) as! SecondViewController
            let container = context.containerView
            container.addSubview(toVC.view)
            container.bringSubviewToFront(fromVC.view)

            container.layer.sublayerTransform = FlipShadow.perspective

            // Hinge the first screen on its left edge.
            let initialFrame = context.initialFrame(for: fromVC)
            toVC.view.frame = initialFrame
            fromVC.view.frame = initialFrame
            fromVC.view.layer.anchorPoint = Point(x: 0, y: 0.5)
            fromVC.view.layer.position = Point(x: 0, y: initialFrame.height / 2)

            let shadow = FlipShadow.makeView(frame: initialFrame, style: shadowStyle)
            fromVC.view.addSubview(shadow)
            shadow.alpha = 0

            View.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseOut], animations: {
                fromVC.view.layer.transform = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
                shadow.alpha = 1
            }, completion: { _ in
                fromVC.view.layer.anchorPoint = Point(x: 0.5, y: 0.5)
                fromVC.view.layer.position = Point(x: initialFrame.midX, y: initialFrame.midY)
                fromVC.view.layer.transform = .identity
                shadow.removeFromSuperview()
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}
