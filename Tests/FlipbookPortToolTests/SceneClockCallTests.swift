@testable import FlipbookPortTool
import Testing

/// Ports one file and returns it.
private func port(_ source: String) -> PortedSource {
    SourcePorter.port([("A.swift", source)])[0]
}

@Suite struct SceneClockCallTests {
    @Test func blockTimersAndMainQueueCallsMoveToTheScenesClock() {
        let out = port(
            """
            timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in
                self?.countdown -= 1
            }
            Timer.scheduledTimer(withTimeInterval: reset, repeats: false, block: { _ in go() })
            DispatchQueue.main.async { self.reload() }
            DispatchQueue.main.async(execute: { self.reload() })
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.hide() }
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .milliseconds(300), execute: work)
            """)
        #expect(
            out.text == """
                timer = SceneTimer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in
                    self?.countdown -= 1
                }
                SceneTimer.scheduledTimer(withTimeInterval: reset, repeats: false, block: { _ in go() })
                SceneQueue.main.async { self.reload() }
                SceneQueue.main.async(execute: { self.reload() })
                SceneQueue.main.asyncAfter(deadline: .now() + 1) { self.hide() }
                SceneQueue.main.asyncAfter(deadline: SceneTime.now() + .milliseconds(300), execute: work)
                """)
        #expect(out.changes.map(\.line) == [1, 4, 5, 6, 7, 8] && out.changes.allSatisfy { $0.kind == .sceneClock })
        #expect(out.refusals.isEmpty)
    }

    @Test func otherTimersQueuesAndLookalikesAreLeftAlone() {
        let source = """
            t = Timer.scheduledTimer(timeInterval: 3, target: self, action: Self.fire, userInfo: nil, repeats: false)
            DispatchQueue.global().async { work() }
            DispatchQueue.main.after(1) { work() }
            let q = DispatchQueue.main
            x.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            // DispatchQueue.main.async { }
            """
        let out = port(source)
        #expect(out.text == source)
        #expect(out.changes.isEmpty && out.refusals.isEmpty)
    }

    @Test func runLoopTimersAndGroupedMainQueueWorkAreRefusedWithTheReason() {
        let source = """
            RunLoop.main.add(timer, forMode: .common)
            DispatchQueue.main.async(group: group) { work() }
            """
        let out = port(source)
        #expect(out.text == source)
        #expect(out.refusals.map(\.line) == [1, 2])
        #expect(out.refusals[0].reason.contains("SceneTimer.scheduledTimer(withTimeInterval:repeats:block:)"))
        #expect(out.refusals[1].reason.contains("SceneQueue.main"))
    }

    @Test func theSelectorRefusalPointsAtTheScenesClockNotFoundationsClosureForms() {
        let out = port("let t = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)\n")
        #expect(out.refusals.count == 1)
        #expect(out.refusals[0].reason.contains("SceneTimer.scheduledTimer(withTimeInterval:repeats:block:)"))
        #expect(!out.refusals[0].reason.contains("use its closure form"))
    }
}
