import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookText
import Foundation
import Testing

/// A font the file names whose family is not installed (BubbleTransition's demo asks for Avenir
/// Next): iOS draws such text in the system font; so does Kit, with a diagnostic, instead of
/// drawing no text at all.
@Suite struct MissingFontFamilyTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label text="Hello!" id="lbl-01">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                            <fontDescription key="fontDescription" name="NoSuchFamily-Medium" family="No Such Family" pointSize="30"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func aMissingFamilyDrawsTheSystemFontWithADiagnostic() throws {
        let app = Application()
        defer { Application.current = nil }
        _ = app
        let (root, nib) = try Fixtures.loadRootView(Self.xib, fileName: "Fonts.xib")
        let label = try #require(root.subviews.first as? Label)
        #expect(label.font == Font.system(size: 30, weight: .medium))
        #expect(nib.diagnostics.contains { $0.message.contains("'No Such Family'") && $0.element == "lbl-01" })
    }
}
