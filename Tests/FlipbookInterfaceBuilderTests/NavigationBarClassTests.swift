import FlipbookInterfaceBuilder
import FlipbookKit
import Testing

/// A navigation bar subclass with an inspectable property, as IBAnimatable's `DesignableNavigationBar`.
final class StripedNavigationBar: NavigationBar {
    var stripes = 0
}

@Suite struct NavigationBarClassTests {
    static func xml(barClass: String) -> String {
        Fixtures.navigationStoryboardXML(
            barAttributes: #"customClass="\#(barClass)" customModule="FlipbookInterfaceBuilderTests""#,
            bar: """
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="stripes">
                        <integer key="value" value="3"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                """)
    }

    /// UIKit makes the storyboard's bar class the controller's bar
    /// (`UINavigationController(navigationBarClass:toolbarClass:)`); it is the one on screen.
    @Test func aStoryboardsCustomBarClassIsTheControllersBar() throws {
        let app = Application()
        let nav = try Fixtures.show(
            Fixtures.storyboard(Self.xml(barClass: "StripedNavigationBar"), fileName: "Bar.storyboard"), in: app,
            as: FlipbookKit.NavigationController.self)
        app.advance(to: 0.1)
        let bar = try #require(nav.navigationBar as? StripedNavigationBar)
        #expect(bar.superview === nav.view)
        #expect(bar.frame.height == NavigationBar.height)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func navigationBarClassInitializerMakesThatBar() {
        let nav = FlipbookKit.NavigationController(navigationBarClass: StripedNavigationBar.self, toolbarClass: nil)
        #expect(nav.navigationBar is StripedNavigationBar)
        let plain = FlipbookKit.NavigationController(navigationBarClass: nil, toolbarClass: nil)
        #expect(type(of: plain.navigationBar) == NavigationBar.self)
    }

    @Test func aBarClassThatIsNotANavigationBarIsAnError() {
        let app = Application()
        #expect(throws: InterfaceBuilderError.self) {
            try Fixtures.show(
                Fixtures.storyboard(Self.xml(barClass: "StairLayout"), fileName: "Bar.storyboard"), in: app,
                as: FlipbookKit.NavigationController.self)
        }
    }
}
