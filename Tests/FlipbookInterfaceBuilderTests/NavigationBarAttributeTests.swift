import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import FlipbookText
import Foundation
import Testing

/// A storyboard's navigation bar: its `tintColor` colours the back item and its title text
/// attributes colour and size the title, as UIKit's bar draws them.
@Suite struct NavigationBarAttributeTests {
    static let xml = Fixtures.navigationStoryboardXML(
        bar: """
            <color key="tintColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <textAttributes key="titleTextAttributes">
                <color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <fontDescription key="fontDescription" type="system" pointSize="20"/>
            </textAttributes>
            """)

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
