import Testing
import FlipbookGeometry

@Suite struct Transform3DDecompositionTests {
    let perspective = Transform3D.perspective(distance: 500)

    @Test func decomposeThenRecomposeGivesTheSameMatrix() {
        let samples: [Transform3D] = [
            .identity,
            Transform3D(translationX: 10, y: -20, z: 5),
            Transform3D(scaleX: 2, y: 0.5, z: 3),
            Transform3D(rotationAngle: 1.1, x: 1, y: 2, z: 3),
            Transform3D(rotationAngle: 3.0, x: 0, y: 1, z: 0).concatenating(perspective),
            Transform3D(scaleX: -1, y: 1).rotated(by: 0.3, x: 0, y: 0, z: 1).translatedBy(x: 4, y: 5),
            Transform3D(AffineTransform(a: 1, b: 0.3, c: 0.5, d: 1, tx: 7, ty: 8)),
            Transform3D(rotationAngle: -2.5, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(translationX: 3, y: 0, z: -40)).concatenating(perspective),
        ]
        for m in samples {
            let d = m.decomposed()
            #expect(d != nil)
            let normalized = Transform3D(m.values.map { $0 / m.m44 })
            #expect((d?.recomposed.maxDifference(to: normalized) ?? 1) < 1e-12, "\(m)")
        }
    }

    @Test func rotationQuaternionMatchesTheAxisAndAngle() throws {
        let d = try #require(Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0).decomposed())
        let q = Quaternion(angle: 0.8, x: 0, y: 1, z: 0)
        #expect(abs(d.rotation.dot(q) - 1) < 1e-12)
        #expect(abs(d.rotation.angle - 0.8) < 1e-12)
    }

    @Test func singularMatricesDoNotDecompose() {
        #expect(Transform3D(scaleX: 0, y: 1).decomposed() == nil)
        #expect(Transform3D.flatten.decomposed() == nil)
    }

    @Test func identityToRotationPassesThroughTheScaledAngle() {
        let r = Transform3D(rotationAngle: 2.0, x: 0, y: 1, z: 0)
        for p in [0.25, 0.5, 0.75, 1.2, -0.1] {
            let mid = Transform3D.identity.interpolated(to: r, progress: p)
            let expected = Transform3D(rotationAngle: 2.0 * p, x: 0, y: 1, z: 0)
            #expect(mid.maxDifference(to: expected) < 1e-12, "p = \(p)")
        }
    }

    @Test func perspectiveToRotatedPerspectiveKeepsThePerspective() {
        let end = perspective.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)
        let mid = perspective.interpolated(to: end, progress: 0.5)
        let expected = perspective.rotated(by: -.pi / 4, x: 0, y: 1, z: 0)
        #expect(mid.maxDifference(to: expected) < 1e-12)
        #expect(abs(mid.m34 - expected.m34) < 1e-15)
    }

    @Test func translationAndScaleInterpolateLinearly() {
        let a = Transform3D(translationX: 0, y: 100)
        let b = Transform3D(scaleX: 3, y: 2).translatedBy(x: 50, y: 0)
        let mid = a.interpolated(to: b, progress: 0.5)
        // scale 1 → (3, 2) and translation (0, 100) → (150, 0): the scale applies first.
        let expected = Transform3D(scaleX: 2, y: 1.5).concatenating(Transform3D(translationX: 75, y: 50))
        #expect(mid.maxDifference(to: expected) < 1e-12)
    }

    @Test func rotationsOfMoreThanHalfATurnTakeTheShortWay() {
        let r = Transform3D(rotationAngle: 1.5 * .pi, x: 0, y: 0, z: 1)
        let mid = Transform3D.identity.interpolated(to: r, progress: 0.5)
        let expected = Transform3D(rotationAngle: -0.25 * .pi, x: 0, y: 0, z: 1)
        #expect(mid.maxDifference(to: expected) < 1e-12)
    }

    @Test func undecomposableEndpointsSwitchAtHalfway() {
        let a = Transform3D(scaleX: 0, y: 0)
        let b = Transform3D(translationX: 10, y: 0)
        #expect(a.interpolated(to: b, progress: 0.49) == a)
        #expect(a.interpolated(to: b, progress: 0.5) == b)
    }

    @Test func slerpExtrapolatesAtConstantAngularSpeed() {
        let q = Quaternion.identity.slerp(to: Quaternion(angle: 1, x: 1, y: 0, z: 0), 1.5)
        #expect(abs(q.angle - 1.5) < 1e-12)
    }
}
