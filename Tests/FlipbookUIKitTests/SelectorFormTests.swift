import FlipbookUIKit
import Foundation
import Testing

/// A controller written as a ported app's: the methods its selectors named, now passed as
/// method references (what `flipbook port` writes).
private final class Watcher: UIViewController {
    var notes: [String] = []
    var ticks: [Double] = []
    var closedAt: [Double] = []
    var timer: Timer?

    func keyboardWillShow(_ notification: Notification) { notes.append(notification.name.rawValue) }
    func refresh() { notes.append("refresh") }
    func tick(_ timer: Timer) {
        ticks.append(Application.current.clock.now)
        if ticks.count == 3 { timer.invalidate() }
    }
    func timedOut() { closedAt.append(-Application.current.clock.now) }
    func close(_ sender: Any?) { closedAt.append(Application.current.clock.now) }

    func start() {
        NotificationCenter.default.addObserver(self, action: Self.keyboardWillShow(_:), name: .init("show"), object: nil)
        NotificationCenter.default.addObserver(self, action: Self.refresh, name: .init("refresh"), object: nil)
        timer = Timer.scheduledTimer(timeInterval: 0.25, target: self, action: Self.tick, userInfo: nil, repeats: true)
        Timer.scheduledTimer(timeInterval: 0.6, target: self, action: Self.timedOut, userInfo: nil, repeats: false)
        perform(Self.close, with: nil, afterDelay: 0.4)
    }
}

@Suite struct SelectorFormTests {
    @Test func notificationObserversReceiveTheirNamesOnly() {
        _ = Application()
        let watcher = Watcher()
        watcher.start()
        NotificationCenter.default.post(name: .init("show"), object: nil)
        NotificationCenter.default.post(name: .init("refresh"), object: nil)
        NotificationCenter.default.post(name: .init("other"), object: nil)
        #expect(watcher.notes == ["show", "refresh"])
    }

    @Test func timersAndDelayedPerformsRunOnTheScenesClock() {
        let app = Application()
        let watcher = Watcher()
        watcher.start()
        #expect(watcher.ticks.isEmpty && watcher.closedAt.isEmpty)
        app.advance(to: 2)
        // Repeating every 0.25 s until the third tick invalidates it.
        #expect(watcher.ticks == [0.25, 0.5, 0.75])
        #expect(watcher.timer?.isValid == false)
        // perform(_:with:afterDelay:) at 0.4 s; the one-shot timer at 0.6 s (logged negative).
        #expect(watcher.closedAt == [0.4, -0.6])
    }
}
