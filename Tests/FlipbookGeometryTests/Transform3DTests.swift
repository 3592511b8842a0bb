import Testing
import FlipbookGeometry

@Suite struct Transform3DTests {
    @Test func translationLivesInTheFourthRow() {
        let t = Transform3D(translationX: 3, y: 4, z: 5)
        #expect(t.m41 == 3 && t.m42 == 4 && t.m43 == 5)
        let p = t.apply(x: 1, y: 1, z: 1)
        #expect(p.x == 4 && p.y == 5 && p.z == 6 && p.w == 1)
    }

    @Test func concatAppliesTheLeftOperandFirst() {
        let s = Transform3D(scaleX: 2, y: 2)
        let t = Transform3D(translationX: 10, y: 0)
        // scale, then translate: (1, 0) → (2, 0) → (12, 0)
        #expect(Point(x: 1, y: 0).applying(s.concatenating(t)) == Point(x: 12, y: 0))
        // translate, then scale: (1, 0) → (11, 0) → (22, 0)
        #expect(Point(x: 1, y: 0).applying(t.concatenating(s)) == Point(x: 22, y: 0))
    }

    @Test func builderOperationsApplyBeforeTheExistingTransform() {
        let t = Transform3D(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        // CATransform3DScale(T, 2, 2, 1) = S · T: scale first, then translate.
        #expect(Point(x: 1, y: 0).applying(t) == Point(x: 12, y: 0))
    }

    @Test func rotationAboutZTurnsClockwiseOnScreen() {
        let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let p = Point(x: 1, y: 0).applying(r)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(r.affine.b == AffineTransform(rotationAngle: .pi / 2).b)
    }

    @Test func rotationAboutYSendsPositiveXAway() {
        let r = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0)
        let p = r.apply(x: 1, y: 0, z: 0)
        #expect(p.z < 0)
        #expect(abs(r.m13 + 0.3.sinValue) < 1e-12 && abs(r.m31 - 0.3.sinValue) < 1e-12)
    }

    @Test func zeroAxisRotationIsIdentity() {
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0).isIdentity)
    }

    @Test func singularInverseReturnsTheInput() {
        let f = Transform3D.flatten
        #expect(f.inverted() == f)
    }

    @Test func inverseUndoesAPerspectiveRotation() {
        let t = Transform3D.perspective(distance: 500).rotated(by: -0.7, x: 0, y: 1, z: 0)
            .translatedBy(x: 3, y: -2, z: 7)
        let i = t.concatenating(t.inverted())
        for (a, b) in zip(i.values, Transform3D.identity.values) { #expect(abs(a - b) < 1e-12) }
    }

    @Test func pageFlipRightEdgeAtFortyFiveDegrees() {
        // The Flip demo's page (FlipbookDemos article “Flip, frame by frame”): hinged at its left
        // edge (anchor (0, 0.5), position (0, 333.5))
        // under a container sublayerTransform with m34 = −0.002 about (187.5, 333.5).
        let phi = Double.pi / 4
        let page = Transform3D(rotationAngle: -phi, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(translationX: 0, y: 333.5))     // T(−A)=T(0,−333.5) applied below
        let toContainer = Transform3D(translationX: 0, y: -333.5).concatenating(page)
        let sublayer = Transform3D(translationX: -187.5, y: -333.5)
            .concatenating(.perspective(distance: 500))
            .concatenating(Transform3D(translationX: 187.5, y: 333.5))
        let m = toContainer.concatenating(sublayer)
        let rightEdge = Point(x: 375, y: 333.5).applying(m)
        #expect(abs(rightEdge.x - 352.9) < 0.05)
        #expect(m.isAffine == false)
    }

    @Test func affineRoundTrip() {
        let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = Transform3D(a)
        #expect(t.isAffine)
        #expect(t.affine == a)
    }
}

private extension Double {
    var sinValue: Double { Transform3D(rotationAngle: self, x: 0, y: 0, z: 1).m12 }
}
