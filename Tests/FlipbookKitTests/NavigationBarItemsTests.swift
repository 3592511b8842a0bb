import class Foundation.NSCoder
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookKitTesting
import FlipbookRaster
import FlipbookSwiftTesting
import FlipbookTesting
import Testing

/// A controller counting its bar button items' taps.
final class BarItemsController: ViewController {
    var taps: [String] = []
    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }
    init(title: String, colour: Color = .white) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        self.colour = colour
    }
    var colour: Color = .white
    override func loadView() {
        let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        view.backgroundColor = colour
        self.view = view
    }
    func edit(_ sender: BarButtonItem) { taps.append("edit") }
    func add(_ sender: BarButtonItem) { taps.append("add") }
}

extension KitTests {
    /// The navigation bar draws a controller's title view and bar button items, as UIKit's.
    @Suite struct NavigationBarButtonItems {
        /// The bar's current items.
        func items(of nav: NavigationController) throws -> NavigationBarItems {
            try #require(nav.navigationBar.itemsContainer.subviews.last as? NavigationBarItems)
        }

        /// An app showing `root` in a navigation controller, laid out.
        func show(_ root: ViewController, width: Double = 375) -> (Application, NavigationController) {
            let app = Application(screenSize: Size(width: width, height: 667))
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            _ = app.renderTree(at: 0.1)
            return (app, nav)
        }

        @Test func rightItemsStartAtTheMarginAndStackInwardsEightPointsApart() throws {
            let root = BarItemsController(title: "Notes")
            let edit = BarButtonItem(title: "Edit", style: .plain, target: root, action: BarItemsController.edit)
            let add = BarButtonItem(barButtonSystemItem: .add, target: root, action: BarItemsController.add)
            root.navigationItem.rightBarButtonItems = [edit, add]
            let (app, nav) = show(root)
            let bar = try items(of: nav)
            let frames = bar.buttonRestFrames.right
            #expect(frames[0].maxX == 375 - 16)
            #expect(frames[1].maxX == frames[0].minX - 8)
            #expect(frames[1].width == 22)
            #expect(bar.rightButtons.map(\.frame) == frames)
            #expect(app.diagnostics.isEmpty)
        }

        @Test func theMarginIsTwentyPointsOnWideBars() throws {
            let root = BarItemsController(title: "Notes")
            root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
            let (_, nav) = show(root, width: 414)
            #expect(try items(of: nav).buttonRestFrames.left[0].minX == 20)
        }

        @Test func tappingAnItemSendsItsActionAndDimsItWhileDown() throws {
            let root = BarItemsController(title: "Notes")
            let edit = BarButtonItem(title: "Edit", style: .done, target: root, action: BarItemsController.edit)
            root.navigationItem.rightBarButtonItem = edit
            var added = 0
            edit.addAction { added += 1 }
            let (app, nav) = show(root)
            let button = try #require(try items(of: nav).rightButtons.first)
            let centre = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil as View?)
            try app.touch(along: [(time: 0.5, location: centre), (time: 0.7, location: centre)])
            app.advance(to: 0.6)
            #expect(button.subviews.allSatisfy { $0.alpha == Button.highlightedContentAlpha })
            #expect(root.taps.isEmpty)
            app.advance(to: 0.8)
            #expect(root.taps == ["edit"] && added == 1)
            #expect(button.subviews.allSatisfy { $0.alpha == 1 })
        }

        @Test func aDisabledItemIsFaintAndTakesNoTaps() throws {
            let root = BarItemsController(title: "Notes")
            let edit = BarButtonItem(title: "Edit", style: .plain, target: root, action: BarItemsController.edit)
            edit.isEnabled = false
            root.navigationItem.rightBarButtonItem = edit
            let (app, nav) = show(root)
            let button = try #require(try items(of: nav).rightButtons.first)
            #expect(button.subviews.allSatisfy { $0.alpha == NavigationBarButton.disabledAlpha })
            let centre = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil as View?)
            try app.tap(at: centre, time: 0.5)
            app.advance(to: 1)
            #expect(root.taps.isEmpty)
        }

        @Test func leftItemsReplaceTheBackItemUnlessTheySupplementIt() throws {
            let root = BarItemsController(title: "Notes")
            let detail = BarItemsController(title: "Detail")
            detail.navigationItem.leftBarButtonItem = BarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
            let (_, nav) = show(root)
            nav.pushViewController(detail, animated: false)
            #expect(try !items(of: nav).hasBackItem)
            detail.navigationItem.leftItemsSupplementBackButton = true
            let bar = try items(of: nav)
            bar.layoutIfNeeded()
            #expect(bar.hasBackItem)
            #expect(bar.buttonRestFrames.left[0].minX == bar.backRestFrame.maxX + 8)
        }

        @Test func theTitleViewKeepsItsSizeCentredInTheBar() throws {
            let root = BarItemsController(title: "Notes")
            let logo = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
            logo.backgroundColor = Color(red: 1, green: 0, blue: 0)
            root.navigationItem.titleView = logo
            let (_, nav) = show(root)
            let bar = try items(of: nav)
            #expect(logo.superview === bar)
            #expect(logo.frame == Rect(x: (375 - 30) / 2, y: 7, width: 30, height: 30))
            #expect(bar.titleLabel.text == nil, "the title view replaces the title")
        }

        @Test func theTitleMovesAsideToKeepClearOfWideItems() throws {
            let root = BarItemsController(title: "Title")
            root.navigationItem.leftBarButtonItem = BarButtonItem(
                title: "A rather long left item", style: .plain, target: nil, action: nil)
            let (_, nav) = show(root)
            let bar = try items(of: nav)
            let left = bar.buttonRestFrames.left[0]
            #expect(bar.titleRestFrame.minX >= left.maxX + 8)
        }

        @Test func aSystemGlyphKitDoesNotDrawIsReported() {
            let root = BarItemsController(title: "Notes")
            root.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .search, target: nil, action: nil)
            let app = Application()
            app.diagnosticHandler = { _ in }
            app.rootViewController = NavigationController(rootViewController: root)
            #expect(app.diagnostics.map(\.code) == ["navigationItem.notDrawn"])
            #expect(app.diagnostics.first?.message.contains("search") == true)
        }

        static let red = Color(red: 1, green: 0, blue: 0)
        static let green = Color(red: 0, green: 0.6, blue: 0)

        @Test func theBarTintColoursItemsWithoutTheirOwnTint() throws {
            let root = BarItemsController(title: "Notes")
            let own = BarButtonItem(title: "Own", style: .plain, target: nil, action: nil)
            own.tintColor = Self.red
            root.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Bar", style: .plain, target: nil, action: nil), own]
            let (_, nav) = show(root)
            nav.navigationBar.tintColor = Self.green
            let labels = try items(of: nav).rightButtons.map { $0.subviews.compactMap { $0 as? Label }.first?.textColor }
            #expect(labels == [Self.green, Self.red])
        }

        /// Items on a 375 × 300 screen: the root has "Edit" and "+" on the right; the pushed
        /// controller has a "Cancel" left item (replacing the back item) and a 30 pt title view.
        static var pushWithItems: ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 375, height: 300))
                let root = BarItemsController(title: "Notes", colour: Color(white: 0.94))
                root.navigationItem.rightBarButtonItems = [
                    BarButtonItem(title: "Edit", style: .plain, target: root, action: BarItemsController.edit),
                    BarButtonItem(barButtonSystemItem: .add, target: root, action: BarItemsController.add),
                ]
                let detail = BarItemsController(title: "Detail", colour: Color(red: 0.85, green: 0.9, blue: 1))
                detail.navigationItem.leftBarButtonItem = BarButtonItem(
                    barButtonSystemItem: .cancel, target: nil, action: nil)
                detail.navigationItem.rightBarButtonItem = BarButtonItem(
                    barButtonSystemItem: .done, target: nil, action: nil)
                let logo = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
                logo.backgroundColor = Color(red: 0.95, green: 0.55, blue: 0.2)
                logo.layer.cornerRadius = 15
                detail.navigationItem.titleView = logo
                let nav = NavigationController(rootViewController: root)
                app.rootViewController = nav
                app.schedule(at: 0.1) { nav.pushViewController(detail, animated: true) }
                return app
            }
        }

        @Test func aPushCrossFadesTheItemsAndTheTitleView() {
            // Start (root's items), half-way (both at half alpha), end (detail's items).
            assertSnapshot(
                of: Self.pushWithItems, as: .filmstrip(times: [0.05, 0.35, 0.7], scale: 1),
                suite: "NavigationBarItemsGoldens")
        }
    }
}
