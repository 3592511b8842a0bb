import FlipbookGeometry
import FlipbookKit

extension FlipTransion {
    /// The dismiss (`BWFlipTransionPop`): the first screen, edge-on at −90°, swings back down
    /// over the second screen about its left edge while its shadow fades out. 0.8 s, ease in:
    /// nothing shows until t ≈ 0.33 s, then the page sweeps in, its free edge overshooting the
    /// right side (x ≈ 411 at 25°) before it lands flat.
    final class BWFlipTransionPop: AnimatedTransitioning {
        let shadowStyle: FlipShadowStyle

        init(shadowStyle: FlipShadowStyle = .recorded) {
            self.shadowStyle = shadowStyle
        }

        func transitionDuration(using context: TransitionContext?) -> Double { 0.8 }

        func animateTransition(using context: TransitionContext) {
            let fromVC = context.viewController(forKey: .from) as! SecondViewController
            let toVC = context.viewController(forKey: .to) as! FirstViewController
            let container = context.containerView
            container.addSubview(toVC.view)

            container.layer.sublayerTransform = FlipShadow.perspective

            let initialFrame = context.initialFrame(for: fromVC)
            toVC.view.frame = initialFrame
            toVC.view.layer.anchorPoint = Point(x: 0, y: 0.5)
            toVC.view.layer.position = Point(x: 0, y: initialFrame.height / 2)
            toVC.view.layer.transform = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)

            let shadow = FlipShadow.makeView(frame: initialFrame, style: shadowStyle)
            toVC.view.addSubview(shadow)
            shadow.alpha = 1

            View.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseIn], animations: {
                toVC.view.layer.transform = .identity
                shadow.alpha = 0
            }, completion: { _ in
                toVC.view.layer.anchorPoint = Point(x: 0.5, y: 0.5)
                toVC.view.layer.position = Point(x: initialFrame.midX, y: initialFrame.midY)
                shadow.removeFromSuperview()
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}
