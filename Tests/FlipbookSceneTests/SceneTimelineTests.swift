import Testing
@testable import FlipbookScene

@Suite struct SceneTimelineTests {
    func spec(_ layer: String = "a", _ key: AnimatableKeyPath = .opacity, from: Double? = nil, to: Double = 1,
              begin: Double, duration: Double, autoreverses: Bool = false) -> AnimationSpec {
        AnimationSpec(keyPath: "", layer: layer, property: key, from: from.map(AnimationValue.number), to: .number(to),
                      begin: begin, duration: duration, autoreverses: autoreverses)
    }

    func describe(_ steps: [SceneTimeline.Step]) -> [String] {
        steps.map { s in
            let phase: String
            switch s.phase {
            case .before: phase = "before"
            case .active(let t): phase = "active \(t)"
            case .after: phase = "after"
            }
            return "\(s.animation.layer).\(s.animation.property.rawValue)@\(s.animation.begin) \(phase)"
        }
    }

    @Test func oneAnimationHoldsFromBeforeAndToAfter() {
        let tl = SceneTimeline(animations: [spec(from: 0, begin: 1, duration: 2)])
        #expect(describe(tl.steps(at: 0)) == ["a.opacity@1.0 before"])
        #expect(describe(tl.steps(at: 1)) == ["a.opacity@1.0 active 0.0"])
        #expect(describe(tl.steps(at: 2.5)) == ["a.opacity@1.0 active 1.5"])
        #expect(describe(tl.steps(at: 3)) == ["a.opacity@1.0 after"])
        #expect(describe(tl.steps(at: 1e6)) == ["a.opacity@1.0 after"])
    }

    @Test func withoutFromTheKeyIsLeftAloneBeforeTheBegin() {
        let tl = SceneTimeline(animations: [spec(begin: 1, duration: 1)])
        #expect(tl.steps(at: 0.5).isEmpty)
        #expect(tl.steps(at: -100).isEmpty)
    }

    @Test func theLastAnimationWhoseBeginHasPassedDecides() {
        let tl = SceneTimeline(animations: [spec(from: 0, begin: 0, duration: 1), spec(begin: 2, duration: 1)])
        #expect(describe(tl.steps(at: 1.5)) == ["a.opacity@0.0 after"])
        #expect(describe(tl.steps(at: 2)) == ["a.opacity@2.0 active 0.0"])
        #expect(describe(tl.steps(at: 5)) == ["a.opacity@2.0 after"])
    }

    @Test func fileOrderNotTimeOrderPicksAmongStartedAnimations() {
        // The later animation is first in the file: once both have begun, the second in the file wins.
        let tl = SceneTimeline(animations: [spec(begin: 2, duration: 1), spec(from: 0.5, begin: 0, duration: 1)])
        #expect(describe(tl.steps(at: -1)) == ["a.opacity@0.0 before"])
        #expect(describe(tl.steps(at: 2.5)) == ["a.opacity@0.0 after"])
    }

    @Test func autoreversingAnimationsRunTwiceAsLongThenHoldTo() {
        let tl = SceneTimeline(animations: [spec(begin: 0, duration: 1, autoreverses: true)])
        #expect(describe(tl.steps(at: 1.5)) == ["a.opacity@0.0 active 1.5"])
        #expect(describe(tl.steps(at: 2)) == ["a.opacity@0.0 after"])
    }

    @Test func tracksThatBeganLaterApplyLater() {
        let tl = SceneTimeline(animations: [
            spec("a", .position, begin: 1, duration: 1),
            spec("a", .positionX, begin: 0, duration: 1),
            spec("b", .opacity, from: 0, begin: 5, duration: 1),
        ])
        #expect(describe(tl.steps(at: 1.5)) == ["b.opacity@5.0 before", "a.position.x@0.0 after", "a.position@1.0 active 0.5"])
    }
}
