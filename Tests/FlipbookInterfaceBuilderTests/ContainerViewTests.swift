import FlipbookGeometry
import FlipbookKit
import FlipbookInterfaceBuilder
import Testing

/// A `<containerView>` with an embed segue (what Presentr's example app uses for its split
/// screen): the destination scene becomes a child controller whose view fills the container.
@Suite struct ContainerViewTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="top">
            <scenes>
                <scene sceneID="top-scn">
                    <objects>
                        <viewController id="top" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                        <rect key="frame" x="0.0" y="333" width="375" height="334"/>
                                        <connections>
                                            <segue destination="kid" kind="embed" id="emb"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="kid-scn">
                    <objects>
                        <viewController id="kid" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="kidView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="334"/>
                                <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func embedSegueMakesTheDestinationAChildFillingTheContainer() throws {
        let storyboard = try Fixtures.storyboard(Self.xml, fileName: "Container.storyboard")
        let top = try #require(storyboard.instantiateInitialViewController())
        let container = try #require(top.view.subviews.first)
        #expect(container.frame == Rect(x: 0, y: 333, width: 375, height: 334))
        #expect(top.children.count == 1)
        let child = try #require(top.children.first)
        #expect(child.parent === top)
        #expect(child.view.superview === container)
        #expect(child.view.frame == container.bounds)
    }
}
