import FlipbookAnimation
import FlipbookLayers
import Testing

/// `Layer.add(_:forKey:whenRemoved:)`: the observer hears an early removal once, whatever detaches it.
@Suite struct AnimationRemovalTests {
    static func fade() -> BasicAnimation {
        BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1))
    }

    @Test func removalReplacementAndRemoveAllEachCallTheObserverOnce() {
        let layer = Layer()
        var heard: [String] = []
        layer.add(Self.fade(), forKey: "a") { heard.append("a") }
        layer.add(Self.fade(), forKey: "b") { heard.append("b") }
        let hidden = layer.add(Self.fade(), forKey: nil) { heard.append("private") }
        #expect(layer.animationKeys == ["a", "b"])
        #expect(layer.isObservingRemoval(ofAnimationForKey: hidden))
        layer.removeAnimation(forKey: "a")
        #expect(heard == ["a"])
        layer.removeAnimation(forKey: "a")
        #expect(heard == ["a"])
        layer.add(Self.fade(), forKey: "b")       // replaces b
        #expect(heard == ["a", "b"])
        layer.removeAllAnimations()
        #expect(heard == ["a", "b", "private"])
        #expect(layer.animations.isEmpty)
    }

    @Test func aWithdrawnObserverIsNotCalledAndTheAnimationStays() {
        let layer = Layer()
        var heard = 0
        layer.add(Self.fade(), forKey: "fade") { heard += 1 }
        layer.stopObservingRemoval(ofAnimationForKey: "fade")
        #expect(layer.animationKeys == ["fade"])
        layer.removeAnimation(forKey: "fade")
        #expect(heard == 0)
    }
}
