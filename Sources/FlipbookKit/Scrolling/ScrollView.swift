import Foundation
import FlipbookAnimation
import FlipbookGeometry

/// A view whose bounds origin scrolls over a larger content area (`UIScrollView`).
///
/// ``contentOffset`` is ``View/bounds``' origin, so moving it moves every subview the other way.
/// A finger scripted with ``Application/touch(along:)`` drags the content through
/// ``panGestureRecognizer`` (rubber-banded past the edges when ``bounces``), and on the lift the
/// content decelerates at ``decelerationRate``, bounces back, or settles on a page
/// (``isPagingEnabled``) on the application's clock, one step per 60 Hz frame; see
/// ``ScrollPhysics`` for the numbers and the article "Lists and scrolling".
open class ScrollView: View {
    /// How a scroll view adds the safe area to its content inset
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
        /// The top and bottom always, left and right when the content scrolls horizontally.
        case automatic
        /// The edges of the axes the content scrolls along (or always bounces along).
        case scrollableAxes
        /// Never.
        case never
        /// All four edges.
        case always
    }

    /// The object told about scrolling; weak.
    public weak var delegate: ScrollViewDelegate?

    /// The size of the scrolled content, in points. Default `.zero`.
    public var contentSize: Size = .zero {
        didSet {
            if contentSize != oldValue {
                setNeedsLayout()
                updateAdjustedContentInset()
                notifyKeyValueObservers()
            }
        }
    }

    /// The point of the content at the view's top-left corner: ``View/bounds``' origin. Setting it
    /// stops a deceleration or animation in flight, lays the view out again and calls
    /// ``ScrollViewDelegate/scrollViewDidScroll(_:)``.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            if stopMotion() { hideScrollIndicators() }
            moveContent(to: newValue)
        }
    }

    /// Extra scrollable room around the content, in points. Default `.zero`. Changing it keeps
    /// the offset (as UIKit does).
    public var contentInset: EdgeInsets = .zero {
        didSet {
            if contentInset != oldValue {
                updateAdjustedContentInset()
                notifyKeyValueObservers()
            }
        }
    }

    /// How the safe area is added to ``contentInset``. Default ``ContentInsetAdjustmentBehavior/automatic``.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// ``contentInset`` plus the edges of the safe area that ``contentInsetAdjustmentBehavior``
    /// adds: what bounds the scrolling. As UIKit's: `.always` adds all four edges, `.never` none,
    /// `.scrollableAxes` the top and bottom when the content is taller than the view (or
    /// ``alwaysBounceVertical``) and the left and right when it is wider (or
    /// ``alwaysBounceHorizontal``); `.automatic` is `.scrollableAxes`, except that the top and
    /// bottom are always added when the scroll view is the content of a controller in a
    /// navigation controller (the controller's view, or that view's first subview).
    public var adjustedContentInset: EdgeInsets { contentInset + safeAreaContentInset }

    /// The part of ``adjustedContentInset`` that comes from the safe area.
    var safeAreaContentInset: EdgeInsets {
        let safe = safeAreaForContentInset
        guard safe != .zero else { return .zero }
        let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        var vertical = alwaysBounceVertical || contentSize.height > bounds.height
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes: break
        case .automatic: vertical = vertical || isContentOfNavigationController
        }
        return EdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// The safe area insets the content inset adjustment uses: ``View/safeAreaInsets``, with the
    /// top reaching the bottom of a visible navigation bar when the scroll view belongs to a
    /// controller in a navigation controller (also when the scroll view is not inside the
    /// navigation controller's transition view, as during a custom transition's snapshot).
    var safeAreaForContentInset: EdgeInsets {
        var safe = safeAreaInsets
        if let bar = owningController?.navigationController?.navigationBar, !bar.isHidden, bar.window === window,
            window != nil
        {
            let barBottom = bar.convert(Point(x: 0, y: bar.bounds.maxY), to: self).y - bounds.minY
            safe.top = max(safe.top, barBottom)
        }
        return safe
    }

    /// The controller whose view is this scroll view or one of its ancestors.
    var owningController: ViewController? {
        var view: View? = self
        while let current = view {
            if let controller = current.layoutState.controller { return controller }
            view = current.superview
        }
        return nil
    }

    /// Whether this scroll view is the content of a controller in a navigation controller: the
    /// controller's view, or that view's first subview (UIKit's rule for `.automatic`).
    var isContentOfNavigationController: Bool {
        guard let controller = owningController, controller.navigationController != nil,
            controller.isViewLoaded
        else { return false }
        guard let root = controller.view else { return false }
        return root === self || root.subviews.first === self
    }

    /// The adjusted inset last announced by ``adjustedContentInsetDidChange()``.
    var lastAdjustedContentInset = EdgeInsets.zero

    /// Announces a change of ``adjustedContentInset`` (from ``contentInset``, the behaviour, the
    /// safe area or the scrollable axes): ``adjustedContentInsetDidChange()``, then the delegate's
    /// ``ScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``. When the safe area part
    /// changed and the content rests at its top (or left) edge, the offset follows the edge, so a
    /// scroll view starts at `−adjustedContentInset.top` as UIKit's does; a change of
    /// ``contentInset`` alone keeps the offset (as UIKit does).
    func updateAdjustedContentInset() {
        let safe = safeAreaContentInset, adjusted = contentInset + safe, old = lastAdjustedContentInset
        guard adjusted != old else { return }
        let oldSafe = lastSafeAreaContentInset
        lastAdjustedContentInset = adjusted
        lastSafeAreaContentInset = safe
        adjustedContentInsetDidChange()
        placeScrollIndicators()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        guard !isTracking, !isDecelerating, motion == nil else { return }
        var offset = contentOffset
        if safe.top != oldSafe.top, offset.y == -old.top { offset.y = -adjusted.top }
        if safe.left != oldSafe.left, offset.x == -old.left { offset.x = -adjusted.left }
        if offset != contentOffset { moveContent(to: offset) }
    }

    /// The safe area part of ``lastAdjustedContentInset``.
    var lastSafeAreaContentInset = EdgeInsets.zero

    /// Called when ``adjustedContentInset`` changed (`adjustedContentInsetDidChange()`). Default:
    /// lays the view out again.
    open func adjustedContentInsetDidChange() { setNeedsLayout() }

    /// Whether the scroll indicators are inset by the safe area part of
    /// ``adjustedContentInset`` as well as by their own insets. Default true (UIKit's).
    public var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { placeScrollIndicators() }
    }

    /// Insets of the vertical scroll indicator from the view's edges. Default `.zero`.
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// Insets of the horizontal scroll indicator from the view's edges. Default `.zero`.
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    /// Both indicators' insets (`scrollIndicatorInsets`): reads the vertical one's, sets both.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// Whether a finger can scroll the content. Default true (false: the pan is disabled).
    public var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }
    /// Whether the content follows the finger past the edges (rubber-banded) and bounces back
    /// after a flick. Default true; false stops the content at the edges.
    public var bounces = true
    /// Whether the content bounces vertically even when it is not taller than the view. Default false.
    public var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it is not wider than the view. Default false.
    public var alwaysBounceHorizontal = false
    /// Whether the content comes to rest on multiples of the view's size. Default false.
    public var isPagingEnabled = false
    /// The smallest ``zoomScale``. Default 1.
    public var minimumZoomScale = 1.0
    /// The largest ``zoomScale``. Default 1 (no zooming).
    public var maximumZoomScale = 1.0
    /// How quickly the content slows down after a flick. Default ``DecelerationRate/normal``.
    public var decelerationRate: DecelerationRate = .normal

    /// The drag recognizer of the scroll view (attached to it): a ``PanGestureRecognizer`` in
    /// Kit's gesture system, so its delegate, failure requirements and simultaneity apply. It
    /// does not take a drag along an axis the view does not scroll when it scrolls along the
    /// other (cross-directional scrolling, as in UIKit): see the article "Lists and scrolling".
    public let panGestureRecognizer: PanGestureRecognizer = ScrollViewPanGestureRecognizer()

    /// Whether a finger is down on the content and its pan began (`isTracking`).
    public internal(set) var isTracking = false
    /// Whether the finger is dragging the content.
    public internal(set) var isDragging = false
    /// Whether the content moves on its own after a lift (decelerating, bouncing or paging).
    public internal(set) var isDecelerating = false

    /// The drag in progress: the offset and finger translation when the pan began.
    var drag: (offset: Point, translation: Point)?
    /// The motion running on the clock, if any.
    var motion: ScrollMotion?
    /// The vertical and horizontal indicators, made when first shown.
    var scrollIndicators: (ScrollIndicator, ScrollIndicator)?
    /// The clock entry of the indicators' fade.
    var indicatorFadeToken: Clock.Token?
    /// Whether the vertical indicator shows while the content moves. Default true.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content moves. Default true.
    public var showsHorizontalScrollIndicator = true
    /// The clock entry of the motion's next step.
    var motionToken: Clock.Token?
    /// ``contentLayoutGuide`` and ``frameLayoutGuide``, made when first asked for.
    var contentGuide: LayoutGuide?
    var frameGuide: LayoutGuide?

    /// A scroll view at `frame` (superview's bounds space). It clips its subviews, as UIKit's.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// A scroll view from an Interface Builder file.
    /// It clips when the file says so (Interface Builder writes `clipsSubviews="YES"` for every
    /// scroll view it makes).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling(clips: !(coder is InterfaceBuilderDecoder))
    }

    private func setUpScrolling(clips: Bool = true) {
        if clips { clipsToBounds = true }
        (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollView = self
        panGestureRecognizer.addTarget { [weak self] recognizer in
            self?.handlePan(recognizer as! PanGestureRecognizer)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Limits

    /// Whether the content scrolls (or bounces) horizontally.
    var canScrollHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.horizontal > bounds.width
    }
    /// Whether the content scrolls (or bounces) vertically.
    var canScrollVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.vertical > bounds.height
    }

    /// The smallest content offset at rest: `(−left, −top)` of ``adjustedContentInset``.
    public var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset at rest: the content's far edges plus the insets, less the
    /// view's size (never below ``minimumContentOffset``).
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset, minimum = minimumContentOffset
        return Point(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` within ``minimumContentOffset`` … ``maximumContentOffset``.
    func clampedOffset(_ offset: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    // MARK: Scrolling programmatically

    /// Moves the content to `contentOffset`; `animated`: over 0.3 s with ease-in-out, one step per
    /// 60 Hz frame, each calling ``ScrollViewDelegate/scrollViewDidScroll(_:)``, then
    /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``. The offset is not clamped
    /// (as UIKit's). UIKit's duration and curve are private; 0.3 s ease-in-out is Kit's choice.
    open func setContentOffset(_ contentOffset: Point, animated: Bool) {
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        startMotion(.animation(from: self.contentOffset, to: contentOffset, duration: Self.scrollAnimationDuration))
    }

    /// The duration of an animated ``setContentOffset(_:animated:)``: 0.3 s (Kit's choice).
    public static let scrollAnimationDuration = 0.3

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the view less
    /// ``adjustedContentInset``, within the scrolling limits; a rect larger than the view shows
    /// its top-left part. Does nothing when it already shows.
    open func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = Rect(
            x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
            width: bounds.width - inset.horizontal, height: bounds.height - inset.vertical)
        func axis(_ low: Double, _ high: Double, _ visibleLow: Double, _ visibleHigh: Double) -> Double {
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        let target = clampedOffset(Point(x: contentOffset.x + dx, y: contentOffset.y + dy))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    // MARK: Moving the content

    /// Sets the bounds origin without stopping the motion, lays out again and tells the delegate.
    func moveContent(to offset: Point) {
        guard offset != bounds.origin else { return }
        bounds = Rect(origin: offset, size: bounds.size)
        placeScrollIndicators()
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }
}
