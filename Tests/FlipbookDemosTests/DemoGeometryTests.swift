import Foundation
import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
import Testing
@testable import FlipbookDemos

extension DemoTests {
    /// The numbers the FlipbookDemos article “Checked numbers” lists for each transition, read off
    /// the demos' own frames.
    @Suite struct DemoGeometryTests {
        @Test func flipPageRightEdgeAtQuarterTurnIsAt352Point9() throws {
            let demo = try #require(DemoCatalog.variant(named: "flip-present"))
            let app = demo.makeApplication()
            // φ = 45° when the ease-out progress is 0.5.
            let t = demo.clockTransitionStart + 0.8 * timeFraction(reaching: 0.5, on: .easeOut)
            let probe = DemoProbe(tree: app.renderTree(at: t, scale: 1))
            let edge = try #require(probe.screenPoint(Point(x: 375, y: 333.5), inNodeShowing: DemoImages.image(named: "taylor")))
            #expect(abs(edge.x - 352.9) < 0.1)
            // The edge is drawn 2.13× tall: its top corner reaches y ≈ −377.
            let corner = try #require(probe.screenPoint(Point(x: 375, y: 0), inNodeShowing: DemoImages.image(named: "taylor")))
            #expect(abs(corner.y - -377) < 1)
        }

        @Test func flipPageLeavesTheScreenAtAbout0Point47Seconds() throws {
            let demo = try #require(DemoCatalog.variant(named: "flip-present"))
            let app = demo.makeApplication()
            // The page plane passes the eye line at φ = atan(500 / 187.5) = 69.44°.
            let leave = 0.8 * timeFraction(reaching: atan(500 / 187.5) / (.pi / 2), on: .easeOut)
            #expect(abs(leave - 0.47) < 0.01)
            let image = DemoImages.image(named: "taylor")
            let before = DemoProbe(tree: app.renderTree(at: demo.clockTransitionStart + leave - 0.01, scale: 1))
            let after = DemoProbe(tree: app.renderTree(at: demo.clockTransitionStart + leave + 0.01, scale: 1))
            let edgeBefore = try #require(before.screenPoint(Point(x: 375, y: 333.5), inNodeShowing: image))
            let edgeAfter = try #require(after.screenPoint(Point(x: 375, y: 333.5), inNodeShowing: image))
            #expect(edgeBefore.x > 0)
            #expect(edgeAfter.x < 0)
        }

        @Test func flipDismissPageOvershootsTheRightEdgeTo410Point6At25Degrees() throws {
            let demo = try #require(DemoCatalog.variant(named: "flip-dismiss"))
            let app = demo.makeApplication()
            // The page is at φ = 90°·(1 − easeIn(u)); φ = 25° when easeIn(u) = 65/90.
            let t = demo.clockTransitionStart + 0.8 * timeFraction(reaching: 65.0 / 90, on: .easeIn)
            let probe = DemoProbe(tree: app.renderTree(at: t, scale: 1))
            let edge = try #require(probe.screenPoint(Point(x: 375, y: 333.5), inNodeShowing: DemoImages.image(named: "taylor")))
            #expect(abs(edge.x - pageRightEdge(degrees: 25)) < 0.1)
            #expect(abs(edge.x - 410.6) < 0.1)
        }

        @Test func flipScrubbingAppliesTheEaseOutCurveToTheFingerProgress() throws {
            // iOS 7–9 percent-driven transitions sample the animation at p·D, curve included:
            // with the finger at x = 147 (2.6 s after touching down at 355, the recording's tempo),
            // p = 208/375 and φ = 90°·easeOut(p).
            let demo = try #require(DemoCatalog.variant(named: "flip-present-interactive"))
            let app = demo.makeApplication()
            let probe = DemoProbe(tree: app.renderTree(at: demo.clockTransitionStart + 2.6, scale: 1))
            let edge = try #require(probe.screenPoint(Point(x: 375, y: 333.5), inNodeShowing: DemoImages.image(named: "taylor")))
            let degrees = 90 * AnimationCurve.easeOut.progress(at: 208.0 / 375)
            #expect(abs(edge.x - pageRightEdge(degrees: degrees)) < 0.1, "φ = \(degrees)°")
            // Linear scrubbing would put the page at a visibly different angle.
            #expect(abs(edge.x - pageRightEdge(degrees: 90 * 208.0 / 375)) > 20)
        }

        @Test func segueSpringOvershootsTo108Point7AboveTheTopThenUndershootsTo17Point7() throws {
            let demo = try #require(DemoCatalog.variant(named: "segue-present"))
            let app = demo.makeApplication()
            let first = try #require(app.rootViewController as? SegueTransion.FirstViewController)
            let start = demo.clockTransitionStart
            app.advance(to: start + 0.001)
            // Until the spring ends, the second view lies in the key window above the first.
            let secondView = try #require(app.window.subviews.last { $0 !== first.view && !($0 is StatusBar) })
            for (t, expected) in [(0.143, -108.7), (0.285, 17.7)] {
                app.advance(to: start + t)
                let top = presentationFrame(of: secondView, at: start + t).minY
                #expect(abs(top - expected) < 0.3, "top edge at \(t) s is \(top), expected \(expected)")
            }
        }

        @Test func segueUnwindSpringBringsAnEighteenPointStripBackAt0Point285Seconds() throws {
            let demo = try #require(DemoCatalog.variant(named: "segue-unwind"))
            let app = demo.makeApplication()
            let first = try #require(app.rootViewController as? SegueTransion.FirstViewController)
            app.advance(to: demo.origin)
            let second = try #require(first.presentedViewController)
            let t = demo.clockTransitionStart + 0.285
            app.advance(to: t)
            let top = presentationFrame(of: second.view, at: t).minY
            #expect(abs(top - (667 - 17.7)) < 0.3, "top edge \(top)")
        }

        @Test func magicMoveSnapshotIsHalfwayAtTheMidpointOfTheEaseInOut() throws {
            let demo = try #require(DemoCatalog.variant(named: "magicmove-push"))
            let app = demo.makeApplication()
            let mid = demo.clockTransitionStart + 0.25
            app.advance(to: mid)
            let navigation = try #require(app.rootViewController as? NavigationController)
            let detail = try #require(navigation.topViewController as? MagicMove.DetailViewController)
            let container = try #require(detail.view.superview)
            let snapshot = try #require(container.subviews.last)
            let frame = presentationFrame(of: snapshot, at: mid)
            // Halfway between (8, 72, 166, 166) and (47.5, 72, 280, 280).
            #expect(isClose(frame, Rect(x: 27.75, y: 72, width: 223, height: 223)), "\(frame)")
            #expect(abs(detail.view.layer.presentation(atRootTime: mid).opacityValue - 0.5) < 0.001)
        }

        @Test func scalePhotoFrameAtOneSecondIsHalfwayToFullScreen() throws {
            let demo = try #require(DemoCatalog.variant(named: "scale-present"))
            let app = demo.makeApplication()
            let t = demo.clockTransitionStart + 1.0
            app.advance(to: t)
            let navigation = try #require(app.rootViewController as? NavigationController)
            let photo = try #require(navigation.presentedViewController ?? navigation.topViewController?.presentedViewController)
            let frame = presentationFrame(of: photo.view, at: t)
            #expect(isClose(frame, Rect(x: 56.25, y: 52, width: 262.5, height: 408.5)), "\(frame)")
        }

        /// “Flip, frame by frame” (FlipbookDemos), the page's geometry: the screen x of the page's
        /// free edge (u = 375, mid height) at angle φ.
        private func pageRightEdge(degrees: Double) -> Double {
            let phi = degrees * .pi / 180
            return 187.5 + (-187.5 + 375 * cos(phi)) / (1 - 0.002 * 375 * sin(phi))
        }
    }
}
