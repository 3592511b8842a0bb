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
        let path = UIBezierPath()  // a class, as in UIKit: built through a `let`
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.addQuadCurve(to: CGPoint(x: 10, y: 20), controlPoint: CGPoint(x: 20, y: 20))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        path.addArc(withCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        path.close()
        #expect(path.cgPath.structure == "MLCQLCZ")
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let cg: CGPath = circle.cgPath
        #expect(cg.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        let same = circle  // a second reference to the same path
        same.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(circle.cgPath.boundingBoxOfPath.origin == CGPoint(x: 5, y: 5))
        let copy = circle.copy() as! UIBezierPath
        copy.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(circle.bounds.origin == CGPoint(x: 5, y: 5))
        #expect(copy.bounds.origin == CGPoint(x: 10, y: 10))
    }

    @Test func emptyBezierPathHasCurrentPointZeroAsInUIKit() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        path.move(to: CGPoint(x: 3, y: 4))
        #expect(path.currentPoint == CGPoint(x: 3, y: 4))
        path.removeAllPoints()
        #expect(path.isEmpty && path.currentPoint == .zero)
    }

    @Test func bezierPathAppendAndCgPathKeepDrawingAttributes() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 4
        path.usesEvenOddFillRule = true
        path.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 10, height: 10)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 30, height: 10))
        path.cgPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(path.lineWidth == 4 && path.usesEvenOddFillRule)
        #expect(path.cgPath.lineWidth == 4)  // what a shape layer's stroke does not read, a fill() does
    }

    @Test func reversingRunsEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addQuadCurve(to: CGPoint(x: 60, y: 60), controlPoint: CGPoint(x: 60, y: 50))
        path.close()
        let reversed = path.reversing()
        #expect(reversed.cgPath.description
            == "M 20.0 10.0 C 20.0 5.0 15.0 0.0 10.0 0.0 L 0.0 0.0 M 60.0 60.0 Q 60.0 50.0 50.0 50.0 Z")
        #expect(path.cgPath.structure == "MLCMQZ")  // the original is left as it was
        #expect(reversed.reversing().cgPath.elements == path.cgPath.elements)
    }

    @Test func containsUsesTheFillRule() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))  // non-zero: both ovals run clockwise
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
        #expect(!ring.contains(CGPoint(x: 1, y: 1)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
    }

    /// An app's path subclass and its `convenience init` in an extension, as IBAnimatable writes.
    final class Triangle: UIBezierPath {
        var label = "triangle"
    }

    @Test func bezierPathSubclassesAndExtensionInitialisers() {
        let t = Triangle(triangleIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(t.label == "triangle")
        #expect(t.cgPath.structure == "MLLZ")
        #expect(t.contains(CGPoint(x: 5, y: 6)))
    }
}

extension UIBezierPath {
    fileprivate convenience init(triangleIn bounds: CGRect) {
        self.init()
        move(to: CGPoint(x: bounds.midX, y: bounds.minY))
        addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
        addLine(to: CGPoint(x: bounds.minX, y: bounds.maxY))
        close()
    }
}
