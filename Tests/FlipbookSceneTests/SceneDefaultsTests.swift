import Testing
import FlipbookGeometry
import FlipbookRaster
import FlipbookText
@testable import FlipbookScene

@Suite struct SceneDefaultsTests {
    let fixture = SceneFixture()

    @Test func canvasNeedsOnlyWidthAndHeight() throws {
        let doc = try fixture.load(scene())
        #expect(doc.canvas == Canvas(width: 100, height: 50, scale: 2, background: .white))
        #expect(doc.fps == 30 && doc.duration == 0 && doc.animations.isEmpty)
        #expect(doc.canvas.pixelWidth == 200 && doc.canvas.pixelHeight == 100)
    }

    @Test func rootFrameDefaultsToTheCanvasRectangle() throws {
        let root = try fixture.load(scene()).root
        #expect(root[property: \.bounds] == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(root[property: \.position] == Point(x: 50, y: 25))
        #expect(root.keyPath == "root")
    }

    @Test func sizeAndScaleOverridesApplyBeforeTheRootDefault() throws {
        var loader = fixture.loader
        loader.sizeOverride = Size(width: 20, height: 10)
        loader.scaleOverride = 3
        let doc = try fixture.load(scene(), loader: loader)
        #expect(doc.canvas.pixelWidth == 60 && doc.canvas.pixelHeight == 30)
        #expect(doc.root[property: \.bounds] == Rect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func sublayersKeepCoreAnimationDefaults() throws {
        let layer = try fixture.load(sceneWithLayer("")).root.sublayers[0]
        #expect(layer[property: \.bounds] == nil && layer[property: \.position] == nil && layer[property: \.anchorPoint] == nil)
        #expect(layer[property: \.opacity] == nil && layer[property: \.transform] == nil && layer.sublayers.isEmpty)
        #expect(layer.keyPath == "root.sublayers[0]")
    }

    @Test func frameGoesThroughTheSetterWithTheAnchorPoint() throws {
        // Written before anchorPoint in the file, applied after it.
        let layer = try fixture.load(sceneWithLayer("\"frame\": [10, 20, 40, 60], \"anchorPoint\": [0, 0.5]")).root.sublayers[0]
        #expect(layer[property: \.position] == Point(x: 10, y: 50))
        #expect(layer[property: \.bounds] == Rect(x: 0, y: 0, width: 40, height: 60))
    }

    @Test func boundsAndPositionAreKeptAsGiven() throws {
        let layer = try fixture.load(sceneWithLayer("\"position\": [5, 6], \"bounds\": [1, 2, 3, 4]")).root.sublayers[0]
        #expect(layer[property: \.position] == Point(x: 5, y: 6) && layer[property: \.bounds] == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func everyLayerKeyIsRead() throws {
        let fx = fixture
        fx.file("images/pic.png", "IMG 4 2")
        let layer = try fx.load(sceneWithLayer("""
            "name": "card", "zPosition": 3, "anchorPointZ": -2, "doubleSided": false,
            "transform": [], "sublayerTransform": [{"m34": -0.002}], "opacity": 0.5, "hidden": true,
            "backgroundColor": "#F80", "cornerRadius": 8, "masksToBounds": true, "borderWidth": 2,
            "borderColor": [0, 0, 1, 1], "shadowColor": "#00000080", "shadowOpacity": 0.25,
            "shadowRadius": 6, "shadowOffset": [0, -3], "contents": "images/pic.png",
            "contentsScale": 2, "contentsGravity": "topLeft"
            """)).root.sublayers[0]
        #expect(layer.name == "card" && layer[property: \.zPosition] == 3 && layer[property: \.anchorPointZ] == -2)
        #expect(layer[property: \.isDoubleSided] == false && layer[property: \.isHidden] == true && layer[property: \.masksToBounds] == true)
        #expect(layer[property: \.transform] == .identity && layer[property: \.sublayerTransform]?.m34 == -0.002)
        #expect(layer[property: \.opacity] == 0.5 && layer[property: \.cornerRadius] == 8 && layer[property: \.borderWidth] == 2)
        #expect(layer[property: \.backgroundColor] == Color(red8: 255, green8: 136, blue8: 0))
        #expect(layer[property: \.borderColor] == Color(red: 0, green: 0, blue: 1))
        #expect(layer[property: \.shadowColor] == Color(red8: 0, green8: 0, blue8: 0, alpha8: 128))
        #expect(layer[property: \.shadowOpacity] == 0.25 && layer[property: \.shadowRadius] == 6 && layer[property: \.shadowOffset] == Size(width: 0, height: -3))
        #expect(layer.contents?.width == 4 && layer.contentsPath == "images/pic.png")
        #expect(layer[property: \.contentsScale] == 2 && layer.contentsGravity == "topLeft")
    }

    @Test func gradientDefaultsAreCoreAnimations() throws {
        let g = try fixture.load(sceneWithLayer("\"gradient\": {\"colors\": [\"#000\", \"transparent\"]}")).root.sublayers[0].gradient
        #expect(g == GradientSpec(kind: .axial, colors: [.black, .clear], locations: nil,
                                  startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1)))
    }

    @Test func textHasCATextLayersDefaults() throws {
        let t = try fixture.load(sceneWithLayer("\"text\": {\"string\": \"Hi\"}")).root.sublayers[0].text
        #expect(t == TextSpec(string: "Hi", fontSize: 36, color: .white, alignment: .natural, isWrapped: false))
        let all = try fixture.load(sceneWithLayer("""
            "text": {"string": "FIRE", "fontSize": 15, "color": "#FFF", "alignment": "center", "wrapped": true}
            """)).root.sublayers[0].text
        #expect(all == TextSpec(string: "FIRE", fontSize: 15, color: .white, alignment: .center, isWrapped: true))
        #expect(fixture.message(sceneWithLayer("\"text\": {\"string\": \"x\", \"alignment\": \"middle\"}"))
                == "root.sublayers[0].text.alignment: unknown alignment \"middle\" (use left, center, right, justified, natural)")
        #expect(fixture.message(sceneWithLayer("\"text\": {\"fontSize\": 3}")) == "root.sublayers[0].text.string: required key is missing")
    }

    @Test func gradientReadsEveryKey() throws {
        let g = try fixture.load(sceneWithLayer("""
            "gradient": {"type": "radial", "colors": ["#000", "#FFF", "#FFF"], "locations": [-0.5, 0.5, 0.5],
                         "startPoint": [0, 0.5], "endPoint": [1, 0.5]}
            """)).root.sublayers[0].gradient
        #expect(g?.kind == .radial && g?.locations == [-0.5, 0.5, 0.5])
        #expect(g?.startPoint == Point(x: 0, y: 0.5) && g?.endPoint == Point(x: 1, y: 0.5))
    }
}
