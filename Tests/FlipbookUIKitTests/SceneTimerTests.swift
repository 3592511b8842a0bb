import FlipbookUIKit
import Foundation
import Testing

/// A controller written as PanModal's transient alert is: a block timer kept in a `weak var`,
/// counting down once a second of scene time and dismissing itself at zero.
private final class CountdownController: UIViewController {
    weak var timer: Timer?
    var countdown = 3
    var shown: [String] = []
    var endedAt: Double?

    func startTimer() {
        timer?.invalidate()
        timer = SceneTimer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in
            self?.countdown -= 1
            self?.updateMessage()
        }
    }

    func updateMessage() {
        guard countdown > 0 else {
            timer?.invalidate()
            endedAt = Application.current.clock.now
            return
        }
        shown.append("\(countdown)")
    }
}

@Suite struct SceneTimerTests {
    @Test func aRepeatingBlockTimerFiresEveryIntervalOfSceneTimeUntilInvalidated() {
        let app = Application()
        var ticks: [Double] = []
        let timer = SceneTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
            ticks.append(Application.current.clock.now)
            if ticks.count == 3 { timer.invalidate() }
        }
        #expect(timer.isValid)
        app.advance(to: 2)
        #expect(ticks == [0.25, 0.5, 0.75])
        #expect(!timer.isValid)
    }

    @Test func aOneShotBlockTimerFiresOnceAndInvalidatesItself() {
        let app = Application()
        var ticks: [Double] = []
        let timer = SceneTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            ticks.append(Application.current.clock.now)
        }
        app.advance(to: 0.4)
        #expect(ticks.isEmpty && timer.isValid)
        app.advance(to: 3)
        #expect(ticks == [0.5])
        #expect(!timer.isValid)
    }

    @Test func invalidatingFromOutsideStopsTheFirings() {
        let app = Application()
        var count = 0
        let timer = SceneTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in count += 1 }
        app.schedule(at: 0.35) { timer.invalidate() }
        app.advance(to: 1)
        #expect(count == 3)
    }

    @Test func anIntervalBelowATenthOfAMillisecondIsATenthOfAMillisecondAsInUIKit() {
        let app = Application()
        var ticks: [Double] = []
        SceneTimer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in ticks.append(Application.current.clock.now) }
        app.advance(to: 1)
        #expect(ticks == [0.0001])
    }

    @Test func aTimerKeptOnlyWeaklyStillFiresAsTheRunLoopHoldsIt() {
        let app = Application()
        let controller = CountdownController()
        controller.startTimer()
        #expect(controller.timer != nil)
        app.advance(to: 2.5)
        #expect(controller.shown == ["2", "1"])
        app.advance(to: 10)
        #expect(controller.countdown == 0 && controller.endedAt == 3)
        #expect(controller.timer?.isValid != true)
    }

    @Test func whatTheBlockHoldsIsReleasedOnceTheTimerIsInvalidated() {
        // Foundation on Linux never deallocates a Timer, so the scene timer empties its block
        // instead: what the block captured (a selector form's target) is not kept for good.
        final class Held {}
        let app = Application()
        weak var weakHeld: Held?
        var count = 0
        do {
            let held = Held()
            weakHeld = held
            SceneTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                withExtendedLifetime(held) { count += 1 }
            }
        }
        #expect(weakHeld != nil)
        app.advance(to: 1)
        #expect(count == 1 && weakHeld == nil)
    }

    @Test func fireCallsTheBlockAtOnce() {
        _ = Application()
        var count = 0
        let timer = SceneTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
        timer.fire()
        #expect(count == 1)
        timer.invalidate()
    }

    @Test func mainQueueWorkRunsAfterTheCurrentEventAtTheSameSceneTime() {
        let app = Application()
        var log: [String] = []
        app.schedule(at: 1) {
            log.append("event")
            SceneQueue.main.async { log.append("async at \(Application.current.clock.now)") }
            SceneQueue.main.async(execute: { log.append("second async") })
            log.append("event ends")
        }
        app.schedule(at: 1) { log.append("next event due at 1") }
        app.schedule(at: 1.0001) { log.append("later event") }
        app.advance(to: 2)
        // The work runs after the event that sent it, and after the events already due at that
        // time (each a turn of the run loop here), in the order sent, before any later time.
        #expect(log == ["event", "event ends", "next event due at 1", "async at 1.0", "second async", "later event"])
    }

    @Test func mainQueueWorkSentWhileBuildingTheSceneRunsAtTheClocksNextAdvance() {
        let app = Application()
        var ran: [Double] = []
        SceneQueue.main.async { ran.append(Application.current.clock.now) }
        #expect(ran.isEmpty)
        app.advance(to: 0)
        #expect(ran == [0])
    }

    @Test func asyncAfterRunsAtTheDeadlineInSceneTime() {
        let app = Application()
        var log: [String] = []
        app.schedule(at: 0.5) {
            SceneQueue.main.asyncAfter(deadline: .now() + 1) { log.append("+1 at \(Application.current.clock.now)") }
            SceneQueue.main.asyncAfter(deadline: .now() + .milliseconds(250), execute: { log.append("+250ms") })
            SceneQueue.main.asyncAfter(deadline: SceneTime.now() - 1) { log.append("past") }
            SceneQueue.main.asyncAfter(deadline: .distantFuture) { log.append("never") }
        }
        app.advance(to: 0.6)
        #expect(log == ["past"])
        app.advance(to: 10)
        #expect(log == ["past", "+250ms", "+1 at 1.5"])
    }

    @Test func aCancelledWorkItemDoesNotRun() {
        let app = Application()
        var log: [String] = []
        let kept = DispatchWorkItem { log.append("kept") }
        let cancelled = DispatchWorkItem { log.append("cancelled") }
        SceneQueue.main.asyncAfter(deadline: .now() + 1, execute: kept)
        SceneQueue.main.async(execute: cancelled)
        cancelled.cancel()
        app.advance(to: 2)
        #expect(log == ["kept"])
    }
}
