import Testing
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookScene

@Suite struct SceneAnimationTests {
    let fixture = SceneFixture()

    /// A scene with layers "a" and "b" and the given animations.
    func animated(_ animations: String) -> String {
        scene(root: "\"sublayers\": [{\"name\": \"a\"}, {\"name\": \"b\", \"sublayers\": [{\"name\": \"c\"}]}]",
              top: "\"duration\": 2, \"animations\": [\(animations)]")
    }

    func load(_ animations: String) throws -> [AnimationSpec] {
        try fixture.load(animated(animations)).animations
    }

    @Test func basicAnimationDefaults() throws {
        let a = try #require(try load("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": 0}").first)
        #expect(a == AnimationSpec(keyPath: "animations[0]", layer: "a", property: "opacity", from: nil, to: .number(0),
                                   begin: 0, duration: 0.25, timing: .linear, autoreverses: false, repeatCount: 1))
        #expect(a.end == 0.25)
    }

    @Test func everyKeyIsRead() throws {
        let a = try #require(try load("""
            {"layer": "c", "keyPath": "position", "from": [0, 0], "to": [10, 20], "begin": 0.5, "duration": 1,
             "timing": "easeOut", "autoreverses": true, "repeatCount": 1.5}
            """).first)
        #expect(a.from == .point(Point(x: 0, y: 0)) && a.to == .point(Point(x: 10, y: 20)))
        #expect(a.begin == 0.5 && a.duration == 1 && a.timing == .easeOut && a.autoreverses && a.repeatCount == 1.5)
        #expect(a.end == 0.5 + 1 * 1.5 * 2)
    }

    @Test func valueTypesFollowTheKeyPath() throws {
        let specs = try load("""
            {"layer": "a", "keyPath": "transform", "to": [{"rotate": [-1.5707963, 0, 1, 0]}]},
            {"layer": "a", "keyPath": "bounds.size", "to": [3, 4], "begin": 1},
            {"layer": "a", "keyPath": "backgroundColor", "to": "#FFF", "begin": 1},
            {"layer": "a", "keyPath": "transform.rotation.y", "to": 1, "begin": 1},
            {"layer": "a", "keyPath": "shadowOffset", "to": [-1, -2]}
            """)
        #expect(specs[0].to == .transform(Transform3D(rotationAngle: -1.5707963, x: 0, y: 1, z: 0)))
        #expect(specs[1].to == .size(Size(width: 3, height: 4)))
        #expect(specs[2].to == .color(.white))
        #expect(specs[3].to == .number(1))
        #expect(specs[4].to == .size(Size(width: -1, height: -2)))
    }

    @Test func timingsByNameControlPointsAndSprings() throws {
        func timing(_ json: String) throws -> TimingSpec? {
            try load("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": 0, \"timing\": \(json)}").first?.timing
        }
        #expect(try timing("\"easeInEaseOut\"") == .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(try timing("\"default\"") == .bezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(try timing("[0.1, -0.5, 0.9, 1.5]") == .bezier(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5))
        #expect(try timing("{\"spring\": {\"damping\": 0.5, \"velocity\": 0}}") == .uikitSpring(dampingRatio: 0.5, velocity: 0))
        #expect(try timing("{\"spring\": {\"mass\": 1, \"stiffness\": 100, \"damping\": 10, \"velocity\": 2}}")
                == .caSpring(mass: 1, stiffness: 100, damping: 10, velocity: 2))
        #expect(try timing("{\"spring\": {\"stiffness\": 300}}") == .caSpring(mass: 1, stiffness: 300, damping: 10, velocity: 0))
    }

    @Test func keyframesTakeTheirEndsAsFromAndTo() throws {
        let a = try #require(try load("""
            {"layer": "a", "keyPath": "position.x", "values": [0, 10, 5], "keyTimes": [0, 0.25, 1]}
            """).first)
        #expect(a.values == [.number(0), .number(10), .number(5)] && a.keyTimes == [0, 0.25, 1])
        #expect(a.from == .number(0) && a.to == .number(5))
    }

    @Test func sequentialAnimationsOfOneKeyMayTouch() throws {
        let specs = try load("""
            {"layer": "a", "keyPath": "opacity", "to": 0, "duration": 1},
            {"layer": "a", "keyPath": "opacity", "to": 1, "begin": 1, "duration": 1},
            {"layer": "a", "keyPath": "position.x", "to": 1, "duration": 2},
            {"layer": "a", "keyPath": "position.y", "to": 1, "duration": 2},
            {"layer": "b", "keyPath": "opacity", "to": 1, "duration": 2}
            """)
        #expect(specs.count == 5)
    }

    @Test func errorsNameTheAnimationKey() {
        func message(_ animation: String) -> String? { fixture.message(animated(animation)) }
        #expect(message("{\"layer\": \"z\", \"keyPath\": \"opacity\", \"to\": 0}")
                == "animations[0].layer: no layer is named \"z\" (named layers: \"a\", \"b\", \"c\")")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacityy\", \"to\": 0}")?
            .hasPrefix("animations[0].keyPath: unknown key path \"opacityy\"; animatable key paths: bounds, bounds.size, position,") == true)
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"frame\", \"to\": [0, 0, 1, 1]}")?
            .contains("frame is not animatable; animate bounds and position") == true)
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"position\", \"to\": 3}")
                == "animations[0].to: position takes a point [x, y]: expected 2 numbers [x, y], got a number")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": [1, 2]}")
                == "animations[0].to: opacity takes a number: expected a number, got an array")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": 0, \"duration\": -1}")
                == "animations[0].duration: must not be negative, got -1")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\"}")
                == "animations[0].to: required key is missing (or give values for keyframes)")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": 0, \"timing\": \"easeOutBack\"}")?
            .hasPrefix("animations[0].timing: unknown timing \"easeOutBack\"") == true)
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": 0, \"timing\": [1.5, 0, 1, 1]}")?
            .contains("x values (x1, x2) must be in 0…1") == true)
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": 0, \"timing\": {\"spring\": {\"velocity\": 1}}}")
                == "animations[0].timing.spring.damping: required key is missing")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": 0, \"speed\": 2}")?
            .hasPrefix("animations[0].speed: unknown key") == true)
    }

    @Test func keyframeErrors() {
        func message(_ animation: String) -> String? { fixture.message(animated(animation)) }
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"values\": [0, 1], \"to\": 1}")
                == "animations[0].to: give either values (keyframes) or from/to, not both")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"values\": [0, 1], \"keyTimes\": [0]}")
                == "animations[0].keyTimes: expected one key time per value (2), got 1")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"values\": [0, 1, 0], \"keyTimes\": [0, 0.6, 0.5]}")?
            .contains("key times must not decrease") == true)
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"values\": [0, 1], \"keyTimes\": [0.1, 1]}")
                == "animations[0].keyTimes: key times must start at 0 and end at 1")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"values\": [0]}")
                == "animations[0].values: keyframes need at least 2 values, got 1")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"to\": 1, \"keyTimes\": [0, 1]}")
                == "animations[0].keyTimes: keyTimes needs values")
        #expect(message("{\"layer\": \"a\", \"keyPath\": \"opacity\", \"values\": [0, 1], \"timing\": {\"spring\": {\"damping\": 1}}}")
                == "animations[0].timing: a spring needs from/to, not keyframe values")
    }

    @Test func overlappingAnimationsOfOneKeyAreAnError() {
        #expect(fixture.message(animated("""
            {"layer": "a", "keyPath": "opacity", "to": 0, "duration": 1},
            {"layer": "a", "keyPath": "opacity", "to": 1, "begin": 0.5, "duration": 1}
            """)) == "animations[1]: overlaps animations[0] on layer \"a\" (opacity 0…1 s and opacity 0.5…1.5 s); "
                    + "animations of one key must not overlap in time")
        // A key and its sub-path address the same value.
        #expect(fixture.message(animated("""
            {"layer": "a", "keyPath": "transform", "to": [], "duration": 1},
            {"layer": "a", "keyPath": "transform.scale.x", "to": 2, "duration": 1}
            """))?.hasPrefix("animations[1]: overlaps animations[0]") == true)
        // Autoreversing doubles the active time.
        #expect(fixture.message(animated("""
            {"layer": "a", "keyPath": "opacity", "to": 0, "duration": 1, "autoreverses": true},
            {"layer": "a", "keyPath": "opacity", "to": 1, "begin": 1.5, "duration": 1}
            """))?.contains("0…2 s") == true)
    }

    @Test func duplicateNamesUsedByAnimationsAreAnError() {
        let doc = scene(root: "\"sublayers\": [{\"name\": \"x\"}, {\"name\": \"x\"}]",
                        top: "\"animations\": [{\"layer\": \"x\", \"keyPath\": \"opacity\", \"to\": 0}]")
        #expect(fixture.message(doc) == "animations[0].layer: 2 layers are named \"x\" (root.sublayers[0], root.sublayers[1]); "
                + "names that animations use must be unique")
    }

    @Test func keyPathsOverlapOnlyAlongTheirPath() {
        #expect(SceneKeyPath("transform").overlaps("transform.rotation.y"))
        #expect(SceneKeyPath("transform.scale").overlaps("transform.scale.x"))
        #expect(SceneKeyPath("position").overlaps("position.x"))
        #expect(!SceneKeyPath("position.x").overlaps("position.y"))
        #expect(!SceneKeyPath("transform").overlaps("sublayerTransform"))
        #expect(!SceneKeyPath("transform.scale").overlaps("transform.rotation.z"))
    }
}
