import FlipbookGeometry

/// The drag recognizer of a ``ScrollView`` (UIKit's private `UIScrollViewPanGestureRecognizer`):
/// a ``PanGestureRecognizer`` that does not take a drag its scroll view cannot follow.
///
/// When the finger passes the pan's ``PanGestureRecognizer/hysteresis`` mostly along an axis
/// the scroll view does not scroll (nor always bounce) along, while it scrolls along the other,
/// the pan fails instead of beginning, so the recognizers of the views around it get the drag:
/// an enclosing scroll view that scrolls that way ("cross-directional scrolling", which Apple's
/// Scroll View Programming Guide says works without the app doing anything) or a
/// ``ScreenEdgePanGestureRecognizer`` (a horizontal drag from the left edge over a vertical scroll
/// view pops, as on iOS). A scroll view that scrolls both ways, or neither, takes every drag.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    /// Fails at the hysteresis when the drag goes along an axis the scroll view does not scroll.
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, let scrollView {
            let d = location - startLocation
            let fingers = numberOfTouches == 0 ? 1 : numberOfTouches
            if fingers >= minimumNumberOfTouches, fingers <= maximumNumberOfTouches,
                (d.x * d.x + d.y * d.y).squareRoot() >= Self.hysteresis, !scrollView.takesDrag(along: d)
            {
                record(event.timestamp)
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }
}

extension ScrollView {
    /// Whether a drag that starts along `translation` scrolls this view: false when it is mostly
    /// along an axis the view does not scroll while it scrolls along the other one.
    func takesDrag(along translation: Point) -> Bool {
        let horizontal = canScrollHorizontally, vertical = canScrollVertically
        guard horizontal != vertical else { return true }
        let mostlyHorizontal = abs(translation.x) > abs(translation.y)
        return mostlyHorizontal ? horizontal : vertical
    }
}
