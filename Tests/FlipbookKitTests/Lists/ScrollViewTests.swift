import FlipbookGeometry
@testable import FlipbookKit
import Testing
import FlipbookTestSupport

/// Records a scroll view's delegate calls, in order.
final class ScrollRecorder: ScrollViewDelegate {
    var calls: [String] = []
    var offsets: [Point] = []
    var endVelocity: Point?
    var proposedTarget: Point?
    var replacementTarget: Point?
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset
        if let replacementTarget { targetContentOffset = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}

extension KitTests {
    @Suite struct ScrollViewTests {
        /// A full-screen (375 × 667) vertical scroll view over 5000 pt of content, no status bar.
        static func scene(contentSize: Size = Size(width: 375, height: 5000)) -> (Application, ScrollView, ScrollRecorder) {
            let app = Application(statusBar: nil)
            let scrollView = ScrollView(frame: app.window.bounds)
            scrollView.contentSize = contentSize
            let recorder = ScrollRecorder()
            scrollView.delegate = recorder
            app.window.addSubview(scrollView)
            return (app, scrollView, recorder)
        }

        @Test func decelerationFormulaSumsThePerMillisecondDecay() {
            // After n ms the content moved Σₖ₌₁ⁿ (v/1000)·rᵏ: check the closed form against the sum.
            var sum = 0.0, v = 2.0     // 2000 pt/s = 2 pt/ms
            for _ in 0..<500 { v *= 0.998; sum += v }
            #expect(close(ScrollPhysics.decelerationDistance(velocity: 2000, rate: .normal, after: 0.5), sum, 1e-9))
            #expect(close(ScrollPhysics.projectedDistance(velocity: 1000, rate: .normal), 499))
            #expect(close(ScrollPhysics.projectedDistance(velocity: 1000, rate: .fast), 99))
        }

        @Test func flickDeceleratesWithTheNormalRateAfterTheLift() throws {
            let (app, scrollView, _) = Self.scene()
            // A steady 1200 pt/s drag up: 300 pt in 0.25 s, moves of 20 pt at 60 Hz. The pan begins
            // on the first move (20 pt ≥ 10 pt), and the content follows from there: 280 pt.
            try app.touch(along: [(time: 0, location: Point(x: 187, y: 600)), (time: 0.25, location: Point(x: 187, y: 300))])
            app.advance(to: 0.25)
            #expect(close(scrollView.contentOffset.y, 280))
            #expect(scrollView.isDecelerating)
            for t in [0.1, 0.5, 1.0] {
                app.advance(to: 0.25 + t)
                let expected = 280 + ScrollPhysics.decelerationDistance(velocity: 1200, rate: .normal, after: t)
                #expect(close(scrollView.contentOffset.y, expected, 1e-6), "at \(t) s")
            }
            // 1 s: 280 + 1.2·0.998·(1 − 0.998¹⁰⁰⁰)/0.002 = 797.92.
            #expect(close(scrollView.contentOffset.y, 797.92, 0.01))
            app.advance(to: 10)
            #expect(close(scrollView.contentOffset.y, 280 + 1200 * 0.499, 1e-9))
            #expect(!scrollView.isDecelerating)
            #expect(scrollView.contentOffset.x == 0)
        }

        @Test func delegateCallsComeInUIKitsOrder() throws {
            let (app, _, recorder) = Self.scene()
            try app.touch(along: [(time: 0, location: Point(x: 187, y: 600)), (time: 0.25, location: Point(x: 187, y: 300))])
            app.advance(to: 10)
            #expect(recorder.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                       "willBeginDecelerating", "didScroll", "didEndDecelerating"])
            // UIKit's velocity is in points per millisecond; the target is the projection.
            #expect(close(recorder.endVelocity?.y ?? 0, 1.2))
            #expect(close(recorder.proposedTarget?.y ?? 0, 280 + 1200 * 0.499))
        }

        @Test func fingerThatRestsBeforeLiftingDoesNotDecelerate() throws {
            let (app, scrollView, recorder) = Self.scene()
            try app.touch(along: [(time: 0, location: Point(x: 187, y: 600)), (time: 0.25, location: Point(x: 187, y: 300)),
                                  (time: 0.5, location: Point(x: 187, y: 300))])
            app.advance(to: 2)
            #expect(scrollView.contentOffset.y == 280)
            #expect(recorder.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        }

        @Test func delegateTargetIsWhereTheDecelerationEnds() throws {
            let (app, scrollView, recorder) = Self.scene()
            recorder.replacementTarget = Point(x: 0, y: 500)
            try app.touch(along: [(time: 0, location: Point(x: 187, y: 600)), (time: 0.25, location: Point(x: 187, y: 300))])
            app.advance(to: 10)
            #expect(close(scrollView.contentOffset.y, 500, 1e-9))
        }

        @Test func rubberBandFollowsUIKitsFormula() {
            // 100 pt past the edge of a 667 pt view: (1 − 1/(100·0.55/667 + 1))·667 = 50.81 pt.
            let d = ScrollPhysics.rubberBandDistance(overshoot: 100, dimension: 667)
            let formula: Double = (1 - 1 / (100 * 0.55 / 667 + 1)) * 667
            #expect(close(d, formula))
            #expect(close(d, 50.81, 0.01))
            #expect(close(ScrollPhysics.rubberBandDistance(overshoot: -100, dimension: 667), -d))
        }

        @Test func draggingPastTheTopIsRubberBandedAndBouncesBack() throws {
            let (app, scrollView, recorder) = Self.scene()
            // Down 110 pt over 0.5 s, then rest: the pan begins after 110/30 > 10 pt, the content follows
            // the remaining 110 − 110/30·… pt, all past the top edge.
            try app.touch(along: [(time: 0, location: Point(x: 187, y: 100)), (time: 0.5, location: Point(x: 187, y: 210)),
                                  (time: 0.8, location: Point(x: 187, y: 210))])
            app.advance(to: 0.7)
            let began = 110.0 / 30 * 3      // the third move (11 pt) is the first past 10 pt
            let overshoot = 110 - began
            #expect(close(scrollView.contentOffset.y, -ScrollPhysics.rubberBandDistance(overshoot: overshoot, dimension: 667)))
            app.advance(to: 0.8)
            #expect(recorder.calls.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
            app.advance(to: 3)
            #expect(scrollView.contentOffset.y == 0)
            #expect(recorder.calls.last == "didEndDecelerating")
            // Never past the edge the other way (critically damped).
            #expect(recorder.offsets.allSatisfy { $0.y <= 0 })
        }

        @Test func withoutBouncesTheContentStopsAtTheEdges() throws {
            let (app, scrollView, _) = Self.scene()
            scrollView.bounces = false
            try app.touch(along: [(time: 0, location: Point(x: 187, y: 100)), (time: 0.5, location: Point(x: 187, y: 300))])
            app.advance(to: 0.4)
            #expect(scrollView.contentOffset.y == 0)
        }

        @Test func flickIntoTheEndBouncesPastItAndBack() throws {
            let (app, scrollView, recorder) = Self.scene(contentSize: Size(width: 375, height: 1000))
            try app.touch(along: [(time: 0, location: Point(x: 187, y: 600)), (time: 0.1, location: Point(x: 187, y: 400))])
            app.advance(to: 5)
            #expect(close(scrollView.contentOffset.y, 333))
            #expect(recorder.offsets.contains { $0.y > 340 })
            #expect(recorder.offsets.max { $0.y < $1.y }!.y < 333 + 200)
        }

        @Test func pagingGoesOnOnePageWithAFlickAndBackWithASlowRelease() throws {
            let (app, scrollView, recorder) = Self.scene(contentSize: Size(width: 375 * 5, height: 667))
            scrollView.isPagingEnabled = true
            // Flick left 100 pt in 0.1 s (1000 pt/s): projected 60 + 499 → page 1 (at most one page on).
            try app.touch(along: [(time: 0, location: Point(x: 300, y: 300)), (time: 0.1, location: Point(x: 200, y: 300))])
            app.advance(to: 0.1)
            #expect(recorder.proposedTarget == Point(x: 375, y: 0))
            app.advance(to: 3)
            #expect(scrollView.contentOffset == Point(x: 375, y: 0))
            // A slow drag of 100 pt that rests goes back to the nearest page.
            try app.touch(along: [(time: 3, location: Point(x: 300, y: 300)), (time: 4, location: Point(x: 200, y: 300)),
                                  (time: 4.5, location: Point(x: 200, y: 300))])
            app.advance(to: 8)
            #expect(scrollView.contentOffset == Point(x: 375, y: 0))
            #expect(ScrollPhysics.targetPage(offset: 375 + 200, velocity: 0, pageSize: 375, lastPage: 4) == 2)
            #expect(ScrollPhysics.targetPage(offset: 375 + 20, velocity: 3000, pageSize: 375, lastPage: 4) == 2)
            #expect(ScrollPhysics.targetPage(offset: 375 + 20, velocity: -3000, pageSize: 375, lastPage: 4) == 1)
            #expect(ScrollPhysics.targetPage(offset: 1500, velocity: 3000, pageSize: 375, lastPage: 4) == 4)
        }

        @Test func animatedSetContentOffsetStepsAtSixtyHertzThenReportsTheEnd() {
            let (app, scrollView, recorder) = Self.scene()
            scrollView.setContentOffset(Point(x: 0, y: 300), animated: true)
            app.advance(to: 0.15)
            #expect(close(scrollView.contentOffset.y, 150, 1e-6))    // ease-in-out is symmetric
            app.advance(to: 0.3)
            #expect(scrollView.contentOffset.y == 300)
            #expect(recorder.calls == ["didScroll", "didEndScrollingAnimation"])
            #expect(recorder.offsets.count == 18)
        }

        @Test func scrollRectToVisibleMovesTheLeastDistance() {
            let (_, scrollView, _) = Self.scene()
            scrollView.contentInset = EdgeInsets(top: 64)
            scrollView.contentOffset = Point(x: 0, y: -64)
            scrollView.scrollRectToVisible(Rect(x: 0, y: 1000, width: 10, height: 100), animated: false)
            #expect(scrollView.contentOffset.y == 1100 - 667)
            scrollView.scrollRectToVisible(Rect(x: 0, y: 0, width: 10, height: 100), animated: false)
            #expect(scrollView.contentOffset.y == -64)
            #expect(scrollView.minimumContentOffset == Point(x: 0, y: -64))
            #expect(scrollView.maximumContentOffset == Point(x: 0, y: 5000 - 667))
        }

        @Test func contentOffsetIsTheBoundsOrigin() {
            let (_, scrollView, recorder) = Self.scene()
            let child = View(frame: Rect(x: 0, y: 200, width: 10, height: 10))
            scrollView.addSubview(child)
            scrollView.contentOffset = Point(x: 0, y: 150)
            #expect(scrollView.bounds.origin == Point(x: 0, y: 150))
            #expect(child.convert(Point.zero, to: nil) == Point(x: 0, y: 50))
            #expect(recorder.calls == ["didScroll"])
            #expect(scrollView.adjustedContentInset == .zero)
        }

        @Test func indicatorShowsWhileScrollingThenFades() throws {
            let (app, scrollView, _) = Self.scene()
            try app.touch(along: [(time: 0, location: Point(x: 187, y: 600)), (time: 0.25, location: Point(x: 187, y: 300))])
            app.advance(to: 0.25)
            let indicator = try #require(scrollView.subviews.last)
            // Track: 3 pt from the ends → 661 pt; length 661 × 667/5000 = 88.2 pt; at 280 of 4333.
            let track = 667.0 - 6, length = track * 667 / 5000
            #expect(close(indicator.frame.height, length, 1e-9))
            #expect(close(indicator.frame.minY, 280 + 3 + (track - length) * 280 / 4333, 1e-9))
            #expect(indicator.frame.minX == 375 - 3 - 3 && indicator.frame.width == 3)
            #expect(indicator.alpha == 1)
            #expect(indicator.isUserInteractionEnabled == false)
            // The glide ends within 5 s; 0.3 s later the fade starts and takes 0.3 s.
            app.advance(to: 6)
            #expect(!scrollView.isDecelerating)
            #expect(indicator.alpha == 0)
        }
    }
}
