import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import Foundation
import Testing
import FlipbookTestSupport

extension KitTests {
    /// Key-value observation of views and display links on the application's clock.
    @Suite struct Observation {
        @Test func frameObserverIsCalledOnceAFrameSetWithOldAndNewValues() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            var changes: [(Rect?, Rect?)] = []
            let token = view.observe(\.frame, options: [.old, .new]) { _, change in
                changes.append((change.oldValue, change.newValue))
            }
            view.frame = Rect(x: 5, y: 5, width: 20, height: 20)  // position and bounds: one change
            #expect(changes.count == 1)
            #expect(changes.first?.0 == Rect(x: 0, y: 0, width: 10, height: 10))
            #expect(changes.first?.1 == Rect(x: 5, y: 5, width: 20, height: 20))
            view.center = Point(x: 100, y: 100)  // moves the frame too
            #expect(changes.count == 2 && changes[1].1 == Rect(x: 90, y: 90, width: 20, height: 20))
            view.alpha = 0.5  // not the frame: no call
            #expect(changes.count == 2)
            token.invalidate()
            view.center = .zero
            #expect(changes.count == 2)
        }

        @Test func initialAndPriorCallsComeInFoundationsOrder() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            var log: [String] = []
            let token = view.observe(\.transform, options: [.initial, .prior, .old, .new]) { _, change in
                log.append(change.isPrior ? "prior old=\(change.oldValue!.a)" : "new=\(change.newValue!.a)")
            }
            view.transform = AffineTransform(scaleX: 2, y: 2)
            #expect(log == ["new=1.0", "prior old=1.0", "new=2.0"])
            withExtendedLifetime(token) {}
        }

        @Test func modelValuesAreObservedInsideAnimationBlocks() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            var seen: [Double] = []
            let token = view.observe(\.alpha, options: .new) { _, change in seen.append(change.newValue!) }
            View.animate(withDuration: 1) { view.alpha = 0 }
            #expect(seen == [0])  // at once, the model value
            app.advance(to: 0.5)
            #expect(seen == [0])
            withExtendedLifetime(token) {}
        }

        @Test func aScrollViewsContentOffsetIsObservable() {
            let app = Application()
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = Size(width: 100, height: 1000)
            app.window.addSubview(scroll)
            var offsets: [Double] = []
            let token = scroll.observe(\.contentOffset, options: .new) { _, change in offsets.append(change.newValue!.y) }
            scroll.contentOffset = Point(x: 0, y: 40)
            scroll.setContentOffset(Point(x: 0, y: 120), animated: false)
            #expect(offsets == [40, 120])
            withExtendedLifetime(token) {}
        }

        @Test func aTokenThatEndsEndsTheObservation() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            var calls = 0
            do {
                _ = view.observe(\.center) { _, _ in calls += 1 }
            }
            view.center = Point(x: 50, y: 50)
            #expect(calls == 0 && view.keyValueObservers.isEmpty)
        }

        @Test func displayLinkFiresAtEveryRefreshWithItsTimestamps() {
            let app = Application()
            var stamps: [(Double, Double, Double)] = []
            let link = DisplayLink { stamps.append((app.clock.now, $0.timestamp, $0.targetTimestamp)) }
            app.advance(to: 0.01)
            link.add(to: .main, forMode: .common)
            app.advance(to: 0.1)
            #expect(stamps.count == 6)  // 1/60 … 6/60
            for (index, stamp) in stamps.enumerated() {
                let refresh = Double(index + 1) / 60
                #expect(close(stamp.0, refresh, 1e-12) && close(stamp.1, refresh, 1e-12))
                #expect(close(stamp.2, refresh + 1.0 / 60, 1e-12))
            }
            link.invalidate()
            app.advance(to: 1)
            #expect(stamps.count == 6)
        }

        @Test func preferredFramesPerSecondRoundsToADivisorOfTheDisplaysRate() {
            let app = Application()
            var times: [Double] = []
            let link = DisplayLink { times.append($0.timestamp) }
            link.preferredFramesPerSecond = 25  // → 30 fps, every other refresh
            link.add(to: .main, forMode: .common)
            app.advance(to: 0.2)
            #expect(times.count == 6)
            #expect(zip(times, times.dropFirst()).allSatisfy { close($1 - $0, 1.0 / 30, 1e-12) })
            link.isPaused = true
            app.advance(to: 0.5)
            #expect(times.count == 6)
            link.isPaused = false
            app.advance(to: 0.6)
            #expect(times.count == 9 && times[6] > 0.5)
            link.invalidate()
        }

        /// A spring ticked by a display link, as a port that drives its own animation does: the
        /// rendered frames show the value of the last tick before each frame.
        @Test func aLinkDrivenValueAdvancesBetweenRenderedFrames() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            final class Mover {
                let view: View
                init(_ view: View) { self.view = view }
                func step(_ link: DisplayLink) { view.center.x += 60 * link.duration * 10 }
            }
            let mover = Mover(view)
            let link = DisplayLink(target: mover, action: Mover.step)
            link.add(to: .main, forMode: .common)
            _ = app.renderTree(at: 0.5, scale: 1)
            #expect(close(view.center.x, 5 + 10 * 30, 1e-9))  // 30 ticks of 10 pt by 0.5 s
            link.invalidate()
        }

        /// The clock holds an added link (the run loop holds a CADisplayLink), and the link its
        /// target, until the link is invalidated.
        @Test func aLinkNobodyKeepsStillFiresUntilInvalidated() {
            let app = Application()
            final class Tally { var ticks = 0 }
            final class Counter {
                let tally: Tally
                init(_ tally: Tally) { self.tally = tally }
                func step(_ link: DisplayLink) {
                    tally.ticks += 1
                    if tally.ticks == 3 { link.invalidate() }
                }
            }
            let tally = Tally()
            weak var released: Counter?
            do {
                let counter = Counter(tally)
                released = counter
                DisplayLink(target: counter, action: Counter.step).add(to: .main, forMode: .common)
            }
            #expect(released != nil)  // held by the link, which the clock holds
            app.advance(to: 0.5)
            #expect(tally.ticks == 3)  // 1/60, 2/60, 3/60, then invalidated
            #expect(released == nil)  // and let go
        }

        /// `CADisplayLink(target:selector:)` with a selector that takes no link
        /// (`#selector(update)`, `func update()`) fires the method at every refresh.
        @Test func aLinkCallsAMethodWithoutArgumentsAtEveryRefresh() {
            let app = Application()
            final class Ticker {
                var ticks = 0
                func update() { ticks += 1 }
            }
            let ticker = Ticker()
            let link = DisplayLink(target: ticker, action: Ticker.update)
            link.add(to: .main, forMode: .common)
            app.advance(to: 0.25)
            #expect(ticker.ticks == 15)  // 1/60 … 15/60
            link.invalidate()
        }

        /// `#selector(update)` in a non-final class is ported as `Self.update`, whose target
        /// `self` has the class's static type: the link takes it (MotionAnimation's animator).
        @Test func aNonFinalClassPassesSelfWithASelfMethodReference() {
            let app = Application()
            class Animator {
                var ticks = 0
                var link: DisplayLink?
                func update() { ticks += 1 }
                func start() {
                    link = DisplayLink(target: self, action: Self.update)
                    link?.add(to: .main, forMode: .common)
                }
            }
            final class Spring: Animator {}
            let animator = Spring()
            animator.start()
            app.advance(to: 0.1)
            #expect(animator.ticks == 6)
            animator.link?.invalidate()
        }
    }
}

extension KitTests {
    /// Key-value observation of the scroll view's content and the controller's preferred size.
    @Suite struct AnnouncedKeyPaths {
        @Test func contentSizeAndInsetAreObservedWithOldAndNewValues() {
            let app = Application()
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            app.window.addSubview(scroll)
            var sizes: [Double] = [], insets: [Double] = []
            let a = scroll.observe(\.contentSize, options: [.old, .new]) { _, change in
                sizes += [change.oldValue!.height, change.newValue!.height]
            }
            let b = scroll.observe(\.contentInset, options: .new) { _, change in insets.append(change.newValue!.bottom) }
            scroll.contentSize = Size(width: 100, height: 500)
            scroll.contentSize = Size(width: 100, height: 500)  // the same value: no call
            scroll.contentInset.bottom = 34
            #expect(sizes == [0, 500])
            #expect(insets == [34])
            #expect(app.diagnostics.isEmpty)
            withExtendedLifetime((a, b)) {}
        }

        @Test func aControllersPreferredContentSizeIsObservedAndTheTokensReleaseEndsIt() {
            let app = Application()
            let controller = ViewController()
            var seen: [Double] = []
            var token: KeyValueObservation? = controller.observe(\.preferredContentSize, options: [.initial, .new]) {
                _, change in seen.append(change.newValue!.height)
            }
            controller.preferredContentSize = Size(width: 320, height: 240)
            controller.preferredContentSize = Size(width: 320, height: 480)
            #expect(seen == [0, 240, 480])
            #expect(token != nil)
            token = nil
            controller.preferredContentSize = .zero
            #expect(seen == [0, 240, 480])
            #expect(app.diagnostics.isEmpty)
            #expect(ObservedChange<Int>(newValue: 1, oldValue: nil, isPrior: false).kind == .setting)
        }

        @Test func aKeyPathKitDoesNotAnnounceIsReported() {
            let app = Application()
            let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
            app.window.addSubview(label)
            var calls = 0
            let token = label.observe(\.text) { _, _ in calls += 1 }
            label.text = "not announced"
            #expect(calls == 0)
            #expect(app.diagnostics.map(\.code) == ["observation.unannouncedKeyPath"])
            withExtendedLifetime(token) {}
        }
    }
}
