import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import Testing

/// `Layout.storyboard`'s scene, with the override `flipbook port` writes for its outlets
/// (`@IBOutlet weak var headerHeight: NSLayoutConstraint!`).
final class LayoutViewController: ViewController {
    var headerHeight: LayoutConstraint!
    var titleLabel: Label!

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "headerHeight": headerHeight = value as? LayoutConstraint; return true
        case "titleLabel": titleLabel = value as? Label; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }
}

@Suite struct ConstraintLoadingTests {
    /// The scene on an iPhone X (375 × 812 pt, safe area 44 pt at the top and 34 at the bottom).
    func openLayout() throws -> (Application, LayoutViewController) {
        let app = Application(device: .iPhoneX)
        let storyboard = try Storyboard(name: "Layout", bundle: Fixtures.bundle, options: Fixtures.options)
        let controller = try Fixtures.show(storyboard, in: app, as: LayoutViewController.self)
        controller.view.layoutIfNeeded()
        return (app, controller)
    }

    @Test func sceneFramesAfterLayoutOnAniPhoneX() throws {
        let (_, controller) = try openLayout()
        let view = try #require(controller.view)
        #expect(view.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        let header = view.subviews[0], label = view.subviews[1], footer = view.subviews[2], box = view.subviews[3]
        // leading/trailing 16 from the safe area, top 8 below it (44), height 100.
        #expect(header.frame == Rect(x: 16, y: 52, width: 343, height: 100))
        // 12 below the header, at the leading margin (20, from the file's layoutMargins); its own size.
        let size = label.intrinsicContentSize
        #expect(size.width > 0 && size.width != 200)  // the placeholder intrinsic size is design-time only
        #expect(label.frame == Rect(x: 20, y: 164, width: size.width, height: size.height))
        // A quarter of 812 at 999 loses to the required ≤ 150; its bottom on the safe area's (812 − 34).
        #expect(footer.frame == Rect(x: 0, y: 628, width: 375, height: 150))
        // A view without translatesAutoresizingMaskIntoConstraints="NO" keeps its mask's frame.
        #expect(box.translatesAutoresizingMaskIntoConstraints && !header.translatesAutoresizingMaskIntoConstraints)
        #expect(box.frame == Rect(x: 295, y: 200, width: 60, height: 60))
    }

    /// The same scene on two other presets: the safe area, the quarter-height footer and the
    /// autoresizing box follow the screen.
    @Test(arguments: [
        (DevicePreset.iPhoneSE1, Rect(x: 16, y: 28, width: 288, height: 100), Rect(x: 0, y: 426, width: 320, height: 142), 240.0),
        (DevicePreset.iPhone15, Rect(x: 16, y: 67, width: 361, height: 100), Rect(x: 0, y: 668, width: 393, height: 150), 313.0),
    ])
    func sceneFramesFollowTheDevicePreset(device: DevicePreset, header: Rect, footer: Rect, boxX: Double) throws {
        let app = Application(device: device)
        let storyboard = try Storyboard(name: "Layout", bundle: Fixtures.bundle, options: Fixtures.options)
        let controller = try Fixtures.show(storyboard, in: app, as: ViewController.self)
        controller.view.layoutIfNeeded()
        let view = try #require(controller.view)
        #expect(view.frame.size == device.screenSize)
        #expect(view.subviews[0].frame == header)
        #expect(view.subviews[1].frame.minY == header.maxY + 12)
        // SE: a quarter of 568 (142) is under the required 150; iPhone 15: 213 is capped at 150.
        #expect(view.subviews[2].frame == footer)
        #expect(view.subviews[3].frame == Rect(x: boxX, y: 200, width: 60, height: 60))
    }

    @Test func constraintsKeepTheirPriorityMultiplierIdentifierAndHolder() throws {
        let (_, controller) = try openLayout()
        let view = try #require(controller.view)
        // 11 on the root view (a 12th is excluded by the default size class's variation); the
        // header's height on the header; the footer's placeholder is not made.
        #expect(view.constraints.count == 11)
        #expect(view.subviews[0].constraints.count == 1)
        #expect(view.subviews[2].constraints.isEmpty)
        let quarter = try #require(view.constraints.first { $0.identifier == "footerQuarter" })
        #expect(quarter.priority == LayoutPriority(999) && quarter.multiplier == 0.25)
        #expect(quarter.firstAttribute == .height && quarter.secondItem === view)
        let margin = try #require(view.constraints.first { $0.secondAttribute == .leadingMargin })
        #expect(margin.firstItem === view.subviews[1] && margin.relation == .equal)
        let safe = try #require(view.constraints.first { $0.firstAttribute == .trailing && $0.firstItem is LayoutGuide })
        #expect(safe.firstItem === view.safeAreaLayoutGuide && safe.constant == 16)
        // The file's margins (8, 20, 8, 20) are above the system minimum (0, 16, 0, 16); a root
        // view's margins, as UIKit reads them, are measured from the safe area (44 and 34 pt on
        // the iPhone X this fixture lays out on).
        #expect(view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(view.layoutMargins == EdgeInsets(top: 52, left: 20, bottom: 42, right: 20))
    }

    @Test func constraintOutletIsConnectedAndDrivesLayout() throws {
        let (_, controller) = try openLayout()
        let height = try #require(controller.headerHeight)
        #expect(height.identifier == "headerHeight" && height.constant == 100)
        #expect(controller.titleLabel === controller.view.subviews[1])
        height.constant = 140
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews[0].frame.height == 140)
        #expect(controller.titleLabel.frame.minY == 204)  // 52 + 140 + 12
    }

    @Test func huggingAndCompressionPrioritiesAreRead() throws {
        let (_, controller) = try openLayout()
        let label = controller.titleLabel!
        #expect(label.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        #expect(label.contentHuggingPriority(for: .vertical) == LayoutPriority(251))
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }

    @Test func aConstraintToAnIdNotInTheFileIsAnErrorNamingTheConstraint() throws {
        _ = Application()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="v-1">
                        <rect key="frame" x="0" y="0" width="100" height="100"/>
                        <constraints>
                            <constraint firstItem="v-404" firstAttribute="top" secondItem="v-1" secondAttribute="top" id="c-1"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let nib = try Fixtures.nib(xml, fileName: "Broken.xib")
        let error = try #require(throws: InterfaceBuilderError.self) { try nib.load(withOwner: nil) }
        #expect(error.file == "Broken.xib" && error.element == "c-1" && "\(error)".contains("v-404"))
    }

    @Test func aRootViewTheFileGivesNoMarginsHasUIKitsSystemMinimum() throws {
        _ = Application()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="c-1">
                <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <viewController id="c-1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-1">
                                    <rect key="frame" x="0" y="0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v-2">
                                            <rect key="frame" x="16" y="20" width="100" height="100"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="v-2" firstAttribute="leading" secondItem="v-1" secondAttribute="leadingMargin" id="c-a"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try Fixtures.storyboard(xml, fileName: "Margins.storyboard")
        let controller = try storyboard.makeInitialViewController()
        defer { withExtendedLifetime(controller) {} }
        let root = try #require(controller.view)
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        // UIKit's system minimum for a root view 375 pt wide: 16 pt at the sides (Kit's views
        // default to 8); nothing to report.
        #expect(root.subviews.first?.frame.minX == 16)
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(!storyboard.diagnostics.contains { $0.message.contains("margins") })
    }

    @Test func aTopLayoutGuideOfAnOlderFileIsTheSafeAreasTop() throws {
        let app = Application(device: .iPhoneX)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="c-1">
                <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <viewController id="c-1" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="g-top"/>
                                    <viewControllerLayoutGuide type="bottom" id="g-bot"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="v-1">
                                    <rect key="frame" x="0" y="0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v-2">
                                            <rect key="frame" x="0" y="20" width="375" height="647"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="v-2" firstAttribute="top" secondItem="g-top" secondAttribute="bottom" id="c-a"/>
                                        <constraint firstItem="g-bot" firstAttribute="top" secondItem="v-2" secondAttribute="bottom" id="c-b"/>
                                        <constraint firstItem="v-2" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" id="c-c"/>
                                        <constraint firstAttribute="trailing" secondItem="v-2" secondAttribute="trailing" id="c-d"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let controller = try Fixtures.show(Fixtures.storyboard(xml, fileName: "Old.storyboard"), in: app, as: ViewController.self)
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews[0].frame == Rect(x: 0, y: 44, width: 375, height: 734))
    }
}

@Suite struct StackViewLoadingTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                            <rect key="frame" x="20" y="100" width="335" height="90"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="142.5" y="0.0" width="50" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="a-w"/>
                                        <constraint firstAttribute="height" constant="40" id="a-h"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="137.5" y="50" width="60" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="60" id="b-w"/>
                                        <constraint firstAttribute="height" constant="40" id="b-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s-l"/>
                        <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="s-t"/>
                        <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s-y"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func aStackViewLaysOutItsArrangedSubviewsWithTheFilesAxisAlignmentAndSpacing() throws {
        _ = Application()
        let nib = try Fixtures.nib(Self.xml, fileName: "Stack.xib")
        let root = try #require(try nib.load(withOwner: nil).first as? View)
        let stack = try #require(root.subviews.first as? StackView)
        #expect(stack.axis == .vertical && stack.alignment == .center && stack.spacing == 10 && stack.distribution == .fill)
        #expect(stack.arrangedSubviews.count == 2)
        root.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 20, y: 100, width: 335, height: 90))
        // Centred across the 335-point width; 10 between them.
        #expect(stack.arrangedSubviews[0].frame == Rect(x: 142.5, y: 0, width: 50, height: 40))
        #expect(stack.arrangedSubviews[1].frame == Rect(x: 137.5, y: 50, width: 60, height: 40))
        #expect(nib.diagnostics.isEmpty)
    }
}
