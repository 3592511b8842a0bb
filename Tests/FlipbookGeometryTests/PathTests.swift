import Foundation
import Testing
import FlipbookGeometry

/// Path building (UIKit's arcs, ellipses, rounded rectangles), bounding boxes, transforms,
/// interpolation and flattening.
@Suite struct PathTests {
    func near(_ a: Point, _ b: Point, _ tol: Double = 1e-9) -> Bool { abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol }

    @Test func ellipseStartsAtThreeOclockAndTurnsClockwiseOnScreen() {
        let p = Path(ovalIn: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(p.structure == "MCCCCZ")
        guard case let .move(start) = p.elements[0], case let .curve(first, _, _) = p.elements[1] else {
            Issue.record("unexpected elements \(p)"); return
        }
        #expect(near(start, Point(x: 40, y: 10)))
        #expect(near(first, Point(x: 20, y: 20)))  // the bottom: y grows first (clockwise on screen)
        #expect(p.boundingBoxOfPath == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func arcSweepsFollowUIKit() {
        // Clockwise from 0 to −π/2 goes the long way: three quarter turns, three curves.
        let long = Path(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
        #expect(long.structure == "MCCC")
        // Counter-clockwise from 0 to −π/2: one quarter, ending at the top (y = −10).
        let short = Path(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
        #expect(short.structure == "MC")
        #expect(near(short.currentPoint!, Point(x: 0, y: -10)))
        // More than a turn draws exactly one full circle.
        #expect(Path(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 7, clockwise: true).structure == "MCCCC")
        // With a current point, a line joins it to the arc's start.
        var p = Path()
        p.move(to: Point(x: 50, y: 50))
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(p.structure == "MLC")
        // Points on the arc are within 0.03 % of the radius (the cubic approximation).
        for line in long.flattened(tolerance: 0.001) {
            for q in line.points { #expect(abs((q.x * q.x + q.y * q.y).squareRoot() - 10) < 0.003) }
        }
    }

    @Test func roundedRectClampsTheRadiusAndKeepsOneStructure() {
        let a = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 0)
        let b = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500)
        #expect(a.structure == "MLCLCLCLCZ")
        #expect(a.hasSameStructure(as: b))
        // Clamped to 20: the left and right sides are half circles, the top starts at x = 20.
        #expect(near(b.elements[0].points[0], Point(x: 20, y: 0)))
        #expect(b.boundingBoxOfPath == Rect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func boundingBoxesWithAndWithoutControlPoints() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))
        #expect(p.boundingBox == Rect(x: 0, y: 0, width: 10, height: 10))
        // The curve's own top is halfway to the control point: y = 5.
        #expect(abs(p.boundingBoxOfPath.height - 5) < 1e-12)
        #expect(Path().boundingBox == .zero)
    }

    @Test func applyingATransformMovesEveryPoint() {
        let p = Path(rect: Rect(x: 0, y: 0, width: 10, height: 20))
        let t = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 5, y: -5))
        #expect(p.applying(t).boundingBox == Rect(x: 5, y: -5, width: 20, height: 60))
        #expect(p.applying(t).structure == p.structure)
    }

    @Test func pathsOfOneStructureInterpolatePointByPoint() {
        let small = Path(ovalIn: Rect(x: 40, y: 40, width: 20, height: 20))
        let large = Path(ovalIn: Rect(x: 20, y: 20, width: 60, height: 60))
        let mid = small.interpolated(to: large, progress: 0.5)!
        // Every on-curve point of the halfway path lies on the circle of radius 20 about (50, 50).
        for line in mid.flattened(tolerance: 0.001) {
            for q in line.points { #expect(abs(((q.x - 50) * (q.x - 50) + (q.y - 50) * (q.y - 50)).squareRoot() - 20) < 0.02) }
        }
        #expect(small.interpolated(to: large, progress: 1) == large)
        #expect(small.interpolated(to: Path(rect: .zero), progress: 0.5) == nil)
    }

    @Test func flatteningStaysWithinTheTolerance() {
        let r = 100.0
        let circle = Path(ovalIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        for tol in [1.0, 0.1, 0.01] {
            let points = circle.flattened(tolerance: tol)[0].points
            // The chord's midpoint is the farthest from the arc: r − |mid| ≤ tol (plus the cubic's 0.03 %).
            for i in 0..<points.count {
                let a = points[i], b = points[(i + 1) % points.count]
                let m = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                #expect(r - (m.x * m.x + m.y * m.y).squareRoot() <= tol + 0.03)
            }
        }
        // A curve never splits into more than maxSegmentsPerCurve pieces.
        var huge = Path()
        huge.move(to: .zero)
        huge.addCurve(to: Point(x: 1e12, y: 0), control1: Point(x: 0, y: 1e12), control2: Point(x: 1e12, y: 1e12))
        #expect(huge.flattened(tolerance: 1e-9)[0].points.count == Path.maxSegmentsPerCurve + 1)
    }

    @Test func subpathsCloseAndRestart() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.addLine(to: Point(x: 10, y: 0)); p.addLine(to: Point(x: 10, y: 10))
        p.closeSubpath()
        p.addLine(to: Point(x: -10, y: 0))  // starts a new subpath at the closed one's start
        let lines = p.flattened(tolerance: 0.1)
        #expect(lines.count == 2)
        #expect(lines[0].isClosed && lines[0].points.count == 3)
        #expect(lines[1].points == [Point(x: 0, y: 0), Point(x: -10, y: 0)])
        #expect(p.currentPoint == Point(x: -10, y: 0))
    }

    @Test func affineOperationsApplyFirst() {
        let t = AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: 2))
        let r = AffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: 4)
        let back = Point(x: 5, y: 6).applying(r).applying(r.inverted())
        #expect(near(back, Point(x: 5, y: 6), 1e-12))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).applying(AffineTransform(rotationAngle: .pi / 2)).width > 9.999)
    }

    @Test func windingCountsTurnsAndDirections() {
        // A clockwise (on screen) square winds +1 around its centre, a counter-clockwise one −1.
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        #expect(Path.winding(of: square, around: Point(x: 5, y: 5)) == 1)
        #expect(Path.winding(of: square.reversed(), around: Point(x: 5, y: 5)) == -1)
        #expect(Path.winding(of: square, around: Point(x: 15, y: 5)) == 0)
        // A vertex on the ray counts once (half-open in y).
        #expect(Path.winding(of: square, around: Point(x: -5, y: 0)) == 0)
        #expect(Path.winding(of: square, around: Point(x: 5, y: 0)) == 1)
        // Fewer than three points enclose nothing.
        #expect(Path.winding(of: Array(square.prefix(2)), around: Point(x: 5, y: 0.5)) == 0)
    }

    @Test func containsFollowsTheFillRule() {
        // Two concentric clockwise circles: the ring between them winds 1, the middle 2.
        var p = Path(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
        p.addPath(Path(ovalIn: Rect(x: 25, y: 25, width: 50, height: 50)))
        #expect(p.winding(around: Point(x: 50, y: 50)) == 2)
        #expect(p.winding(around: Point(x: 10, y: 50)) == 1)
        #expect(p.contains(Point(x: 50, y: 50)))
        #expect(!p.contains(Point(x: 50, y: 50), evenOdd: true))
        #expect(p.contains(Point(x: 10, y: 50), evenOdd: true))
        #expect(!p.contains(Point(x: 99, y: 1)))  // outside the circle, inside its box
        // An open subpath counts as closed, as when filled.
        var open = Path()
        open.move(to: .zero)
        open.addLine(to: Point(x: 10, y: 0))
        open.addLine(to: Point(x: 10, y: 10))
        #expect(open.contains(Point(x: 8, y: 3)))
        #expect(!open.contains(Point(x: 2, y: 8)))
    }
}
