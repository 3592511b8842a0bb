import Foundation
import FlipbookGeometry
@testable import FlipbookKit
import Testing
import FlipbookTestSupport

/// A table data source of titled rows, by section, that records what the table asks.
final class RowsSource: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var heights: [IndexPath: Double] = [:]
    var style = TableViewCell.CellStyle.default
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { heights[indexPath] ?? tableView.rowHeight }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { deselected.append(indexPath) }
}

/// A subtitle cell class for registration.
final class SubtitleCell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    // Kit's `init?(coder:)` is designated, as UIKit's: a class declaring its own
    // initializer provides it.
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

extension KitTests {
    @Suite struct TableViewTests {
        static func scene(_ source: RowsSource, style: TableView.Style = .plain, cell: TableViewCell.Type = TableViewCell.self)
            -> (Application, TableView) {
            let app = Application(statusBar: nil)
            let table = TableView(frame: app.window.bounds, style: style)
            table.register(cell, forCellReuseIdentifier: "row")
            table.dataSource = source
            table.delegate = source
            app.window.addSubview(table)
            app.window.layoutIfNeeded()
            return (app, table)
        }

        static func numbered(_ count: Int) -> [String] { (0..<count).map { "Row \($0)" } }

        @Test func plainRowsStackUnderTheirHeaders() {
            let source = RowsSource([Self.numbered(3), Self.numbered(2)])
            source.headers = ["First", "Second"]
            source.heights[IndexPath(row: 1, section: 0)] = 60
            let (_, table) = Self.scene(source)
            // Header 28, rows 44 / 60 / 44, then the second header and rows.
            #expect(table.rectForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 375, height: 28))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 0, y: 28, width: 375, height: 44))
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 72, width: 375, height: 60))
            #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == Rect(x: 0, y: 132, width: 375, height: 44))
            #expect(table.rectForHeader(inSection: 1).minY == 176)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == Rect(x: 0, y: 248, width: 375, height: 44))
            #expect(table.contentSize.height == 292)
            #expect(table.indexPathForRow(at: Point(x: 10, y: 100)) == IndexPath(row: 1, section: 0))
        }

        @Test func insetGroupedRowsAreInsetTwentyPointsUnderKitsHeaderHeights() {
            let source = RowsSource([Self.numbered(2), Self.numbered(1)])
            source.headers = ["A", nil]
            let (_, table) = Self.scene(source, style: .insetGrouped)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 20, y: 38, width: 335, height: 44))
            // Footer 18, then an untitled header of 18.
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == Rect(x: 20, y: 38 + 88 + 18 + 18, width: 335, height: 44))
        }

        @Test func automaticHeightsComeFromTheCellsContent() {
            let source = RowsSource([["One line", "A title"]])
            let (_, table) = Self.scene(source, cell: SubtitleCell.self)
            table.rowHeight = TableView.automaticDimension
            source.heights = [:]
            table.layoutIfNeeded()
            // A subtitle cell: title (17 pt) + detail (12 pt, empty here) + 11 above and below, at least 44.
            let title = Label()
            title.text = "One line"
            let expected = max(44, title.sizeThatFits(.zero).height + 22)
            #expect(close(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, expected))
            #expect(close(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, expected))
        }

        @Test func scrollingReusesCellsInsteadOfMakingNewOnes() {
            let source = RowsSource([Self.numbered(200)])
            let (_, table) = Self.scene(source)
            // 667 pt show rows 0…15 (15 × 44 = 660).
            #expect(table.indexPathsForVisibleRows == (0...15).map { IndexPath(row: $0, section: 0) })
            #expect(table.madeCellCount == 16)
            for step in 1...200 {
                table.contentOffset = Point(x: 0, y: Double(step) * 20)
                table.layoutIfNeeded()
            }
            // 4000 pt later: never more than 17 rows on screen at once, so 17 cells in all.
            #expect(table.madeCellCount == 17)
            #expect(table.visibleCells.count == table.indexPathsForVisibleRows?.count)
            #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 90, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 95, section: 0))?.textLabel?.text == "Row 95")
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        }

        @Test func aTapHighlightsSelectsAndTellsTheDelegate() throws {
            let source = RowsSource([Self.numbered(5)])
            let (app, table) = Self.scene(source)
            try app.tap(at: Point(x: 100, y: 44 * 2 + 20), time: 0.1)
            app.advance(to: 0.1)
            let path = IndexPath(row: 2, section: 0)
            #expect(source.selected == [path])
            #expect(table.indexPathForSelectedRow == path)
            #expect(table.cellForRow(at: path)?.isSelected == true)
            try app.tap(at: Point(x: 100, y: 20), time: 0.2)
            app.advance(to: 0.2)
            #expect(source.deselected == [path])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
            #expect(table.indexPathForSelectedRow == nil)
            let background = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.selectedBackgroundView)
            #expect(close(shown(background, at: 0.2 + TableViewCell.selectionFadeDuration / 2).opacityValue, 0.5, 0.01))
        }

        @Test func aDragScrollsInsteadOfSelecting() throws {
            let source = RowsSource([Self.numbered(50)])
            let (app, table) = Self.scene(source)
            try app.touch(along: [(time: 0, location: Point(x: 100, y: 400)), (time: 0.3, location: Point(x: 100, y: 200)),
                                  (time: 0.6, location: Point(x: 100, y: 200))])
            app.advance(to: 1)
            #expect(source.selected.isEmpty)
            #expect(table.contentOffset.y > 150)
            #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
        }

        @Test func insertedRowFadesInWhileTheRowsBelowSlideDown() throws {
            let source = RowsSource([Self.numbered(4)])
            let (app, table) = Self.scene(source)
            let below = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            source.sections[0].insert("New", at: 1)
            app.advance(to: 1)
            var finished = false
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade) },
                                      completion: { finished = $0 })
            let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(inserted.textLabel?.text == "New")
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === below)
            // Half way (ease-in-out is symmetric): half faded in, half way down.
            #expect(close(shown(inserted, at: 1.15).opacityValue, 0.5, 1e-6))
            #expect(close(shown(below, at: 1.15).position.y, 44 + 22 + 22, 1e-6))
            app.advance(to: 1.3)
            #expect(finished)
            #expect(below.frame.minY == 88)
            #expect(table.contentSize.height == 5 * 44)
        }

        @Test func deletionsAndMovesFollowUIKitsIndexRules() throws {
            let source = RowsSource([["a", "b", "c", "d", "e"]])
            let (app, table) = Self.scene(source)
            let c = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            let e = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
            // Delete b (old 1), move e (old 4) to new 0: a…e → e a c d.
            source.sections[0] = ["e", "a", "c", "d"]
            table.performBatchUpdates {
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
                table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
            }
            app.advance(to: 1)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === e)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === c)
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["e", "a", "c", "d"])
            #expect(e.frame.minY == 0)
        }

        @Test func tableViewControllerFeedsItsTable() {
            final class Controller: TableViewController {
                override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
                    cell.textLabel?.text = "Title"
                    cell.detailTextLabel?.text = "Detail"
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }
            }
            let app = Application(statusBar: nil)
            let controller = Controller(style: .grouped)
            app.rootViewController = controller
            app.window.layoutIfNeeded()
            #expect(controller.tableView.visibleCells.count == 3)
            let cell = controller.tableView.visibleCells[0]
            #expect(cell.contentView.frame.width == 375 - 33)
            #expect(cell.detailTextLabel!.frame.maxX == 375 - 33 - 15)
        }

        @Test func plainHeadersStickToTheTopWhileTheirSectionShows() throws {
            let source = RowsSource([Self.numbered(20), Self.numbered(20)])
            source.headers = ["First", "Second"]
            let (_, table) = Self.scene(source)
            // Section 0: header 0…28, rows to 908; section 1's header at 908.
            table.contentOffset = Point(x: 0, y: 300)
            table.layoutIfNeeded()
            let first = try #require(table.headerViews[0])
            #expect(first.frame.minY == 300)
            // Pushed up by the end of its section: 908 − 28 = 880 once the offset passes it.
            table.contentOffset = Point(x: 0, y: 890)
            table.layoutIfNeeded()
            #expect(first.frame.minY == 880)
            #expect(table.headerViews[1]?.frame.minY == 908)
            table.scrollToRow(at: IndexPath(row: 2, section: 1), at: .top, animated: false)
            #expect(table.contentOffset.y == 908 + 28 + 2 * 44)
            table.scrollToRow(at: IndexPath(row: 19, section: 1), at: .top, animated: false)
            #expect(table.contentOffset.y == 2 * 908 - 667)    // clamped to the end
            table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .middle, animated: false)
            #expect(table.contentOffset.y == 0)
        }
    }
}
