import FlipbookAnimation
import Foundation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

/// An animator for `.custom` presentations: it adds a "bubble" (an extra view, as a circular
/// reveal does) and a 50 % black dimming view under the presented view, and fades both in
/// (linear, `duration`); dismissing, it fades the from view and the bubble it kept out.
final class BubbleAnimator: AnimatedTransitioning {
    let isPresenting: Bool
    let duration: Double
    var bubble: View?
    var dimming: View?
    var containers: [View] = []
    init(isPresenting: Bool, duration: Double = 0.5, bubble: View? = nil) {
        self.isPresenting = isPresenting
        self.duration = duration
        self.bubble = bubble
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        containers.append(container)
        if isPresenting {
            let to = context.view(forKey: .to)!
            let dim = View(frame: container.bounds)
            dim.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
            let bubble = View(frame: Rect(x: 100, y: 300, width: 80, height: 80))
            bubble.backgroundColor = .white
            container.addSubview(dim)
            container.addSubview(bubble)
            to.frame = Rect(x: 20, y: 200, width: 335, height: 300)
            container.addSubview(to)
            dimming = dim
            self.bubble = bubble
            dim.alpha = 0
            to.alpha = 0
            View.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                dim.alpha = 1
                to.alpha = 1
            }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        } else {
            let from = context.view(forKey: .from)!
            View.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                from.alpha = 0
                self.bubble?.alpha = 0
            }, completion: { _ in
                if context.transitionWasCancelled {
                    from.alpha = 1
                    self.bubble?.alpha = 1
                }
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}

extension ImageView {
    /// A convenience initializer in an extension, as ported code writes them: Swift runs no
    /// `didSet` for the properties it sets.
    convenience init(testImage: Image, mode: ContentMode) {
        self.init(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        image = testImage
        contentMode = mode
    }
}

extension Label {
    convenience init(testText: String) {
        self.init(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        text = testText
        textColor = .white
    }
}

extension KitTests {
    /// UIKit's semantics where Kit used to differ.
    @Suite struct UIKitSemantics {
        func customPresentation() -> (Application, ColourController, ColourController, ModalDelegate, BubbleAnimator) {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let second = ColourController(Color(red: 1, green: 0, blue: 0))
            second.modalPresentationStyle = .custom
            let delegate = ModalDelegate()
            let present = BubbleAnimator(isPresenting: true)
            delegate.present = present
            second.transitioningDelegate = delegate
            return (app, first, second, delegate, present)
        }

        @Test func customPresentationKeepsOneContainerWithTheAnimatorsViewsUntilTheDismissalEnds() throws {
            let (app, first, second, delegate, present) = customPresentation()
            first.present(second, animated: true)
            app.advance(to: 0.5)
            let container = try #require(present.containers.first)
            // After the presentation: the presenter's view where it was, the container on top with
            // the dimming view, the bubble and the presented view in it.
            #expect(same(app.window.subviews.map(\.layer), [first.view.layer, container.layer]))
            #expect(container.subviews.count == 3 && container.subviews[1] === present.bubble)
            #expect(second.view.superview === container)
            let dismiss = BubbleAnimator(isPresenting: false, bubble: present.bubble)
            delegate.dismiss = dismiss
            first.dismiss(animated: true)
            #expect(dismiss.containers.first === container)
            app.advance(to: 0.75)
            #expect(close(shown(try #require(present.bubble), at: 0.75).opacityValue, 0.5, 1e-9))
            app.advance(to: 1.0)
            #expect(container.superview == nil && second.view.superview == nil)
            #expect(same(app.window.subviews.map(\.layer), [first.view.layer]))
            #expect(first.presentedViewController == nil)
        }

        @Test func interactiveDismissalPausesTheKeptBubbleWithTheModalView() throws {
            let (app, first, second, delegate, present) = customPresentation()
            first.present(second, animated: true)
            app.advance(to: 0.5)
            let dismiss = BubbleAnimator(isPresenting: false, bubble: present.bubble)
            delegate.dismiss = dismiss
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            app.schedule(at: 1) { first.dismiss(animated: true) }
            app.schedule(at: 1.14) { interaction.update(0.28) }
            app.advance(to: 1.3)
            // Both sampled at 0.28 · 0.5 s of the paused container, whatever the clock says.
            let bubble = shown(try #require(present.bubble), at: 1.3).opacityValue
            let modal = shown(second.view, at: 1.3).opacityValue
            #expect(close(bubble, 0.72, 1e-9) && close(modal, 0.72, 1e-9))
        }

        @Test func cancelledInteractivePresentationRestoresTheHierarchyItStartedWith() throws {
            let (app, first, second, delegate, present) = customPresentation()
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            app.schedule(at: 0.1) {
                interaction.update(0.3)
                interaction.cancel()
            }
            first.present(second, animated: true)
            app.advance(to: 1)
            #expect(same(app.window.subviews.map(\.layer), [first.view.layer]))
            #expect(present.dimming?.window == nil && second.view.superview == nil)
            #expect(first.presentedViewController == nil)
            // The next presentation draws one dimming view, below its card.
            delegate.interaction = nil
            let again = BubbleAnimator(isPresenting: true)
            delegate.present = again
            first.present(second, animated: true)
            app.advance(to: 2)
            let container = try #require(again.containers.first)
            #expect(same(app.window.subviews.map(\.layer), [first.view.layer, container.layer]))
            #expect(container.subviews.count == 3 && container.subviews.last === second.view)
        }

        @Test func cancelledFullScreenPresentationPutsTheFromViewBack() {
            let app = Application()
            let first = ColourController(.white)
            app.rootViewController = first
            let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(other)
            let second = ColourController(Color(red: 1, green: 0, blue: 0))
            let delegate = ModalDelegate()
            delegate.present = BubbleAnimator(isPresenting: true)
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            second.transitioningDelegate = delegate
            app.schedule(at: 0.1) {
                interaction.update(0.5)
                interaction.cancel()
            }
            first.present(second, animated: true)
            app.advance(to: 1)
            #expect(same(app.window.subviews.map(\.layer), [first.view.layer, other.layer]))
        }

        @Test func propertiesSetInInitializersReachTheLayer() throws {
            let bitmap = Bitmap(width: 4, height: 2, fill: Color(red: 1, green: 0, blue: 0).premultiplied8)
            let image = Image(bitmap, scale: 2)
            let view = ImageView(testImage: image, mode: .center)
            #expect(view.layer.contents === image)
            #expect(view.layer.contentsScale == 2)
            #expect(view.layer.contentsGravity == .center)
            let label = Label(testText: "Hello")
            #expect(label.textLayer.string == "Hello" && label.textLayer.foregroundColor == .white)
        }

        @Test func noViewPropertyMirrorsIntoTheLayerThroughAnObserver() throws {
            // `didSet` does not run in the declaring class's initializers, so a property that
            // mirrors into a layer must be computed; this keeps it that way for every view.
            let views = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Sources/FlipbookKit/Views").standardized
            let files = try FileManager.default.contentsOfDirectory(atPath: views.path).filter { $0.hasSuffix(".swift") }
            #expect(files.count > 10)
            for file in files {
                let source = try String(contentsOf: views.appendingPathComponent(file), encoding: .utf8)
                #expect(!source.contains("didSet {"), "\(file) mirrors a property through didSet")
            }
        }

        @Test func imageScaleGivesPointSizesAndSnapshotsAt2xCarryScale2() throws {
            let image = Image(Bitmap(width: 200, height: 100, fill: .init(r: 0, g: 0, b: 0, a: 255)), scale: 2)
            #expect(image.size == Size(width: 100, height: 50))
            let view = ImageView(image: image)
            #expect(view.frame == Rect(x: 0, y: 0, width: 100, height: 50))
            #expect(view.layer.contentsScale == 2)
            #expect(Image(Bitmap(width: 3, height: 3), scale: 0).scale == 1)

            let app = Application()
            let card = View(frame: Rect(x: 10, y: 20, width: 120, height: 80))
            card.backgroundColor = .white
            app.window.addSubview(card)
            _ = app.renderTree(at: 0, scale: 2)
            let snapshot = try #require(card.snapshotView(afterScreenUpdates: false) as? ImageView)
            let shot = try #require(snapshot.image)
            #expect(shot.scale == 2 && shot.width == 240 && shot.height == 160)
            #expect(shot.size == Size(width: 120, height: 80))
            // A snapshot-based animator that builds its own image view starts at the card's size.
            #expect(ImageView(image: shot).frame.size == Size(width: 120, height: 80))
            #expect(snapshot.frame.size == Size(width: 120, height: 80) && snapshot.layer.contentsScale == 2)
        }

        @Test func kitCallsWithoutAnApplicationNameTheCallAndTheFix() {
            let message = Application.missingApplicationMessage(for: "View.animate")
            #expect(message.hasPrefix("View.animate needs an Application on this thread"))
            #expect(message.contains("let app = Application()"))
            let app = Application()
            #expect(Application.required(by: "test") === app)
        }
    }
}
