import Foundation
import Testing
import FlipbookGeometry
@testable import FlipbookRaster

/// The fast renderer leaves out dashes that lie wholly outside the canvas before it turns them
/// into pieces: the same pixels, a fraction of the work for a long path mostly off screen.
@Suite struct DashCullingTests {
    /// A zigzag 80 px tall from x = −400 to 600 across a 120 × 120 canvas: most of it is off screen.
    static func zigzag() -> Path {
        var p = Path()
        p.move(to: Point(x: -400, y: 20))
        var x = -400.0, up = false
        while x < 600 {
            x += 13
            p.addLine(to: Point(x: x, y: up ? 20 : 100))
            up.toggle()
        }
        return p
    }

    static func dashed(_ path: Path, cap: LineCap = .round, join: LineJoin = .miter, dash: [Double] = [6, 3]) -> ShapePaint {
        ShapePaint(path: path, fillColor: nil, strokeColor: Color(red: 0.5, green: 0.2, blue: 0.1), lineWidth: 5,
                   lineCap: cap, lineJoin: join, lineDashPattern: dash)
    }

    /// The stroke drawn the way the fast renderer draws it, but from every piece (no culling).
    static func unculled(_ paint: ShapePaint, transform: Transform3D, size: Int = 120) -> [UInt32] {
        let surface = Surface(width: size, height: size)
        let m = PlaneMap(transform)
        let tolerance = ShapeProjection.tolerance(paint, m, devicePixels: ShapeProjection.fastTolerance)!
        let polygons = StrokeOutline.pieces(paint, tolerance: tolerance).map {
            ShapeProjection.orientedPolygon($0, tolerance: tolerance)
        }
        Rasterizer(surface: surface, clip: nil).fill(polygons: polygons, rule: .nonZero, map: m,
                                                      color: PixelMath.pack(paint.strokeColor!.premultiplied8))
        return Array(UnsafeBufferPointer(start: surface.pixels, count: size * size))
    }

    static func rendered(_ paint: ShapePaint, transform: Transform3D, size: Int = 120) -> [UInt32] {
        let tree = RenderTree(pixelWidth: size, pixelHeight: size, scale: 1, background: .clear,
                              nodes: [RenderNode(transform: transform, shape: paint)])
        let b = Renderer().render(tree)
        return (0..<(size * size)).map { i in
            UInt32(b.bytes[4 * i]) | UInt32(b.bytes[4 * i + 1]) << 8 | UInt32(b.bytes[4 * i + 2]) << 16
                | UInt32(b.bytes[4 * i + 3]) << 24
        }
    }

    static let transforms: [Transform3D] = [
        .identity,
        Transform3D(translationX: 3.3, y: -7.6).concatenating(Transform3D(scaleX: 1.7, y: 0.8)),
        // A tilt towards the viewer: a part of the path crosses behind the eye.
        { var t = Transform3D.identity; t.m34 = -1 / 300; return Transform3D(rotationAngle: 1.1, x: 0, y: 1, z: 0)
            .concatenating(t).concatenating(Transform3D(translationX: 60, y: 0)) }(),
    ]

    @Test(arguments: 0..<3, [LineCap.round, .square, .butt])
    func culledDashesLeaveEveryPixelAsItWas(transform: Int, cap: LineCap) {
        let paint = DashCullingTests.dashed(DashCullingTests.zigzag(), cap: cap)
        let t = DashCullingTests.transforms[transform]
        let culled = DashCullingTests.rendered(paint, transform: t)
        #expect(culled == DashCullingTests.unculled(paint, transform: t))
        #expect(culled.contains { $0 != 0 }, "the stroke shows on the canvas")
    }

    @Test func miterTipsJustOutsideTheCanvasStillDraw() {
        // Sharp turns whose centre line stays 4 px above the canvas: only the miter tips reach in.
        var p = Path()
        p.move(to: Point(x: 0, y: -30))
        for i in 1...12 { p.addLine(to: Point(x: Double(i) * 10, y: i % 2 == 0 ? -30 : -4)) }
        let paint = ShapePaint(path: p, fillColor: nil, strokeColor: .black, lineWidth: 6, lineJoin: .miter,
                               miterLimit: 20, lineDashPattern: [200, 1])
        let rendered = DashCullingTests.rendered(paint, transform: .identity)
        #expect(rendered == DashCullingTests.unculled(paint, transform: .identity))
        #expect(rendered.contains { $0 != 0 }, "the miter tips show")
    }

    @Test func onlyTheDashesThatMayShowArePieced() {
        let paint = DashCullingTests.dashed(DashCullingTests.zigzag())
        let m = PlaneMap(.identity)
        let canvas = PixelBox(x0: 0, y0: 0, x1: 120, y1: 120)
        let all = StrokeOutline.runs(paint, tolerance: 0.02).count
        let kept = StrokeOutline.runs(paint, tolerance: 0.02) { ShapeProjection.mayTouch($0, m, canvas) }.count
        // 77 segments of 81 px: 6 241 px at a 9 px period are 694 dashes; the canvas spans 120
        // of the 1 000 px across, plus a miter's reach (10 half widths, 25 px) on either side: a
        // sixth of the dashes.
        #expect(all == 694)
        #expect(kept >= 100 && kept <= 130, "kept \(kept)")
    }

    @Test func aLongDashedPathMostlyOffTheCanvasDrawsDashed() {
        // A 6-on, 3-off dash along a line 200 000 px long: 22 223 dashes, 14 of them on the canvas.
        var p = Path()
        p.move(to: Point(x: 0, y: 60))
        p.addLine(to: Point(x: 200_000, y: 60))
        let paint = ShapePaint(path: p, fillColor: nil, strokeColor: .black, lineWidth: 2, lineDashPattern: [6, 3])
        let row = DashCullingTests.rendered(paint, transform: .identity)[(60 * 120)..<(61 * 120)]
        let on = row.filter { $0 >> 24 == 255 }.count
        // 13 whole dashes of 6 px and one of 3 in 120 px.
        #expect(on == 13 * 6 + 3, "opaque pixels on the row: \(on)")
    }

    @Test func moreThanTheLimitOfDashesOnTheCanvasDrawSolid() {
        // A 0.01-on, 0.01-off dash across the canvas: 6 000 dashes per line, two lines.
        var p = Path()
        for y in [40.0, 80.0] {
            p.move(to: Point(x: 0, y: y))
            p.addLine(to: Point(x: 120, y: y))
        }
        let paint = ShapePaint(path: p, fillColor: nil, strokeColor: .black, lineWidth: 2, lineDashPattern: [0.01, 0.01])
        let pixels = DashCullingTests.rendered(paint, transform: .identity)
        let row = pixels[(40 * 120)..<(41 * 120)]
        #expect(row.allSatisfy { $0 >> 24 == 255 }, "drawn as a solid line")
    }
}
