import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import FlipbookText
import Testing
import FlipbookTestSupport

extension KitTests {
    @Suite struct Controls {
        final class GradientView: View {
            override class var layerClass: AnyClass { GradientLayer.self }
        }

        @Test func layerClassBacksTheViewWithThatLayer() {
            _ = Application()
            let view = GradientView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            #expect(view.layer is GradientLayer)
            #expect(view.layer.actionDelegate === view)
        }

        @Test func imageViewMapsContentModeToGravity() {
            _ = Application()
            let image = Image(Bitmap(width: 4, height: 2))
            let view = ImageView(image: image)
            #expect(view.frame == Rect(x: 0, y: 0, width: 4, height: 2))
            #expect(view.layer.contents === image)
            view.contentMode = .scaleAspectFill
            #expect(view.layer.contentsGravity == .resizeAspectFill)
        }

        @Test func buttonRunsItsActionsOnAScriptedTap() {
            let app = Application()
            let button = Button(frame: Rect(x: 87.5, y: 318.5, width: 200, height: 30))
            button.setTitle("FIRE")
            button.setTitleColor(.white)
            var taps: [Double] = []
            button.addAction { taps.append(app.clock.now) }
            app.tap(button, at: 0.5)
            app.advance(to: 1)
            #expect(taps == [0.5 + Application.tapHoldDuration])   // on touch-up
            #expect(button.titleLabel.text == "FIRE" && button.titleLabel.textColor == .white)
        }

        @Test func labelSizeToFitAndTextViewInsets() {
            _ = Application()
            let label = Label()
            label.text = "BourneWeng"
            label.sizeToFit()
            #expect(label.bounds.width > 50 && label.bounds.height >= 17)
            let textView = TextView(frame: Rect(x: 16, y: 372, width: 343, height: 295))
            textView.text = "Lorem ipsum"
            #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
            #expect(textView.lineFragmentPadding == 5)
            #expect(textView.textLayer.position == Point(x: 5, y: 8))
        }

        @Test func tapRecognizerFiresAtTheViewCentre() {
            let app = Application()
            let view = View(frame: Rect(x: 112.5, y: 104, width: 150, height: 150))
            app.window.addSubview(view)
            var at: [(Double, Point)] = []
            let tap = TapGestureRecognizer { at.append((app.clock.now, $0.location(in: nil))) }
            view.addGestureRecognizer(tap)
            app.tap(tap, at: 0.3)
            app.advance(to: 1)
            #expect(at.count == 1 && at[0].0 == 0.3 && at[0].1 == Point(x: 187.5, y: 179))
            #expect(tap.state == .ended)
        }

        @Test func swipeFiresOnceInItsDirection() {
            let app = Application()
            var up = 0, down = 0
            let swipeUp = SwipeGestureRecognizer { _ in up += 1 }
            swipeUp.direction = .up
            let swipeDown = SwipeGestureRecognizer { _ in down += 1 }
            swipeDown.direction = .down
            let track: [(time: Double, location: Point)] = [(time: 1, location: Point(x: 100, y: 500)),
                                                            (time: 1.2, location: Point(x: 110, y: 300))]
            app.play(swipeUp, track: track)
            app.play(swipeDown, track: track)
            app.advance(to: 2)
            #expect(up == 1 && down == 0 && swipeUp.state == .ended)
        }

        @Test func interactivePresentationFinishesFromAnEdgePan() {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let delegate = ModalDelegate()
            let animator = FadeAnimator(duration: 0.8)
            delegate.present = animator
            let second = ColourController(.black)
            second.transitioningDelegate = delegate
            let pan = ScreenEdgePanGestureRecognizer { recognizer in
                let pan = recognizer as! ScreenEdgePanGestureRecognizer
                let progress = abs(pan.translation(in: app.window).x) / app.window.bounds.width
                switch pan.state {
                case .began:
                    delegate.interaction = PercentDrivenInteractiveTransition()
                    first.present(second, animated: true)
                case .changed:
                    (delegate.interaction as? PercentDrivenInteractiveTransition)?.update(progress)
                default:
                    let interaction = delegate.interaction as? PercentDrivenInteractiveTransition
                    progress > 0.5 ? interaction?.finish() : interaction?.cancel()
                    delegate.interaction = nil
                }
            }
            pan.edges = .right
            first.view.addGestureRecognizer(pan)
            app.play(pan, track: [(time: 0, location: Point(x: 370, y: 300)), (time: 0.5, location: Point(x: 145, y: 300))])
            app.advance(to: 0.25)
            // 60 Hz changes: the last one before 0.25 s was at 0.25 s exactly (15/60).
            let p = (370 - (370 - 225 * 0.5)) / 375
            #expect(close(shown(second.view, at: 0.25).opacityValue, TimingFunction.easeInEaseOut.progress(at: p), 1e-9))
            app.advance(to: 0.5)
            // The last update (at 29/60 s) was p = 0.58: the finish takes 0.42 · 0.8 = 0.336 s.
            app.advance(to: 0.8359)
            #expect(first.view.superview != nil)
            app.advance(to: 0.8361)
            #expect(first.view.superview == nil && animator.completions.first?.cancelled == false)
            #expect(second.view.superview === app.window)
        }
    }
}
