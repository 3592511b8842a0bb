import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting
import Testing

/// iOS's private camera iris transitions: a shutter of six dark blades around a hexagonal
/// aperture that turns as it closes — our choices where iOS documents nothing.
@Suite struct CameraIrisTransitionTests {
    /// The page curls' scene: a 100 × 80 red layer at (50, 10) in a 200 × 100 white canvas,
    /// given a one-second transition and then turned blue.
    let scene = PageCurlTransitionTests()
    static let white = PageCurlTransitionTests.white

    func redTurnedBlue(_ type: LayerTransitionType) -> Layer { scene.redTurnedBlue(type) }
    func render(_ root: Layer, at time: Double) -> Bitmap { scene.render(root, at: time) }
    func isRed(_ p: Pixel) -> Bool { scene.isRed(p) }
    func isBlue(_ p: Pixel) -> Bool { scene.isBlue(p) }
    func isShutter(_ p: Pixel) -> Bool { p.r < 100 && p.r == p.g && p.g == p.b }

    @Test func cameraIrisClosesOverTheOldLookThenOpensOnTheNewOne() {
        let iris = redTurnedBlue(.cameraIris)
        // A quarter in: half open, the centre still red, the corners shut.
        let closing = render(iris, at: 0.25)
        #expect(isRed(closing[100, 50]))
        #expect(isShutter(closing[52, 12]) && isShutter(closing[147, 87]))
        // Half way: shut everywhere in the bounds, nothing outside them.
        let shut = render(iris, at: 0.5)
        #expect(isShutter(shut[100, 50]) && isShutter(shut[60, 20]))
        #expect(shut[45, 50] == Self.white && shut[100, 5] == Self.white)
        // Three quarters: opening on the new look.
        let opening = render(iris, at: 0.75)
        #expect(isBlue(opening[100, 50]))
        #expect(isShutter(opening[52, 12]))
        #expect(isBlue(render(iris, at: 1)[52, 12]))
    }

    @Test func hollowCloseShutsOverTheOldLookAndHollowOpenOpensOnTheNewOne() {
        let close = render(redTurnedBlue(.cameraIrisHollowClose), at: 0.5)
        #expect(isRed(close[100, 50]) && isShutter(close[52, 12]))
        // At 0.9 the aperture is a tenth of its full size (about 7 pt across the corners).
        let nearlyShut = render(redTurnedBlue(.cameraIrisHollowClose), at: 0.9)
        #expect(isRed(nearlyShut[100, 50]) && isShutter(nearlyShut[100, 38]))
        let open = render(redTurnedBlue(.cameraIrisHollowOpen), at: 0.5)
        #expect(isBlue(open[100, 50]) && isShutter(open[52, 12]))
        #expect(isShutter(render(redTurnedBlue(.cameraIrisHollowOpen), at: 0)[100, 50]))
    }

    @Test func theIrisesAreDrawn() {
        for type in [LayerTransitionType.cameraIris, .cameraIrisHollowOpen, .cameraIrisHollowClose] {
            #expect(type.isDrawn)
        }
        #expect(LayerTransitionType.cameraIrisHollowOpen.rawValue == "cameraIrisHollowOpen")
    }

    /// The card of the turning transitions' filmstrips behind the iris.
    @Test func cameraIrisFilmstrip() {
        assertSnapshot(of: TurningLayerTransitionTests.card(.cameraIris, nil), as: TurningLayerTransitionTests.filmstrip)
    }
}
