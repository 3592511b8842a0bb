import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import Testing

/// `<scrollView>` with its content and frame layout guides (`Scroll.storyboard`: a vertical
/// stack of twelve 100-point rows, 10 apart, 20 from the content guide's edges, 40 narrower than
/// the frame guide), and a file of before Xcode 11 that pins the content to the scroll view.
@Suite struct ScrollViewLoadingTests {
    @Test func aTallStackInAScrollViewSetsTheContentSizeOnAniPhoneX() throws {
        let app = Application(device: .iPhoneX)
        let storyboard = try Storyboard(name: "Scroll", bundle: Fixtures.bundle, options: Fixtures.options)
        let controller = try storyboard.makeInitialViewController()
        app.rootViewController = controller
        controller.view.layoutIfNeeded()
        let scroll = try #require(controller.view.subviews.first as? ScrollView)
        let stack = try #require(scroll.subviews.first as? StackView)
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(scroll.alwaysBounceVertical && !scroll.showsHorizontalScrollIndicator && scroll.clipsToBounds)
        // 12 × 100 + 11 × 10 = 1310 tall, plus 20 above and below; 375 − 40 wide.
        #expect(stack.frame == Rect(x: 20, y: 20, width: 335, height: 1310))
        #expect(scroll.contentSize == Size(width: 375, height: 1350))
        #expect(stack.arrangedSubviews.count == 12)
        #expect(stack.arrangedSubviews[0].frame == Rect(x: 0, y: 0, width: 335, height: 100))
        #expect(stack.arrangedSubviews[11].frame == Rect(x: 0, y: 1210, width: 335, height: 100))
        // The safe area (44 top, 34 bottom) is added to the inset: the content starts under it.
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset == Point(x: 0, y: -44))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: -44, width: 375, height: 812))
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 1350))
        // Scrolled to the end: the last row's bottom (20 + 1310) meets the view's, less the inset.
        scroll.contentOffset = scroll.maximumContentOffset
        #expect(scroll.contentOffset == Point(x: 0, y: 1350 + 34 - 812))
        #expect(storyboard.diagnostics.isEmpty)
    }

    static let legacy = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0" y="0" width="320" height="568"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="scr">
                            <rect key="frame" x="0" y="0" width="320" height="568"/>
                            <subviews>
                                <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                    <rect key="frame" x="0" y="0" width="320" height="213"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="img" secondAttribute="height" multiplier="3:2" id="img-r"/>
                                    </constraints>
                                </imageView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="txt">
                                    <rect key="frame" x="8" y="221" width="304" height="900"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="900" id="txt-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="img" firstAttribute="top" secondItem="scr" secondAttribute="top" id="l-1"/>
                                <constraint firstItem="img" firstAttribute="leading" secondItem="scr" secondAttribute="leading" id="l-2"/>
                                <constraint firstAttribute="trailing" secondItem="img" secondAttribute="trailing" id="l-3"/>
                                <constraint firstItem="img" firstAttribute="width" secondItem="scr" secondAttribute="width" id="l-4"/>
                                <constraint firstItem="txt" firstAttribute="top" secondItem="img" secondAttribute="bottom" constant="8" id="l-5"/>
                                <constraint firstItem="txt" firstAttribute="leading" secondItem="scr" secondAttribute="leading" constant="8" id="l-6"/>
                                <constraint firstAttribute="trailing" secondItem="txt" secondAttribute="trailing" constant="8" id="l-7"/>
                                <constraint firstAttribute="bottom" secondItem="txt" secondAttribute="bottom" constant="20" id="l-8"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scr" firstAttribute="top" secondItem="root" secondAttribute="top" id="r-1"/>
                        <constraint firstItem="scr" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r-2"/>
                        <constraint firstAttribute="trailing" secondItem="scr" secondAttribute="trailing" id="r-3"/>
                        <constraint firstAttribute="bottom" secondItem="scr" secondAttribute="bottom" id="r-4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// UIKit's rule: edges of the scroll view mean its content area, its width its frame.
    @Test func aFileBeforeContentLayoutGuidesPinsTheContentToTheScrollViewsEdges() throws {
        _ = Application()
        let document = try InterfaceBuilderDocument(data: Data(Self.legacy.utf8), fileName: "Legacy.xib")
        let nib = try Nib(document: document, bundle: Fixtures.bundle, options: Fixtures.options)
        let root = try #require(try nib.load(withOwner: nil).first as? View)
        root.layoutIfNeeded()
        let scroll = try #require(root.subviews.first as? ScrollView)
        #expect(scroll.contentInsetAdjustmentBehavior == .never)
        // 320 wide at 3:2 is 213.33, rounded to the render's pixels (2×: 213.5).
        let image = scroll.subviews[0], text = scroll.subviews[1]
        #expect(image.frame == Rect(x: 0, y: 0, width: 320, height: 213.5))
        #expect(text.frame == Rect(x: 8, y: 221.5, width: 304, height: 900))
        #expect(scroll.contentSize == Size(width: 320, height: 1141.5))
        #expect(nib.diagnostics.isEmpty)
    }

    @Test func aLabelsTextWrittenAsAStringElementIsRead() throws {
        _ = Application()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <label opaque="NO" contentMode="left" numberOfLines="0" id="lbl">
                        <rect key="frame" x="0" y="0" width="200" height="40"/>
                        <string key="text">Lorem ipsum dolor sit amet, consectetur adipiscing elit.</string>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(data: Data(xml.utf8), fileName: "Text.xib")
        let nib = try Nib(document: document, bundle: Fixtures.bundle, options: Fixtures.options)
        let label = try #require(try nib.load(withOwner: nil).first as? Label)
        #expect(label.text == "Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
        #expect(label.numberOfLines == 0)
    }
}
