import Foundation
import FlipbookGeometry
import FlipbookKit
import FlipbookInterfaceBuilder
import Synchronization
import Testing

/// IBAnimatable's `public extension UIViewController { @IBAction func unwindToViewController(_:) }`:
/// on iOS a category method every controller responds to, so an unwind segue naming it ends at
/// the nearest controller UIKit's search reaches. `flipbook port` writes the module's
/// `FlipbookInterfaceBuilderExtensionActions`, which the loader registers for the storyboard's module.
extension ViewController {
    func unwindToAnyController(_ segue: StoryboardSegue) {
        ExtensionActionUnwindTests.calls.withLock { $0.append((ObjectIdentifier(self), ObjectIdentifier(segue.source))) }
    }
}

/// What `flipbook port` generates for the extension above (see ExtensionActionGeneration).
final class FlipbookInterfaceBuilderExtensionActions: InterfaceBuilderExtensionActionProvider {
    static var interfaceBuilderExtensionActions: [InterfaceBuilderExtensionAction] {
        [
            InterfaceBuilderExtensionAction("unwindToAnyController:", of: ViewController.self) { controller, sender, event in
                guard let sender = sender as? StoryboardSegue else { return false }
                controller.unwindToAnyController(sender)
                return true
            }
        ]
    }
}

@Suite struct ExtensionActionUnwindTests {
    static let calls = Mutex<[(destination: ObjectIdentifier, source: ObjectIdentifier)]>([])

    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="nav-scn">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="list-scn">
                    <objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button contentMode="scaleToFill" id="pushButton">
                                        <rect key="frame" x="100" y="200" width="175" height="44"/>
                                        <state key="normal" title="Push"/>
                                        <connections>
                                            <segue destination="home" kind="show" id="push"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="home-scn">
                    <objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button contentMode="scaleToFill" id="presentButton">
                                        <rect key="frame" x="100" y="200" width="175" height="44"/>
                                        <state key="normal" title="Present"/>
                                        <connections>
                                            <segue destination="modal" kind="presentation" id="present"/>
                                        </connections>
                                    </button>
                                    <button contentMode="scaleToFill" id="backButton">
                                        <rect key="frame" x="100" y="300" width="175" height="44"/>
                                        <state key="normal" title="Back"/>
                                        <connections>
                                            <segue destination="homeExit" kind="unwind" unwindAction="unwindToAnyController:" id="back"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <exit id="homeExit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="modal-scn">
                    <objects>
                        <viewController id="modal" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="modalView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button contentMode="scaleToFill" id="dismissButton">
                                        <rect key="frame" x="100" y="200" width="175" height="44"/>
                                        <state key="normal" title="Dismiss"/>
                                        <connections>
                                            <segue destination="modalExit" kind="unwind" unwindAction="unwindToAnyController:" id="dismiss"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <exit id="modalExit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The storyboard, loaded as this test module's (so that its extension actions register),
    /// shown with its second screen pushed.
    func open() throws -> (Application, NavigationController) {
        let options = InterfaceBuilderOptions(defaultModule: "FlipbookInterfaceBuilderTests", printsDiagnostics: false)
        let storyboard = try Storyboard(
            document: InterfaceBuilderDocument(data: Data(Self.xml.utf8), fileName: "Extension.storyboard"),
            bundle: Fixtures.bundle, options: options)
        let app = Application()
        let nav = try #require(try storyboard.makeInitialViewController() as? NavigationController)
        app.rootViewController = nav
        app.tap(try #require(nav.viewControllers.first?.view.subviews.first as? Button), at: 0.2)
        app.advance(to: 1.5)
        return (app, nav)
    }

    @Test func everyControllerHasTheActionOfAnExtensionOfViewController() throws {
        let (_, nav) = try open()
        let plain = try #require(nav.viewControllers.first)
        #expect(type(of: plain) == ViewController.self)
        #expect(plain.respondsToInterfaceBuilderAction("unwindToAnyController:"))
        #expect(nav.respondsToInterfaceBuilderAction("unwindToAnyController:"))
        #expect(!plain.respondsToInterfaceBuilderAction("unwindToNowhere:"))
        #expect(plain.interfaceBuilderActions == nil)  // Kit's class lists none of its own
    }

    @Test func anUnwindFromAPresentedControllerEndsAtTheTopOfThePresentingStack() throws {
        let (app, nav) = try open()
        #expect(nav.viewControllers.count == 2)
        let home = try #require(nav.viewControllers.last)
        app.tap(try #require(home.view.subviews.first as? Button), at: 1.6)
        app.advance(to: 3)
        let modal = try #require(nav.presentedViewController)
        app.tap(try #require(modal.view.subviews.first as? Button), at: 3.1)
        app.advance(to: 5)
        #expect(nav.presentedViewController == nil)
        #expect(nav.viewControllers.count == 2)  // the stack stays: the destination is its top
        let call = (ObjectIdentifier(home), ObjectIdentifier(modal))
        #expect(Self.calls.withLock { $0.contains { $0 == call } })
    }

    @Test func anUnwindFromAPushedControllerPopsToTheOneBelow() throws {
        let (app, nav) = try open()
        let list = try #require(nav.viewControllers.first)
        let home = try #require(nav.viewControllers.last)
        app.tap(try #require(home.view.subviews.last as? Button), at: 1.6)
        app.advance(to: 3)
        #expect(nav.viewControllers.count == 1)
        let call = (ObjectIdentifier(list), ObjectIdentifier(home))
        #expect(Self.calls.withLock { $0.contains { $0 == call } })
    }
}
