import Foundation
import FlipbookCodecs
import FlipbookRaster
import Testing
@testable import FlipbookScene

@Suite struct SceneErrorTests {
    let fixture = SceneFixture()

    @Test func unknownKeysNameTheirPath() {
        #expect(fixture.message(sceneWithLayer("\"opacityy\": 1"))?
            .hasPrefix("root.sublayers[0].opacityy: unknown key (did you mean 'opacity'?) (known keys: name, bounds,") == true)
        #expect(fixture.message(scene(top: "\"fsp\": 30"))?.hasPrefix("fsp: unknown key (did you mean 'fps'?)") == true)
        #expect(fixture.message("{\"canvas\": {\"width\": 1, \"height\": 1, \"colour\": 1}, \"root\": {}}")?
            .hasPrefix("canvas.colour: unknown key") == true)
    }

    @Test func wrongCountsAndTypesNameTheirPath() {
        let nested = scene(root: "\"sublayers\": [{}, {}, {\"anchorPoint\": [0, 0, 1]}]")
        #expect(fixture.message(nested) == "root.sublayers[2].anchorPoint: expected 2 numbers [x, y], got 3")
        #expect(fixture.message(sceneWithLayer("\"opacity\": \"1\"")) == "root.sublayers[0].opacity: expected a number, got a string")
        #expect(fixture.message(sceneWithLayer("\"masksToBounds\": 1")) == "root.sublayers[0].masksToBounds: expected true or false, got a number")
        #expect(fixture.message(sceneWithLayer("\"opacity\": true")) == "root.sublayers[0].opacity: expected a number, got a boolean")
        #expect(fixture.message(sceneWithLayer("\"name\": null")) == "root.sublayers[0].name: expected a string, got null")
        #expect(fixture.message(scene(root: "\"sublayers\": {}")) == "root.sublayers: expected an array, got an object")
    }

    @Test func hugeNumbersAreRejected() {
        #expect(fixture.message(sceneWithLayer("\"zPosition\": 1e300")) == "root.sublayers[0].zPosition: number 1e+300 is out of range (magnitude at most 1e7)")
        #expect(fixture.message(sceneWithLayer("\"zPosition\": 123456789012345678901234567890"))?.contains("out of range") == true)
        // Beyond Double: JSONSerialization itself refuses it.
        if case .malformedJSON = fixture.error(sceneWithLayer("\"zPosition\": 1e999")) {} else { Issue.record("1e999 should be malformed") }
    }

    @Test func rangesAreChecked() {
        #expect(fixture.message(sceneWithLayer("\"bounds\": [0, 0, -1, 5]")) == "root.sublayers[0].bounds: width and height must not be negative, got [0, 0, -1, 5]")
        #expect(fixture.message(sceneWithLayer("\"frame\": [0, 0, 5, -5]"))?.contains("must not be negative") == true)
        #expect(fixture.message(sceneWithLayer("\"opacity\": 1.5")) == "root.sublayers[0].opacity: must be between 0 and 1, got 1.5")
        #expect(fixture.message(sceneWithLayer("\"cornerRadius\": -1")) == "root.sublayers[0].cornerRadius: must not be negative, got -1")
        #expect(fixture.message(sceneWithLayer("\"contentsScale\": 0")) == "root.sublayers[0].contentsScale: must be greater than 0, got 0")
        #expect(fixture.message(scene(top: "\"duration\": -1")) == "duration: must not be negative, got -1")
        #expect(fixture.message(scene(top: "\"fps\": 0")) == "fps: must be greater than 0, got 0")
    }

    @Test func canvasNeedsASizeWithinTheLimit() {
        #expect(fixture.message("{\"canvas\": {\"width\": 10}, \"root\": {}}") == "canvas.height: required key is missing")
        #expect(fixture.message("{\"root\": {}}") == "canvas: required key is missing")
        #expect(fixture.message("{\"canvas\": {\"width\": 10, \"height\": 10}}") == "root: required key is missing")
        #expect(fixture.message("{\"canvas\": {\"width\": 10000, \"height\": 10000}, \"root\": {}}")?
            .hasPrefix("canvas: the canvas is 20000×20000 pixels at scale 2, over the limit") == true)
        #expect(fixture.message("{\"canvas\": {\"width\": 0.1, \"height\": 10, \"scale\": 1}, \"root\": {}}")?
            .contains("it needs at least 1×1") == true)
    }

    @Test func frameWithPositionOrBoundsIsAnError() {
        #expect(fixture.message(sceneWithLayer("\"frame\": [0, 0, 1, 1], \"position\": [0, 0]"))
                == "root.sublayers[0].frame: frame cannot be combined with position; give frame alone, or bounds and position")
        #expect(fixture.message(sceneWithLayer("\"frame\": [0, 0, 1, 1], \"bounds\": [0, 0, 1, 1]"))?.contains("combined with bounds") == true)
    }

    @Test func gravityAndGradientValuesAreChecked() {
        #expect(fixture.message(sceneWithLayer("\"contentsGravity\": \"scaleAspectFill\""))?
            .hasPrefix("root.sublayers[0].contentsGravity: unknown gravity \"scaleAspectFill\" (use one of resize,") == true)
        #expect(fixture.message(sceneWithLayer("\"gradient\": {\"colors\": [\"#000\", \"#FFF\"], \"locations\": [0]}"))
                == "root.sublayers[0].gradient.locations: expected one location per colour (2), got 1")
        #expect(fixture.message(sceneWithLayer("\"gradient\": {\"colors\": [\"#000\", \"#FFF\"], \"locations\": [0.6, 0.4]}"))
                == "root.sublayers[0].gradient.locations: locations must not decrease, but location 1 (0.4) is less than location 0 (0.6)")
        #expect(fixture.message(sceneWithLayer("\"gradient\": {\"type\": \"linear\", \"colors\": []}"))?
            .contains("unknown gradient type \"linear\" (use axial, radial or conic)") == true)
        #expect(fixture.message(sceneWithLayer("\"gradient\": {}")) == "root.sublayers[0].gradient.colors: required key is missing")
        #expect(fixture.message(sceneWithLayer("\"gradient\": {\"colors\": []}, \"text\": {\"string\": \"x\"}"))
                == "root.sublayers[0].text: a layer draws one of gradient, text or shape, but this one has gradient and text; put the text in a sublayer")
    }

    @Test func missingAndCorruptImagesNameTheResolvedPath() throws {
        let fx = fixture
        let missing = try #require(fx.error(sceneWithLayer("\"contents\": \"images/nope.png\"")))
        #expect(missing == .missingImage(path: fx.directory.appendingPathComponent("scene.json").path,
                                         keyPath: "root.sublayers[0].contents",
                                         imagePath: fx.directory.appendingPathComponent("images/nope.png").path))
        #expect(missing.isMissingInput)
        fx.file("bad.png", "garbage")
        let corrupt = try #require(fx.error(sceneWithLayer("\"contents\": \"bad.png\"")))
        guard case .invalidImage(_, "root.sublayers[0].contents", _, "not an image") = corrupt else {
            Issue.record("unexpected \(corrupt)"); return
        }
        #expect(!corrupt.isMissingInput)
    }

    @Test func fileLevelErrors() throws {
        let path = fixture.directory.appendingPathComponent("absent.json").path
        #expect(throws: SceneError.missingFile(path: path)) { try fixture.loader.load(path: path) }
        #expect(throws: SceneError.notAFile(path: fixture.directory.path, kind: "a folder")) {
            try fixture.loader.load(path: fixture.directory.path)
        }
        guard case .malformedJSON = fixture.error("{ \"canvas\": ") else { Issue.record("expected malformed JSON"); return }
        #expect(fixture.message("[1, 2]") == "expected an object, got an array")
    }

    @Test func descriptionStartsWithTheFile() throws {
        let e = try #require(fixture.error(sceneWithLayer("\"opacity\": 2")))
        #expect(e.description == fixture.directory.appendingPathComponent("scene.json").path
                + ": root.sublayers[0].opacity: must be between 0 and 1, got 2")
    }
}

@Suite struct ScenePNGTests {
    let fixture = SceneFixture()

    @Test func theDefaultLoaderDecodesPNGsWithTheCodec() throws {
        let fx = fixture
        try PNG.write(Bitmap(width: 3, height: 2, fill: Pixel(r: 255, g: 0, b: 0, a: 255)),
                      path: fx.directory.appendingPathComponent("red.png").path)
        fx.file("scene.json", sceneWithLayer("\"contents\": \"red.png\""))
        let doc = try SceneLoader().load(path: fx.directory.appendingPathComponent("scene.json").path)
        #expect(doc.root.sublayers[0].contents?.bitmap[2, 1] == Pixel(r: 255, g: 0, b: 0, a: 255))

        fx.file("broken.png", "not a png at all")
        fx.file("scene.json", sceneWithLayer("\"contents\": \"broken.png\""))
        #expect(throws: SceneError.self) {
            try SceneLoader().load(path: fx.directory.appendingPathComponent("scene.json").path)
        }
        do {
            _ = try SceneLoader().load(path: fx.directory.appendingPathComponent("scene.json").path)
        } catch let e as SceneError {
            guard case .invalidImage(_, "root.sublayers[0].contents", _, let reason) = e else { Issue.record("\(e)"); return }
            #expect(reason.hasPrefix("not a valid PNG"))
        }
    }
}
