import FlipbookAnimation
import FlipbookCodecs
import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Foundation
import Testing

/// A page-turn presentation in the style of the Flip demo: the from view hinges on its left
/// edge and turns towards the viewer under the container's perspective.
final class PageTurnAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.8 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let from = context.view(forKey: .from)!, to = context.view(forKey: .to)!
        let fromVC = context.viewController(forKey: .from)!
        container.addSubview(to)
        container.bringSubviewToFront(from)
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        container.layer.sublayerTransform = perspective
        let frame = context.initialFrame(for: fromVC)
        from.layer.anchorPoint = Point(x: 0, y: 0.5)
        from.layer.position = Point(x: 0, y: frame.midY)
        View.animate(withDuration: 0.8, delay: 0, options: .curveEaseOut, animations: {
            from.layer.transform = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
        }, completion: { _ in
            from.layer.anchorPoint = Point(x: 0.5, y: 0.5)
            from.layer.position = Point(x: frame.midX, y: frame.midY)
            from.layer.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

extension KitTests {
    @Suite struct FlipPreview {
        /// Scrubs a page turn to 40 %, then cancels; frames go to `$FLIPBOOK_KIT_PREVIEW`.
        @Test func interactivePageTurnScrubsAndCancels() throws {
            let app = Application()
            let first = ColourController(Color(red: 1, green: 0.3, blue: 0.3))
            app.rootViewController = first
            let second = ColourController(Color(red: 0.3, green: 0.3, blue: 1))
            let delegate = ModalDelegate()
            delegate.present = PageTurnAnimator()
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            second.transitioningDelegate = delegate
            app.schedule(at: 0.1) { first.present(second, animated: true) }
            app.schedule(at: 0.2) { interaction.update(0.2) }
            app.schedule(at: 0.3) { interaction.update(0.4) }
            app.schedule(at: 0.4) { interaction.cancel() }
            let directory = ProcessInfo.processInfo.environment["FLIPBOOK_KIT_PREVIEW"]
            var edges: [Double] = []
            for (i, t) in [0.05, 0.25, 0.35, 0.5, 0.8].enumerated() {
                let tree = app.renderTree(at: t, scale: 1)
                let bitmap = Renderer().render(tree)
                if let directory { try PNG.write(bitmap, path: "\(directory)/flip-\(i).png") }
                edges.append(Double(bitmap[370, 600].r))
            }
            // Scrubbed: the turning (red) page at 40 % covers the right edge with its grown free edge;
            // after the cancel the first page is flat again and the second view is gone.
            #expect(edges[4] == 255)
            #expect(first.view.superview === app.window && second.view.superview == nil)
            #expect(first.view.layer.transform == .identity && first.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        }
    }
}
