import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers

/// `UIView.transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)`: a view's content changes behind a flip, a
/// page curl or a cross-dissolve (the `transition…` bits of ``AnimationOptions``).
///
/// How it is drawn: before the `animations` block runs, the view is snapshotted as it shows now
/// (`snapshotView(afterScreenUpdates: false)`); the block then changes the view at once (inside
/// an animation block with the transition's duration and curve when the options contain
/// ``AnimationOptions/allowAnimatedContent``), and the old look is turned, curled or faded away
/// above the new one, with the options' curve (default ease in-out):
/// - flips: the old snapshot turns 0 → ±180° about the view's centre line, single-sided, while the
///   view turns from ∓180° to 0, in perspective (the eye ``transitionFlipEyeDistance`` pt in
///   front, the estimate Kit also uses for ``ModalTransitionStyle/flipHorizontal``). From the left
///   the left edge comes towards the viewer, from the right the right edge, from the top the top
///   edge, from the bottom the bottom edge. At the midpoint of an ease-in-out flip both are
///   edge-on.
/// - ``AnimationOptions/transitionCrossDissolve``: the old snapshot fades out over the new view.
/// - ``AnimationOptions/transitionCurlUp``: the old look is a page that lifts at the bottom
///   edge and rolls over a cylinder off the top; ``AnimationOptions/transitionCurlDown``: the
///   new look unrolls from the top over the old one. Drawn as FlipbookLayers' `pageCurl` and
///   `pageUnCurl` transitions (see its article “Layer transitions”: a cylinder an eighth of the
///   view's height in radius, its axis parallel to the bottom edge where iOS's is tilted). A
///   spring curve (`AnimationCurve.systemSpring`) runs them ease in-out.
///
/// The view must be in a superview for anything to show (the snapshot is placed beside it);
/// otherwise, with no transition option, or with a duration ≤ 0, the changes just apply and the
/// completion runs at the next clock step with `true`. The completion gets `false` when the
/// transition's animation is removed early (`layer.removeAllAnimations()`).
extension View {
    /// The perspective of flip transitions: the eye this many points in front of the view.
    public static var transitionFlipEyeDistance: Double { FlipHorizontalAnimator.eyeDistance }

    /// The key of the explicit animation a flip or a cross-dissolve adds to the view's layer.
    public static let transitionAnimationKey = "flipbook.viewTransition"

    /// Changes `view` in `animations` behind the transition of `options` (see the extension's
    /// summary).
    /// - Parameters:
    ///   - duration: seconds; ≤ 0 changes without a transition.
    ///   - options: one `transition…` option, a curve (default ease in-out),
    ///     ``AnimationOptions/allowAnimatedContent`` to animate the block's changes too.
    ///   - completion: runs on the clock when the transition ends, `true` unless it was removed early.
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let app = Application.required(by: "View.transition(with:duration:options:animations:completion:)")
        let kind = ViewTransitionKind(options)
        let before = kind == nil || duration <= 0 || view.superview == nil
            ? nil : view.snapshotView(afterScreenUpdates: false)
        if let animations {
            if options.contains(.allowAnimatedContent), duration > 0 {
                View.animate(withDuration: duration, delay: 0, options: AnimationOptions(curve: options.curve),
                             animations: animations)
            } else {
                View.performWithoutAnimation(animations)
            }
        }
        guard let kind, let before, let superview = view.superview else {
            app.clock.schedule(at: app.clock.now) { completion?(true) }
            return
        }
        View.performWithoutAnimation {
            before.bounds = view.bounds
            before.center = view.center
            before.transform = view.transform
            superview.insertSubview(before, aboveSubview: view)
        }
        let transition = ViewTransition(app: app, view: view, before: before, duration: duration,
                                        curve: options.curve, completion: completion)
        switch kind {
        case let .flip(axis, turn): transition.flip(axis: axis, turn: turn)
        case .crossDissolve: transition.crossDissolve()
        case .curlUp: transition.curl(up: true)
        case .curlDown: transition.curl(up: false)
        }
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview behind the transition of
    /// `options`, which turns, curls or fades that superview's content (what iOS does; its
    /// documentation says only that `toView` is added to the superview).
    ///
    /// By default `toView` takes `fromView`'s place among the subviews and `fromView` is
    /// removed; with ``AnimationOptions/showHideTransitionViews`` both must already be subviews
    /// and `fromView` is hidden while `toView` is shown. Without a superview the swap happens
    /// at once and the completion runs at the next clock step.
    public static func transition(from fromView: View, to toView: View, duration: Double,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let parent = fromView.superview else {
            let app = Application.required(by: "View.transition(from:to:duration:options:completion:)")
            app.clock.schedule(at: app.clock.now) { completion?(true) }
            return
        }
        transition(with: parent, duration: duration, options: options.subtracting(.allowAnimatedContent),
                   animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== parent { parent.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}

/// The drawing of one running view transition.
final class ViewTransition {
    let app: Application
    let view: View
    let before: View
    let duration: Double
    let curve: AnimationCurve
    let completion: ((Bool) -> Void)?

    init(app: Application, view: View, before: View, duration: Double, curve: AnimationCurve,
         completion: ((Bool) -> Void)?) {
        self.app = app
        self.view = view
        self.before = before
        self.duration = duration
        self.curve = curve
        self.completion = completion
    }

    /// An animation of `keyPath` from `from` to `to` over the duration with the curve, starting
    /// now on `layer`'s time.
    func animation(_ keyPath: String, from: Double, to: Double, on layer: Layer) -> any PropertyAnimation {
        let timing = MediaTiming(beginTime: layer.localTime(atRootTime: app.clock.now), duration: duration)
        if let function = curve.timingFunction {
            return BasicAnimation(keyPath: keyPath, from: .number(from), to: .number(to), timing: timing,
                                  timingFunction: function)
        }
        return SpringAnimation(keyPath: keyPath, from: .number(from), to: .number(to), spring: .systemCurve7,
                               timing: timing)
    }

    func flip(axis: String, turn: Double) {
        let savedTransform = view.layer.transform, savedDoubleSided = view.layer.isDoubleSided
        var perspective = Transform3D.identity
        perspective.m34 = -1 / View.transitionFlipEyeDistance
        let keyPath = "transform.rotation.\(axis)"
        View.performWithoutAnimation {
            for layer in [view.layer, before.layer] {
                layer.transform = savedTransform.concatenating(perspective)
                layer.isDoubleSided = false
            }
        }
        before.layer.add(animation(keyPath, from: 0, to: turn, on: before.layer), forKey: View.transitionAnimationKey)
        app.add(animation(keyPath, from: -turn, to: 0, on: view.layer), to: view.layer,
                forKey: View.transitionAnimationKey, didStop: { [self] finished in
            View.performWithoutAnimation {
                view.layer.transform = savedTransform
                view.layer.isDoubleSided = savedDoubleSided
                before.removeFromSuperview()
            }
            completion?(finished)
        })
    }

    func crossDissolve() {
        View.performWithoutAnimation { before.alpha = 0 }
        app.add(animation("opacity", from: 1, to: 0, on: before.layer), to: before.layer,
                forKey: View.transitionAnimationKey, didStop: { [self] finished in
            before.removeFromSuperview()
            completion?(finished)
        })
    }

    /// Up: the old look (the snapshot) curls up off the top. Down: the new look unrolls from
    /// the top over the old one. Both are FlipbookLayers' page curls (`pageCurl` and
    /// `pageUnCurl` lifting at the bottom edge, what UIKit's curls run) on a clear holder over
    /// the view, through which the view (up) or the old snapshot (down) shows.
    func curl(up: Bool) {
        let holder = View(frame: .zero)
        View.performWithoutAnimation {
            holder.bounds = before.bounds
            holder.center = before.center
            holder.transform = before.transform
            holder.backgroundColor = nil
            holder.isUserInteractionEnabled = false
            if up {
                before.removeFromSuperview()
                before.transform = .identity
                before.frame = holder.bounds
                holder.addSubview(before)
                view.superview?.insertSubview(holder, aboveSubview: view)
            } else {
                view.superview?.insertSubview(holder, aboveSubview: before)
            }
        }
        let timing = MediaTiming(beginTime: holder.layer.localTime(atRootTime: app.clock.now), duration: duration)
        let transition = LayerTransition(
            type: up ? .pageCurl : .pageUnCurl, subtype: .fromTop, timing: timing,
            timingFunction: curve.timingFunction ?? .easeInEaseOut)
        app.add(
            transition, to: holder.layer, forKey: LayerTransition.key,
            didStop: { [self] finished in
                View.performWithoutAnimation {
                    holder.removeFromSuperview()
                    before.removeFromSuperview()
                }
                completion?(finished)
            })
        View.performWithoutAnimation {
            if up {
                before.removeFromSuperview()
            } else if let page = view.snapshotView(afterScreenUpdates: true) {
                page.frame = holder.bounds
                holder.addSubview(page)
            }
        }
    }
}

/// The transition an options value asks for.
enum ViewTransitionKind: Equatable {
    /// A turn of `turn` radians of the old look about `axis` (`"x"` or `"y"`).
    case flip(axis: String, turn: Double)
    case crossDissolve, curlUp, curlDown

    /// `nil` for no (or an unknown) transition field.
    init?(_ options: AnimationOptions) {
        switch options.transition {
        case 1: self = .flip(axis: "y", turn: .pi)       // from the left: the left edge comes forwards
        case 2: self = .flip(axis: "y", turn: -.pi)      // from the right
        case 3: self = .curlUp
        case 4: self = .curlDown
        case 5: self = .crossDissolve
        case 6: self = .flip(axis: "x", turn: -.pi)      // from the top: the top edge comes forwards
        case 7: self = .flip(axis: "x", turn: .pi)       // from the bottom
        default: return nil
        }
    }
}
