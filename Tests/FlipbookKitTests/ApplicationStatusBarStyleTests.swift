@testable import FlipbookKit
import Testing

extension KitTests {
    /// The application-wide status bar style of apps that opt out of view-controller-based
    /// appearance, `keyWindow`, and responders' identity equality.
    @Suite struct ApplicationStatusBarStyleTests {
        final class DarkScreen: ViewController {
            override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
        }

        @Test func setStatusBarStyleChangesNothingWhileControllersDecide() {
            let app = Application(device: .iPhone8)
            app.rootViewController = DarkScreen()
            _ = app.renderTree(at: 0, scale: 1)
            app.setStatusBarStyle(.default, animated: false)
            #expect(app.statusBarStyle == .lightContent)
            #expect(app.statusBar?.style == .lightContent)
        }

        @Test func setStatusBarStyleAppliesWhenInfoPlistOptsOut() {
            let app = Application(device: .iPhone8)
            app.rootViewController = DarkScreen()
            app.isViewControllerBasedStatusBarAppearance = false
            #expect(app.statusBar?.style == .default)
            app.setStatusBarStyle(.lightContent, animated: false)
            #expect(app.statusBarStyle == .lightContent)
            #expect(app.statusBar?.style == .lightContent)
            #expect(app.diagnostics.allSatisfy { $0.code != "statusBar.styleNotAnimated" })
        }

        @Test func animatedStyleChangeIsReportedAsNotAnimated() {
            let app = Application(device: .iPhone8)
            app.diagnosticHandler = { _ in }
            app.isViewControllerBasedStatusBarAppearance = false
            app.setStatusBarStyle(.lightContent, animated: true)
            #expect(app.statusBar?.style == .lightContent)
            #expect(app.diagnostics.filter { $0.code == "statusBar.styleNotAnimated" }.count == 1)
            app.setStatusBarStyle(.lightContent, animated: true)
            #expect(app.diagnostics.filter { $0.code == "statusBar.styleNotAnimated" }.count == 1)
        }

        @Test func keyWindowIsTheApplicationsWindow() {
            let app = Application(device: .iPhone8)
            #expect(app.keyWindow === app.window)
            #expect(app.keyWindow?.isKeyWindow == true)
        }

        @Test func respondersCompareByIdentityAsNSObjectDoes() {
            Application.current = nil
            let first = ViewController(), second = ViewController()
            let stack = [first, second]
            #expect(stack.firstIndex(of: second) == 1)
            #expect(first != second && first == first)
            #expect(Set<View>([View(), View()]).count == 2)
        }
    }
}
