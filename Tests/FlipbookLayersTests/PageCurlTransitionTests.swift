import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting
import Testing

/// iOS's private `"pageCurl"` and `"pageUnCurl"`: the page bent over a cylinder whose radius is
/// an eighth of its length, its back light paper — our choices where iOS documents nothing.
@Suite struct PageCurlTransitionTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let white = Pixel(r: 255, g: 255, b: 255, a: 255)

    /// A 100 × 80 red layer at (50, 10) in a 200 × 100 white canvas, given a one-second
    /// transition of `type` and then turned blue (the camera irises' tests use it too).
    func redTurnedBlue(_ type: LayerTransitionType, _ subtype: LayerTransitionSubtype? = nil) -> Layer {
        let root = makeLayer(Rect(x: 0, y: 0, width: 200, height: 100), color: .white)
        let layer = makeLayer(Rect(x: 50, y: 10, width: 100, height: 80), color: Self.red)
        root.addSublayer(layer)
        layer.add(LayerTransition(type: type, subtype: subtype, timing: MediaTiming(duration: 1)), forKey: LayerTransition.key)
        layer.backgroundColor = Self.blue
        return root
    }

    func render(_ root: Layer, at time: Double) -> Bitmap {
        Renderer().render(root.renderTree(at: time, canvasSize: Size(width: 200, height: 100), scale: 1))
    }

    func isRed(_ p: Pixel) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    func isBlue(_ p: Pixel) -> Bool { p.b > 200 && p.r < 60 && p.g < 60 }
    /// The page's back: light, the mirrored red faint through it.
    func isPaper(_ p: Pixel) -> Bool { p.r > 200 && p.g > 150 && p.b > 150 }

    @Test func pageCurlWithoutASubtypeLiftsTheBottomEdgeAsUIKitsCurlUp() {
        let frame = render(redTurnedBlue(.pageCurl), at: 0.3)
        // The axis is 0.3 · (80 + 10) = 27 pt above the bottom edge (y 90): the page is flat
        // above it and the new look shows below the cylinder.
        #expect(isRed(frame[100, 20]))
        #expect(isRed(frame[100, 60]))
        #expect(isBlue(frame[100, 88]))
        // Nothing outside the layer changes.
        #expect(frame[100, 5] == Self.white && frame[100, 95] == Self.white && frame[45, 50] == Self.white)
    }

    @Test func pageCurlPastHalfATurnShowsThePagesBackOverThePageStillFlat() {
        // At 0.7 the axis is 63 pt up (y 27); half a turn is π · 10 ≈ 31.4 pt of page, so the
        // 31.6 pt below it lie flat on top, facing away, from y 27 up to the layer's top.
        let frame = render(redTurnedBlue(.pageCurl), at: 0.7)
        #expect(isPaper(frame[100, 14]))
        #expect(isBlue(frame[100, 80]))
    }

    @Test func pageCurlStartsWithTheOldLookAndEndsWithTheNewOneInsideTheBounds() {
        let start = render(redTurnedBlue(.pageCurl), at: 0), end = render(redTurnedBlue(.pageCurl), at: 1)
        #expect(isRed(start[100, 89]) && isRed(start[100, 11]))
        // The page has rolled off the top edge; nothing of it shows above the layer.
        #expect(isBlue(end[100, 11]) && isBlue(end[100, 89]))
        #expect(end[100, 5] == Self.white)
    }

    @Test func pageCurlFromLeftLiftsTheLeftEdge() {
        let frame = render(redTurnedBlue(.pageCurl, .fromLeft), at: 0.3)
        // 0.3 · (100 + 12.5) = 33.75 pt in from the left edge (x 50).
        #expect(isBlue(frame[52, 50]))
        #expect(isRed(frame[140, 50]))
    }

    @Test func pageUnCurlUnrollsTheNewLookDownToTheBottomEdge() {
        let early = render(redTurnedBlue(.pageUnCurl), at: 0.3)
        // Backwards: the new look is the page, its axis 0.7 · 90 = 63 pt above the bottom edge;
        // the old look still shows below it.
        #expect(isBlue(early[100, 60]) == false)
        #expect(isRed(early[100, 88]))
        let late = render(redTurnedBlue(.pageUnCurl), at: 0.9)
        #expect(isBlue(late[100, 40]) && isBlue(late[100, 70]))
        let end = render(redTurnedBlue(.pageUnCurl), at: 1)
        #expect(isBlue(end[100, 11]) && isBlue(end[100, 89]))
    }

    @Test func bothCurlsAreDrawn() {
        #expect(LayerTransitionType.pageCurl.isDrawn && LayerTransitionType.pageUnCurl.isDrawn)
        #expect(LayerTransitionType.pageCurl.rawValue == "pageCurl")
        #expect(LayerTransitionType.pageUnCurl.rawValue == "pageUnCurl")
    }

    /// The card of the turning transitions' filmstrips, curled up from the bottom.
    @Test func pageCurlFilmstrip() {
        assertSnapshot(of: TurningLayerTransitionTests.card(.pageCurl, nil), as: TurningLayerTransitionTests.filmstrip)
    }
}
