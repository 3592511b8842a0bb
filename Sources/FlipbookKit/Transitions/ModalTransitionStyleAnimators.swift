import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers

/// ``ModalTransitionStyle/crossDissolve``: the presented view (or, dismissing, the presenter's)
/// fades in from alpha 0 above the other one while that one fades out to 0, in one block on the
/// system spring (curve 7, 0.5 s). Over the window's black both fade, as UIKit's transition
/// view does, so the middle frames are slightly darker than either screen.
final class CrossDissolveAnimator: AnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        // The controllers' views: `view(forKey:)` is nil for a presenter that stays in place.
        guard let from = context.viewController(forKey: .from)?.view,
              let to = context.viewController(forKey: .to)?.view else { return }
        let container = context.containerView
        to.frame = container.bounds
        if to.superview !== container { container.addSubview(to) } else { container.bringSubviewToFront(to) }
        to.alpha = 0
        View.animate(withDuration: transitionDuration(using: context), delay: 0,
                     options: AnimationOptions(curve: .systemSpring), animations: {
            to.alpha = 1
            from.alpha = 0
        }, completion: { _ in
            from.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// ``ModalTransitionStyle/flipHorizontal``: the screen turns over about its vertical centre line
/// in perspective (UIKit's `transitionFlipFromRight` when presenting, `…FromLeft` when
/// dismissing). One angle φ runs 0 → ∓180° on the system spring (curve 7, 0.5 s): the from view
/// is rotated by φ about y and the to view by φ ± 180°, both single-sided, so the from view shows
/// until it is edge-on (|φ| = 90°) and the to view after; the window's black shows around the
/// turning page.
///
/// The rotation is an explicit `transform.rotation.y` spring animation on each view's layer (a
/// 180° turn cannot go through the transform interpolation of an animation block, which takes the
/// short way), attached at the clock's current time, and the transition completes when it ends.
final class FlipHorizontalAnimator: AnimatedTransitioning {
    /// The perspective of the turning screen: the eye 1000 pt in front of it (m34 = −1/1000);
    /// UIKit's value for its flip transition is private, this is our estimate.
    static let eyeDistance = 1000.0

    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using context: TransitionContext?) -> Double { Spring.systemCurve7Duration }

    /// The from view's angle φ in radians at `u` (0…1) of the duration: negative (right edge
    /// towards the viewer) when presenting.
    static func angle(atFraction u: Double, presenting: Bool) -> Double {
        (presenting ? -Double.pi : Double.pi) * AnimationCurve.systemSpring.progress(at: u)
    }

    func animateTransition(using context: TransitionContext) {
        // The controllers' views: `view(forKey:)` is nil for a presenter that stays in place.
        guard let from = context.viewController(forKey: .from)?.view,
              let to = context.viewController(forKey: .to)?.view else { return }
        let app = Application.required(by: "modalTransitionStyle .flipHorizontal")
        let container = context.containerView
        to.frame = container.bounds
        if to.superview !== container { container.addSubview(to) } else { container.bringSubviewToFront(to) }
        let savedPerspective = container.layer.sublayerTransform
        var perspective = Transform3D.identity
        perspective.m34 = -1 / Self.eyeDistance
        container.layer.sublayerTransform = perspective
        let duration = transitionDuration(using: context)
        let turn = isPresenting ? -Double.pi : Double.pi
        let timing = MediaTiming(beginTime: app.clock.now, duration: duration)
        let views = [(from, 0.0), (to, -turn)]
        for (view, offset) in views {
            view.layer.isDoubleSided = false
            view.layer.add(SpringAnimation(keyPath: "transform.rotation.y", from: .number(offset),
                                           to: .number(offset + turn), spring: .systemCurve7, timing: timing),
                           forKey: Self.animationKey)
        }
        app.schedule(at: app.clock.now + duration) {
            for (view, _) in views {
                view.layer.removeAnimation(forKey: Self.animationKey)
                view.layer.isDoubleSided = true
            }
            container.layer.sublayerTransform = savedPerspective
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    static let animationKey = "flipbook.flipHorizontal"
}
