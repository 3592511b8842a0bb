import Foundation
import Testing
import FlipbookGeometry
@testable import FlipbookRaster

/// Shape fills and strokes measured in pixels: areas against their analytic values, widths,
/// caps, joins, dashes and trimming (scale 1, so one point is one pixel).
@Suite struct ShapePixelTests {
    /// Renders one node with `paint` on a transparent `size × size` canvas through `transform`.
    static func render(_ paint: ShapePaint, size: Int = 120, transform: Transform3D = .identity,
                       reference: Bool = false) -> Bitmap {
        let node = RenderNode(transform: transform, shape: paint)
        let tree = RenderTree(pixelWidth: size, pixelHeight: size, scale: 1, background: .clear, nodes: [node])
        return reference ? ReferenceRenderer(samplesPerAxis: 8).render(tree) : Renderer().render(tree)
    }

    /// The summed alpha of the bitmap in pixels (255 = one pixel), optionally of one row or column.
    static func area(_ b: Bitmap, row: Int? = nil, column: Int? = nil) -> Double {
        var sum = 0
        for y in 0..<b.height where row == nil || y == row {
            for x in 0..<b.width where column == nil || x == column { sum += Int(b[x, y].a) }
        }
        return Double(sum) / 255
    }

    static func line(_ points: [Point], closed: Bool = false) -> Path {
        var p = Path()
        p.move(to: points[0])
        for q in points.dropFirst() { p.addLine(to: q) }
        if closed { p.closeSubpath() }
        return p
    }

    static func stroke(_ path: Path, width: Double, cap: LineCap = .butt, join: LineJoin = .miter,
                       miterLimit: Double = 10, dash: [Double] = [], start: Double = 0, end: Double = 1) -> ShapePaint {
        ShapePaint(path: path, fillColor: nil, strokeColor: .black, lineWidth: width, lineCap: cap, lineJoin: join,
                   miterLimit: miterLimit, lineDashPattern: dash, strokeStart: start, strokeEnd: end)
    }

    @Test func filledCircleCoversItsAnalyticArea() {
        let r = 40.3
        let paint = ShapePaint(path: Path(ovalIn: Rect(x: 60 - r, y: 60 - r, width: 2 * r, height: 2 * r)))
        let area = ShapePixelTests.area(ShapePixelTests.render(paint))
        // π r² = 5102.3 px²; the fast path's flattening (0.1 px) and 1/16-row sampling keep the
        // measured area within 0.1 %.
        #expect(abs(area / (Double.pi * r * r) - 1) < 0.001, "area \(area)")
        // The edge is anti-aliased: a pixel straddling the rightmost point is partly covered.
        let edge = ShapePixelTests.render(paint)[100, 60].a
        #expect(edge > 40 && edge < 215, "edge alpha \(edge)")
    }

    /// A pentagram drawn as one self-overlapping subpath: even-odd leaves the inner pentagon
    /// empty, non-zero fills it; the difference is the pentagon's area.
    @Test func evenOddLeavesTheStarsCentreEmptyAndNonZeroFillsIt() {
        let R = 50.0
        let points = (0..<5).map { i -> Point in
            let t = Double(i) * 4 * Double.pi / 5 - Double.pi / 2
            return Point(x: 60 + R * cos(t), y: 60 + R * sin(t))
        }
        let star = ShapePixelTests.line(points, closed: true)
        let nonZero = ShapePixelTests.render(ShapePaint(path: star, fillRule: .nonZero))
        let evenOdd = ShapePixelTests.render(ShapePaint(path: star, fillRule: .evenOdd))
        #expect(nonZero[60, 62].a == 255)
        #expect(evenOdd[60, 62].a == 0)
        // A tip (between centre and the top point) is inside under both rules.
        #expect(nonZero[60, 20].a == 255 && evenOdd[60, 20].a == 255)
        // The inner pentagon's circumradius is R·cos(72°)/cos(36°); its area (5/2)·ρ²·sin 72°.
        let rho = R * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let pentagon = 2.5 * rho * rho * sin(2 * Double.pi / 5)
        let difference = ShapePixelTests.area(nonZero) - ShapePixelTests.area(evenOdd)
        #expect(abs(difference - pentagon) < 0.005 * pentagon, "difference \(difference), pentagon \(pentagon)")
    }

    @Test func strokeWidthAndCapsMeasureInPixels() {
        let path = ShapePixelTests.line([Point(x: 20, y: 60), Point(x: 80, y: 60)])
        // Width 6 centred on y = 60 covers rows 57…62 exactly; a column sums to 6.
        let butt = ShapePixelTests.render(ShapePixelTests.stroke(path, width: 6))
        #expect(abs(ShapePixelTests.area(butt, column: 50) - 6) < 0.01)
        #expect(butt[50, 57].a == 255 && butt[50, 62].a == 255 && butt[50, 56].a == 0 && butt[50, 63].a == 0)
        // Butt: 60 long; square: 3 more at each end; round: a half disc at each end.
        #expect(abs(ShapePixelTests.area(butt, row: 60) - 60) < 0.01)
        let square = ShapePixelTests.render(ShapePixelTests.stroke(path, width: 6, cap: .square))
        #expect(abs(ShapePixelTests.area(square, row: 60) - 66) < 0.01)
        let round = ShapePixelTests.render(ShapePixelTests.stroke(path, width: 6, cap: .round))
        let expected = 60 * 6 + Double.pi * 9
        #expect(abs(ShapePixelTests.area(round) - expected) < 0.005 * expected, "round \(ShapePixelTests.area(round))")
    }

    /// A right-angle corner of a 10-wide stroke: the miter adds a 5 × 5 square beyond the
    /// bevel's triangle (12.5 px² more), the round join a quarter disc (19.63 − 12.5 px²).
    @Test func joinsAddTheirAnalyticAreasAtARightAngle() {
        let path = ShapePixelTests.line([Point(x: 20, y: 30), Point(x: 80, y: 30), Point(x: 80, y: 90)])
        let bevel = ShapePixelTests.area(ShapePixelTests.render(ShapePixelTests.stroke(path, width: 10, join: .bevel)))
        let miter = ShapePixelTests.area(ShapePixelTests.render(ShapePixelTests.stroke(path, width: 10, join: .miter)))
        let round = ShapePixelTests.area(ShapePixelTests.render(ShapePixelTests.stroke(path, width: 10, join: .round)))
        #expect(abs(miter - bevel - 12.5) < 0.1, "miter − bevel \(miter - bevel)")
        #expect(abs(round - bevel - (Double.pi * 25 / 4 - 12.5)) < 0.15, "round − bevel \(round - bevel)")
        // Two 60-long arms of width 10 overlap in a 5 × 5 square; the bevel adds 12.5 px².
        #expect(abs(bevel - (2 * 60 * 10 - 25 + 12.5)) < 0.5, "bevel \(bevel)")
    }

    /// At a 20° corner the miter is 1/sin(10°) = 5.76 line widths long: drawn under the
    /// default limit 10, bevelled under a limit of 5.
    @Test func miterLimitBevelsSharpCorners() {
        let a = 20 * Double.pi / 180
        let tip = Point(x: 90, y: 60)
        let path = ShapePixelTests.line([Point(x: 20, y: 60), tip, Point(x: 90 - 70 * cos(a), y: 60 - 70 * sin(a))])
        let long = ShapePixelTests.render(ShapePixelTests.stroke(path, width: 4, miterLimit: 10))
        let cut = ShapePixelTests.render(ShapePixelTests.stroke(path, width: 4, miterLimit: 5))
        // The miter adds the triangle between the bevel and the tip, hw²·(tan(α/2) − sin(α)/2)
        // for the turning angle α = 160° and hw = 2: 22.0 px², reaching 11.5 px beyond the corner.
        let alpha = Double.pi - a
        let expected = 4 * (tan(alpha / 2) - sin(alpha) / 2)
        let added = ShapePixelTests.area(long) - ShapePixelTests.area(cut)
        #expect(abs(added - expected) < 0.3, "added \(added), expected \(expected)")
        #expect(long[98, 61].a > 0 && cut[98, 61].a == 0)
        #expect(tip.x == 90)
    }

    @Test func dashesHaveTheirLengths() {
        let path = ShapePixelTests.line([Point(x: 10, y: 60), Point(x: 110, y: 60)])
        let b = ShapePixelTests.render(ShapePixelTests.stroke(path, width: 4, dash: [10, 5]))
        // Runs along row 60: 10 on, 5 off from x = 10; 100 long gives 7 dashes (the last one 10).
        var runs: [Int] = [], gaps: [Int] = []
        var x = 10, inDash = true, length = 0
        while x < 110 {
            let on = b[x, 60].a > 127
            if on == inDash { length += 1 } else {
                (inDash ? { runs.append(length) } : { gaps.append(length) })()
                inDash = on; length = 1
            }
            x += 1
        }
        runs.append(length)
        #expect(runs == [10, 10, 10, 10, 10, 10, 10], "\(runs)")
        #expect(gaps == [5, 5, 5, 5, 5, 5], "\(gaps)")
        // A phase of 4 shifts the pattern 4 px back: the first dash is 6 long.
        let shifted = ShapePixelTests.render(ShapePaint(path: path, fillColor: nil, strokeColor: .black, lineWidth: 4,
                                                        lineDashPattern: [10, 5], lineDashPhase: 4))
        #expect(abs(ShapePixelTests.area(shifted, row: 60) - ShapePixelTests.area(b, row: 60) + 4) < 0.01)
        #expect(shifted[15, 60].a == 255 && shifted[16, 60].a == 0)
    }

    /// strokeEnd 0.5 on a circle draws half its circumference (width × πr), starting at three
    /// o'clock and turning clockwise on screen (down first).
    @Test func strokeEndHalfDrawsHalfThePerimeter() {
        let r = 40.0
        let circle = Path(ovalIn: Rect(x: 60 - r, y: 60 - r, width: 2 * r, height: 2 * r))
        let full = ShapePixelTests.area(ShapePixelTests.render(ShapePixelTests.stroke(circle, width: 4)))
        let halfBitmap = ShapePixelTests.render(ShapePixelTests.stroke(circle, width: 4, end: 0.5))
        let half = ShapePixelTests.area(halfBitmap)
        #expect(abs(full - 4 * 2 * Double.pi * r) < 0.003 * full, "full \(full)")
        #expect(abs(half / full - 0.5) < 0.002, "half / full \(half / full)")
        #expect(halfBitmap[60, 100].a == 255)  // six o'clock: drawn
        #expect(halfBitmap[60, 20].a == 0)     // twelve o'clock: not drawn
        let window = ShapePixelTests.area(ShapePixelTests.render(ShapePixelTests.stroke(circle, width: 4, start: 0.25, end: 0.5)))
        #expect(abs(window / full - 0.25) < 0.002)
        #expect(ShapePixelTests.area(ShapePixelTests.render(ShapePixelTests.stroke(circle, width: 4, start: 0.6, end: 0.4))) == 0)
    }

    /// A shape under perspective flattens in device pixels: the projected circle's edge is as
    /// smooth as a flat one's, and the fast path agrees with the reference.
    @Test func shapeUnderPerspectiveMatchesTheReference() {
        let t = Transform3D(translationX: -30, y: -30)
            .concatenating(Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0))
            .concatenating(.perspective(distance: 80))
            .concatenating(Transform3D(translationX: 30, y: 30)).concatenating(.flatten)
        let paint = ShapePaint(path: Path(ovalIn: Rect(x: 10, y: 10, width: 40, height: 40)), fillColor: .black,
                               strokeColor: Color(red: 1, green: 0, blue: 0), lineWidth: 4, lineJoin: .round)
        let fast = ShapePixelTests.render(paint, size: 60, transform: t)
        let reference = ShapePixelTests.render(paint, size: 60, transform: t, reference: true)
        let diff = BitmapDifference(fast, reference)
        #expect(diff.meanAbs < 0.5 && diff.max < 48, "\(diff)")
    }

    /// Non-finite points and a path entirely behind the eye draw nothing and do not trap.
    @Test func nonFinitePathsDrawNothing() {
        var p = Path()
        p.move(to: Point(x: .nan, y: 0)); p.addLine(to: Point(x: .infinity, y: 50)); p.addLine(to: Point(x: 10, y: 90))
        let b = ShapePixelTests.render(ShapePaint(path: p, strokeColor: .black, lineWidth: 3))
        #expect(ShapePixelTests.area(b) == 0)
        // Behind the eye (z = 400 in front of an eye 100 pt away): nothing of the circle shows.
        let behind = Transform3D(translationX: 0, y: 0, z: 400).concatenating(.perspective(distance: 100))
        let hidden = ShapePixelTests.render(ShapePaint(path: Path(ovalIn: Rect(x: 10, y: 10, width: 50, height: 50))),
                                            transform: behind.concatenating(.flatten))
        #expect(ShapePixelTests.area(hidden) == 0)
    }
}
