import FlipbookAnimation
import FlipbookKit
import FlipbookLayers
import FlipbookPorting
import FlipbookRaster
import Testing

extension CoreAnimationClassTests {
    /// `fromValue`, `toValue`, `values` are `Any?` as on iOS and must fit the key path's type.
    @Suite struct Values {
        @Test func aValueOfTheWrongTypeIsAnErrorThatNamesTheKeyPathAndNothingIsAdded() {
            _ = Application(statusBar: nil)
            let layer = Layer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = CGPoint(x: 1, y: 2)
            #expect(throws: CAAnimationError.valueDoesNotFit(property: "toValue", keyPath: "opacity",
                                                             expected: "number (CGFloat)", got: "Point")) {
                try layer.addChecked(fade, forKey: "fade")
            }
            #expect(layer.animationKeys.isEmpty)
            let message = CAAnimationError.valueDoesNotFit(property: "toValue", keyPath: "opacity",
                                                           expected: "number (CGFloat)", got: "Point").description
            #expect(message.contains("\"opacity\"") && message.contains("pass a number"))
        }

        @Test func aPathForAPlainLayerAndAMisspelledKeyPathAreErrors() {
            _ = Application(statusBar: nil)
            let layer = Layer()
            let reveal = CABasicAnimation(keyPath: "path")
            reveal.toValue = circle(.zero, 10).cgPath
            #expect(throws: CAAnimationError.unknownKeyPath("path", layerClass: "Layer")) {
                try layer.addChecked(reveal, forKey: nil)
            }
            let shape = ShapeLayer()
            reveal.keyPath = "pth"
            #expect(throws: CAAnimationError.unknownKeyPath("pth", layerClass: "ShapeLayer")) {
                try shape.addChecked(reveal, forKey: nil)
            }
            reveal.keyPath = nil
            #expect(throws: CAAnimationError.missingKeyPath(className: "CABasicAnimation")) {
                try shape.addChecked(reveal, forKey: nil)
            }
            let opacity = CABasicAnimation(keyPath: "opacity")
            opacity.duration = .nan
            let error = #expect(throws: CAAnimationError.self) { try shape.addChecked(opacity, forKey: nil) }
            guard case let .notFinite(name, _)? = error else { Issue.record("not notFinite: \(String(describing: error))"); return }
            #expect(name == "duration")
        }

        @Test func numbersPointsTransformsAndColoursConvert() {
            let app = Application(statusBar: nil)
            let layer = Layer()
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = Float(0)
            spin.toValue = NSNumber(value: Double.pi)
            spin.duration = 1
            layer.add(spin, forKey: nil)
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: 100, y: 0)
            move.duration = 1
            layer.add(move, forKey: nil)
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.fromValue = Color(red: 1, green: 0, blue: 0).cgColor
            tint.toValue = Color(red: 0, green: 0, blue: 1)
            tint.duration = 1
            layer.add(tint, forKey: nil)
            let flip = CABasicAnimation(keyPath: "transform")
            flip.toValue = CATransform3DMakeScale(3, 3, 1)
            flip.duration = 1
            layer.add(flip, forKey: "flip")
            app.advance(to: 0.5)
            let shown = layer.presentation(atRootTime: 0.5)
            #expect(shown.position == CGPoint(x: 50, y: 0))
            #expect(abs((shown.backgroundColor?.red ?? 0) - 0.5) < 1e-9)
            #expect(abs((shown.backgroundColor?.blue ?? 0) - 0.5) < 1e-9)
            // The scale animation replaces the transform; the rotation (added earlier) is below it.
            #expect(abs(shown.transform.m11 - 2) < 1e-9)
            layer.removeAnimation(forKey: "flip")
            let turned = layer.presentation(atRootTime: 0.5).transform
            #expect(abs(turned.m11 - cos(Double.pi / 2)) < 1e-9 && abs(turned.m12 - 1) < 1e-9)
        }

        @Test func timingFunctionNamesAndControlPointsAreCoreAnimations() {
            let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
            var point: [Float] = [0, 0]
            easeInOut.getControlPoint(at: 1, values: &point)
            #expect(point == [0.42, 0])
            easeInOut.getControlPoint(at: 2, values: &point)
            #expect(point == [0.58, 1])
            #expect(CAMediaTimingFunction(name: .default).timingFunction == .default)
            #expect(CAMediaTimingFunction(name: .linear).timingFunction == .linear)
            let custom = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1)
            #expect(abs(custom.timingFunction.progress(at: 0.3) - bezierProgress(0.3, 0.2, 0.8, 0.3, 1)) < 1e-6)
            #expect(custom.controlPoint(at: 4) == nil)
        }
    }
}

extension CoreAnimationClassTests {
    /// Swift 4.1's `kCA…` constants still compile and mean the same.
    @Suite struct OldSpellings {
        @Test func swift41ConstantsAreTheTypedNames() throws {
            let app = Application(statusBar: nil)
            let layer = Layer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 0.5
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
            fade.fillMode = kCAFillModeForwards
            fade.isRemovedOnCompletion = false
            layer.add(fade, forKey: nil)
            app.advance(to: 2)
            #expect(layer.presentation(atRootTime: 2).opacityValue == 0.5)
            #expect(kCAAnimationPaced.calculationMode == .paced)
            #expect(kCAFillModeBoth.fillMode == .both)
        }
    }
}
