import Foundation
import Testing
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText
@testable import FlipbookScene

/// The keys that bring scene files level with the Swift API: shapes, masks, contentsRect, fonts,
/// groups, endless repeats, `easeInOut`, and animating `hidden`, gradient and text colours.
@Suite struct SceneNewKeysTests {
    let fixture = SceneFixture()

    func clip(_ json: String) throws -> SceneClip { SceneClip(document: try fixture.load(json)) }

    func named(_ clip: SceneClip, _ name: String) -> Layer { SceneValues(clip).layers[name]! }

    func pixels(_ clip: SceneClip, at t: Double) -> Bitmap { Renderer().render(clip.renderTree(at: t)) }

    @Test func shapeLayerReadsSVGPathDataAndStrokeKeys() throws {
        let c = try clip(sceneWithLayer("""
            "name": "s", "frame": [0, 0, 100, 50],
            "shape": { "path": "M10 10 h 20 v20 H10 Z m 50 0 l10-5 c 1 2 3 4 5 6 s 1 1 2 2 q 3 3 4 4 t 5 5",
                       "fillColor": null, "strokeColor": "#FF0000", "lineWidth": 3, "lineCap": "round",
                       "lineJoin": "bevel", "miterLimit": 4, "lineDashPattern": [4, 2], "lineDashPhase": 1,
                       "strokeStart": 0.25, "strokeEnd": 0.75, "fillRule": "evenOdd" }
            """))
        let s = try #require(named(c, "s") as? ShapeLayer)
        #expect(s.fillColor == nil && s.strokeColor == Color(red: 1, green: 0, blue: 0))
        #expect(s.lineWidth == 3 && s.lineCap == .round && s.lineJoin == .bevel && s.miterLimit == 4)
        #expect(s.lineDashPattern == [4, 2] && s.lineDashPhase == 1 && s.strokeStart == 0.25 && s.strokeEnd == 0.75)
        #expect(s.fillRule == .evenOdd)
        var expected = Path()
        expected.move(to: Point(x: 10, y: 10)); expected.addLine(to: Point(x: 30, y: 10))
        expected.addLine(to: Point(x: 30, y: 30)); expected.addLine(to: Point(x: 10, y: 30)); expected.closeSubpath()
        expected.move(to: Point(x: 60, y: 10)); expected.addLine(to: Point(x: 70, y: 5))
        expected.addCurve(to: Point(x: 75, y: 11), control1: Point(x: 71, y: 7), control2: Point(x: 73, y: 9))
        // S reflects the last control point (73, 9) about (75, 11).
        expected.addCurve(to: Point(x: 77, y: 13), control1: Point(x: 77, y: 13), control2: Point(x: 76, y: 12))
        expected.addQuadCurve(to: Point(x: 81, y: 17), control: Point(x: 80, y: 16))
        // T reflects the quadratic control (80, 16) about (81, 17).
        expected.addQuadCurve(to: Point(x: 86, y: 22), control: Point(x: 82, y: 18))
        #expect(s.path == expected)
    }

    @Test func filledShapeCoversItsPathInPixels() throws {
        let c = try clip(scene(root: """
            "backgroundColor": "#FFFFFF", "sublayers": [ { "frame": [0, 0, 100, 50],
              "shape": { "path": "M 10 10 L 40 10 L 40 40 L 10 40 Z", "fillColor": "#0000FF" } } ]
            """, top: "\"canvas\": { \"width\": 100, \"height\": 50, \"scale\": 1 }").replacingOccurrences(
                of: "\"canvas\": { \"width\": 100, \"height\": 50 }, ", with: ""))
        let b = pixels(c, at: 0)
        #expect(b[25, 25] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(b[5, 25] == Pixel(r: 255, g: 255, b: 255, a: 255) && b[45, 25] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func badPathDataNamesTheKeyAndTheCharacter() {
        let bad = { (d: String) in fixture.message(sceneWithLayer("\"shape\": { \"path\": \"\(d)\" }")) }
        #expect(bad("L 1 2") == "root.sublayers[0].shape.path: the path data must start with a move (M or m), got 'L'")
        #expect(bad("M 1 2 L 3") == "root.sublayers[0].shape.path: expected a number at character 10 of the path data")
        #expect(bad("M 0 0 A 5 5 0 0 1 10 10")?.contains("elliptical arcs are not supported") == true)
        #expect(bad("M 0 0 X") == "root.sublayers[0].shape.path: unknown command 'X' at character 7; use M, L, H, V, C, S, Q, T or Z")
        #expect(fixture.message(sceneWithLayer("\"shape\": { \"path\": \"M0 0\", \"lineCap\": \"flat\" }"))
                == "root.sublayers[0].shape.lineCap: unknown value \"flat\" (use butt, round, square)")
        #expect(fixture.message(sceneWithLayer("\"shape\": { \"path\": \"M0 0\", \"stroke\": 1 }"))?
                    .hasPrefix("root.sublayers[0].shape.stroke: unknown key") == true)
        #expect(fixture.message(sceneWithLayer("\"shape\": { \"path\": \"M0 0\" }, \"text\": { \"string\": \"a\" }"))?
                    .hasPrefix("root.sublayers[0].shape: a layer draws one of gradient, text or shape, but this one has text and shape") == true)
    }

    @Test func strokeEndAnimatesWithEaseInOut() throws {
        let c = try clip(sceneWithLayer("""
            "name": "s", "frame": [0, 0, 100, 50], "shape": { "path": "M0 0 L100 0", "strokeEnd": 0 }
            """, top: """
            "duration": 1, "animations": [ { "layer": "s", "keyPath": "strokeEnd", "to": 1, "duration": 1, "timing": "easeInOut" } ]
            """))
        let s = named(c, "s")
        #expect(s.presentationValue(forKey: "strokeEnd", atRootTime: 0) == .number(0))
        #expect(s.presentationValue(forKey: "strokeEnd", atRootTime: 0.5) == .number(0.5))
        let quarter = s.presentationValue(forKey: "strokeEnd", atRootTime: 0.25)
        guard case let .number(v)? = quarter else { Issue.record("no value"); return }
        #expect(abs(v - 0.1291) < 0.001, "easeInEaseOut at 0.25 is 0.129, got \(v)")
        #expect(s.presentationValue(forKey: "strokeEnd", atRootTime: 2) == .number(1))
    }

    @Test func shapeKeysNeedAShapeLayer() {
        let m = fixture.message(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "keyPath": "lineWidth", "to": 3 } ]
            """))
        #expect(m == "animations[0].keyPath: lineWidth animates a shape layer, but layer \"a\" (root.sublayers[0]) has no shape; "
                + "give it a \"shape\" object or animate another layer")
    }

    @Test func maskCutsTheLayerToTheMasksAlpha() throws {
        let c = try clip("""
            { "canvas": { "width": 40, "height": 20, "scale": 1, "background": "#FFFFFF" },
              "root": { "sublayers": [ { "name": "red", "frame": [0, 0, 40, 20], "backgroundColor": "#FF0000",
                "mask": { "name": "m", "frame": [0, 0, 20, 20], "backgroundColor": "#000000" } } ] },
              "duration": 1,
              "animations": [ { "layer": "m", "keyPath": "position.x", "to": 30, "duration": 1 } ] }
            """)
        let start = pixels(c, at: 0), end = pixels(c, at: 1)
        #expect(start[5, 10] == Pixel(r: 255, g: 0, b: 0, a: 255) && start[35, 10] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(end[5, 10] == Pixel(r: 255, g: 255, b: 255, a: 255) && end[35, 10] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func contentsRectIsAKeyAndAnimates() throws {
        let c = try clip(sceneWithLayer("\"name\": \"a\", \"contentsRect\": [0, 0, 0.5, 1]", top: """
            "animations": [ { "layer": "a", "keyPath": "contentsRect", "to": [0.5, 0, 0.5, 1], "duration": 1 } ]
            """))
        let a = named(c, "a")
        #expect(a.contentsRect == Rect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(a.presentationValue(forKey: "contentsRect", atRootTime: 0.5) == .rect(Rect(x: 0.25, y: 0, width: 0.5, height: 1)))
        #expect(fixture.message(sceneWithLayer("\"contentsRect\": [0, 0, 1]"))?.hasPrefix("root.sublayers[0].contentsRect:") == true)
    }

    @Test func fontFamilyAndUIKitWeightNamesReachTheTextLayer() throws {
        let c = try clip(sceneWithLayer("""
            "name": "t", "text": { "string": "Hi", "fontFamily": "DejaVu Serif", "fontWeight": "heavy", "fontSize": 20 }
            """))
        let t = try #require(named(c, "t") as? TextLayer)
        #expect(t.font.family == "DejaVu Serif" && t.font.weight == .heavy && t.font.size == 20)
        #expect(TextSpec.weight(named: "ultraLight") == .ultraLight && TextSpec.weight(named: "semibold") == .semibold)
        #expect(TextSpec.weight(named: "regular") == .regular && TextSpec.weight(named: "medium") == .medium)
        #expect(TextSpec.weight(named: "black") == .black && TextSpec.weight(named: "thin") == .thin)
        #expect(TextSpec.weight(named: "Bold") == nil)
        #expect(fixture.message(sceneWithLayer("\"text\": { \"string\": \"a\", \"fontWeight\": \"fat\" }"))
                == "root.sublayers[0].text.fontWeight: unknown font weight \"fat\" (use ultraLight, thin, light, regular, "
                + "medium, semibold, bold, heavy, black)")
        #expect(fixture.message(sceneWithLayer("\"text\": { \"string\": \"a\", \"fontFamily\": \"No Such Font\" }"))?
                    .hasPrefix("root.sublayers[0].text.fontFamily:") == true)
        #expect(fixture.message(sceneWithLayer("\"text\": { \"string\": \"a\", \"fontFamily\": 3 }"))
                == "root.sublayers[0].text.fontFamily: expected a string, got a number")
    }

    @Test func textColourAnimatesAsForegroundColor() throws {
        let c = try clip(sceneWithLayer("\"name\": \"t\", \"text\": { \"string\": \"Hi\", \"color\": \"#000000\" }", top: """
            "animations": [ { "layer": "t", "keyPath": "foregroundColor", "to": "#FF0000", "duration": 1 } ]
            """))
        #expect(named(c, "t").presentationValue(forKey: "foregroundColor", atRootTime: 0.5) == .vector([0.5, 0, 0, 1]))
    }

    @Test func gradientColoursAnimateAndMustMatchInCount() throws {
        let c = try clip(sceneWithLayer("\"name\": \"g\", \"gradient\": { \"colors\": [\"#000000\", \"#FFFFFF\"] }", top: """
            "animations": [ { "layer": "g", "keyPath": "colors", "to": ["#FF0000", "#0000FF"], "duration": 1 } ]
            """))
        #expect(named(c, "g").presentationValue(forKey: "colors", atRootTime: 0.5) == .vector([0.5, 0, 0, 1, 0.5, 0.5, 1, 1]))
        let m = fixture.message(sceneWithLayer("\"name\": \"g\", \"gradient\": { \"colors\": [\"#000000\", \"#FFFFFF\"] }", top: """
            "animations": [ { "layer": "g", "keyPath": "colors", "to": ["#FF0000"] } ]
            """))
        #expect(m == "animations[0]: value 0 has 1 colours but layer \"g\"'s gradient has 2; give as many colours as the gradient")
    }

    @Test func hiddenAnimatesWithBooleans() throws {
        let c = try clip(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "keyPath": "hidden", "values": [false, true, true], "keyTimes": [0, 0.2, 1], "duration": 1 } ]
            """))
        let a = named(c, "a")
        #expect(a.presentationValue(forKey: "hidden", atRootTime: 0) == .number(0))
        #expect(a.presentationValue(forKey: "hidden", atRootTime: 0.5) == .number(1))
        #expect(fixture.message(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "keyPath": "hidden", "to": 1 } ]
            """)) == "animations[0].to: hidden takes true or false: expected true or false, got a number")
    }

    @Test func repeatCountInfinityNeverEnds() throws {
        let c = try clip(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "keyPath": "opacity", "from": 0, "to": 1, "duration": 1, "repeatCount": "infinity" } ]
            """))
        let a = named(c, "a")
        #expect(a.presentationValue(forKey: "opacity", atRootTime: 0.25) == .number(0.25))
        #expect(a.presentationValue(forKey: "opacity", atRootTime: 1000.25) == .number(0.25))
        #expect(fixture.message(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "keyPath": "opacity", "to": 1, "repeatCount": "forever" } ]
            """)) == "animations[0].repeatCount: expected a number of passes or \"infinity\", got \"forever\"")
    }

    @Test func groupChildrenInheritLayerAndDurationAndBeginInTheGroupsTime() throws {
        let doc = try fixture.load(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "begin": 1, "duration": 2, "animations": [
                { "keyPath": "opacity", "to": 0 },
                { "keyPath": "position.x", "to": 50, "begin": 0.5, "duration": 1.5 } ] } ]
            """))
        #expect(doc.animations.map(\.layer) == ["a", "a"])
        #expect(doc.animations.map(\.begin) == [1, 1.5] && doc.animations.map(\.duration) == [2, 1.5])
        #expect(doc.animations.map(\.keyPath) == ["animations[0].animations[0]", "animations[0].animations[1]"])
        let late = fixture.message(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "duration": 1, "animations": [ { "keyPath": "opacity", "to": 0, "duration": 2 } ] } ]
            """))
        #expect(late == "animations[0].animations[0]: ends 2 s into the group, after the group's duration of 1 s; "
                + "shorten it or lengthen the group")
        let nested = fixture.message(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "animations": [ { "animations": [] } ] } ]
            """))
        #expect(nested == "animations[0].animations[0]: a group cannot hold another group; list its animations in this group")
        #expect(fixture.message(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "timing": "easeIn", "animations": [] } ]
            """))?.hasPrefix("animations[0].timing: unknown key") == true)
    }

    @Test func easeInOutIsUIKitsSpellingOfEaseInEaseOut() throws {
        let doc = try fixture.load(sceneWithLayer("\"name\": \"a\"", top: """
            "animations": [ { "layer": "a", "keyPath": "opacity", "to": 0, "timing": "easeInOut" } ]
            """))
        #expect(doc.animations[0].timing == .easeInEaseOut)
    }
}
