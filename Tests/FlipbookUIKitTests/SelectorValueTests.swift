import FlipbookUIKit
import Foundation
import Testing

/// A menu written as a ported app's: its rows keep the selectors of the methods they run.
private final class Menu: UIViewController {
    var calls: [String] = []
    func openA() { calls.append("a@\(Application.current.clock.now)") }
    func open(_ name: String?) { calls.append("open \(name ?? "nil")") }
}

private enum Row {
    case a, named
    var action: Selector {
        switch self {
        case .a: return Selector(Menu.openA)
        case .named: return Selector(Menu.open(_:))
        }
    }
}

@Suite struct SelectorValueTests {
    @Test func performCallsTheSelectorsMethodOnTheReceiverNow() {
        _ = Application()
        let menu = Menu()
        menu.perform(Row.a.action)
        menu.perform(Row.named.action, with: "x")
        menu.perform(Row.named.action, with: nil)
        #expect(menu.calls == ["a@0.0", "open x", "open nil"])
    }

    @Test func performOnTheMainThreadWithoutWaitingRunsAtTheNextClockAdvance() {
        let app = Application()
        let menu = Menu()
        menu.performSelector(onMainThread: Row.a.action, with: nil, waitUntilDone: false)
        #expect(menu.calls.isEmpty)
        app.advance(to: 0.1)
        #expect(menu.calls == ["a@0.0"])
        menu.performSelector(onMainThread: Row.a.action, with: nil, waitUntilDone: true)
        #expect(menu.calls == ["a@0.0", "a@0.1"])
    }

    @Test func performAfterADelayRunsOnTheScenesClock() {
        let app = Application()
        let menu = Menu()
        menu.perform(Row.a.action, with: nil, afterDelay: 0.5)
        app.advance(to: 0.4)
        #expect(menu.calls.isEmpty)
        app.advance(to: 1)
        #expect(menu.calls == ["a@0.5"])
    }
}
