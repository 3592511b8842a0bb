import FlipbookGeometry

/// What a scroll view tells about its scrolling (`UIScrollViewDelegate`). Every method is
/// optional (the defaults do nothing).
///
/// A drag calls, in UIKit's order: ``scrollViewWillBeginDragging(_:)`` when the pan begins,
/// ``scrollViewDidScroll(_:)`` on every move, ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
/// and ``scrollViewDidEndDragging(_:willDecelerate:)`` when the finger lifts, then, when the
/// content still moves, ``scrollViewWillBeginDecelerating(_:)``, ``scrollViewDidScroll(_:)`` on
/// every frame (60 Hz) and ``scrollViewDidEndDecelerating(_:)``.
/// ``ScrollView/setContentOffset(_:animated:)`` ends with ``scrollViewDidEndScrollingAnimation(_:)``.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a finger, a deceleration, an animation or a setter).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A finger's pan began to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifts: `velocity` is in points per **millisecond** (as UIKit's), in content
    /// direction (positive: the offset grows); `targetContentOffset` is where the content will
    /// come to rest, and may be changed (the deceleration then ends there).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: inout Point)
    /// The finger lifted; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after the lift.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a deceleration, a bounce or a page change.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated ``ScrollView/setContentOffset(_:animated:)`` or
    /// ``ScrollView/scrollRectToVisible(_:animated:)`` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// ``ScrollView/adjustedContentInset`` changed (after
    /// ``ScrollView/adjustedContentInsetDidChange()``).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
    /// The view ``ScrollView/zoomScale`` scales; `nil` (the default): no zooming.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// ``ScrollView/zoomScale`` changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// An animated ``ScrollView/setZoomScale(_:animated:)`` or ``ScrollView/zoom(to:animated:)``
    /// ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: inout Point
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
    /// No zooming view.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
