import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import Testing

/// A custom layout a storyboard names: items down a staircase, 60 pt apart vertically and 30
/// horizontally. It declares its own initializers, as a ported `UICollectionViewLayout` does.
final class StairLayout: CollectionViewLayout {
    let madeBy: String
    var prepared = 0
    private var attributes: [CollectionViewLayoutAttributes] = []

    override init() {
        madeBy = "code"
        super.init()
    }

    required init?(coder: NSCoder) {
        madeBy = "coder"
        super.init(coder: coder)
    }

    override func prepare() {
        prepared += 1
        guard let collectionView, let source = collectionView.dataSource else { return }
        let count = source.collectionView(collectionView, numberOfItemsInSection: 0)
        attributes = (0..<count).map { item in
            let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.frame = Rect(x: 10 + Double(item) * 30, y: Double(item) * 60, width: 50, height: 50)
            return a
        }
    }

    override var collectionViewContentSize: Size {
        Size(width: collectionView?.bounds.width ?? 0, height: Double(attributes.count) * 60)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersection(rect) != nil }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
}

/// Feeds the stair scene: five items of the file's "Step" prototype.
final class StairViewController: CollectionViewController {
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Step", for: indexPath)
    }
}

@Suite struct CustomCollectionLayoutTests {
    static func storyboard(layout: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="stc">
            <scenes>
                <scene sceneID="st-scn">
                    <objects>
                        <collectionViewController id="stc" customClass="StairViewController" customModule="FlipbookInterfaceBuilderTests" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" dataMode="prototypes" id="stv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                \(layout)
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Step" id="step">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </collectionViewCell>
                                </cells>
                                <connections>
                                    <outlet property="dataSource" destination="stc" id="o-ds"/>
                                    <outlet property="delegate" destination="stc" id="o-dl"/>
                                </connections>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func aCustomLayoutNamedInTheFileIsMadeWithInitCoderAndLaysOutTheItems() throws {
        let app = Application()
        let xml = Self.storyboard(
            layout:
                #"<collectionViewLayout key="collectionViewLayout" id="lay" customClass="StairLayout" customModule="FlipbookInterfaceBuilderTests"/>"#
        )
        let storyboard = try Fixtures.storyboard(xml, fileName: "Stairs.storyboard")
        let controller = try Fixtures.show(storyboard, in: app, as: StairViewController.self)
        app.advance(to: 0.1)
        let collection = try #require(controller.collectionView)
        collection.layoutIfNeeded()
        let layout = try #require(collection.collectionViewLayout as? StairLayout)
        #expect(layout.madeBy == "coder" && layout.prepared >= 1)
        #expect(controller.layout === layout)
        #expect(collection.contentSize == Size(width: 375, height: 300))
        for item in 0..<5 {
            let cell = try #require(collection.cellForItem(at: IndexPath(item: item, section: 0)))
            #expect(cell.frame == Rect(x: 10 + Double(item) * 30, y: Double(item) * 60, width: 50, height: 50))
        }
        #expect(storyboard.diagnostics.isEmpty)
    }

    @Test func aLayoutClassThatIsNotInTheProgramNamesTheFileSceneAndElement() throws {
        _ = Application()
        let xml = Self.storyboard(
            layout: #"<collectionViewLayout key="collectionViewLayout" id="lay" customClass="NoSuchLayout" customModule="App"/>"#)
        #expect(
            throws: InterfaceBuilderError(
                file: "Stairs.storyboard", scene: "st-scn", element: "lay", reason: .unknownClass("App.NoSuchLayout"))
        ) {
            _ = try Fixtures.storyboard(xml, fileName: "Stairs.storyboard")
        }
    }
}

/// Three rows of the file's "Row" prototype, whose detail button has a segue.
final class InfoListController: TableViewController {
    var log: [String] = []
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.tag = indexPath.row
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessory \(indexPath.row)")
    }
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "nil") row \((sender as? View)?.tag ?? -1)")
    }
}

@Suite struct AccessorySegueTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="nav-scn">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="lst" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="lst-scn">
                    <objects>
                        <tableViewController id="lst" customClass="InfoListController" customModule="FlipbookInterfaceBuilderTests" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" dataMode="prototypes" style="plain" rowHeight="60" id="tbl">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" accessoryType="detailDisclosureButton" reuseIdentifier="Row" textLabel="ttl" style="IBUITableViewCellStyleDefault" id="row">
                                        <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="cnt">
                                            <rect key="frame" x="0.0" y="0.0" width="308" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="ttl">
                                                    <rect key="frame" x="16" y="0.0" width="284" height="60"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="inf" kind="show" identifier="info" trigger="accessoryAction" id="seg"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="lst" id="o-ds"/>
                                    <outlet property="delegate" destination="lst" id="o-dl"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="inf-scn">
                    <objects>
                        <viewController id="inf" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="inf-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func open() throws -> (Application, NavigationController, InfoListController) {
        let app = Application()
        let nav = try Fixtures.show(
            Fixtures.storyboard(Self.xml, fileName: "Info.storyboard"), in: app, as: NavigationController.self)
        let list = try #require(nav.viewControllers.first as? InfoListController)
        app.advance(to: 0.1)
        return (app, nav, list)
    }

    @Test func tappingTheDetailButtonPerformsTheAccessorySegueAndDoesNotSelect() throws {
        let (app, nav, list) = try open()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.accessoryType == .detailDisclosureButton)
        // The "i" is drawn 46 pt from the right edge: a tap on it.
        try app.tap(at: cell.convert(Point(x: cell.bounds.width - 46, y: 30), to: nil), time: 0.2)
        app.advance(to: 1.5)
        #expect(nav.viewControllers.count == 2)
        #expect(list.log == ["prepare info row 1", "accessory 1"])
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test func tappingTheRowElsewhereSelectsItWithoutTheSegue() throws {
        let (app, nav, list) = try open()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        try app.tap(at: cell.convert(Point(x: 100, y: 30), to: nil), time: 0.2)
        app.advance(to: 1.5)
        #expect(nav.viewControllers.count == 1)
        #expect(list.log == ["didSelect 2"])
    }
}
