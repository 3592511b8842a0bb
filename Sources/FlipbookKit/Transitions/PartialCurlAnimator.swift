import class Foundation.NSCoder
import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// ``ModalTransitionStyle/partialCurl``, approximated with flat layers: the presenter's screen is
/// a page whose lower part rolls up from the bottom edge to a crease line, revealing the
/// presented view below; the page stays rolled over the top of the screen while the presented
/// controller is shown, and the dismissal unrolls it back down. System spring (curve 7, 0.5 s).
///
/// Where the crease stops follows UIKit's rule for the curl: it uncovers the presented view up
/// to the top of its topmost subview, but leaves at least 40 pt of the page (see
/// ``creaseY(revealing:)``).
///
/// What is drawn instead of iOS's page-curl filter:
/// - the page is a snapshot of the presenter's view, clipped at the crease (a straight horizontal
///   line: iOS's curl is a cylinder whose axis is slightly tilted, lifting one corner first);
/// - the rolled-up part is a band of ``rollHeight`` points above the crease shaded like the back
///   of a paper cylinder (light grey to white); iOS shows the page's back, with the mirrored
///   content faintly through it, deformed around the cylinder;
/// - a soft shadow of ``shadowHeight`` points falls from the crease onto the revealed view;
/// - the band and the shadow grow from nothing as the page starts to roll.
/// Tapping the rolled page does not dismiss (in iOS it does).
final class PartialCurlAnimator: AnimatedTransitioning {
    /// The least height of page UIKit leaves above the revealed area, points.
    static let minimumPageHeight = 40.0
    /// The height of the shaded band standing for the rolled-up paper, points (an estimate of
    /// the iOS curl's visible cylinder).
    static let rollHeight = 36.0
    /// The height of the shadow under the crease, points.
    static let shadowHeight = 14.0

    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    /// The crease's y in points from the top of the screen when the page is fully rolled: the
    /// top of `presentedView`'s topmost visible subview, at least ``minimumPageHeight``, at
    /// most the view's height (no subview: nothing is revealed).
    static func creaseY(revealing presentedView: View) -> Double {
        let height = presentedView.bounds.height
        let top = presentedView.subviews.filter { !$0.isHidden }.map(\.frame.minY).min() ?? height
        return min(max(top, minimumPageHeight), height)
    }

    func animateTransition(using context: TransitionContext) {
        // The controllers' views: `view(forKey:)` is nil for a presenter that stays in place.
        guard let from = context.viewController(forKey: .from)?.view,
              let to = context.viewController(forKey: .to)?.view else { return }
        let container = context.containerView
        let bounds = container.bounds
        let presentedView = isPresenting ? to : from
        let crease = Self.creaseY(revealing: presentedView)
        let page: PartialCurlPage
        if isPresenting {
            to.frame = bounds
            container.addSubview(to)
            page = PartialCurlPage(frame: bounds, snapshot: from.snapshotView(afterScreenUpdates: true))
            page.roll(creaseY: bounds.height, curl: 0)
            from.isHidden = true
        } else {
            if to.superview !== container {
                to.frame = bounds
                container.insertSubview(to, belowSubview: from)
            }
            // The page left rolled over the screen by the presentation, or a fresh one.
            let leftOver = container.window?.subviews.compactMap { $0 as? PartialCurlPage }.last
            page = leftOver ?? PartialCurlPage(frame: bounds, snapshot: to.snapshotView(afterScreenUpdates: true))
            if leftOver == nil { page.roll(creaseY: crease, curl: 1) }
        }
        container.addSubview(page)
        View.animate(withDuration: transitionDuration(using: context), delay: 0,
                     options: AnimationOptions(curve: .systemSpring), animations: {
            if self.isPresenting {
                page.roll(creaseY: crease, curl: 1)
            } else {
                page.roll(creaseY: bounds.height, curl: 0)
            }
        }, completion: { _ in
            from.isHidden = false
            if !self.isPresenting || context.transitionWasCancelled { page.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The presenter's page of a partial curl: a snapshot clipped above the crease, the shaded roll
/// above the crease and the shadow below it. It stays in the window, over the top of the
/// presented view, from the presentation until the dismissal unrolls it.
final class PartialCurlPage: View {
    private let clip = View()
    /// The clipped view that holds the page's content (the snapshot given to `init`).
    var clippedContent: View { clip }
    private let rollBand: GradientView
    private let shadow: GradientView

    /// Kit's own part, never in an Interface Builder file: nil (the loader reports the element).
    required init?(coder: NSCoder) { nil }

    init(frame: Rect, snapshot: View?) {
        let width = frame.width
        rollBand = GradientView(frame: Rect(x: 0, y: frame.height, width: width, height: 0),
                                colors: [Color(white: 0.62), Color(white: 0.9), Color(white: 0.99), Color(white: 0.8)],
                                locations: [0, 0.3, 0.7, 1], start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        shadow = GradientView(frame: Rect(x: 0, y: frame.height, width: width, height: 0),
                              colors: [Color(white: 0, alpha: 0.35), Color(white: 0, alpha: 0)],
                              start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        super.init(frame: frame)
        backgroundColor = .clear
        // The rolled page passes touches through to the presented view below it.
        isUserInteractionEnabled = false
        clip.frame = bounds
        clip.clipsToBounds = true
        if let snapshot { clip.addSubview(snapshot) }
        addSubview(shadow)
        addSubview(clip)
        addSubview(rollBand)
    }

    /// Places the crease at `creaseY` (points from the top) with the roll and the shadow at
    /// `curl` (0 flat … 1 fully rolled) of their heights; inside an animation block the change
    /// animates.
    func roll(creaseY: Double, curl: Double) {
        let width = bounds.width
        clip.frame = Rect(x: 0, y: 0, width: width, height: creaseY)
        let band = PartialCurlAnimator.rollHeight * curl
        rollBand.frame = Rect(x: 0, y: creaseY - band, width: width, height: band)
        shadow.frame = Rect(x: 0, y: creaseY, width: width, height: PartialCurlAnimator.shadowHeight * curl)
    }
}
