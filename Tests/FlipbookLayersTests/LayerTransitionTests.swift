import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting
import Testing

/// `CATransition` as FlipbookLayers draws it: the old look frozen when the transition is added,
/// the new look the model at each frame, combined by the type at the transition's progress.
@Suite struct LayerTransitionTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// A 100 × 50 red layer at (50, 25) in a 200 × 100 white canvas (so what slides outside its
    /// bounds shows), given `transition` and then turned blue.
    func redTurnedBlue(_ transition: LayerTransition, masks: Bool = false) -> Layer {
        let root = makeLayer(Rect(x: 0, y: 0, width: 200, height: 100), color: .white)
        let layer = makeLayer(Rect(x: 50, y: 25, width: 100, height: 50), color: Self.red)
        layer.masksToBounds = masks
        root.addSublayer(layer)
        layer.add(transition, forKey: LayerTransition.key)
        layer.backgroundColor = Self.blue
        return root
    }

    func pixel(_ root: Layer, at time: Double, _ x: Int, _ y: Int) -> Pixel {
        Renderer().render(root.renderTree(at: time, canvasSize: Size(width: 200, height: 100), scale: 1))[x, y]
    }

    /// Each channel within `tolerance` (8-bit rounding of the mix and of the compositing).
    func near(_ a: Pixel, _ b: Pixel, _ tolerance: Int = 1) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
    }

    func linear(_ type: LayerTransitionType, _ subtype: LayerTransitionSubtype? = nil) -> LayerTransition {
        LayerTransition(type: type, subtype: subtype, timing: MediaTiming(duration: 1))
    }

    @Test func pushFromRightHalfwayOldLeftHalfNewRightHalfUnclipped() {
        let root = redTurnedBlue(linear(.push, .fromRight))
        // Progress 0.5: the old look spans x −50…50 of the layer (canvas 0…100), the new 50…150
        // (canvas 100…200); nothing clips it, so the new look shows right of the layer too.
        #expect(pixel(root, at: 0.5, 75, 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(pixel(root, at: 0.5, 25, 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(pixel(root, at: 0.5, 125, 50) == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(pixel(root, at: 0.5, 175, 50) == Pixel(r: 0, g: 0, b: 255, a: 255))
        // Start: the old look in place; the new look waits right of the bounds.
        #expect(pixel(root, at: 0, 100, 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(pixel(root, at: 0, 175, 50) == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func pushClippedByMasksToBoundsShowsOnlyInsideTheBounds() {
        let root = redTurnedBlue(linear(.push, .fromRight), masks: true)
        #expect(pixel(root, at: 0.5, 25, 50) == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(pixel(root, at: 0.5, 75, 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(pixel(root, at: 0.5, 125, 50) == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(pixel(root, at: 0.5, 175, 50) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func moveInFromLeftAQuarterInCoversTheOldLookWhichStays() {
        let root = redTurnedBlue(linear(.moveIn, .fromLeft), masks: true)
        // Progress 0.25: the new look spans layer x −75…25 (canvas −25…75) over the old one.
        #expect(pixel(root, at: 0.25, 60, 50) == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(pixel(root, at: 0.25, 90, 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(pixel(root, at: 0.25, 145, 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func nilSubtypeIsDrawnFromTheLeft() {
        let a = redTurnedBlue(linear(.push, nil)), b = redTurnedBlue(linear(.push, .fromLeft))
        for x in stride(from: 5, to: 200, by: 10) {
            #expect(pixel(a, at: 0.3, x, 50) == pixel(b, at: 0.3, x, 50))
        }
    }

    @Test func revealFromTopTheOldLookLeavesUpwardsOnIOSAxes() {
        // fromTop is CA's maximum y: on iOS's y-down layers the new look comes from the bottom
        // edge, so a reveal moves the old look up, uncovering the new one below it.
        let root = redTurnedBlue(linear(.reveal, .fromTop), masks: true)
        #expect(pixel(root, at: 0.5, 100, 30) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(pixel(root, at: 0.5, 100, 70) == Pixel(r: 0, g: 0, b: 255, a: 255))
        let down = redTurnedBlue(linear(.push, .fromBottom), masks: true)
        #expect(pixel(down, at: 0.5, 100, 30) == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(pixel(down, at: 0.5, 100, 70) == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func fadeMixesBothLooksPixelByPixel() {
        let root = redTurnedBlue(linear(.fade))
        let mid = pixel(root, at: 0.5, 100, 50)
        #expect(near(mid, Pixel(r: 128, g: 0, b: 128, a: 255)))
        let quarter = pixel(root, at: 0.25, 100, 50)
        #expect(near(quarter, Pixel(r: 191, g: 0, b: 64, a: 255)))
    }

    @Test func fadeOfAnAddedSublayerFadesItInAndOfARemovedOneFadesItOut() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 200, height: 100), color: .white)
        let container = makeLayer(Rect(x: 0, y: 0, width: 200, height: 100))
        root.addSublayer(container)
        let old = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100), color: Self.red)
        container.addSublayer(old)
        container.add(linear(.fade), forKey: LayerTransition.key)
        old.removeFromSuperlayer()
        container.addSublayer(makeLayer(Rect(x: 100, y: 0, width: 100, height: 100), color: Self.blue))
        // Half way: each square at half strength over white.
        #expect(near(pixel(root, at: 0.5, 50, 50), Pixel(r: 255, g: 128, b: 128, a: 255)))
        #expect(near(pixel(root, at: 0.5, 150, 50), Pixel(r: 128, g: 128, b: 255, a: 255)))
    }

    @Test func progressFollowsTimingFunctionBetweenStartAndEndProgress() throws {
        var t = LayerTransition(
            type: .push, subtype: .fromRight, timing: MediaTiming(duration: 2),
            timingFunction: .easeIn, startProgress: 0.2, endProgress: 0.6)
        #expect(t.progress(atTime: 0) == 0.2)
        let p = try #require(t.progress(atTime: 1))
        #expect(abs(p - (0.2 + 0.4 * TimingFunction.easeIn.progress(at: 0.5))) < 1e-12)
        // The active span is half-open, as every animation's: at its end it is over.
        #expect(t.progress(atTime: 2) == nil)
        #expect(t.progress(atTime: 2.5) == nil)
        t.timing.fillMode = .forwards
        #expect(abs(try #require(t.progress(atTime: 2.5)) - 0.6) < 1e-12)
        // Drawn: startProgress 0.2 puts the pushed boundary at 100 − 20 in the layer at t = 0.
        let root = redTurnedBlue(t, masks: true)
        #expect(pixel(root, at: 0, 50 + 75, 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(pixel(root, at: 0, 50 + 85, 50) == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func theOldLookIsFrozenWhenAddedAndTheNewOneFollowsTheModel() {
        let root = redTurnedBlue(linear(.push, .fromRight), masks: true)
        let layer = root.sublayers[0]
        #expect((layer.animation(forKey: LayerTransition.key) as? LayerTransition)?.hasFrozenLook == true)
        layer.backgroundColor = Color(red: 0, green: 1, blue: 0)
        #expect(pixel(root, at: 0.5, 75, 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(pixel(root, at: 0.5, 125, 50) == Pixel(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func afterItsDurationTheModelShowsAndOpacityAppliesToBothLooks() {
        let root = redTurnedBlue(linear(.push, .fromRight), masks: true)
        #expect(pixel(root, at: 1.5, 75, 50) == Pixel(r: 0, g: 0, b: 255, a: 255))
        root.sublayers[0].opacity = 0.5
        #expect(near(pixel(root, at: 0.5, 75, 50), Pixel(r: 255, g: 128, b: 128, a: 255)))
        #expect(near(pixel(root, at: 0.5, 125, 50), Pixel(r: 128, g: 128, b: 255, a: 255)))
    }

    /// A card with a label-like bar pushed from the right by a new card, and a fading badge.
    @Test func pushFilmstrip() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 200, height: 120), color: Color(white: 0.92))
        let card = makeLayer(Rect(x: 40, y: 20, width: 120, height: 80), color: Color(red: 0.95, green: 0.45, blue: 0.2))
        card.cornerRadius = 12
        card.masksToBounds = true
        card.addSublayer(makeLayer(Rect(x: 12, y: 12, width: 70, height: 12), color: .white))
        root.addSublayer(card)
        card.add(
            LayerTransition(
                type: .push, subtype: .fromRight, timing: MediaTiming(duration: 1),
                timingFunction: .easeInEaseOut), forKey: LayerTransition.key)
        card.backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.95)
        card.sublayers[0].frame = Rect(x: 12, y: 56, width: 96, height: 12)
        assertSnapshot(
            of: root,
            as: .filmstrip(times: [0, 0.25, 0.5, 0.75, 1]) { layer, t in
                Renderer().render(layer.renderTree(at: t, canvasSize: Size(width: 200, height: 120), scale: 0.5))
            })
    }

    /// A fade on a panel whose left badge is removed and a right badge added: the old badge
    /// fades out, the new one in, the panel's colour dissolves from grey to green.
    @Test func fadeFilmstrip() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 200, height: 120), color: .white)
        let panel = makeLayer(Rect(x: 20, y: 20, width: 160, height: 80), color: Color(white: 0.6))
        panel.cornerRadius = 10
        let old = makeLayer(Rect(x: 16, y: 20, width: 40, height: 40), color: Self.red)
        old.cornerRadius = 20
        panel.addSublayer(old)
        root.addSublayer(panel)
        panel.add(LayerTransition(type: .fade, timing: MediaTiming(duration: 1)), forKey: LayerTransition.key)
        old.removeFromSuperlayer()
        let new = makeLayer(Rect(x: 104, y: 20, width: 40, height: 40), color: Self.blue)
        panel.addSublayer(new)
        panel.backgroundColor = Color(red: 0.3, green: 0.75, blue: 0.4)
        assertSnapshot(
            of: root,
            as: .filmstrip(times: [0, 0.25, 0.5, 0.75, 1]) { layer, t in
                Renderer().render(layer.renderTree(at: t, canvasSize: Size(width: 200, height: 120), scale: 0.5))
            })
    }
}

/// iOS's private `cube`, `oglFlip` and `flip` types: the two looks as faces turning in
/// perspective (the eye `LayerTransition.eyeDistance` in front), pushed back so that their
/// nearest edge keeps the layer's size — our choice where iOS's geometry is not documented.
@Suite struct TurningLayerTransitionTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 1, blue: 0)

    /// A 100 × 60 red layer at (50, 20) in a 200 × 100 white canvas, given `transition` and
    /// then turned blue with a green strip along its right edge (x 80…100).
    func redTurnedBlue(_ type: LayerTransitionType, _ subtype: LayerTransitionSubtype?) -> Layer {
        let root = makeLayer(Rect(x: 0, y: 0, width: 200, height: 100), color: .white)
        let layer = makeLayer(Rect(x: 50, y: 20, width: 100, height: 60), color: Self.red)
        root.addSublayer(layer)
        layer.add(LayerTransition(type: type, subtype: subtype, timing: MediaTiming(duration: 1)), forKey: LayerTransition.key)
        layer.backgroundColor = Self.blue
        layer.addSublayer(makeLayer(Rect(x: 80, y: 0, width: 20, height: 60), color: Self.green))
        return root
    }

    func render(_ root: Layer, at time: Double) -> Bitmap {
        Renderer().render(root.renderTree(at: time, canvasSize: Size(width: 200, height: 100), scale: 1))
    }

    static let white = Pixel(r: 255, g: 255, b: 255, a: 255)
    func isRed(_ p: Pixel) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    func isBlue(_ p: Pixel) -> Bool { p.b > 200 && p.r < 60 && p.g < 60 }
    func isGreen(_ p: Pixel) -> Bool { p.g > 200 && p.r < 60 && p.b < 60 }

    /// The rows a column of `bitmap` covers with non-white pixels (its projected height).
    func coveredRows(_ bitmap: Bitmap, column x: Int) -> Int {
        (0..<bitmap.height).filter { bitmap[x, $0] != Self.white }.count
    }

    @Test func cubeFromRightHalfwayOldFaceLeftNewFaceRightSharedEdgeKeepsTheHeight() {
        let frame = render(redTurnedBlue(.cube, .fromRight), at: 0.5)
        // At 45° the two faces meet at the layer's centre line (x 100) and, as a box seen
        // corner-on, reach past the bounds on both sides (nothing clips the layer here).
        #expect(isRed(frame[75, 50]))
        #expect(isBlue(frame[125, 50]))
        let row = (0..<200).filter { frame[$0, 50] != Self.white }
        let first = row.first!, last = row.last!
        #expect(first < 50 && last > 150 && abs((100 - first) - (last - 100)) <= 1)
        // The new face's right edge (the green strip) is its far side, the right.
        #expect(isGreen(frame[last - 2, 50]))
        // Pushed back so that the shared edge, the nearest, keeps the layer's 60 pt height (our
        // choice); the far edges are smaller.
        #expect(coveredRows(frame, column: 100) == 60)
        #expect(coveredRows(frame, column: first + 1) < 59 && coveredRows(frame, column: last - 1) < 59)
    }

    @Test func cubeFromLeftTurnsTheOtherWay() {
        let frame = render(redTurnedBlue(.cube, .fromLeft), at: 0.5)
        #expect(isBlue(frame[75, 50]))
        #expect(isRed(frame[125, 50]))
        // The new face's right edge meets the old face at the centre.
        #expect(isGreen(frame[98, 50]))
    }

    @Test func cubeFromTopBringsTheNewFaceUpFromTheBottomOnIOSAxes() {
        // fromTop is CA's maximum y: the bottom edge on iOS's y-down layers, as for push.
        let frame = render(redTurnedBlue(.cube, .fromTop), at: 0.5)
        #expect(isRed(frame[70, 40]))
        #expect(isBlue(frame[70, 60]))
        // The shared edge, nearest, along the centre row keeps the layer's 100 pt width.
        #expect((0..<200).filter { frame[$0, 50] != Self.white }.count == 100)
        #expect(coveredRows(frame, column: 100) > 60)
    }

    @Test func cubeAQuarterInTheOldFaceIsWiderThanTheNewOne() {
        let frame = render(redTurnedBlue(.cube, .fromRight), at: 0.25)
        let row = (0..<200).map { frame[$0, 50] }
        let red = row.filter(isRed).count, other = row.filter { isBlue($0) || isGreen($0) }.count
        #expect(red > 2 * other && other > 5)
        #expect(render(redTurnedBlue(.cube, .fromRight), at: 0)[100, 50] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func oglFlipFromLeftTheLeftEdgeComesForwardThenTheNewLookShowsUnmirrored() {
        let quarter = render(redTurnedBlue(.oglFlip, .fromLeft), at: 0.25)
        // At 45° the old look, narrower; its left edge, the nearest, keeps the 60 pt height.
        #expect(isRed(quarter[100, 50]))
        #expect(quarter[60, 50] == Self.white && quarter[140, 50] == Self.white)
        let left = (0..<200).first { isRed(quarter[$0, 50]) }!, right = (0..<200).last { isRed(quarter[$0, 50]) }!
        #expect(coveredRows(quarter, column: left + 1) == 60)
        #expect(coveredRows(quarter, column: right - 1) < 59)
        // At 135° the back: the new look, its green strip on the right as the model has it.
        let late = render(redTurnedBlue(.oglFlip, .fromLeft), at: 0.75)
        #expect(isBlue(late[100, 50]))
        let greens = (0..<200).filter { isGreen(late[$0, 50]) }
        #expect(!greens.isEmpty && greens.allSatisfy { $0 > 100 })
        #expect(!(0..<200).contains { isRed(late[$0, 50]) })
    }

    @Test func oglFlipFromRightTheRightEdgeComesForward() {
        let quarter = render(redTurnedBlue(.oglFlip, .fromRight), at: 0.25)
        let left = (0..<200).first { isRed(quarter[$0, 50]) }!, right = (0..<200).last { isRed(quarter[$0, 50]) }!
        #expect(coveredRows(quarter, column: right - 1) == 60)
        #expect(coveredRows(quarter, column: left + 1) < 59)
    }

    @Test func oglFlipFromBottomTheTopEdgeComesForwardOnIOSAxes() {
        let quarter = render(redTurnedBlue(.oglFlip, .fromBottom), at: 0.25)
        let top = (0..<100).first { isRed(quarter[100, $0]) }!, bottom = (0..<100).last { isRed(quarter[100, $0]) }!
        let width = { (y: Int) in (0..<200).filter { quarter[$0, y] != Self.white }.count }
        #expect(width(top + 1) == 100)
        #expect(width(bottom - 1) < 99)
    }

    @Test func flipIsDrawnAsOglFlipOurChoice() {
        for time in [0.2, 0.4, 0.7] {
            #expect(render(redTurnedBlue(.flip, .fromTop), at: time) == render(redTurnedBlue(.oglFlip, .fromTop), at: time))
        }
        #expect(LayerTransitionType.flip.isDrawn && LayerTransitionType.cube.isDrawn)
        #expect(!LayerTransitionType(rawValue: "rippleEffect").isDrawn)
    }

    /// A card with a bar, turned on a cube from the right to a blue card whose bar moved down.
    @Test func cubeFilmstrip() {
        assertSnapshot(of: Self.card(.cube, .fromRight), as: Self.filmstrip)
    }

    /// The same card flipped from the left.
    @Test func oglFlipFilmstrip() {
        assertSnapshot(of: Self.card(.oglFlip, .fromLeft), as: Self.filmstrip)
    }

    static func card(_ type: LayerTransitionType, _ subtype: LayerTransitionSubtype?) -> Layer {
        let root = makeLayer(Rect(x: 0, y: 0, width: 200, height: 120), color: Color(white: 0.92))
        let card = makeLayer(Rect(x: 40, y: 20, width: 120, height: 80), color: Color(red: 0.95, green: 0.45, blue: 0.2))
        card.addSublayer(makeLayer(Rect(x: 12, y: 12, width: 70, height: 12), color: .white))
        root.addSublayer(card)
        card.add(
            LayerTransition(type: type, subtype: subtype, timing: MediaTiming(duration: 1)), forKey: LayerTransition.key)
        card.backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.95)
        card.sublayers[0].frame = Rect(x: 12, y: 56, width: 96, height: 12)
        return root
    }

    static var filmstrip: Snapshotting<Layer> {
        .filmstrip(times: [0, 0.25, 0.5, 0.75, 1]) { layer, t in
            Renderer().render(layer.renderTree(at: t, canvasSize: Size(width: 200, height: 120), scale: 0.5))
        }
    }
}

/// `CALayer.convertTime(_:from:)` and `convertTime(_:to:)` through the render clock.
@Suite struct LayerTimeConversionTests {
    @Test func convertTimeUndoesEachLayersBeginSpeedAndOffset() {
        let root = Layer()
        root.beginTime = 2
        root.speed = 2
        let child = Layer()
        child.timeOffset = 1
        child.speed = 0.5
        root.addSublayer(child)
        // Clock 5 → root (5 − 2) · 2 = 6 → child 6 · 0.5 + 1 = 4.
        #expect(child.convertTime(5, from: nil) == 4)
        #expect(child.convertTime(4, to: nil) == 5)
        #expect(root.convertTime(4, from: child) == 6)
        #expect(child.convertTime(6, from: root) == 4)
        let other = Layer()
        other.beginTime = 1
        #expect(other.convertTime(4, from: child) == 4)
    }
}
