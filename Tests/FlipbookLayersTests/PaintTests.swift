import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

@Suite struct ContentsGravityTests {
    /// A 200 × 100 point layer showing a 40 × 20 pixel image at contentsScale 2 (20 × 10 points).
    private func destination(_ gravity: ContentsGravity) -> Rect? {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 200, height: 100))
        layer.bounds.origin = Point(x: 10, y: 5)
        layer.contents = makeImage(width: 40, height: 20)
        layer.contentsScale = 2
        layer.contentsGravity = gravity
        return layer.contentsPaint?.destination
    }

    @Test(arguments: [
        (ContentsGravity.resize, Rect(x: 10, y: 5, width: 200, height: 100)),
        (.resizeAspect, Rect(x: 10, y: 5, width: 200, height: 100)),
        (.center, Rect(x: 100, y: 50, width: 20, height: 10)),
        (.top, Rect(x: 100, y: 5, width: 20, height: 10)),
        (.bottom, Rect(x: 100, y: 95, width: 20, height: 10)),
        (.left, Rect(x: 10, y: 50, width: 20, height: 10)),
        (.right, Rect(x: 190, y: 50, width: 20, height: 10)),
        (.topLeft, Rect(x: 10, y: 5, width: 20, height: 10)),
        (.topRight, Rect(x: 190, y: 5, width: 20, height: 10)),
        (.bottomLeft, Rect(x: 10, y: 95, width: 20, height: 10)),
        (.bottomRight, Rect(x: 190, y: 95, width: 20, height: 10)),
    ])
    func gravityPlacesTheNaturalSize(gravity: ContentsGravity, expected: Rect) {
        #expect(destination(gravity) == expected)
    }

    @Test func aspectGravitiesFitAndFillAnImageOfAnotherShape() {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        let square = Size(width: 50, height: 50)
        #expect(ContentsGravity.resizeAspect.destination(natural: square, in: bounds)
                == Rect(x: 50, y: 0, width: 100, height: 100))
        #expect(ContentsGravity.resizeAspectFill.destination(natural: square, in: bounds)
                == Rect(x: 0, y: -50, width: 200, height: 200))
        #expect(ContentsGravity.resizeAspectFill.destination(natural: Size(width: 400, height: 100), in: bounds)
                == Rect(x: -100, y: 0, width: 400, height: 100))
    }

    @Test func allTwelveCaseNamesAreCoreAnimations() {
        #expect(ContentsGravity.allCases.map(\.rawValue) == [
            "resize", "resizeAspect", "resizeAspectFill", "center", "top", "bottom", "left", "right",
            "topLeft", "topRight", "bottomLeft", "bottomRight"])
    }

    @Test func contentsRectShrinksTheNaturalSizeAndIsPassedOn() throws {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100))
        layer.contents = makeImage(width: 40, height: 40)
        layer.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 0.25)
        layer.contentsGravity = .topLeft
        let paint = try #require(layer.contentsPaint)
        #expect(paint.destination == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(paint.sourceRect == Rect(x: 0.5, y: 0, width: 0.5, height: 0.25))
    }

    @Test func noContentsNoPaint() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(layer.contentsPaint == nil)
        layer.contents = Image(Bitmap(width: 0, height: 0))
        #expect(layer.contentsPaint == nil)
    }
}

@Suite struct PaintRuleTests {
    @Test func cornerRadiusIsClampedToHalfTheShorterSide() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 100, height: 40))
        layer.cornerRadius = 50
        #expect(layer.clampedCornerRadius == 20)
        layer.cornerRadius = 8
        #expect(layer.clampedCornerRadius == 8)
        layer.cornerRadius = -3
        #expect(layer.clampedCornerRadius == 0)
        layer.cornerRadius = 50
        #expect(layer.renderTree(canvasSize: Size(width: 1, height: 1)).nodes[0].cornerRadius == 20)
    }

    @Test func hiddenAndTransparentLayersAreSkippedWithTheirSubtrees() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        let hidden = makeLayer(Rect(x: 0, y: 0, width: 5, height: 5), name: "hidden")
        let clear = makeLayer(Rect(x: 0, y: 0, width: 5, height: 5), name: "clear")
        let shown = makeLayer(Rect(x: 0, y: 0, width: 5, height: 5), color: .black)
        hidden.isHidden = true
        clear.opacity = 0
        hidden.addSublayer(makeLayer(Rect(x: 0, y: 0, width: 1, height: 1)))
        for layer in [hidden, clear, shown] { root.addSublayer(layer) }
        let children = root.renderTree(canvasSize: Size(width: 10, height: 10)).nodes[0].children
        #expect(children.count == 1 && children[0].backgroundColor == .black)
        root.isHidden = true
        #expect(root.renderTree(canvasSize: Size(width: 10, height: 10)).nodes.isEmpty)
    }

    @Test func shadowNeedsOpacityAndNoMasksToBounds() throws {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.shadowPaint == nil)
        #expect(layer.shadowOffset == Size(width: 0, height: -3) && layer.shadowRadius == 3)
        layer.shadowOpacity = 0.5
        layer.shadowColor = Color(red: 1, green: 0, blue: 0, alpha: 0.8)
        let shadow = try #require(layer.shadowPaint)
        #expect(close(shadow.color.alpha, 0.4, 1e-9) && shadow.color.red == 1)
        #expect(shadow.radius == 3 && shadow.offset == Size(width: 0, height: -3))
        layer.masksToBounds = true
        #expect(layer.shadowPaint == nil)
        layer.masksToBounds = false
        layer.shadowColor = .clear
        #expect(layer.shadowPaint == nil)
    }

    @Test func gradientUnitPointsBecomeBoundsPointsAndStopsSpaceEvenly() throws {
        let layer = GradientLayer()
        layer.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        layer.bounds.origin = Point(x: 10, y: 20)
        #expect(layer.gradientPaint == nil)
        layer.colors = [.black, .white, .clear]
        var paint = try #require(layer.gradientPaint)
        #expect(paint.kind == .axial)
        #expect(paint.start == Point(x: 110, y: 20) && paint.end == Point(x: 110, y: 120))
        #expect(paint.stops.map(\.location) == [0, 0.5, 1])
        layer.startPoint = Point(x: 0, y: 0.5)
        layer.endPoint = Point(x: 1, y: 0.25)
        layer.locations = [0.2, 0.9, 0.4]
        layer.type = .radial
        paint = try #require(layer.gradientPaint)
        #expect(paint.start == Point(x: 10, y: 70) && paint.end == Point(x: 210, y: 45))
        #expect(paint.stops == [GradientStop(location: 0.2, color: .black),
                                GradientStop(location: 0.4, color: .clear),
                                GradientStop(location: 0.9, color: .white)])
        layer.locations = [0.1]
        #expect(layer.gradientPaint?.stops.map(\.location) == [0, 0.5, 1])
        let node = layer.renderTree(canvasSize: Size(width: 1, height: 1)).nodes[0]
        #expect(node.gradient == layer.gradientPaint)
    }

    @Test func maskIsPlacedInTheHostsBoundsSpace() throws {
        let host = makeLayer(Rect(x: 50, y: 50, width: 100, height: 100), color: .black)
        let mask = makeLayer(Rect(x: 10, y: 20, width: 30, height: 40), color: .white)
        host.mask = mask
        let node = host.renderTree(canvasSize: Size(width: 200, height: 200)).nodes[0]
        let m = try #require(node.mask?.node)
        #expect(close(Point(x: 0, y: 0).applying(m.transform), Point(x: 10, y: 20), 1e-9))
        #expect(m.bounds.size == Size(width: 30, height: 40))
        mask.isHidden = true
        #expect(host.renderTree(canvasSize: Size(width: 200, height: 200)).nodes.isEmpty)
    }

    @Test func borderAndFlagsArePassedOn() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        layer.borderWidth = 2
        layer.isDoubleSided = false
        layer.masksToBounds = true
        layer.opacity = 0.25
        let node = layer.renderTree(canvasSize: Size(width: 10, height: 10)).nodes[0]
        #expect(node.borderWidth == 2 && node.borderColor == .black)
        #expect(!node.isDoubleSided && node.masksToBounds && node.opacity == 0.25)
    }
}
