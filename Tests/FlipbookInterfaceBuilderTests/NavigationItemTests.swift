import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import Testing

/// A controller with an `@IBAction` a bar button item sends.
final class ComposeViewController: ViewController {
    var composes = 0
    override func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool {
        switch selector {
        case "compose:":
            #expect(sender is BarButtonItem)
            composes += 1
            return true
        default: return super.performInterfaceBuilderAction(selector, sender: sender, event: event)
        }
    }
}

/// A bar button item subclass with an inspectable property, as IBAnimatable's `AnimatableBarButtonItem`.
final class BadgedBarButtonItem: BarButtonItem {
    var badge = 0
    var awoken = false
    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        guard name == "badge", let n = value as? Double else { return super.setInterfaceBuilderOutlet(name, to: value) }
        badge = Int(n)
        return true
    }
    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }
}

@Suite struct NavigationItemTests {
    static let xml = Fixtures.navigationStoryboardXML(
        rootAttributes: #"customClass="ComposeViewController" customModule="FlipbookInterfaceBuilderTests""#,
        navigationItem: """
            <navigationItem key="navigationItem" title="Root" prompt="Pick one" id="item">
                <barButtonItem key="leftBarButtonItem" systemItem="stop" id="close">
                    <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <connections>
                        <action selector="compose:" destination="root" id="act"/>
                    </connections>
                </barButtonItem>
                <rightBarButtonItems>
                    <barButtonItem title="Next" style="done" id="next">
                        <connections>
                            <segue destination="detail" kind="show" id="push"/>
                        </connections>
                    </barButtonItem>
                    <barButtonItem enabled="NO" title="Badge" id="badged" customClass="BadgedBarButtonItem" customModule="FlipbookInterfaceBuilderTests">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="badge">
                                <integer key="value" value="4"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </barButtonItem>
                </rightBarButtonItems>
            </navigationItem>
            """,
        scenes: """
            <scene sceneID="detail-scn">
                <objects>
                    <viewController id="detail" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detail-v">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <navigationItem key="navigationItem" title="Detail" id="detail-item"/>
                    </viewController>
                </objects>
            </scene>
            """)

    func load() throws -> (Application, FlipbookKit.NavigationController, ComposeViewController) {
        let app = Application()
        app.diagnosticHandler = { _ in }
        let nav = try Fixtures.show(
            Fixtures.storyboard(Self.xml, fileName: "Items.storyboard"), in: app, as: FlipbookKit.NavigationController.self)
        app.advance(to: 0.1)
        let root = try #require(nav.topViewController as? ComposeViewController)
        return (app, nav, root)
    }

    @Test func theNavigationItemsBarButtonItemsAreRead() throws {
        let (app, _, root) = try load()
        let item = root.navigationItem
        #expect(item.prompt == "Pick one")
        let close = try #require(item.leftBarButtonItem)
        #expect(close.systemItem == .stop && close.tintColor == Color(red: 1, green: 0, blue: 0))
        let right = try #require(item.rightBarButtonItems)
        #expect(right.map(\.title) == ["Next", "Badge"])
        #expect(right[0].style == .done && right[0].isEnabled)
        let badged = try #require(right[1] as? BadgedBarButtonItem)
        #expect(badged.badge == 4 && badged.awoken && !badged.isEnabled)
        #expect(app.diagnostics.map(\.code) == ["navigationItem.notDrawn"], "the prompt is not drawn")
    }

    @Test func anItemsActionIsSentToItsTarget() throws {
        let (_, _, root) = try load()
        #expect(try #require(root.navigationItem.leftBarButtonItem).sendAction())
        #expect(root.composes == 1)
    }

    @Test func anItemsSegueRunsOnItsTap() throws {
        let (app, nav, root) = try load()
        try #require(root.navigationItem.rightBarButtonItems?.first).sendAction()
        app.advance(to: 1.5)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController?.title == "Detail")
    }
}
