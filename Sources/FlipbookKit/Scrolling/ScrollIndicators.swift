import Foundation
import FlipbookGeometry
import FlipbookRaster

/// The scroll indicators: thin rounded bars at the trailing and bottom edges that show where the
/// visible part sits in the content while the content moves (`UIScrollView`'s indicators, which
/// are subviews as in UIKit).
///
/// Kit's metrics, read off iOS screenshots (UIKit keeps them private): 3 pt thick, 3 pt from the
/// edge and from the ends of the track (plus ``ScrollView/verticalScrollIndicatorInsets`` or
/// ``ScrollView/horizontalScrollIndicatorInsets`` and the adjusted content inset), black at 35 %,
/// fully rounded; the length is the track's times the visible fraction, at least 36 pt, and
/// shrinks by what the content is pulled past an edge (down to 6 pt). They show at once when a
/// drag begins or an animated scroll starts and fade out over 0.3 s, 0.3 s after the content
/// comes to rest.
final class ScrollIndicator: View {
    /// Thickness, distance from the edge, and the shortest length while not past an edge.
    static let thickness = 3.0, edgeInset = 3.0, minimumLength = 36.0
    /// The delay and duration of the fade after the content rests.
    static let fadeDelay = 0.3, fadeDuration = 0.3

    required init?(coder: NSCoder) { nil }

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
        layer.cornerRadius = Self.thickness / 2
        isUserInteractionEnabled = false
        alpha = 0
    }
}

extension ScrollView {
    /// Lays the indicators out for the current offset (content coordinates), on top.
    func placeScrollIndicators() {
        guard let (vertical, horizontal) = scrollIndicators else { return }
        let inset = automaticallyAdjustsScrollIndicatorInsets ? safeAreaContentInset : .zero
        let offset = contentOffset, size = bounds.size
        let low = minimumContentOffset, high = maximumContentOffset
        let t = ScrollIndicator.thickness, e = ScrollIndicator.edgeInset
        func length(track: Double, visible: Double, content: Double, overshoot: Double) -> Double {
            let proportional = content > 0 ? track * min(1, visible / content) : track
            return min(track, max(2 * t, max(ScrollIndicator.minimumLength, proportional) - overshoot))
        }
        View.performWithoutAnimation {
            let v = verticalScrollIndicatorInsets
            let trackTop = inset.top + v.top + e, track = size.height - trackTop - inset.bottom - v.bottom - e
            let overshootY = max(0, low.y - offset.y) + max(0, offset.y - high.y)
            let visibleInset = adjustedContentInset
            let lengthY = length(
                track: track, visible: size.height - visibleInset.vertical,
                content: contentSize.height, overshoot: overshootY)
            let fractionY = high.y > low.y ? min(1, max(0, (offset.y - low.y) / (high.y - low.y))) : 0
            vertical.frame = Rect(
                x: offset.x + size.width - inset.right - v.right - e - t, y: offset.y + trackTop + (track - lengthY) * fractionY,
                width: t, height: max(0, lengthY))
            let h = horizontalScrollIndicatorInsets
            let trackLeft = inset.left + h.left + e, trackX = size.width - trackLeft - inset.right - h.right - e - t - e
            let overshootX = max(0, low.x - offset.x) + max(0, offset.x - high.x)
            let lengthX = length(
                track: trackX, visible: size.width - visibleInset.horizontal,
                content: contentSize.width, overshoot: overshootX)
            let fractionX = high.x > low.x ? min(1, max(0, (offset.x - low.x) / (high.x - low.x))) : 0
            horizontal.frame = Rect(
                x: offset.x + trackLeft + (trackX - lengthX) * fractionX,
                y: offset.y + size.height - inset.bottom - h.bottom - e - t, width: max(0, lengthX), height: t)
        }
        if subviews.last !== vertical || subviews.dropLast().last !== horizontal {
            bringSubviewToFront(horizontal)
            bringSubviewToFront(vertical)
        }
    }

    /// Shows the indicators of the axes that scroll (and are enabled) at once.
    func showScrollIndicators() {
        let (vertical, horizontal) = scrollIndicators ?? makeScrollIndicators()
        indicatorFadeToken.map { Application.current?.clock.cancel($0) }
        indicatorFadeToken = nil
        placeScrollIndicators()
        View.performWithoutAnimation {
            vertical.alpha = showsVerticalScrollIndicator && canScrollVertically ? 1 : 0
            horizontal.alpha = showsHorizontalScrollIndicator && canScrollHorizontally ? 1 : 0
        }
    }

    /// Fades the indicators out after ``ScrollIndicator/fadeDelay``.
    func hideScrollIndicators() {
        guard let (vertical, horizontal) = scrollIndicators, let app = Application.current else { return }
        indicatorFadeToken.map { app.clock.cancel($0) }
        indicatorFadeToken = app.clock.schedule(at: app.clock.now + ScrollIndicator.fadeDelay) { [weak self] in
            self?.indicatorFadeToken = nil
            View.animate(withDuration: ScrollIndicator.fadeDuration) {
                vertical.alpha = 0
                horizontal.alpha = 0
            }
        }
    }

    private func makeScrollIndicators() -> (ScrollIndicator, ScrollIndicator) {
        let pair = (ScrollIndicator(frame: .zero), ScrollIndicator(frame: .zero))
        addSubview(pair.1)
        addSubview(pair.0)
        scrollIndicators = pair
        return pair
    }
}
