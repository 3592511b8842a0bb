import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import FlipbookText
import Testing

/// The people list of `Lists.storyboard`: a table view controller feeding the file's prototypes.
final class PeopleViewController: TableViewController {
    var names = ["Ada", "Grace", "Alan"]
    var log: [String] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count + 1 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.row == names.count {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath) as! PersonCell
        cell.nameLabel.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        let name = (sender as? PersonCell)?.nameLabel.text ?? "nil"
        log.append("prepare \(segue.identifier ?? "nil") \(name) -> \(type(of: segue.destination))")
    }
}

/// The custom prototype cell, with the overrides `flipbook port` writes for its outlets.
/// It declares its own designated initializers, as a ported UIKit cell does: `init?(coder:)`
/// calls `super.init(coder:)`.
final class PersonCell: TableViewCell {
    var nameLabel: Label!
    var dot: View!
    var awoken = 0
    /// Which initializer made the cell.
    let madeBy: String

    required init?(coder: NSCoder) {
        madeBy = "coder"
        super.init(coder: coder)
    }

    required init(style: CellStyle, reuseIdentifier: String?) {
        madeBy = "code"
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
    }

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "nameLabel": nameLabel = value as? Label; return true
        case "dot": dot = value as? View; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }
}

@Suite struct ListsStoryboardTests {
    func open() throws -> (Application, NavigationController, PeopleViewController) {
        let app = Application()
        let storyboard = try Storyboard(name: "Lists", bundle: Fixtures.bundle, options: Fixtures.options)
        let nav = try #require(try storyboard.makeInitialViewController() as? NavigationController)
        let people = try #require(nav.viewControllers.first as? PeopleViewController)
        app.rootViewController = nav
        app.advance(to: 0.1)
        return (app, nav, people)
    }

    @Test func aTableViewControllersTableComesFromTheFileWithItsOutlets() throws {
        let (_, _, people) = try open()
        let table = try #require(people.tableView)
        #expect(table.dataSource === people && table.delegate === people)
        #expect(table.rowHeight == 60 && table.style == .plain)
        #expect(table.contentInsetAdjustmentBehavior == .never)
        #expect(!people.clearsSelectionOnViewWillAppear)
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test func dequeuingAPrototypeDecodesANewCellWithItsOutletsConnected() throws {
        let (_, _, people) = try open()
        let table = try #require(people.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PersonCell)
        #expect(cell.reuseIdentifier == "Person")
        #expect(cell.madeBy == "coder")  // the cell's own designated init?(coder:) ran
        #expect(cell.awoken == 1)
        #expect(cell.nameLabel.text == "Grace")
        #expect(cell.nameLabel.superview === cell.contentView)
        #expect(cell.nameLabel.font == Font.system(size: 18, weight: .bold))
        #expect(cell.accessoryType == .disclosureIndicator)
        // Three person cells, one setting cell: four decoded prototypes, no two the same.
        #expect(table.madeCellCount == 4)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PersonCell)
        #expect(first !== cell && first.nameLabel !== cell.nameLabel)
    }

    @Test func aPrototypesSubviewsFollowTheirMasksInTheLaidOutCell() throws {
        let (_, _, people) = try open()
        let table = try #require(people.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PersonCell)
        cell.layoutIfNeeded()
        #expect(cell.frame == Rect(x: 0, y: 0, width: 375, height: 60))
        // The content view: the cell less the disclosure indicator's 33 pt (342, as in the file).
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 342, height: 60))
        #expect(cell.dot.frame == Rect(x: 16, y: 18, width: 24, height: 24))
        #expect(cell.nameLabel.frame == Rect(x: 52, y: 19, width: 270, height: 22))
        #expect(cell.dot.backgroundColor == Color(red: 1, green: 0.5, blue: 0))
    }

    @Test func aStandardStyleCellsLabelsAreTheCellsOwnWithTheFilesText() throws {
        let (_, _, people) = try open()
        let table = try #require(people.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.style == .value1 && cell.reuseIdentifier == "Setting")
        #expect(cell.selectionStyle == .none)
        #expect(cell.textLabel?.text == "Wi-Fi" && cell.detailTextLabel?.text == "Home")
        #expect(cell.detailTextLabel?.textColor == Color(white: 0.5))
        #expect(cell.contentView.subviews.filter { $0 is Label }.count == 2)  // no extra labels from the file
        cell.layoutIfNeeded()
        #expect(cell.frame == Rect(x: 0, y: 180, width: 375, height: 60))
        let detail = try #require(cell.detailTextLabel)
        #expect(detail.frame.maxX == 360)  // 15 pt from the right edge, as Kit lays value1 out
    }

    @Test func tappingACellPerformsItsSelectionSegueBeforeDidSelect() throws {
        let (app, nav, people) = try open()
        let table = try #require(people.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        try app.tap(at: cell.convert(Point(x: 100, y: 30), to: nil), time: 0.2)
        app.advance(to: 1.5)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.viewControllers.last is DetailViewController)
        #expect(people.log == ["prepare showPerson Alan -> DetailViewController", "didSelect 2"])
    }

    @Test func theCellSegueCanBePerformedByIdentifier() throws {
        let (app, nav, people) = try open()
        people.performSegue(withIdentifier: "showPerson", sender: nil)
        app.advance(to: 1.5)
        #expect(nav.viewControllers.last is DetailViewController)
        #expect(people.log == ["prepare showPerson nil -> DetailViewController"])
    }
}

/// The grid of `Lists.storyboard`: a collection view controller feeding the file's prototype.
final class GridViewController: CollectionViewController {
    var log: [String] = []

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 7 }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath) as! SwatchCell
        cell.index = indexPath.item
        return cell
    }

    override func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        log.append(
            "prepare \(segue.identifier ?? "nil") \((sender as? SwatchCell)?.index ?? -1) -> \(type(of: segue.destination))")
    }
}

/// The grid's section header from the file.
final class GridHeader: CollectionReusableView {
    var title: Label!

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "title": title = value as? Label; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }
}

/// The grid's prototype cell, with its outlet's override.
final class SwatchCell: CollectionViewCell {
    var swatch: View!
    var index = -1
    /// Which initializer made the cell.
    let madeBy: String

    required init?(coder: NSCoder) {
        madeBy = "coder"
        super.init(coder: coder)
    }

    required init(frame: Rect) {
        madeBy = "code"
        super.init(frame: frame)
    }

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "swatch": swatch = value as? View; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }
}

@Suite struct CollectionStoryboardTests {
    func open() throws -> (Application, GridViewController) {
        let app = Application()
        let storyboard = try Storyboard(name: "Lists", bundle: Fixtures.bundle, options: Fixtures.options)
        let grid = try #require(try storyboard.makeViewController(withIdentifier: "grid") as? GridViewController)
        app.rootViewController = grid
        app.advance(to: 0.1)
        return (app, grid)
    }

    @Test func theFlowLayoutHasTheFilesSizesSpacingAndInsets() throws {
        let (_, grid) = try open()
        let collection = try #require(grid.collectionView)
        #expect(collection.dataSource === grid && collection.delegate === grid)
        #expect(collection.backgroundColor == Color(white: 0.9))
        let flow = try #require(collection.collectionViewLayout as? CollectionViewFlowLayout)
        #expect(flow.itemSize == Size(width: 100, height: 80))
        #expect(flow.minimumLineSpacing == 12 && flow.minimumInteritemSpacing == 5)
        #expect(flow.sectionInset == EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        #expect(flow.scrollDirection == .vertical && flow.estimatedItemSize == .zero)
        #expect(flow.headerReferenceSize == Size(width: 0, height: 40))
    }

    @Test func dequeuedPrototypeCellsAreLaidOutByTheFlowLayout() throws {
        let (_, grid) = try open()
        let collection = try #require(grid.collectionView)
        // 375 wide less 2 × 20 insets: three 100 pt items a row, spread over 335 (27.5 pt gaps).
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? SwatchCell)
        let fourth = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? SwatchCell)
        #expect(first.frame == Rect(x: 20, y: 50, width: 100, height: 80))  // under the 40 pt header
        #expect(fourth.frame.minY == 142)  // 40 + 10 + 80 + 12
        #expect(first.reuseIdentifier == "Swatch" && first.index == 0)
        #expect(first.madeBy == "coder")
        first.layoutIfNeeded()
        #expect(first.swatch.superview === first.contentView)
        #expect(first.swatch.frame == Rect(x: 10, y: 10, width: 80, height: 60))
        #expect(collection.madeCellCount == 7)
        let header = try #require(collection.subviews.compactMap { $0 as? GridHeader }.first)
        #expect(header.reuseIdentifier == "Header" && header.title.text == "Swatches")
        #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(header.backgroundColor == Color(white: 0.8))
    }

    @Test func tappingACellPresentsWithTheSeguesStylesBeforeDidSelect() throws {
        let (app, grid) = try open()
        let collection = try #require(grid.collectionView)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
        try app.tap(at: cell.convert(Point(x: 50, y: 40), to: nil), time: 0.2)
        app.advance(to: 1.5)
        let presented = try #require(grid.presentedViewController as? DetailViewController)
        #expect(presented.modalPresentationStyle == .overFullScreen)
        #expect(presented.modalTransitionStyle == .crossDissolve)
        #expect(grid.log == ["prepare showSwatch 4 -> DetailViewController", "didSelect 4"])
    }
}

@Suite struct TabBarStoryboardTests {
    func open() throws -> (Application, TabBarController) {
        let app = Application()
        let storyboard = try Storyboard(name: "Tabs", bundle: Fixtures.bundle, options: Fixtures.options)
        let tabs = try #require(try storyboard.makeInitialViewController() as? TabBarController)
        app.rootViewController = tabs
        app.advance(to: 0.1)
        return (app, tabs)
    }

    @Test func theTabsAreTheRelationshipsInTheFilesOrderWithTheirItems() throws {
        let (_, tabs) = try open()
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        #expect(children[0].title == "Favourites")
        let nav = try #require(children[1] as? NavigationController)
        #expect(nav.viewControllers.first?.title == "Settings")
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === children[0])
        let stars = try #require(children[0].tabBarItem)
        #expect(stars.title == "Stars" && stars.tag == 4 && stars.badgeValue == "3")
        #expect(stars.image?.width == 16 && stars.image?.scale == 2)  // star@2x at the default scale 2
        #expect(nav.tabBarItem.title == "More" && nav.tabBarItem.image == nil)
        #expect(tabs.tabBar.items?.count == 2)
    }

    @Test func theSelectedTabsViewShowsAboveTheBar() throws {
        let (app, tabs) = try open()
        tabs.view.layoutIfNeeded()
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 618, width: 375, height: 49))
        #expect(tabs.viewControllers?[0].view.backgroundColor == Color(red: 1, green: 0.9, blue: 0.8))
        tabs.selectedIndex = 1
        app.advance(to: 0.5)
        #expect(tabs.selectedViewController is NavigationController)
        #expect(tabs.viewControllers?[1].view.window != nil)
    }
}

/// A table fed in code whose cells come from a registered xib.
final class NibCellSource: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath) as! PersonCell
        cell.nameLabel.text = ["Edsger", "Barbara"][indexPath.row]
        return cell
    }
}

@Suite struct NibCellTests {
    @Test func aCellRegisteredFromAXibIsLoadedAfreshForEachNewCell() throws {
        let app = Application()
        let controller = ViewController()
        app.rootViewController = controller
        let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 300))
        let source = NibCellSource()
        table.dataSource = source
        table.rowHeight = 60
        table.register(
            try Nib(nibName: "PersonCell", bundle: Fixtures.bundle, options: Fixtures.options), forCellReuseIdentifier: "Person")
        controller.view.addSubview(table)
        table.layoutIfNeeded()
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PersonCell)
        #expect(table.madeCellCount == 2)
        #expect(second.nameLabel.text == "Barbara" && second.awoken == 1)
        second.layoutIfNeeded()
        // Designed 320 wide: the dot keeps its 16 pt right margin (flexible left), the name grows.
        #expect(second.frame == Rect(x: 0, y: 60, width: 375, height: 60))
        #expect(second.dot.frame == Rect(x: 335, y: 18, width: 24, height: 24))
        #expect(second.nameLabel.frame == Rect(x: 16, y: 19, width: 255, height: 22))
    }
}

/// The static settings table of `Lists.storyboard`, with an outlet into one of its cells.
final class SettingsViewController: TableViewController {
    var nameLabel: Label!
    var log: [String] = []

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "nameLabel": nameLabel = value as? Label; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "nil")")
    }
}

@Suite struct StaticTableStoryboardTests {
    @Test func aStaticTablesSectionsCellsAndHeightsComeFromTheFile() throws {
        let app = Application()
        let storyboard = try Storyboard(name: "Lists", bundle: Fixtures.bundle, options: Fixtures.options)
        let settings = try #require(try storyboard.makeViewController(withIdentifier: "settings") as? SettingsViewController)
        let nav = NavigationController(rootViewController: settings)
        app.rootViewController = nav
        app.advance(to: 0.1)
        let table = try #require(settings.tableView)
        #expect(table.style == .grouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "General")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Version 1.0")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 70)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        // The controller's outlet into a static cell is connected before viewDidLoad.
        #expect(settings.nameLabel.text == "Name")
        let about = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(about.textLabel?.text == "About" && about.accessoryType == .disclosureIndicator)
        let language = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(language.style == .value1 && language.detailTextLabel?.text == "English")
        // Low in the row: its top is under the navigation bar (the inset adjustment is never).
        try app.tap(at: about.convert(Point(x: 100, y: 40), to: nil), time: 0.2)
        app.advance(to: 1.5)
        #expect(nav.viewControllers.last is DetailViewController)
        #expect(settings.log == ["prepare showAbout"])
    }
}
