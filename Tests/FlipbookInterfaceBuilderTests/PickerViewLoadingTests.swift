import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import Foundation
import Testing

/// A File's Owner that fills a picker with two columns of three rows.
final class PickerOwner: PickerViewDataSource, PickerViewDelegate {
    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component):\(row)"
    }
}

@Suite struct PickerViewLoadingTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <subviews>
                        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pck-01">
                            <rect key="frame" x="0.0" y="44" width="375" height="216"/>
                            <connections>
                                <outlet property="dataSource" destination="-1" id="con-01"/>
                                <outlet property="delegate" destination="-1" id="con-02"/>
                            </connections>
                        </pickerView>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func aPickerViewElementLoadsWithItsDataSourceAndDelegateOutlets() throws {
        _ = Application()
        let owner = PickerOwner()
        let nib = try Fixtures.nib(Self.xib, fileName: "Picker.xib")
        let root = try #require(nib.load(withOwner: owner).first as? View)
        let picker = try #require(root.subviews.first as? PickerView)
        #expect(picker.frame == Rect(x: 0, y: 44, width: 375, height: 216))
        #expect(picker.dataSource === owner && picker.delegate === owner)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 3)
        #expect((picker.view(forRow: 2, forComponent: 1) as? Label)?.text == "1:2")
    }
}
