import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookRaster
import FlipbookSwiftTesting
import FlipbookTesting
import Testing

/// A tab bar controller that is its own delegate: a linear slide between tabs, driven by
/// `interaction` when one is set.
final class SlidingTabs: TabBarController, TabBarControllerDelegate {
    let animator = TabSlideAnimator(duration: 0.4)
    var interaction: PercentDrivenInteractiveTransition?
    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }
    init() {
        super.init(nibName: nil, bundle: nil)
        delegate = self
    }
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> AnimatedTransitioning? { animator }
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }
}

extension KitTests {
    /// Filmstrips of tab switches (goldens in `__Goldens__/TabBarGoldens`).
    @Suite struct TabBarGoldens {
        /// A 22 pt ring, drawn at 2×, for the items' template images.
        static let ring: Image = {
            var bitmap = Bitmap(width: 44, height: 44)
            for y in 0..<44 {
                for x in 0..<44 {
                    let d = ((Double(x) - 21.5) * (Double(x) - 21.5) + (Double(y) - 21.5) * (Double(y) - 21.5)).squareRoot()
                    let a = max(0, min(1, 1 - abs(d - 17) + 2.5))
                    bitmap[x, y] = Pixel(r: 0, g: 0, b: 0, a: UInt8(a * 255))
                }
            }
            return Image(bitmap, scale: 2)
        }()

        /// A 240 × 320 screen with three tabs (white, dark, orange); item 1 has a badge. The
        /// second item is tapped at 0.1 s and the tabs slide over 0.4 s.
        static func tabSwitch(interactive: Bool) -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 240, height: 320), statusBar: nil)
                let tabs = SlidingTabs()
                let colours = [Color.white, Color(red: 0.12, green: 0.14, blue: 0.2), Color(red: 0.95, green: 0.55, blue: 0.2)]
                let titles = ["Home", "Inbox", "Profile"]
                tabs.viewControllers = (0..<3).map { i in
                    let vc = ColourController(colours[i], title: titles[i])
                    vc.tabBarItem.image = ring
                    return vc
                }
                tabs.viewControllers?[1].tabBarItem.badgeValue = "2"
                app.rootViewController = tabs
                if interactive {
                    let interaction = PercentDrivenInteractiveTransition()
                    tabs.interaction = interaction
                    app.schedule(at: 0.2) { interaction.update(0.3) }
                    app.schedule(at: 0.3) { interaction.update(0.6) }
                    app.schedule(at: 0.4) { interaction.cancel() }
                }
                let item = tabs.tabBar.convert(tabs.tabBar.itemFrame(at: 1)!, to: nil as View?)
                try? app.tap(at: Point(x: item.midX, y: item.midY), time: 0.1)
                return app
            }
        }

        @Test func customAnimatedTabSwitchSlidesTheNewTabIn() {
            // Start (Home selected), half-way (Inbox half in, item already selected), end.
            assertSnapshot(
                of: Self.tabSwitch(interactive: false),
                as: .filmstrip(times: [0.05, 0.3, 0.55], scale: 1), suite: "TabBarGoldens")
        }

        @Test func cancelledInteractiveTabSwitchGoesBackToTheFirstTab() {
            // At 60 % when cancelled at 0.4 s; plays back over 0.24 s; Home selected again.
            assertSnapshot(
                of: Self.tabSwitch(interactive: true),
                as: .filmstrip(times: [0.05, 0.35, 0.5, 0.8], scale: 1), suite: "TabBarGoldens")
        }
    }
}
