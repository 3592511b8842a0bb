import Testing
import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookScene

/// The timeline rules of scene tracks, read from the layers the compiled animations are on.
@Suite struct SceneTimelineTests {
    func spec(_ layer: String = "a", _ key: SceneKeyPath = "opacity", from: SceneValue? = nil,
              to: SceneValue = .number(1), begin: Double, duration: Double,
              autoreverses: Bool = false) -> AnimationSpec {
        AnimationSpec(keyPath: "", layer: layer, property: key, from: from, to: to,
                      begin: begin, duration: duration, autoreverses: autoreverses)
    }

    func opacity(_ v: SceneValues, at t: Double, layer: String = "a") -> Double? {
        guard case .number(let x)? = v.layers[layer]?.presentationValue(forKey: "opacity", atRootTime: t) else { return nil }
        return x
    }

    @Test func oneAnimationHoldsFromBeforeAndToAfter() {
        let v = SceneValues(specs: [spec(from: .number(0), begin: 1, duration: 2)])
        #expect(opacity(v, at: 0) == 0)
        #expect(opacity(v, at: 1) == 0)
        #expect(opacity(v, at: 2.5) == 0.75)
        #expect(opacity(v, at: 3) == 1)
        #expect(opacity(v, at: 1e6) == 1)
    }

    @Test func withoutFromTheKeyIsLeftAloneBeforeTheBegin() {
        let v = SceneValues(specs: [spec(begin: 1, duration: 1)]) { $0.opacityValue = 0.3 }
        #expect(opacity(v, at: 0.5) == 0.3)
        #expect(opacity(v, at: -100) == 0.3)
    }

    @Test func theLastAnimationWhoseBeginHasPassedDecides() {
        let v = SceneValues(specs: [spec(from: .number(0), to: .number(0.6), begin: 0, duration: 1),
                                    spec(to: .number(0.2), begin: 2, duration: 1)])
        #expect(opacity(v, at: 1.5) == 0.6)
        #expect(opacity(v, at: 2) == 0.6)
        #expect(abs(opacity(v, at: 2.5)! - 0.4) < 1e-12)
        #expect(opacity(v, at: 5) == 0.2)
    }

    @Test func fileOrderNotTimeOrderPicksAmongStartedAnimations() {
        // The later animation is first in the file: once both have begun, the second in the file wins.
        let v = SceneValues(specs: [spec(to: .number(0.9), begin: 2, duration: 1),
                                    spec(from: .number(0.5), to: .number(0.2), begin: 0, duration: 1)])
        #expect(opacity(v, at: -1) == 0.5)
        #expect(opacity(v, at: 2.5) == 0.2)
    }

    @Test func autoreversingAnimationsRunTwiceAsLongThenHoldTo() {
        let v = SceneValues(specs: [spec(begin: 0, duration: 1, autoreverses: true)]) { $0.opacity = 0 }
        #expect(opacity(v, at: 1.5) == 0.5)
        #expect(opacity(v, at: 2) == 1)
    }

    @Test func tracksThatBeganLaterApplyLater() {
        let v = SceneValues(specs: [
            spec("a", "position", to: .point(Point(x: 10, y: 20)), begin: 1, duration: 1),
            spec("a", "position.x", to: .number(4), begin: 0, duration: 1),
            spec("b", "opacity", from: .number(0), begin: 5, duration: 1),
        ])
        // b holds its from; a.position.x has ended (x = 4, which position starts from) and the
        // position that began later applies on top of it.
        #expect(v.values(at: 1.5) == ["a": ["position": .point(Point(x: 7, y: 10))], "b": ["opacity": .number(0)]])
    }
}
