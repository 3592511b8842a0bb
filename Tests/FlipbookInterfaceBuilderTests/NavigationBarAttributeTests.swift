import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import FlipbookText
import Foundation
import Testing

/// A storyboard's navigation bar: its `tintColor` colours the back item and its title text
/// attributes colour and size the title, as UIKit's bar draws them.
@Suite struct NavigationBarAttributeTests {
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
                                <color key="tintColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <textAttributes key="titleTextAttributes">
                                    <color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                </textAttributes>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="root-scn">
                    <objects>
                        <viewController id="root" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <navigationItem key="navigationItem" title="Root" id="itm"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theBarsTintAndTitleAttributesAreRead() throws {
        let app = Application()
        defer { Application.current = nil }
        let nav = try Fixtures.show(
            Fixtures.storyboard(Self.xml, fileName: "Bar.storyboard"), in: app, as: NavigationController.self)
        app.advance(to: 0.1)
        #expect(nav.navigationBar.tintColor == Color.white)
        let title = nav.navigationBar.titleTextAttributes
        #expect((title?[.foregroundColor] as? Color).map { abs($0.red - 1.0 / 3) < 0.01 } == true)
        #expect((title?[.font] as? Font)?.size == 20)
        #expect(!app.diagnostics.contains { $0.message.contains("tintColor") })
    }
}
