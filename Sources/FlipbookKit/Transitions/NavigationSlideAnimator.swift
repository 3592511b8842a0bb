import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// The default push and pop of a ``NavigationController`` without a delegate animator, as iOS 7–9
/// draw it (`_UINavigationParallaxTransition`): the upper view slides over the lower one, which
/// moves by 30 % of the width (parallax) and is dimmed, while a soft shadow lies along the upper
/// view's left edge.
///
/// - Push: the incoming view slides in from the right edge (x = width → 0); the outgoing view
///   moves left by `round(0.3 · width)` (113 pt on a 375 pt screen) under a black dimming view
///   whose alpha ramps 0 → 1 (drawn alpha 0 → ``dimmingAlpha``).
/// - Pop: mirrored: the outgoing view slides off to the right, the incoming one comes back from
///   −113 pt while its dimming ramps 1 → 0.
/// - The edge shadow (``shadowWidth`` wide, black, alpha ``shadowAlpha`` at the edge fading
///   linearly to 0 outwards) follows the upper view's left edge; its alpha follows the same ramp
///   as the dimming, so both fade in as the upper view covers the lower one and fade out as it
///   uncovers it.
///
/// Everything runs in one animation block on the system spring (curve 7) over 0.5 s; the
/// dimming and shadow views are removed when the transition ends (completed or cancelled).
/// Where the numbers come from is in the article “Modal transition styles”.
final class NavigationSlideAnimator: AnimatedTransitioning {
    /// Alpha of the dimming over the lower view when the upper view covers it: UIKit's
    /// `_UIParallaxDimmingView` default dimming colour, black at 10 %.
    static let dimmingAlpha = 0.1
    /// Width in points of the shadow along the upper view's left edge (UIKit's edge shadow view
    /// is 9 pt wide).
    static let shadowWidth = 9.0
    /// The shadow's alpha at the upper view's edge (an assumption; UIKit's shadow image is private).
    static let shadowAlpha = 0.2
    /// The fraction of the width the lower view moves (parallax).
    static let parallaxFraction = 0.3

    let operation: NavigationOperation

    init(operation: NavigationOperation) { self.operation = operation }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to),
              let toVC = context.viewController(forKey: .to) else { return }
        let container = context.containerView
        let final = context.finalFrame(for: toVC)
        let width = container.bounds.width
        let parallax = (Self.parallaxFraction * width).rounded()
        let isPush = operation == .push
        if isPush {
            to.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(to)
        } else {
            to.frame = final.offsetBy(dx: -parallax, dy: 0)
            container.insertSubview(to, belowSubview: from)
        }
        let fromStart = from.frame
        let lower = isPush ? from : to
        let upper = isPush ? to : from
        let dimming = View(frame: lower.frame)
        dimming.backgroundColor = Color(white: 0, alpha: Self.dimmingAlpha)
        dimming.isUserInteractionEnabled = false
        dimming.alpha = isPush ? 0 : 1
        container.insertSubview(dimming, aboveSubview: lower)
        let shadow = GradientView(frame: Self.shadowFrame(besides: upper.frame),
                                  colors: [Color(white: 0, alpha: 0), Color(white: 0, alpha: Self.shadowAlpha)],
                                  start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))
        shadow.alpha = dimming.alpha
        container.insertSubview(shadow, belowSubview: upper)
        // Driven by the back swipe, the slide is linear so the top view stays under the finger.
        let curve: AnimationCurve = context.isInteractive ? .linear : .systemSpring
        View.animate(withDuration: transitionDuration(using: context), delay: 0,
                     options: AnimationOptions(curve: curve), animations: {
            to.frame = final
            from.frame = fromStart.offsetBy(dx: isPush ? -parallax : width, dy: 0)
            dimming.frame = lower.frame
            dimming.alpha = isPush ? 1 : 0
            shadow.frame = Self.shadowFrame(besides: upper.frame)
            shadow.alpha = dimming.alpha
        }, completion: { _ in
            dimming.removeFromSuperview()
            shadow.removeFromSuperview()
            from.frame = fromStart
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    /// The shadow's frame: the strip just left of the upper view's frame, as tall as it.
    static func shadowFrame(besides upper: Rect) -> Rect {
        Rect(x: upper.minX - shadowWidth, y: upper.minY, width: shadowWidth, height: upper.height)
    }
}
