import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import Foundation
import Testing

/// A File's Owner that logs the actions it is sent.
final class ControlOwner: View {
    var log: [String] = []
    override func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool {
        log.append(selector)
        return true
    }
}

@Suite struct ControlLoadingTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="sw1">
                            <rect key="frame" x="20" y="10" width="51" height="31"/>
                            <color key="onTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <connections>
                                <action selector="switched:" destination="-1" eventType="valueChanged" id="a1"/>
                            </connections>
                        </switch>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="15" minValue="10" maxValue="20" continuous="NO" id="sl1">
                            <rect key="frame" x="20" y="60" width="228" height="31"/>
                            <color key="minimumTrackTintColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </slider>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="sg1">
                            <rect key="frame" x="20" y="110" width="240" height="32"/>
                            <segments>
                                <segment title="First"/>
                                <segment title="Second"/>
                            </segments>
                            <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </segmentedControl>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func switchSliderAndSegmentedControlElementsLoadWithTheirValuesAndActions() throws {
        let app = Application()
        let nib = try Fixtures.nib(Self.xib, fileName: "Controls.xib")
        let owner = ControlOwner()
        let root = try #require(nib.load(withOwner: owner).first as? View)
        let toggle = try #require(root.subviews.first as? Switch)
        let slider = try #require(root.subviews.dropFirst().first as? Slider)
        let segmented = try #require(root.subviews.last as? SegmentedControl)
        #expect(toggle.isOn && toggle.onTintColor == Color(red: 1, green: 0, blue: 0))
        #expect(slider.minimumValue == 10 && slider.maximumValue == 20 && slider.value == 15 && !slider.isContinuous)
        #expect(slider.minimumTrackTintColor == Color(red: 0, green: 1, blue: 0))
        #expect(segmented.numberOfSegments == 2 && segmented.titleForSegment(at: 1) == "Second")
        #expect(segmented.selectedSegmentIndex == 1)
        // The valueChanged action reaches the owner when a finger flips the switch.
        app.window.addSubview(root)
        app.tap(toggle, at: 0.1)
        app.advance(to: 1)
        #expect(!toggle.isOn && owner.log == ["switched:"])
        // Nothing of the three elements is left unread (the segmented control's tint is iOS 13's: unused).
        #expect(app.diagnostics.isEmpty)
    }
}
