import FlipbookAnimation
import FlipbookKit
import FlipbookLayers
import FlipbookPorting
import FlipbookRaster
import Testing

extension CoreAnimationClassTests {
    /// `CATransition` written as iOS code writes it: added to a view's layer under
    /// `kCATransition` on the application's clock, with its delegate and a transaction's
    /// completion block.
    @Suite struct Transitions {
        /// A 100 × 60 window whose red view turns blue behind `transition`, added at clock 0.2.
        func redTurnedBlue(_ transition: CATransition) -> (app: Application, view: View) {
            let app = Application(screenSize: CGSize(width: 100, height: 60), statusBar: nil)
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
            app.window.addSubview(view)
            app.advance(to: 0.2)
            view.layer.add(transition, forKey: kCATransition)
            view.backgroundColor = Color(red: 0, green: 0, blue: 1)
            return (app, view)
        }

        func pixel(_ app: Application, at time: Double, _ x: Int, _ y: Int) -> Pixel {
            Renderer().render(app.renderTree(at: time, scale: 1))[x, y]
        }

        @Test func pushFromLeftHalfWayOnTheSceneClockThenTheModel() {
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromLeft
            transition.duration = 0.5
            let (app, view) = redTurnedBlue(transition)
            #expect(view.layer.animationKeys == [kCATransition])
            // Clock 0.45: progress 0.5, the new look spans x −50…50, the old one 50…150.
            #expect(pixel(app, at: 0.45, 25, 30) == Pixel(r: 0, g: 0, b: 255, a: 255))
            #expect(pixel(app, at: 0.45, 75, 30) == Pixel(r: 255, g: 0, b: 0, a: 255))
            #expect(pixel(app, at: 0.7, 75, 30) == Pixel(r: 0, g: 0, b: 255, a: 255))
            #expect(view.layer.animationKeys.isEmpty)
        }

        @Test func delegateAndTransactionCompletionRunWhenTheTransitionEnds() {
            let delegate = RecordingDelegate()
            var completed: Double?
            let app = Application(screenSize: CGSize(width: 100, height: 60), statusBar: nil)
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            app.window.addSubview(view)
            Transaction.begin()  // CATransaction (FlipbookUIKit)
            Transaction.setCompletionBlock { completed = CACurrentMediaTime() }
            let transition = CATransition()
            transition.duration = 0.4
            transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
            transition.delegate = delegate
            view.layer.add(transition, forKey: kCATransition)
            Transaction.commit()
            app.advance(to: 0.3)
            #expect(delegate.starts.count == 1)
            #expect(delegate.stops.isEmpty)
            #expect(completed == nil)
            app.advance(to: 0.5)
            #expect(delegate.stops.count == 1)
            #expect(delegate.stops.first?.finished == true)
            #expect(abs((completed ?? 0) - 0.4) < 1e-6)
        }

        @Test func copiesItsPropertiesAndDrawsAPrivateTypeAsAFadeWithADiagnostic() throws {
            let transition = CATransition()
            transition.type = CATransitionType(rawValue: "rippleEffect")
            transition.subtype = .fromTop
            transition.startProgress = 0.25
            transition.endProgress = 0.75
            transition.duration = 1
            let copy = try #require(transition.copy() as? CATransition)
            #expect(copy.type.rawValue == "rippleEffect")
            #expect(copy.subtype == .fromTop)
            #expect(copy.startProgress == 0.25 && copy.endProgress == 0.75)
            let (app, view) = redTurnedBlue(transition)
            #expect(app.diagnostics.contains { $0.code == "animation.transitionType" })
            let added = try #require(view.layer.animation(forKey: kCATransition) as? LayerTransition)
            #expect(added.type == .fade)
            #expect(added.startProgress == 0.25)
            // Clock 0.7: half-way in time, progress 0.25 + 0.5 · 0.5 = 0.5: an even mix.
            let mid = pixel(app, at: 0.7, 50, 30)
            #expect(abs(Int(mid.r) - 128) <= 1 && mid.g == 0 && abs(Int(mid.b) - 128) <= 1)
        }

        /// iOS's private `cube`, `oglFlip`, `flip`, `pageCurl`, `pageUnCurl` and camera irises
        /// are drawn as themselves, without the diagnostic.
        @Test func theCubeFlipCurlAndIrisPrivateTypesAreDrawnWithoutADiagnostic() throws {
            for name in [
                "cube", "oglFlip", "flip", "pageCurl", "pageUnCurl", "cameraIris", "cameraIrisHollowOpen",
                "cameraIrisHollowClose",
            ] {
                let transition = CATransition()
                transition.type = CATransitionType(rawValue: name)
                transition.subtype = .fromRight
                transition.duration = 1
                let (app, view) = redTurnedBlue(transition)
                #expect(!app.diagnostics.contains { $0.code == "animation.transitionType" })
                let added = try #require(view.layer.animation(forKey: kCATransition) as? LayerTransition)
                #expect(added.type.rawValue == name && added.subtype == .fromRight)
            }
        }

        /// IBAnimatable's `animateWithCATransition` adds the new view to the container, then the
        /// transition: the view added in that turn is not in the old look, so it fades in.
        @Test func aSubviewAddedJustBeforeTheTransitionComesInWithTheNewLook() {
            let app = Application(screenSize: CGSize(width: 100, height: 60), statusBar: nil)
            let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            container.backgroundColor = Color(red: 1, green: 0, blue: 0)
            app.window.addSubview(container)
            _ = app.renderTree(at: 0, scale: 1)
            let added = View(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
            added.backgroundColor = Color(red: 0, green: 0, blue: 1)
            container.addSubview(added)
            let transition = CATransition()
            transition.duration = 1
            container.layer.add(transition, forKey: kCATransition)
            // Half-way: the added view's half mixed with the red, the other half red throughout.
            let mid = pixel(app, at: 0.5, 25, 30)
            #expect(abs(Int(mid.r) - 128) <= 1 && mid.g == 0 && abs(Int(mid.b) - 128) <= 1)
            #expect(pixel(app, at: 0.5, 75, 30) == Pixel(r: 255, g: 0, b: 0, a: 255))
            #expect(pixel(app, at: 1.1, 25, 30) == Pixel(r: 0, g: 0, b: 255, a: 255))
        }

        /// IBAnimatable hashes its timing enumeration by the `CAMediaTimingFunction` it names.
        @Test func timingFunctionsCompareAndHashByTheirCurve() {
            #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(name: .easeIn))
            #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
            let set: Set = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)]
            #expect(set.count == 1)
        }
    }
}
