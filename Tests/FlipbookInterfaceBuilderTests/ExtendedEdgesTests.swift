import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import Foundation
import Testing

/// A storyboard controller's "Extend Edges" settings: under an opaque bar the view starts at the
/// bar's bottom unless "Under Opaque Bars" is on; the edges listed are those left on.
@Suite struct ExtendedEdgesTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="nav-scn">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
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
                        <viewController id="root" sceneMemberID="viewController" ROOTATTRS>
                            <view key="view" contentMode="scaleToFill" id="root-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <navigationItem key="navigationItem" title="Root" id="itm"/>ROOTEDGES
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The storyboard with `attributes` on the root controller and `edges` inside it.
    func root(attributes: String = "", edges: String = "") throws -> (Application, ViewController) {
        let app = Application()
        let xml = Self.xml.replacingOccurrences(of: "ROOTATTRS", with: attributes)
            .replacingOccurrences(of: "ROOTEDGES", with: edges)
        let nav = try Fixtures.show(
            Fixtures.storyboard(xml, fileName: "Edges.storyboard"), in: app, as: NavigationController.self)
        _ = app.renderTree(at: 0.1)
        return (app, try #require(nav.topViewController))
    }

    @Test func belowAnOpaqueBarTheViewStartsAtTheBarsBottom() throws {
        let (_, root) = try root()
        defer { Application.current = nil }
        #expect(root.view.frame.minY == 64)
    }

    @Test func underOpaqueBarsIsRead() throws {
        let (_, root) = try root(attributes: #"extendedLayoutIncludesOpaqueBars="YES""#)
        defer { Application.current = nil }
        #expect(root.extendedLayoutIncludesOpaqueBars)
        #expect(root.view.frame.minY == 0)
    }

    @Test func theExtendedEdgesListTheEdgesLeftOn() throws {
        let (_, root) = try root(
            attributes: #"extendedLayoutIncludesOpaqueBars="YES""#,
            edges: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
        defer { Application.current = nil }
        #expect(root.edgesForExtendedLayout == .bottom)
        #expect(root.view.frame.minY == 64)
    }
}
