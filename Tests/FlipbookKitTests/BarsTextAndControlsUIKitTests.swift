import FlipbookGeometry
@testable import FlipbookKit
import FlipbookRaster
import FlipbookText
import Foundation
import Testing

private let red = Color(red: 1, green: 0, blue: 0)

extension KitTests {
    /// UIKit's spellings of bars, bar items, text views and fields, controls and lists that
    /// IBAnimatable's library and app use, with UIKit's behaviour.
    @Suite struct BarsTextAndControlsUIKitTests {
        final class ItemSubclass: TabBarItem {
            var awoke = false
            override func awakeFromNib() { awoke = true }
        }

        final class BarSubclass: NavigationBar {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }

        @Test func topItemIsTheTopControllersNavigationItem() {
            let app = Application(device: .iPhone8)
            defer { Application.current = nil }
            let root = ViewController()
            root.title = "Root"
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            _ = app.renderTree(at: 0, scale: 1)
            #expect(nav.navigationBar.topItem === root.navigationItem)
            #expect(nav.navigationBar.backItem == nil)
            nav.navigationBar.topItem?.title = "Renamed"
            #expect(nav.navigationBar.items.titleLabel.text == "Renamed")
            let next = ViewController()
            nav.pushViewController(next, animated: false)
            #expect(nav.navigationBar.topItem === next.navigationItem)
            #expect(nav.navigationBar.backItem === root.navigationItem)
            #expect(NavigationBar().topItem == nil)
        }

        @Test func emptyBackgroundAndShadowImagesMakeTheBarTransparent() {
            let bar = NavigationBar()
            bar.layoutIfNeeded()
            let background = bar.subviews[0], hairline = bar.subviews[2]
            #expect(!background.isHidden && !hairline.isHidden)
            // A shadow image alone changes nothing, as in UIKit.
            bar.shadowImage = Image()
            #expect(!hairline.isHidden)
            bar.setBackgroundImage(Image(), for: .any, barMetrics: .default)
            #expect(background.isHidden && hairline.isHidden)
            #expect(bar.backgroundImage(for: .any, barMetrics: .default) == Image())
            bar.setBackgroundImage(nil, for: .default)
            #expect(!background.isHidden && !hairline.isHidden)
        }

        @Test func aBackgroundImageIsDrawnStretchedOverTheBar() {
            let bar = NavigationBar(frame: Rect(x: 0, y: 20, width: 375, height: 44))
            let redImage = Image(Bitmap(width: 2, height: 2, fill: Pixel(r: 255, g: 0, b: 0, a: 255)))
            bar.setBackgroundImage(redImage, for: .top, barMetrics: .default)
            bar.layoutIfNeeded()
            let imageView = bar.subviews[1] as? ImageView
            #expect(imageView?.image === redImage && imageView?.isHidden == false)
            #expect(imageView?.frame == Rect(x: 0, y: -20, width: 375, height: 64))
        }

        @Test func barsAndItemsAreSubclassable() {
            let bar = BarSubclass()
            bar.layoutIfNeeded()
            #expect(bar.layouts == 1)
            let item = ItemSubclass(title: "A", image: nil, tag: 3)
            item.awakeFromNib()
            #expect(item.awoke && item.tag == 3)
            let other = TabBarItem(title: "A", image: nil, tag: 3)
            #expect(item != other && item == item)
            #expect([other, item].firstIndex(of: item) == 1)
        }

        @Test func tabBarItemsAreNilUntilSetAndSlotsAreControls() {
            let bar = TabBar()
            #expect(bar.items == nil)
            bar.items = [TabBarItem(title: "A", image: nil, tag: 0), TabBarItem(title: "B", image: nil, tag: 1)]
            #expect(bar.items?.count == 2)
            #expect(bar.subviews.filter { $0 is Control }.count == 2)
        }

        @Test func alwaysOriginalImagesAreNotTinted() {
            let redImage = Image(Bitmap(width: 2, height: 2, fill: Pixel(r: 255, g: 0, b: 0, a: 255)))
            let original = redImage.withRenderingMode(.alwaysOriginal)
            #expect(original.renderingMode == .alwaysOriginal && redImage.renderingMode == .automatic)
            #expect(original.bitmap == redImage.bitmap && original != redImage)
            let bar = TabBar()
            bar.items = [TabBarItem(title: nil, image: original, tag: 0)]
            let slot = bar.itemViews[0]
            #expect(slot.imageView.image === original)
        }

        @Test func navigationBarHiddenDropsTheTopLayoutGuide() {
            let app = Application(device: .iPhone8)
            defer { Application.current = nil }
            let root = ViewController()
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            _ = app.renderTree(at: 0, scale: 1)
            #expect(root.topLayoutGuideLength == 64)
            nav.isNavigationBarHidden = true
            #expect(nav.navigationBar.isHidden && root.topLayoutGuideLength == 20)
            #expect(app.diagnostics.allSatisfy { $0.code != "navigationController.barHiddenNotAnimated" })
            nav.setNavigationBarHidden(false, animated: true)
            #expect(!nav.isNavigationBarHidden)
            #expect(app.diagnostics.contains { $0.code == "navigationController.barHiddenNotAnimated" })
        }

        @Test func textViewTakesUIKitsOptionalsAndInsets() {
            let view = TextView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            view.text = nil
            #expect(view.text == "")
            view.font = nil
            #expect(view.font == .system(size: 12))
            view.textContainerInset = EdgeInsets(top: 4, left: 10, bottom: 4, right: 6)
            #expect(view.textContainer.size.width == 184)
            #expect(view.textContainer.lineFragmentPadding == 5)
            view.textAlignment = .center
            #expect(view.textLayer.alignmentMode == .center)
            view.attributedText = NSAttributedString(
                string: "Hi", attributes: [.foregroundColor: Color(red: 1, green: 0, blue: 0)])
            #expect(view.text == "Hi" && view.textColor == red)
            #expect(TextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
        }

        @Test func attributedPlaceholderColoursThePlaceholder() {
            let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 30))
            field.attributedPlaceholder = NSAttributedString(
                string: "Name", attributes: [.foregroundColor: Color(red: 1, green: 0, blue: 0)])
            #expect(field.placeholder == "Name" && field.placeholderLabel.textColor == red)
            field.placeholder = "Other"
            #expect(field.placeholderLabel.textColor == .placeholderText)
        }

        @Test func tintIsInheritedAndReportedToSubviews() {
            final class Watcher: View {
                var changes = 0
                override func tintColorDidChange() { changes += 1 }
            }
            let parent = View(), child = Watcher()
            parent.addSubview(child)
            #expect(child.tintColor == View.systemTintColor)
            parent.tintColor = red
            #expect(child.tintColor == red && child.changes == 1)
            child.tintColor = Color(red: 0, green: 1, blue: 0)
            parent.tintColor = Color(red: 0, green: 0, blue: 1)
            #expect(child.tintColor == Color(red: 0, green: 1, blue: 0) && child.changes == 2)
            child.tintColor = nil
            #expect(child.tintColor == Color(red: 0, green: 0, blue: 1))
        }

        @Test func undrawnSettingsAreReported() {
            let app = Application()
            defer { Application.current = nil }
            let label = Label()
            label.minimumScaleFactor = 0.5
            label.adjustsFontSizeToFitWidth = true
            label.textColor = nil
            #expect(label.textColor == .black)
            let slider = Slider()
            slider.setThumbImage(Image(), for: .highlighted)
            #expect(slider.thumbImage(for: .highlighted) == Image())
            View().preservesSuperviewLayoutMargins = true
            let codes = Set(app.diagnostics.map(\.code))
            #expect(
                codes.isSuperset(of: [
                    "label.adjustsFontSizeToFitWidth", "slider.imagesNotDrawn", "view.preservesSuperviewLayoutMargins",
                ]))
        }

        @Test func listBackgroundsAndHeaderDisplay() {
            final class Controller: TableViewController {
                var shown: [Int] = []
                override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                    TableViewCell(style: .default, reuseIdentifier: nil)
                }
                override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "S" }
                override func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
                    (view as? TableViewHeaderFooterView)?.textLabel?.textColor = red
                    shown.append(section)
                }
            }
            let app = Application(device: .iPhone8)
            defer { Application.current = nil }
            let controller = Controller()
            app.rootViewController = controller
            let background = View()
            controller.tableView.backgroundView = background
            _ = app.renderTree(at: 0, scale: 1)
            #expect(controller.shown == [0])
            #expect(controller.tableView.subviews.first === background && background.frame == controller.tableView.bounds)
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            let cellBackground = View()
            cell.backgroundView = cellBackground
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
            cell.layoutIfNeeded()
            #expect(cell.subviews.first === cellBackground && cellBackground.frame == cell.bounds)
        }
    }
}
