import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing

extension KitTests {
    /// The layers are committed at the end of every run-loop turn, as Core Animation commits
    /// them, so what a layer transition freezes does not depend on which frames are rendered.
    @Suite struct RunLoopCommit {
        /// A 100 pt red square at (100, 100).
        static func redSquare() -> Layer {
            let square = Layer()
            square.frame = Rect(x: 100, y: 100, width: 100, height: 100)
            square.backgroundColor = Color(red: 1, green: 0, blue: 0)
            return square
        }

        /// A white screen (shown in a frame at 0 s); at 0.1 s a red sublayer is added to a view's layer, at 0.2 s a 1 s fade
        /// starts on that layer and the sublayer is removed: the old look (frozen at 0.2 s) has
        /// the red square, which the earlier turn committed.
        func app() -> Application {
            let app = Application(statusBar: nil)
            let root = ColourController(.white)
            app.rootViewController = root
            let square = Self.redSquare()
            app.schedule(at: 0.1) { root.view.layer.addSublayer(square) }
            app.schedule(at: 0.2) {
                root.view.layer.add(
                    LayerTransition(type: .fade, subtype: nil, timing: MediaTiming(duration: 1)), forKey: LayerTransition.key)
                square.removeFromSuperlayer()
            }
            return app
        }

        @Test func aTransitionFreezesWhatAnEarlierTurnAddedWithoutARenderedFrame() {
            let sparse = app()
            _ = sparse.renderTree(at: 0, scale: 1)  // the view's layer has been shown
            let halfway = Renderer().render(sparse.renderTree(at: 0.7, scale: 1))[150, 150]
            #expect(halfway.r > 200 && halfway.g < 250, "red over white: \(halfway)")
            // The same frame when every frame before it was rendered.
            let dense = app()
            for k in 0...20 { _ = dense.renderTree(at: Double(k) / 30, scale: 1) }
            #expect(Renderer().render(dense.renderTree(at: 0.7, scale: 1))[150, 150] == halfway)
        }

        /// A sublayer taken out in one turn and put back in a later one (a popped-to screen)
        /// is not part of its superlayer's last committed look: a transition added when it
        /// comes back freezes the look without it, and it comes in with the new look.
        @Test func aSublayerPutBackAfterACommitIsNotInTheFrozenLook() {
            let app = Application(statusBar: nil)
            let root = ColourController(.white)
            app.rootViewController = root
            let square = Self.redSquare()
            root.view.layer.addSublayer(square)
            app.schedule(at: 0.1) { square.removeFromSuperlayer() }
            app.schedule(at: 0.2) {
                root.view.layer.add(
                    LayerTransition(type: .fade, subtype: nil, timing: MediaTiming(duration: 1)), forKey: LayerTransition.key)
                root.view.layer.addSublayer(square)
            }
            _ = app.renderTree(at: 0, scale: 1)
            // Just after the transition starts the old look shows: white, not red.
            let early = Renderer().render(app.renderTree(at: 0.25, scale: 1))[150, 150]
            #expect(early.g > 150, "the old look is white (the fade has begun): \(early)")
            let late = Renderer().render(app.renderTree(at: 1.3, scale: 1))[150, 150]
            #expect(late.g < 10, "the new look is red: \(late)")
        }
    }
}
