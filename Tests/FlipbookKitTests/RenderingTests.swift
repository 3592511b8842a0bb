import FlipbookAnimation
import FlipbookCodecs
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Foundation
import Testing

extension KitTests {
    @Suite struct Rendering {
        @Test func statusBarIsTheTopNodeAboveTheWindow() {
            let app = Application()
            app.rootViewController = ColourController(.white)
            let tree = app.renderTree(at: 0, scale: 2)
            #expect(tree.pixelWidth == 750 && tree.pixelHeight == 1334)
            #expect(tree.nodes.count == 2)
            #expect(tree.nodes[1].bounds == Rect(x: 0, y: 0, width: 375, height: 20))
            let noBar = Application(statusBar: nil)
            #expect(noBar.renderTree(at: 0, scale: 1).nodes.count == 1)
        }

        @Test func statusBarDrawsBlackGlyphsInTheTopStripOnly() {
            let app = Application()
            app.rootViewController = ColourController(.white)
            let bitmap = Renderer().render(app.renderTree(at: 0, scale: 2))
            func inkRows(_ rows: Range<Int>) -> Int {
                var dark = 0
                for y in rows { for x in 0..<bitmap.width where bitmap[x, y].r < 128 { dark += 1 } }
                return dark
            }
            #expect(inkRows(0..<40) > 200)
            #expect(inkRows(40..<1334) == 0)
        }

        @Test func snapshotHasTheBoundsSizeAndLeavesTheTransformOut() throws {
            let app = Application()
            let view = View(frame: Rect(x: 30, y: 40, width: 100, height: 50))
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
            view.transform = AffineTransform(rotationAngle: 0.3)
            app.window.addSubview(view)
            _ = app.renderTree(at: 0, scale: 3)
            let snapshot = try #require(view.snapshotView(afterScreenUpdates: false) as? ImageView)
            #expect(snapshot.frame == Rect(x: 0, y: 0, width: 100, height: 50))
            #expect(snapshot.transform.isIdentity)
            let image = try #require(snapshot.image)
            #expect(image.width == 300 && image.height == 150)
            #expect(image.bitmap[150, 75] == Color(red: 1, green: 0, blue: 0).premultiplied8)
        }

        @Test func resizableSnapshotShowsThePartOfTheBoundsAsked() throws {
            let app = Application()
            let view = View(frame: Rect(x: 30, y: 40, width: 100, height: 50))
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let right = View(frame: Rect(x: 50, y: 0, width: 50, height: 50))
            right.backgroundColor = Color(red: 0, green: 0, blue: 1)
            view.addSubview(right)
            app.window.addSubview(view)
            let half = try #require(
                view.resizableSnapshotView(from: Rect(x: 50, y: 0, width: 50, height: 50), afterScreenUpdates: true,
                                           withCapInsets: .zero) as? ImageView)
            #expect(half.frame == Rect(x: 0, y: 0, width: 50, height: 50))
            let image = try #require(half.image)
            #expect(image.width == 100 && image.height == 100)  // the application's scale, 2
            #expect(image.bitmap[0, 0] == Color(red: 0, green: 0, blue: 1).premultiplied8)
            #expect(app.diagnostics.isEmpty)
            _ = view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: true,
                                           withCapInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
            #expect(app.diagnostics.map(\.code) == ["snapshot.capInsets"])
            #expect(view.resizableSnapshotView(from: .zero, afterScreenUpdates: true, withCapInsets: .zero) == nil)
        }

        @Test func snapshotBeforeScreenUpdatesShowsThePresentation() throws {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            child.backgroundColor = .white
            view.addSubview(child)
            app.window.addSubview(view)
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { child.alpha = 0 })
            app.advance(to: 0.5)
            let before = try #require((view.snapshotView(afterScreenUpdates: false) as? ImageView)?.image)
            let after = try #require((view.snapshotView(afterScreenUpdates: true) as? ImageView)?.image)
            #expect(abs(Int(before.bitmap[5, 5].a) - 128) <= 1)
            #expect(after.bitmap[5, 5].a == 0)
        }

        @Test func labelTextIsRenderedAtTheFrameScale() {
            let app = Application(statusBar: nil)
            let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 30))
            label.text = "Hello"
            app.window.backgroundColor = .white
            app.window.addSubview(label)
            let tree = app.renderTree(at: 0, scale: 3)
            let text = tree.nodes[0].children[0].children[0]
            #expect(text.contents?.image.height ?? 0 > 30)
            #expect(label.sizeThatFits(.zero).width > 20)
        }

        /// Renders a small push (MagicMove-like fade with a flying snapshot) to PNGs in
        /// `$FLIPBOOK_KIT_PREVIEW` when that variable is set (to look at them).
        @Test func pushTransitionFrames() throws {
            let app = Application()
            let root = ColourController(Color(red8: 170, green8: 170, blue8: 170), title: "Bounre Weng")
            let nav = NavigationController(rootViewController: root)
            let delegate = NavigationDelegate()
            delegate.animator = FadeAnimator(duration: 0.5)
            nav.delegate = delegate
            app.rootViewController = nav
            let card = View(frame: Rect(x: 8, y: 72, width: 166, height: 166))
            card.backgroundColor = Color(red8: 40, green8: 40, blue8: 60)
            root.view.addSubview(card)
            let detail = ColourController(.white, title: "Detail")
            app.schedule(at: 0.1) { nav.pushViewController(detail, animated: true) }
            let directory = ProcessInfo.processInfo.environment["FLIPBOOK_KIT_PREVIEW"]
            var previous: Bitmap?
            for (i, t) in [0.0, 0.2, 0.35, 0.6].enumerated() {
                let scale = i == 3 ? 2.0 : 1.0
                let bitmap = Renderer().render(app.renderTree(at: t, scale: scale))
                #expect(bitmap != previous)
                previous = bitmap
                if let directory { try PNG.write(bitmap, path: "\(directory)/push-\(i).png") }
            }
            #expect(root.view.superview == nil)
        }
            /// The default push and cover-vertical presentation, written to `$FLIPBOOK_KIT_PREVIEW`.
        @Test func defaultTransitionFrames() throws {
            let app = Application()
            let root = ColourController(Color(red8: 200, green8: 220, blue8: 255), title: "Pets")
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            let label = Label(frame: Rect(x: 20, y: 100, width: 335, height: 40))
            label.text = "Root"
            label.font = .system(size: 30)
            root.view.addSubview(label)
            let detail = ColourController(Color(red8: 255, green8: 230, blue8: 200), title: "Bubbles")
            let modal = ColourController(Color(red8: 90, green8: 90, blue8: 90))
            app.schedule(at: 0.1) { nav.pushViewController(detail, animated: true) }
            app.schedule(at: 1.0) { detail.present(modal, animated: true) }
            let directory = ProcessInfo.processInfo.environment["FLIPBOOK_KIT_PREVIEW"]
            for (i, t) in [0.15, 0.2, 0.3, 1.05, 1.1, 1.6].enumerated() {
                let bitmap = Renderer().render(app.renderTree(at: t, scale: 1))
                if let directory { try PNG.write(bitmap, path: "\(directory)/default-\(i).png") }
            }
            #expect(modal.presentingViewController === nav && nav.view.superview == nil)
        }
}
}
