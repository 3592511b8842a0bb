import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import Testing
import FlipbookTestSupport

extension KitTests {
    /// The animation table (WhatAnimatesWhere.md): which layer properties of a view animate
    /// inside `View.animate`, property animators and keyframe blocks, measured mid-animation.
    @Suite struct WhatAnimatesWhere {
        /// A value of `property`'s kind other than its default, so a set is a change.
        static func changedValue(_ property: LayerProperty) -> AnimatableValue {
            switch property.valueType {
            case .number, .boolean: .number(property.domain == .unit ? 0.2 : 1)
            case .point: .point(Point(x: 0.25, y: 40))
            case .offset: .size(Size(width: 4, height: 8))
            case .rect: .rect(Rect(x: 0, y: 0, width: 0.5, height: 40))
            case .color, .optionalColor: .vector([1, 0, 0, 1])
            case .transform: .transform(Transform3D(translationX: 40, y: 0, z: 0))
            case .path: .path(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)))
            case .colors: .vector([1, 0, 0, 1, 0, 0, 1, 1])
            case .numbers: .vector([0, 1])
            }
        }

        /// The largest component difference of two values of one kind (infinity across kinds).
        static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
            switch (a, b) {
            case let (.number(x), .number(y)): abs(x - y)
            case let (.point(p), .point(q)): max(abs(p.x - q.x), abs(p.y - q.y))
            case let (.size(p), .size(q)): max(abs(p.width - q.width), abs(p.height - q.height))
            case let (.rect(p), .rect(q)):
                max(abs(p.origin.x - q.origin.x), abs(p.origin.y - q.origin.y),
                    abs(p.size.width - q.size.width), abs(p.size.height - q.size.height))
            case let (.vector(p), .vector(q)) where p.count == q.count: zip(p, q).map { abs($0 - $1) }.max() ?? 0
            default: a == b ? 0 : .infinity
            }
        }

        /// Every row: inside a one-second linear block, a changed value is an animation exactly
        /// when the row animates in view blocks on the emulated iOS, and half way the layer
        /// shows half way between the old and the new value.
        @Test(arguments: [SystemVersion(10), SystemVersion(11), SystemVersion.current])
        func everyRowAnimatesInABlockExactlyAsTheTableSays(version: SystemVersion) {
            for property in Layer.properties {
                let app = Application()
                app.systemVersion = version
                let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
                app.window.addSubview(view)
                let old = property.value(of: view.layer)
                let new = Self.changedValue(property)
                View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    view.layer.setValue(new, forKey: property.name)
                })
                let animates = property.animationScope.animatesInViewBlocks(onIOS: version.major)
                #expect(view.layer.hasAnimations(forKey: property.name) == animates, "\(property.name) on \(version)")
                let midway = property.value(of: view.layer.presentation(atRootTime: 0.5))
                let expected = animates ? old.interpolated(to: new, progress: 0.5) : property.value(of: view.layer)
                #expect(Self.distance(midway, expected) < 1e-9, "\(property.name) on \(version)")
            }
        }

        @Test func cornerRadiusFollowsTheBlocksCurveAt25_50_75Percent() {
            let app = Application()
            let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
            card.layer.cornerRadius = 16
            app.window.addSubview(card)
            View.animate(withDuration: 0.4) { card.layer.cornerRadius = 0 }
            #expect(card.layer.cornerRadius == 0)
            for fraction in [0.25, 0.5, 0.75] {
                let expected = 16 * (1 - TimingFunction.easeInEaseOut.progress(at: fraction))
                #expect(close(shown(card, at: 0.4 * fraction).cornerRadius, expected, 1e-9), "at \(fraction)")
            }
            #expect(shown(card, at: 0.4).cornerRadius == 0)
        }

        @Test func cornerRadiusChangesAtOnceWhenEmulatingIOS10() {
            let app = Application()
            app.systemVersion = SystemVersion(10, 3)
            let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
            card.layer.cornerRadius = 16
            app.window.addSubview(card)
            View.animate(withDuration: 0.4) { card.layer.cornerRadius = 0 }
            #expect(shown(card, at: 0.2).cornerRadius == 0)
            #expect(card.layer.animationKeys.isEmpty)
        }

        /// A card that expands from 16 pt corners to 0 under a paused, scrubbed animator shows
        /// the scrubbed fraction of the change (linear scrubbing, as UIKit's default).
        @Test func cornerRadiusOfAScrubbedPropertyAnimatorFollowsFractionComplete() {
            let app = Application()
            let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
            card.layer.cornerRadius = 16
            app.window.addSubview(card)
            let animator = ViewPropertyAnimator(duration: 0.6, curve: .easeInOut) {
                card.layer.cornerRadius = 0
                card.frame = Rect(x: 0, y: 0, width: 375, height: 667)
            }
            animator.pauseAnimation()
            for fraction in [0.25, 0.38, 0.5, 0.75] {
                animator.fractionComplete = fraction
                #expect(close(shown(card, at: 0).cornerRadius, 16 * (1 - fraction), 1e-9), "at \(fraction)")
            }
            animator.stopAnimation(true)
        }

        @Test func cornerRadiusInAKeyframeAnimatesWithinItsKeyframe() {
            let app = Application()
            let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
            card.layer.cornerRadius = 20
            app.window.addSubview(card)
            View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear, animations: {
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.layer.cornerRadius = 0 }
            })
            #expect(close(shown(card, at: 0.25).cornerRadius, 20, 1e-9))
            #expect(close(shown(card, at: 0.75).cornerRadius, 10, 1e-9))
            #expect(close(shown(card, at: 1).cornerRadius, 0, 1e-9))
        }

        @Test func aDiagnosticIsReportedOnceAndPassedToTheHandler() {
            let app = Application()
            var seen: [KitDiagnostic] = []
            app.diagnosticHandler = { seen.append($0) }
            let diagnostic = KitDiagnostic(code: "test.kind", message: "differs")
            app.report(diagnostic)
            app.report(diagnostic)
            #expect(seen == [diagnostic] && app.diagnostics == [diagnostic])
            #expect(diagnostic.description == "flipbook: warning: differs [test.kind]")
        }
    
        /// Outside blocks, a standalone layer (it backs no view) animates every animatable key
        /// implicitly, as Core Animation does, but the Booleans and `contentsScale`, which switch
        /// at once: each row measured 0.125 s into the 0.25 s action.
        @Test(arguments: Layer.properties.map(\.name))
        func aStandaloneLayerAnimatesImplicitlyOutsideBlocks(_ key: String) throws {
            let property = try #require(Layer.property(named: key))
            let app = Application(screenSize: Size(width: 100, height: 100), statusBar: nil)
            let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let layer = Layer()
            host.layer.addSublayer(layer)
            app.window.addSubview(host)
            _ = app.renderTree(at: 0, scale: 1)
            let old = property.value(of: layer), new = Self.changedValue(property)
            app.schedule(at: 0.1) { layer.setValue(new, forKey: key) }
            app.advance(to: 0.1)
            let shown = try #require(layer.presentationValue(forKey: key, atRootTime: 0.225))
            let animates = property.valueType != .boolean && key != "contentsScale"
            #expect(layer.implicitlyAnimatableKeys.contains(key) == animates)
            if animates {
                #expect(Self.distance(shown, old) > 1e-6 && Self.distance(shown, new) > 1e-6)
            } else {
                #expect(Self.distance(shown, new) < 1e-9 && layer.animationKeys.isEmpty)
            }
        }
    }
}
