import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import Testing

/// A table view's `tableHeaderView` and `tableFooterView` elements (IBAnimatable's playground
/// table has a header view) become the table's header and footer views.
@Suite struct TableHeaderViewLoadingTests {
    private static let xml = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="thv-tvc-001">
            <scenes>
                <scene sceneID="thv-scn-001">
                    <objects>
                        <tableViewController id="thv-tvc-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="thv-tbl-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="thv-hdr-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                                <view key="tableFooterView" contentMode="scaleToFill" id="thv-ftr-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                                </view>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#

    @Test func headerAndFooterViewsAreTheTables() throws {
        let app = Application()
        defer { Application.current = nil }
        let storyboard = try Fixtures.storyboard(Self.xml, fileName: "TableHeader.storyboard")
        let controller = try #require(try storyboard.makeInitialViewController() as? TableViewController)
        app.rootViewController = controller
        _ = app.renderTree(at: 0, scale: 1)
        let header = try #require(controller.tableView.tableHeaderView)
        #expect(header.frame.height == 120 && header.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(controller.tableView.tableFooterView?.frame.height == 30)
        #expect(storyboard.diagnostics.allSatisfy { !$0.message.contains("tableHeaderView") })
    }
}
