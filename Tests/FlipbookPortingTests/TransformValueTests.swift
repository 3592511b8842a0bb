import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import FlipbookPorting
import Testing

/// `NSValue(caTransform3D:)` in keyframe values, as IBAnimatable's flip animations write them.
extension CoreAnimationClassTests {
    @Suite struct TransformValues {
        @Test func aBoxedTransformRoundTrips() {
            let t = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), .pi / 3, 0, 1, 0)
            let value = NSValue(caTransform3D: t)
            #expect(value.caTransform3DValue == t)
            #expect(NSNumber(value: 1).caTransform3DValue == CATransform3DIdentity)
        }

        @Test func keyframeValuesTakeBoxedTransforms() throws {
            let app = Application(statusBar: nil)
            let layer = Layer()
            let flip = CAKeyframeAnimation(keyPath: "transform")
            flip.values = [
                NSValue(caTransform3D: CATransform3DIdentity),
                NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1)),
            ]
            flip.duration = 1
            try layer.addChecked(flip, forKey: nil)
            app.advance(to: 0.5)
            #expect(abs(layer.presentation(atRootTime: 0.5).transform.m11 - 2) < 1e-9)
            Application.current = nil
        }
    }
}
