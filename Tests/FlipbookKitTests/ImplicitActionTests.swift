import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing

extension KitTests {
    /// Core Animation's implicit actions on standalone layers and `CATransaction`, measured on
    /// the application's clock.
    @Suite struct ImplicitActions {
        /// An application with a host view holding a standalone 40 × 40 layer, rendered once at
        /// 0 (so the layer is committed).
        static func scene() -> (Application, View, Layer) {
            let app = Application(screenSize: Size(width: 100, height: 100), statusBar: nil)
            let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let layer = Layer()
            layer.frame = Rect(x: 10, y: 10, width: 40, height: 40)
            layer.backgroundColor = .black
            host.layer.addSublayer(layer)
            app.window.addSubview(host)
            _ = app.renderTree(at: 0, scale: 1)
            return (app, host, layer)
        }

        static func opacity(_ layer: Layer, at time: Double) -> Double {
            guard case let .number(v) = layer.presentationValue(forKey: "opacity", atRootTime: time) else { return .nan }
            return v
        }

        @Test func aStandaloneLayerAnimatesOverAQuarterSecondWithTheDefaultCurve() {
            let (app, _, layer) = Self.scene()
            app.schedule(at: 0.1) { layer.opacity = 0 }
            app.advance(to: 0.1)
            #expect(layer.animationKeys == ["opacity"])
            // Halfway in time, CA's default curve (0.25, 0.1, 0.25, 1) is 80.2 % of the way.
            let halfway = TimingFunction.default.progress(at: 0.5)
            #expect(abs(halfway - 0.8024) < 0.001)
            #expect(abs(Self.opacity(layer, at: 0.1) - 1) < 1e-9)
            #expect(abs(Self.opacity(layer, at: 0.225) - (1 - halfway)) < 1e-9)
            #expect(abs(Self.opacity(layer, at: 0.35) - 0) < 1e-9)
            // Removed on completion, as CA's implicit animations are.
            _ = app.renderTree(at: 0.4, scale: 1)
            #expect(layer.animationKeys.isEmpty)
        }

        @Test func aChangeMidAnimationStartsFromThePresentationValue() {
            let (app, _, layer) = Self.scene()
            app.schedule(at: 0.1) { layer.opacity = 0 }
            app.schedule(at: 0.225) { layer.opacity = 1 }
            app.advance(to: 0.225)
            let shown = 1 - TimingFunction.default.progress(at: 0.5)
            #expect(abs(Self.opacity(layer, at: 0.225) - shown) < 1e-9)
            let p = TimingFunction.default.progress(at: 0.5)
            #expect(abs(Self.opacity(layer, at: 0.35) - (shown + (1 - shown) * p)) < 1e-9)
        }

        @Test func aViewsLayerAndAnUncommittedLayerTakeNoAction() {
            let (app, host, _) = Self.scene()
            let fresh = Layer()
            host.layer.addSublayer(fresh)
            app.schedule(at: 0.1) {
                host.layer.opacity = 0.5
                fresh.opacity = 0.5
            }
            app.advance(to: 0.1)
            #expect(host.layer.animationKeys.isEmpty && fresh.animationKeys.isEmpty)
        }

        @Test func nullActionsAndDisabledActionsTurnTheAnimationOff() {
            let (app, host, layer) = Self.scene()
            let other = Layer()
            host.layer.addSublayer(other)
            _ = app.renderTree(at: 0.05, scale: 1)
            layer.actions["opacity"] = NullAction()
            other.style = ["style": ["actions": ["position": NullAction() as any LayerAction]]]
            app.schedule(at: 0.1) {
                layer.opacity = 0
                other.position = Point(x: 5, y: 5)
                Transaction.begin()
                Transaction.setDisableActions(true)
                other.opacity = 0
                host.alpha = 0.5
                View.animate(withDuration: 1) { host.alpha = 0 }
                Transaction.commit()
            }
            app.advance(to: 0.1)
            #expect(layer.animationKeys.isEmpty && other.animationKeys.isEmpty && host.layer.animationKeys.isEmpty)
            #expect(host.layer.opacity == 0)
        }

        @Test func aClassDefaultActionReplacesTheImplicitAnimation() {
            final class SlowLayer: Layer {
                override class func defaultAction(forKey key: String) -> (any LayerAction)? {
                    key == "opacity"
                        ? AnimationAction(BasicAnimation(keyPath: "opacity", from: .number(1), timing: MediaTiming(duration: 1)))
                        : nil
                }
            }
            let (app, host, _) = Self.scene()
            let slow = SlowLayer()
            host.layer.addSublayer(slow)
            _ = app.renderTree(at: 0.05, scale: 1)
            app.schedule(at: 0.1) { slow.opacity = 0 }
            app.advance(to: 0.1)
            #expect(abs(Self.opacity(slow, at: 0.6) - 0.5) < 1e-9)
        }

        @Test func aTransactionSetsDurationAndTimingAndCompletesWhenItsAnimationsEnd() {
            let (app, _, layer) = Self.scene()
            var completed: [Double] = []
            app.schedule(at: 0.1) {
                Transaction.begin()
                Transaction.setAnimationDuration(1)
                Transaction.setAnimationTimingFunction(.linear)
                Transaction.setCompletionBlock { completed.append(app.clock.now) }
                layer.opacity = 0
                Transaction.commit()
            }
            _ = app.renderTree(at: 0.6, scale: 1)
            #expect(abs(Self.opacity(layer, at: 0.6) - 0.5) < 1e-9)
            #expect(completed.isEmpty)
            _ = app.renderTree(at: 2, scale: 1)
            #expect(completed == [1.1])
        }

        @Test func nestedTransactionsInheritSettingsAndTheOuterWaitsForTheInner() {
            let (app, host, layer) = Self.scene()
            let other = Layer()
            host.layer.addSublayer(other)
            _ = app.renderTree(at: 0.05, scale: 1)
            var completed: [(String, Double)] = []
            app.schedule(at: 0.1) {
                Transaction.begin()
                Transaction.setAnimationDuration(0.5)
                Transaction.setCompletionBlock { completed.append(("outer", app.clock.now)) }
                layer.opacity = 0  // 0.5 s
                Transaction.begin()
                #expect(Transaction.animationDuration() == 0.5)
                Transaction.setAnimationDuration(1)
                Transaction.setCompletionBlock { completed.append(("inner", app.clock.now)) }
                other.opacity = 0  // 1 s
                Transaction.commit()
                #expect(Transaction.animationDuration() == 0.5)
                Transaction.commit()
            }
            _ = app.renderTree(at: 2, scale: 1)
            #expect(completed.map(\.0) == ["inner", "outer"])
            #expect(completed.map(\.1) == [1.1, 1.1])
        }

        @Test func aTransactionWithoutAnimationsCompletesAtItsCommit() {
            let (app, _, _) = Self.scene()
            var completed: [Double] = []
            app.schedule(at: 0.1) {
                Transaction.begin()
                Transaction.setCompletionBlock { completed.append(app.clock.now) }
                Transaction.commit()
            }
            _ = app.renderTree(at: 0.2, scale: 1)
            #expect(completed == [0.1])
        }

        @Test func theImplicitTransactionCommitsAtTheEndOfTheTurn() {
            let (app, _, layer) = Self.scene()
            var completed: [Double] = []
            app.schedule(at: 0.1) {
                Transaction.setCompletionBlock { completed.append(app.clock.now) }
                layer.opacity = 0
            }
            app.schedule(at: 0.2) { layer.position.x += 10 }  // a new turn, a new implicit transaction
            _ = app.renderTree(at: 1, scale: 1)
            #expect(completed == [0.35])
            #expect(Transaction.completionBlock() == nil)
        }

        @Test func flushCommitsTheImplicitTransaction() {
            let (app, _, layer) = Self.scene()
            var completed: [Double] = []
            Transaction.setCompletionBlock { completed.append(app.clock.now) }
            Transaction.flush()
            layer.opacity = 0.5
            _ = app.renderTree(at: 0.1, scale: 1)
            #expect(completed == [0])
        }

        @Test func aContentsChangeIsReportedBecauseKitDoesNotCrossFade() {
            let (app, _, layer) = Self.scene()
            var seen: [KitDiagnostic] = []
            app.diagnosticHandler = { seen.append($0) }
            app.schedule(at: 0.1) { layer.contents = Image(Bitmap(width: 1, height: 1)) }
            _ = app.renderTree(at: 0.2, scale: 1)
            #expect(seen.map(\.code) == ["animation.implicitAction"])
            app.schedule(at: 0.3) {
                Transaction.begin()
                Transaction.setDisableActions(true)
                layer.contents = nil
                Transaction.commit()
            }
            _ = app.renderTree(at: 0.4, scale: 1)
            #expect(seen.count == 1)
        }
    }
}
