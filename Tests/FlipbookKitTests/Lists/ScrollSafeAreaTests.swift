import FlipbookGeometry
@testable import FlipbookKit
import Testing

/// Counts the adjusted-inset callbacks.
final class InsetRecorder: ScrollViewDelegate {
    var changes: [EdgeInsets] = []
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        changes.append(scrollView.adjustedContentInset)
    }
}

extension KitTests {
    @Suite struct ScrollSafeAreaTests {
        /// A full-screen scroll view on an iPhone X (safe area 44 top, 34 bottom) with `content`.
        static func scene(content: Size, behavior: ScrollView.ContentInsetAdjustmentBehavior) -> (Application, ScrollView) {
            let app = Application(device: .iPhoneX)
            let scrollView = ScrollView(frame: app.window.bounds)
            scrollView.contentSize = content
            scrollView.contentInsetAdjustmentBehavior = behavior
            app.window.addSubview(scrollView)
            app.window.layoutIfNeeded()
            return (app, scrollView)
        }

        @Test func scrollableAxesAddsTheSafeAreaOnlyAlongAxesThatScroll() {
            let (_, tall) = Self.scene(content: Size(width: 375, height: 2000), behavior: .scrollableAxes)
            #expect(tall.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
            let (_, short) = Self.scene(content: Size(width: 375, height: 300), behavior: .scrollableAxes)
            #expect(short.adjustedContentInset == .zero)
            short.alwaysBounceVertical = true
            short.contentInset = EdgeInsets(top: 10)
            #expect(short.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        }

        @Test func neverAlwaysAndAutomaticOutsideANavigationController() {
            let (_, never) = Self.scene(content: Size(width: 375, height: 2000), behavior: .never)
            #expect(never.adjustedContentInset == .zero)
            let (_, always) = Self.scene(content: Size(width: 10, height: 10), behavior: .always)
            #expect(always.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
            // .automatic outside a navigation controller is .scrollableAxes.
            let (_, automatic) = Self.scene(content: Size(width: 375, height: 300), behavior: .automatic)
            #expect(automatic.adjustedContentInset == .zero)
        }

        @Test func theOffsetStartsAtMinusTheAdjustedTopAndTheDelegateHears() {
            let app = Application(device: .iPhoneX)
            let scrollView = ScrollView(frame: app.window.bounds)
            let recorder = InsetRecorder()
            scrollView.delegate = recorder
            scrollView.contentSize = Size(width: 375, height: 2000)
            #expect(scrollView.contentOffset == .zero)
            app.window.addSubview(scrollView)
            app.window.layoutIfNeeded()
            #expect(scrollView.contentOffset == Point(x: 0, y: -44))
            #expect(recorder.changes == [EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)])
            #expect(scrollView.maximumContentOffset.y == 2000 + 34 - 812)
            // Changing contentInset keeps the offset, as UIKit does.
            scrollView.contentInset = EdgeInsets(top: 20)
            #expect(scrollView.contentOffset == Point(x: 0, y: -44))
            #expect(recorder.changes.last == EdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        }

        @Test func automaticInANavigationControllerAddsTheBarsEvenForShortContent() {
            let app = Application(statusBar: StatusBar())
            let content = ViewController()
            let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            scrollView.contentSize = Size(width: 375, height: 100)
            content.view = scrollView
            let navigation = NavigationController(rootViewController: content)
            app.rootViewController = navigation
            app.window.layoutIfNeeded()
            // Status bar 20 + navigation bar 44 (UIKit puts the bar in the child's safe area).
            #expect(scrollView.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
            #expect(scrollView.contentOffset == Point(x: 0, y: -64))
            scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
            #expect(scrollView.adjustedContentInset == .zero)
        }

        @Test func indicatorsTakeTheSafeAreaButNotTheContentInset() {
            let (_, scrollView) = Self.scene(content: Size(width: 375, height: 2000), behavior: .automatic)
            scrollView.contentInset = EdgeInsets(top: 100)
            scrollView.contentOffset = scrollView.minimumContentOffset
            scrollView.showScrollIndicators()
            let vertical = scrollView.scrollIndicators!.0
            // At the top (offset −144): the track starts 44 (the safe area) + 3 below the view's
            // top; the 100 pt content inset does not move it.
            #expect(vertical.frame.minY - scrollView.contentOffset.y == 47)
            scrollView.automaticallyAdjustsScrollIndicatorInsets = false
            #expect(vertical.frame.minY - scrollView.contentOffset.y == 3)
        }
    }
}
