import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import FlipbookText
import Foundation
import Testing

@Suite struct TextFieldLoadingTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="center" minimumFontSize="17" clearButtonMode="whileEditing" translatesAutoresizingMaskIntoConstraints="NO" id="fld-01">
                            <rect key="frame" x="36" y="72" width="303" height="45"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                        </textField>
                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="line" text="Hello" id="fld-02">
                            <rect key="frame" x="36" y="130" width="303" height="45"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func aTextFieldElementLoadsAsAKitTextFieldWithItsAttributes() throws {
        _ = Application()
        let document = try InterfaceBuilderDocument(data: Data(Self.xib.utf8), fileName: "Fields.xib")
        let nib = try Nib(document: document, bundle: .main)
        let root = try #require(nib.load(withOwner: nil).first as? View)
        let fields = root.subviews.compactMap { $0 as? TextField }
        #expect(fields.count == 2)
        let name = fields[0], hello = fields[1]
        #expect(name.frame == Rect(x: 36, y: 72, width: 303, height: 45))
        #expect(name.placeholder == "Name" && name.text == "")
        #expect(name.borderStyle == .roundedRect && name.clearButtonMode == .whileEditing)
        #expect(name.textAlignment == .center && name.isSecureTextEntry)
        #expect(name.font == Font.system(size: 14))
        #expect(name.textColor == Color(red: 1, green: 0, blue: 0))
        #expect(hello.text == "Hello" && hello.borderStyle == .line && hello.placeholder == nil)
    }
}
