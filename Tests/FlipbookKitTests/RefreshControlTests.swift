import FlipbookGeometry
@testable import FlipbookKit
import FlipbookRaster
import FlipbookSwiftTesting
import Foundation
import Testing

extension KitTests {
    @Suite struct RefreshControls {
        @Test func installedAboveTheContentAcrossTheWidthAndReported() {
            let app = Application()
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            #expect(scroll.refreshControl == nil)
            let control = RefreshControl()
            scroll.refreshControl = control
            #expect(scroll.refreshControl === control && control.superview === scroll)
            #expect(control.frame == Rect(x: 0, y: -60, width: 320, height: 60))
            #expect(app.diagnostics.map(\.code) == ["refreshControl.spinner", "refreshControl.pull"])
            let other = RefreshControl()
            scroll.refreshControl = other
            #expect(control.superview == nil && scroll.refreshControl === other)
            scroll.refreshControl = nil
            #expect(other.superview == nil && scroll.refreshControl == nil)
        }

        @Test func refreshingStateSendsNoValueChanged() {
            _ = Application()
            let control = RefreshControl()
            var sent = 0
            control.addAction(for: .valueChanged) { sent += 1 }
            #expect(!control.isRefreshing)
            control.beginRefreshing()
            #expect(control.isRefreshing)
            control.endRefreshing()
            #expect(!control.isRefreshing && sent == 0)
        }

        @Test func attributedTitleColourAndTableControllerForwarding() {
            _ = Application()
            let control = RefreshControl()
            control.attributedTitle = NSAttributedString(
                string: "5", attributes: [.foregroundColor: Color(red: 1, green: 0, blue: 0)])
            let label = control.subviews.compactMap { $0 as? Label }.first
            #expect(label?.text == "5" && label?.textColor == Color(red: 1, green: 0, blue: 0))
            let controller = TableViewController()
            controller.refreshControl = control
            #expect(controller.tableView.refreshControl === control && controller.refreshControl === control)
        }
    }
}
