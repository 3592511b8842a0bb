import Testing
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookScene

@Suite struct SceneValueTests {
    let fixture = SceneFixture()

    func color(_ json: String) throws -> Color? {
        try fixture.load(sceneWithLayer("\"backgroundColor\": \(json)")).root.sublayers[0][property: \.backgroundColor] ?? nil
    }

    func transform(_ json: String) throws -> Transform3D? {
        try fixture.load(sceneWithLayer("\"transform\": \(json)")).root.sublayers[0][property: \.transform]
    }

    @Test func hexColoursInEveryLength() throws {
        #expect(try color("\"#1A2\"") == Color(red8: 0x11, green8: 0xAA, blue8: 0x22))
        #expect(try color("\"#102030\"") == Color(red8: 0x10, green8: 0x20, blue8: 0x30))
        #expect(try color("\"#10203040\"") == Color(red8: 0x10, green8: 0x20, blue8: 0x30, alpha8: 0x40))
        #expect(try color("\"#abcdef\"") == Color(red8: 0xAB, green8: 0xCD, blue8: 0xEF))
    }

    @Test func transparentAndComponentColours() throws {
        #expect(try color("\"transparent\"") == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(try color("[0.25, 0.5, 1, 0.75]") == Color(red: 0.25, green: 0.5, blue: 1, alpha: 0.75))
        // 8-bit values are round(c · 255).
        #expect(try color("[0.5, 0, 0, 1]")?.rgba8.r == 128)
    }

    @Test func badColoursSayWhatIsAccepted() {
        #expect(fixture.message(sceneWithLayer("\"backgroundColor\": [1.5, 0, 0, 1]"))
                == "root.sublayers[0].backgroundColor: colour component 0 is 1.5; components must be in 0…1")
        #expect(fixture.message(sceneWithLayer("\"backgroundColor\": \"#12345\""))?
            .hasPrefix("root.sublayers[0].backgroundColor: \"#12345\" is not a colour") == true)
        #expect(fixture.message(sceneWithLayer("\"backgroundColor\": [1, 0, 0]"))
                == "root.sublayers[0].backgroundColor: expected 4 numbers [r, g, b, a], got 3")
        #expect(fixture.message(sceneWithLayer("\"backgroundColor\": \"red\""))?.contains("\"red\" is not a colour") == true)
    }

    @Test func emptyTransformIsIdentity() throws {
        #expect(try transform("[]") == .identity)
    }

    @Test func operationsReplayCoreAnimationCallsInOrder() throws {
        // var t = identity; t.m34 = -0.002; t = CATransform3DRotate(t, a, 0, 1, 0)
        let a = -0.7
        var expected = Transform3D.identity
        expected.m34 = -0.002
        expected = expected.rotated(by: a, x: 0, y: 1, z: 0)
        #expect(try transform("[{\"m34\": -0.002}, {\"rotate\": [\(a), 0, 1, 0]}]") == expected)
        #expect(expected.m14 != 0)  // the rotation applies first, so it has perspective

        // MakeRotation, then set m34: no perspective for a flat layer (m14 stays 0).
        let flat = try #require(try transform("[{\"rotate\": [\(a), 0, 1, 0]}, {\"m34\": -0.002}]"))
        #expect(flat.m14 == 0 && flat.m34 == -0.002)
    }

    @Test func eachOperationAppliesBeforeTheOnesBeforeIt() throws {
        // [translate, scale] = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1):
        // the scale applies to the point first: (1, 0) → (2, 0) → (12, 0).
        let t = try #require(try transform("[{\"translate\": [10, 0]}, {\"scale\": [2, 2]}]"))
        #expect(Point(x: 1, y: 0).applying(t) == Point(x: 12, y: 0))
        let m = try #require(try transform("[{\"translate\": [10, 0]}, {\"matrix\": [2,0,0,0, 0,2,0,0, 0,0,1,0, 0,0,0,1]}]"))
        #expect(m == t)
    }

    @Test func missingZDefaultsToZeroForTranslateAndOneForScale() throws {
        #expect(try transform("[{\"translate\": [1, 2]}]") == Transform3D(translationX: 1, y: 2, z: 0))
        #expect(try transform("[{\"translate\": [1, 2, 3]}]") == Transform3D(translationX: 1, y: 2, z: 3))
        #expect(try transform("[{\"scale\": [2, 3]}]") == Transform3D(scaleX: 2, y: 3, z: 1))
    }

    @Test func badTransformOperationsAreErrors() {
        #expect(fixture.message(sceneWithLayer("\"transform\": [{\"rotate\": [1, 0, 1]}]"))
                == "root.sublayers[0].transform[0].rotate: expected 4 numbers [radians, x, y, z], got 3")
        #expect(fixture.message(sceneWithLayer("\"transform\": [{\"skew\": 1}]"))?
            .hasPrefix("root.sublayers[0].transform[0].skew: unknown key") == true)
        #expect(fixture.message(sceneWithLayer("\"transform\": [{\"m34\": 1, \"scale\": [1, 1]}]"))?
            .hasPrefix("root.sublayers[0].transform[0]: each transform operation is an object with exactly one") == true)
        #expect(fixture.message(sceneWithLayer("\"transform\": {\"m34\": 1}"))?
            .hasPrefix("root.sublayers[0].transform: expected a list of transform operations") == true)
        #expect(fixture.message(sceneWithLayer("\"transform\": [{\"matrix\": [1, 2]}]"))?
            .contains("expected 16 numbers") == true)
    }
}
