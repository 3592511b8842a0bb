import FlipbookGeometry
import FlipbookAnimation
import FlipbookKit
import FlipbookRaster
import Testing
@testable import FlipbookDemos

extension DemoTests {
    /// The catalog's names and timing, and the state each variant's script leaves behind.
    @Suite struct DemoCatalogTests {
        @Test func catalogListsTheVariantsInOrder() {
            #expect(DemoCatalog.names == [
                "magicmove-push", "magicmove-pop", "magicmove-pop-interactive", "magicmove-pop-interactive-cancel",
                "flip-present", "flip-dismiss", "flip-present-interactive", "flip-present-interactive-cancel",
                "flip-dismiss-interactive", "flip-dismiss-interactive-cancel", "segue-present", "segue-unwind",
                "scale-present", "scale-dismiss",
                "stock-show", "stock-show-detail", "stock-cover-vertical", "stock-flip-horizontal",
                "stock-cross-dissolve", "stock-partial-curl", "stock-popover",
                "stock-show-back-swipe", "stock-show-back-swipe-cancel",
            ])
            #expect(DemoCatalog.variant(named: "flip-present")?.transitionDuration == 0.8)
            #expect(DemoCatalog.variant(named: "no-such-demo") == nil)
        }

        @Test func everyVariantHoldsBeforeAndAfterItsTransition() {
            for demo in DemoCatalog.all {
                #expect(demo.canvasSize == Size(width: 375, height: 667))
                #expect(demo.transitionStart == 0.4)
                #expect(abs(demo.totalDuration - (0.4 + demo.transitionDuration + 0.6)) < 1e-9)
                let times = demo.frameTimes(fps: 30)
                #expect(times.first == demo.origin)
                #expect(abs(times.last! - (demo.origin + demo.totalDuration)) < 1e-9)
            }
        }

        @Test func interactiveTracksReleaseOnTheIntendedSideOfHalf() {
            #expect(MagicMove.finishingTrack.releaseProgress(screenWidth: 375) > 0.5)
            #expect(MagicMove.cancellingTrack.releaseProgress(screenWidth: 375) < 0.5)
            #expect(FlipTransion.presentTrack.releaseProgress(screenWidth: 375) > 0.5)
            #expect(abs(FlipTransion.presentTrack.releaseProgress(screenWidth: 375) - 0.53) < 0.01)
            #expect(FlipTransion.presentCancelTrack.releaseProgress(screenWidth: 375) < 0.5)
            #expect(FlipTransion.dismissTrack.releaseProgress(screenWidth: 375) > 0.5)
            #expect(FlipTransion.dismissCancelTrack.releaseProgress(screenWidth: 375) < 0.5)
        }

        @Test func flipDragsFollowTheRecordingsTempo() {
            // Page angle while scrubbing: present 90° · easeOut(p), dismiss 90° · (1 − easeIn(p)).
            let easeOut = TimingFunction.easeOut, easeIn = TimingFunction.easeIn
            func presentAngle(_ x: Double) -> Double { 90 * easeOut.progress(at: (355 - x) / 375) }
            let present = FlipTransion.presentTrack
            #expect(present.keys.map(\.time) == [0, 2.6, 3.9, 4.95])
            #expect(abs(presentAngle(present.x(at: 2.6)) - 67) < 1)    // peak after 2.6 s
            #expect(abs(presentAngle(present.x(at: 3.9)) - 33) < 1)    // swings back by 3.9 s
            #expect(abs(present.duration - 5.1) < 1e-9)               // lifts at 5.1 s
            let dismiss = FlipTransion.dismissTrack
            #expect(dismiss.keys.count == 2 && dismiss.keys[1].time == 1.05 && dismiss.hold == 0.4)
            let dismissAngle = 90 * (1 - easeIn.progress(at: dismiss.releaseProgress(screenWidth: 375)))
            #expect(abs(dismissAngle - 48) < 1)                        // steady to 48°, no back-swing
        }

        @Test func fingersEaseBetweenTurningPointsAndRestBeforeLifting() {
            let tracks = [MagicMove.finishingTrack, MagicMove.cancellingTrack, FlipTransion.presentTrack,
                          FlipTransion.presentCancelTrack, FlipTransion.dismissTrack, FlipTransion.dismissCancelTrack]
            for track in tracks {
                let samples = track.samples(startingAt: 0)
                let liftOff = samples[samples.count - 1]
                #expect(abs(liftOff.time - track.duration) < 1e-9)
                // Still for the last 0.15 s: the finger has stopped before it lifts.
                let resting = samples.filter { $0.time >= track.duration - track.hold }
                #expect(track.hold >= 0.15 && resting.count >= Int(track.hold * 60))
                #expect(resting.allSatisfy { $0.location.x == liftOff.location.x })
                // Minimum-jerk speed: no 60 Hz step is faster than 1.875 × the segment's mean speed.
                for (a, b) in zip(track.keys, track.keys.dropFirst()) {
                    let meanStep = abs(b.x - a.x) / (b.time - a.time) / 60
                    let inside = zip(samples, samples.dropFirst()).filter { $0.0.time >= a.time && $0.1.time <= b.time }
                    #expect(inside.allSatisfy { abs($0.1.location.x - $0.0.location.x) <= 1.875 * meanStep + 1e-9 })
                }
            }
        }

        @Test(arguments: [
            ("magicmove-push", "Detail"), ("magicmove-pop", "Bounre Weng"),
            ("magicmove-pop-interactive", "Bounre Weng"), ("magicmove-pop-interactive-cancel", "Detail"),
        ])
        func magicMoveEndsOnTheExpectedPage(name: String, title: String) throws {
            let (app, demo) = try finished(name)
            let navigation = try #require(app.rootViewController as? NavigationController)
            let top = try #require(navigation.topViewController)
            #expect(top.title == title, "\(demo.name)")
            #expect(top.view.alpha == 1)
            #expect(top.view.layer.presentation(atRootTime: app.clock.now).opacityValue == 1)
            if let detail = top as? MagicMove.DetailViewController {
                #expect(detail.avatarImageView.image != nil)
                #expect(!detail.avatarImageView.isHidden)
            }
        }

        @Test func magicMoveBugFaithfulCancelLeavesTheDetailPageInvisible() throws {
            let demo = try #require(DemoCatalog.variant(named: "magicmove-pop-interactive-cancel"))
            let app = demo.makeApplication(options: DemoOptions(magicMoveBugFaithfulCancel: true))
            app.advance(to: demo.origin + demo.totalDuration)
            let navigation = try #require(app.rootViewController as? NavigationController)
            let detail = try #require(navigation.topViewController as? MagicMove.DetailViewController)
            #expect(detail.view.alpha == 0)
        }

        @Test func scaleDismissFadeOptionFadesTheDetailPageIn() throws {
            let demo = try #require(DemoCatalog.variant(named: "scale-dismiss"))
            for fades in [false, true] {
                let app = demo.makeApplication(options: DemoOptions(scaleDismissFades: fades))
                let mid = demo.clockTime(atTransitionFraction: 0.5)
                app.advance(to: mid)
                let navigation = try #require(app.rootViewController as? NavigationController)
                let opacity = navigation.view.layer.presentation(atRootTime: mid).opacityValue
                #expect(abs(opacity - (fades ? 0.5 : 1)) < 0.001, "fades: \(fades)")
            }
        }

        @Test func flipIntendedShadowEndsInTranslucentWhite() throws {
            let demo = try #require(DemoCatalog.variant(named: "flip-present"))
            let app = demo.makeApplication(options: DemoOptions(flipShadow: .intended))
            let tree = app.renderTree(at: demo.clockTime(atTransitionFraction: 0.5), scale: 0.25)
            func stops(_ nodes: [RenderNode]) -> [GradientStop] {
                nodes.flatMap { ($0.gradient?.stops ?? []) + stops($0.children) }
            }
            #expect(stops(tree.nodes).map(\.color) == [Color(white: 0), Color(white: 0, alpha: 0.5), Color(white: 1, alpha: 0.5)])
        }

        @Test(arguments: [
            ("flip-present", true), ("flip-dismiss", false), ("flip-present-interactive", true),
            ("flip-present-interactive-cancel", false), ("flip-dismiss-interactive", false),
            ("flip-dismiss-interactive-cancel", true),
        ])
        func flipEndsWithTheSecondScreenPresentedOrNot(name: String, presented: Bool) throws {
            let (app, _) = try finished(name)
            let first = try #require(app.rootViewController as? FlipTransion.FirstViewController)
            #expect((first.presentedViewController is FlipTransion.SecondViewController) == presented, "\(name)")
            // Whatever happened, the first screen is flat and hinged in its centre again.
            #expect(first.view.layer.transform == .identity)
            #expect(first.view.layer.anchorPoint == Point(x: 0.5, y: 0.5))
        }

        @Test(arguments: [("segue-present", true), ("segue-unwind", false), ("scale-present", true), ("scale-dismiss", false)])
        func segueAndScaleEndPresentedOrDismissed(name: String, presented: Bool) throws {
            let (app, _) = try finished(name)
            let root = try #require(app.rootViewController)
            let presenter = (root as? NavigationController)?.topViewController?.presentedViewController != nil
                ? (root as! NavigationController).topViewController! : root
            #expect((presenter.presentedViewController != nil) == presented, "\(name)")
        }

        /// A variant's application advanced to its last frame.
        private func finished(_ name: String) throws -> (Application, DemoDescriptor) {
            let demo = try #require(DemoCatalog.variant(named: name))
            let app = demo.makeApplication()
            app.advance(to: demo.origin + demo.totalDuration)
            return (app, demo)
        }
    }
}

extension DemoTests {
    /// The player the export loop uses: in-order and out-of-order requests give the same frames.
    @Suite struct DemoPlayerTests {
        @Test func playerReplaysFromScratchWhenAskedForAnEarlierTime() throws {
            let demo = try #require(DemoCatalog.variant(named: "flip-present-interactive"))
            let player = DemoPlayer(demo, scale: 0.25)
            let late = player.renderTree(at: 2.0)
            let early = player.renderTree(at: 1.0)
            #expect(early == DemoPlayer(demo, scale: 0.25).renderTree(at: 1.0))
            #expect(late == DemoPlayer(demo, scale: 0.25).renderTree(at: 2.0))
            #expect(early != late)
            #expect(player.pixelWidth == early.pixelWidth && player.pixelHeight == early.pixelHeight)
        }

        @Test func framesFollowTheFrameTimesAndAreDeterministic() throws {
            let demo = try #require(DemoCatalog.variant(named: "segue-present"))
            let first = Array(demo.frames(fps: 10, scale: 0.25))
            let second = Array(demo.frames(fps: 10, scale: 0.25))
            #expect(first.count == demo.frameTimes(fps: 10).count)
            #expect(first == second)
        }
    }
}
