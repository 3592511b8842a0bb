import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookText
import Testing

/// `<variation>` resolved against the render's size classes: an iPhone X is compact × regular in
/// portrait and compact × compact in landscape.
@Suite struct SizeClassVariationTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0" y="0" width="375" height="812"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="40" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="box-w">
                                    <variation key="heightClass=compact" constant="300"/>
                                </constraint>
                                <constraint firstAttribute="height" constant="50" id="box-h"/>
                            </constraints>
                        </view>
                        <label opaque="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl">
                            <rect key="frame" x="20" y="100" width="40" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <variation key="heightClass=compact">
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                            </variation>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="300" y="10" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="b-w"/>
                                <constraint firstAttribute="height" constant="20" id="b-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-l"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c-t"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c-tc"/>
                        <constraint firstItem="ttl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t-l"/>
                        <constraint firstItem="ttl" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="10" id="t-t"/>
                        <constraint firstItem="badge" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-10" id="b-r"/>
                        <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b-t"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="badge"/>
                        </mask>
                        <mask key="constraints">
                            <exclude reference="c-tc"/>
                            <exclude reference="b-r"/>
                            <exclude reference="b-t"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="subviews">
                            <include reference="badge"/>
                        </mask>
                        <mask key="constraints">
                            <exclude reference="c-t"/>
                            <include reference="c-tc"/>
                            <include reference="b-r"/>
                            <include reference="b-t"/>
                        </mask>
                    </variation>
                </view>
            </objects>
        </document>
        """

    func load(on device: DevicePreset) throws -> (View, Nib) {
        _ = Application(device: device)
        return try Fixtures.loadRootView(Self.xml, fileName: "Classes.xib")
    }

    @Test func portraitUsesTheDefaultsAndLeavesOutWhatOnlyCompactHeightInstalls() throws {
        let (root, nib) = try load(on: .iPhoneX)
        #expect(root.subviews.count == 2)
        let box = root.subviews[0], title = try #require(root.subviews[1] as? Label)
        #expect(box.frame == Rect(x: 20, y: 40, width: 100, height: 50))
        #expect(title.font == Font.system(size: 17))
        #expect(title.frame.minY == 100)
        #expect(nib.diagnostics.isEmpty)
    }

    @Test func landscapeAppliesTheCompactHeightVariations() throws {
        let (root, nib) = try load(on: DevicePreset.iPhoneX.landscape)
        #expect(root.subviews.count == 3)
        let box = root.subviews[0], title = try #require(root.subviews[1] as? Label), badge = root.subviews[2]
        // The compact-height width (300) and top (10) constraints; the title in its 30 pt bold font.
        #expect(box.frame == Rect(x: 20, y: 10, width: 300, height: 50))
        #expect(title.font == Font.system(size: 30, weight: .bold))
        #expect(title.frame.minY == 70)
        // Installed only in compact height: 10 from the right edge of the 375-wide root.
        #expect(badge.frame == Rect(x: 345, y: 10, width: 20, height: 20))
        #expect(nib.diagnostics.isEmpty)
    }
}
