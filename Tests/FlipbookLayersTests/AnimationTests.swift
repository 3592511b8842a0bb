import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

/// A linear animation of `keyPath` from `from` to `to` over `duration` seconds starting at `begin`.
private func linear(_ keyPath: String, from: AnimatableValue?, to: AnimatableValue?,
                    begin: Double = 0, duration: Double = 1, fill: FillMode = .both) -> BasicAnimation {
    BasicAnimation(keyPath: keyPath, from: from, to: to,
                   timing: MediaTiming(beginTime: begin, duration: duration, fillMode: fill))
}

@Suite struct LayerAnimationTests {
    @Test func presentationEvaluatesAnimationsAndLeavesTheModelAlone() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100))
        layer.add(linear("position", from: .point(Point(x: 0, y: 0)), to: .point(Point(x: 100, y: 200))),
                  forKey: "move")
        let p = layer.presentation(at: 0.25)
        #expect(p.position == Point(x: 25, y: 50))
        #expect(layer.position == Point(x: 50, y: 50))
        #expect(layer.presentation(at: 5).position == Point(x: 100, y: 200))
    }

    @Test func subKeyPathsAnimateOneComponent() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 100, height: 50))
        layer.add(linear("position.x", from: .number(0), to: .number(10)), forKey: "x")
        layer.add(linear("bounds.size", from: .size(Size(width: 0, height: 0)), to: nil), forKey: "size")
        let p = layer.presentation(at: 0.5)
        #expect(p.position == Point(x: 5, y: 25))
        #expect(p.bounds == Rect(x: 0, y: 0, width: 50, height: 25))
    }

    @Test func rotationYSubPathKeepsThePerspectiveOfTheModelTransform() throws {
        let page = makeLayer(Rect(x: 0, y: 0, width: 375, height: 667))
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        page.anchorPoint = Point(x: 0, y: 0.5)
        page.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        page.transform = perspective
        page.add(linear("transform.rotation.y", from: .number(0), to: .number(-.pi / 2)), forKey: "turn")
        let node = try #require(page.renderTree(at: 0.5, canvasSize: Size(width: 375, height: 667)).nodes.first)
        // At −π/4 with the eye at the hinge (the layer's own perspective): x = 564.6
        // (FlipbookLayers article “Layer geometry”).
        #expect(close(canvasPoint(Point(x: 375, y: 0), path: [node]).x, 564.6, 0.05))
    }

    @Test func pausedContainerScrubsEverythingBelowIt() {
        let container = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100))
        let child = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        container.addSublayer(child)
        child.add(linear("opacity", from: .number(0), to: .number(1), duration: 2), forKey: "fade")
        container.speed = 0
        container.timeOffset = 0.5
        for t in [0.0, 3.0, 100.0] {
            #expect(container.presentation(at: t).sublayers[0].opacity == 0.25)
        }
        #expect(child.localTime(atRootTime: 7) == 0.5)
        container.speed = 2
        container.timeOffset = 0
        container.beginTime = 1
        #expect(close(container.presentation(at: 1.5).sublayers[0].opacityValue, 0.5, 1e-9))
    }

    @Test func timeMappingDrivesTheSubtree() {
        let container = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100))
        container.add(linear("cornerRadius", from: .number(0), to: .number(10)), forKey: "r")
        container.timeMapping = { t in 1 - t }
        #expect(close(container.presentation(at: 0.25).cornerRadius, 7.5, 1e-9))
    }

    @Test func keysReplaceRemoveAndList() {
        let layer = Layer()
        layer.add(linear("opacity", from: .number(0), to: .number(1)), forKey: "a")
        layer.add(linear("zPosition", from: .number(0), to: .number(1)), forKey: "b")
        layer.add(linear("opacity", from: .number(1), to: .number(0)), forKey: nil)
        layer.add(linear("opacity", from: .number(0.5), to: .number(0.5)), forKey: "a")
        #expect(layer.animationKeys == ["b", "a"])
        #expect(layer.animations.count == 3)
        #expect(layer.presentation(at: 0.5).opacityValue == 0.5)
        layer.removeAnimation(forKey: "a")
        #expect(layer.animationKeys == ["b"] && layer.animation(forKey: "a") == nil)
        layer.removeAllAnimations()
        #expect(layer.animations.isEmpty)
    }

    @Test func gradientColorsLocationsAndPointsAnimate() {
        let gradient = GradientLayer()
        gradient.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [.black, .white]
        gradient.add(linear("colors", from: nil, to: .vector([1, 0, 0, 1, 0, 0, 1, 0])), forKey: "c")
        gradient.add(linear("locations", from: nil, to: .vector([0.5, 1])), forKey: "l")
        gradient.add(linear("startPoint", from: nil, to: .point(Point(x: 0, y: 0))), forKey: "s")
        let p = gradient.presentation(at: 0.5)
        #expect(p is GradientLayer)
        let g = p as! GradientLayer
        #expect(g.colors == [Color(red: 0.5, green: 0, blue: 0, alpha: 1),
                             Color(red: 0.5, green: 0.5, blue: 1, alpha: 0.5)])
        #expect(g.locations == [0.25, 1])
        #expect(g.startPoint == Point(x: 0.25, y: 0))
    }

    @Test func presentationCopiesTheTreeAndMasks() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10), name: "root")
        let child = makeLayer(Rect(x: 0, y: 0, width: 5, height: 5), name: "child")
        let mask = makeLayer(Rect(x: 0, y: 0, width: 5, height: 5), name: "mask")
        root.addSublayer(child)
        root.mask = mask
        mask.add(linear("opacity", from: .number(0), to: .number(1)), forKey: "m")
        let p = root.presentation(at: 0.5)
        #expect(p !== root && p.sublayers[0] !== child && p.sublayers[0].superlayer === p)
        #expect(p.sublayers[0].name == "child" && p.mask?.opacity == 0.5)
        #expect(child.superlayer === root)
    }

    @Test func keyValueCodingReadsAndWritesKeyPaths() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(layer.value(forKeyPath: "position.y") == .number(25))
        #expect(layer.value(forKeyPath: "bounds.size") == .size(Size(width: 100, height: 50)))
        #expect(layer.value(forKeyPath: "backgroundColor") == .vector([0, 0, 0, 0]))
        #expect(layer.value(forKeyPath: "nope") == nil)
        #expect(layer.setValue(.number(7), forKeyPath: "position.x"))
        #expect(layer.position == Point(x: 7, y: 25))
        #expect(!layer.setValue(.point(.zero), forKeyPath: "opacity"))
        #expect(layer.setValue(.number(1), forKeyPath: "hidden") && layer.isHidden)
        for key in Layer.animatableKeys {
            let v = layer.value(forKey: key)
            #expect(v != nil && layer.setValue(v!, forKey: key), "\(key)")
        }
    }
}

@Suite struct ActionDelegateTests {
    final class Recorder: LayerActionDelegate {
        var changes: [(String, AnimatableValue, AnimatableValue)] = []
        func layer(_ layer: Layer, didChange key: String, from oldValue: AnimatableValue,
                   to newValue: AnimatableValue) {
            changes.append((key, oldValue, newValue))
        }
    }

    @Test func everyAnimatableSetIsReportedWithOldAndNewValues() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        let recorder = Recorder()
        layer.actionDelegate = recorder
        layer.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        layer.opacity = 3
        layer.backgroundColor = .white
        layer.name = "not animatable"
        #expect(recorder.changes.map(\.0) == ["bounds", "position", "opacity", "backgroundColor"])
        #expect(recorder.changes[0].1 == .rect(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(recorder.changes[0].2 == .rect(Rect(x: 0, y: 0, width: 20, height: 10)))
        #expect(recorder.changes[2].2 == .number(1))
        #expect(recorder.changes[3].1 == .vector([0, 0, 0, 0]))
    }

    @Test func presentationCopiesReportNothing() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        let recorder = Recorder()
        layer.actionDelegate = recorder
        layer.add(linear("opacity", from: .number(0), to: .number(1)), forKey: "f")
        _ = layer.presentation(at: 0.5)
        #expect(recorder.changes.isEmpty)
    }
}

@Suite struct NestedTimeTests {
    @Test func presentationAtRootTimeFollowsTheAncestorsClocks() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        let middle = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        let leaf = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        root.beginTime = 1
        middle.speed = 0.5
        leaf.add(BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1),
                                timing: MediaTiming(duration: 1, fillMode: .both)), forKey: "f")
        // Root time 2 → root local 1 → middle local 0.5 → the animation at 0.5.
        #expect(leaf.presentation(atRootTime: 2).opacityValue == 0.5)
        #expect(root.presentation(at: 2).sublayers[0].sublayers[0].opacity == 0.5)
        #expect(leaf.localTime(atRootTime: 2) == 0.5)
    }
}

@Suite struct PresentationQueryTests {
    @Test func presentationValueAndAnimatedKeys() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        let layer = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(layer)
        root.speed = 2
        layer.add(BasicAnimation(keyPath: "position.x", from: .number(0), to: .number(100),
                                 timing: MediaTiming(duration: 1, fillMode: .both)), forKey: "x")
        #expect(layer.hasAnimations(forKey: "position") && !layer.hasAnimations(forKey: "opacity"))
        #expect(layer.presentationValue(forKey: "position", atRootTime: 0.25) == .point(Point(x: 50, y: 5)))
        #expect(layer.presentationValue(forKey: "opacity", atRootTime: 0.25) == .number(1))
        #expect(layer.presentationValue(forKey: "nope", atRootTime: 0) == nil)
    }
}
