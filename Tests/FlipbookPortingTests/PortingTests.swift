import Testing
import FlipbookGeometry
import FlipbookPorting

/// Core Animation and Core Graphics spellings mean the same as Flipbook's names; FlipbookPorting
/// re-exports Foundation (this file does not import it) with `CGFloat`, `CGPoint`, … shadowed.
@Suite struct PortingTests {
    @Test func transformFunctionsMatchFlipbooksMethods() {
        var t: CATransform3D = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 2, 0, 1, 0)
        let expected = Transform3D.perspective(distance: 500).rotated(by: .pi / 2, x: 0, y: 1, z: 0)
        #expect(t == expected)
        let a = CATransform3DMakeTranslation(10, 20, 30), b = CATransform3DMakeScale(2, 3, 4)
        #expect(CATransform3DConcat(a, b) == a.concatenating(b))
        #expect(CATransform3DTranslate(b, 1, 2, 3) == b.translatedBy(x: 1, y: 2, z: 3))
        #expect(CATransform3DScale(a, 2, 2, 2) == a.scaledBy(x: 2, y: 2, z: 2))
        #expect(CATransform3DMakeRotation(0.5, 0, 0, 1) == Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(a, CATransform3DInvert(a))))
        #expect(CATransform3DIsAffine(a) == false && CATransform3DIsAffine(CATransform3DMakeTranslation(1, 2, 0)))
        #expect(CATransform3DEqualToTransform(a, a))
        let affine = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    }

    @Test func coreGraphicsNamesAreFlipbooksTypes() {
        let width: CGFloat = 100
        let rect = CGRect(x: 0, y: 0, width: width, height: width / 2)
        let point: CGPoint = CGPoint(x: rect.midX, y: rect.midY)
        let size = CGSize(width: 3, height: 4)
        #expect(point == Point(x: 50, y: 25))
        #expect(size.width * size.height == 12)
        #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        let t = CGAffineTransform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(point.applying(t) == CGPoint(x: 110, y: 50))
        #expect(CGAffineTransform(rotationAngle: .pi).a == -1)
        let double: Double = width  // CGFloat is Double: no conversion
        #expect(double == 100)
        #expect(Date() > Date.distantPast)  // Foundation comes with FlipbookPorting
    }

    @Test func bezierPathSpellingsBuildPaths() {
        var path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.addQuadCurve(to: CGPoint(x: 10, y: 20), controlPoint: CGPoint(x: 20, y: 20))
        path.addArc(withCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        path.close()
        #expect(path.structure == "MLCQLCZ")
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let cg: CGPath = circle.cgPath
        #expect(cg.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        var moved = circle
        moved.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(moved.boundingBoxOfPath.origin == CGPoint(x: 5, y: 5))
    }
}
