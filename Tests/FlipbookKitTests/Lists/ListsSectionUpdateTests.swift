import Foundation
import FlipbookGeometry
@testable import FlipbookKit
import Testing
import FlipbookTestSupport

extension KitTests {
    @Suite struct ListsSectionUpdateTests {
        @Test func mappingDeletesBeforeInsertsInTheirOwnCoordinates() throws {
            // Sections a b c d: delete b (old 1), insert X at new 0, move d (old 3) to new 1 → X d a c.
            var updates = SectionUpdates()
            updates.deletions = [1]
            updates.insertions = [0]
            updates.moves = [(from: 3, to: 1)]
            let map = try IndexPathMapping.mapSections(oldCount: 4, newCount: 4, updates, view: "TableView")
            #expect(map == [0: 2, 2: 3, 3: 1])
            // Rows follow their sections; a row deleted in old section 2 is in old coordinates.
            let rows = try IndexPathMapping.map(
                oldCounts: [1, 1, 2, 1], newCounts: [3, 1, 1, 1], sections: updates,
                deletions: [IndexPath(row: 0, section: 2)], insertions: [],
                moves: [], view: "TableView", noun: "rows")
            #expect(rows[IndexPath(row: 1, section: 2)] == IndexPath(row: 0, section: 3))
            #expect(rows[IndexPath(row: 0, section: 3)] == IndexPath(row: 0, section: 1))
            #expect(rows[IndexPath(row: 0, section: 1)] == nil)
        }

        @Test func countsThatDoNotAddUpGiveUIKitsMessage() {
            var updates = SectionUpdates()
            updates.insertions = [1]
            #expect(throws: InvalidUpdate.self) {
                try IndexPathMapping.mapSections(oldCount: 2, newCount: 2, updates, view: "TableView")
            }
            do {
                _ = try IndexPathMapping.mapSections(oldCount: 2, newCount: 2, updates, view: "TableView")
            } catch {
                // One literal, not a `+` chain: the `==` overloads in scope make the chain slow to type-check.
                let expected: String = """
                    TableView: Invalid update: invalid number of sections. The number of sections \
                    contained in the table view after the update (2) must be equal to the number of sections \
                    contained in the table view before the update (2), plus or minus the number of sections \
                    inserted or deleted (1 inserted, 0 deleted).
                    """
                #expect("\(error)" == expected)
            }
        }

        @Test func insertedSectionFadesInAndTheSectionsBelowSlideDown() throws {
            let source = RowsSource([["a", "b"], ["c"]])
            source.headers = ["One", "Two"]
            let (app, table) = TableViewTests.scene(source)
            let c = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            // Plain: header 28, rows 44. Section "Two" starts at 28 + 88 = 116; c at 144.
            #expect(c.frame.minY == 144)
            source.sections.insert(["new 1", "new 2"], at: 1)
            source.headers.insert("New", at: 1)
            app.advance(to: 1)
            var finished = false
            table.performBatchUpdates(
                { table.insertSections(IndexSet(integer: 1), with: .fade) },
                completion: { finished = $0 })
            let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            #expect(inserted.textLabel?.text == "new 1")
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === c)
            // The new section is 28 + 88 = 116 tall: c slides from 144 to 260, half way at 1.15 s.
            #expect(close(shown(inserted, at: 1.15).opacityValue, 0.5, 1e-6))
            #expect(close(shown(c, at: 1.15).position.y, 144 + 58 + 22, 1e-6))
            app.advance(to: 1.3)
            #expect(finished)
            #expect(c.frame.minY == 260)
            #expect(table.rectForHeader(inSection: 2).minY == 232)
            let newHeader = try #require(table.headerViews[1] as? TableViewHeaderFooterView)
            #expect(newHeader.textLabel.text == "New")
            #expect(newHeader.frame == Rect(x: 0, y: 116, width: 375, height: 28))
            #expect(newHeader.superview === table)
            #expect(shown(newHeader, at: 1.3).opacityValue == 1)
            #expect(shown(newHeader, at: 1.3).position == Point(x: 187.5, y: 130))
            #expect(table.contentSize.height == 3 * 28 + 5 * 44)
        }

        @Test func deletedSectionLeavesWithItsRowsAndHeader() throws {
            let source = RowsSource([["a"], ["b", "c"], ["d"]])
            source.headers = ["One", "Two", "Three"]
            let (app, table) = TableViewTests.scene(source)
            let b = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            let d = try #require(table.cellForRow(at: IndexPath(row: 0, section: 2)))
            source.sections.remove(at: 1)
            source.headers.remove(at: 1)
            table.deleteSections(IndexSet(integer: 1), with: .left)
            // b slides out to the left while d moves up by 28 + 88.
            #expect(close(shown(b, at: 0.15).position.x, 375 / 2 - 375 / 2, 1e-6))
            app.advance(to: 0.4)
            #expect(b.superview == nil)
            #expect(d.frame.minY == 28 + 44 + 28)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === d)
            #expect(table.numberOfSections == 2)
        }

        @Test func movedSectionTakesItsRowsAlong() throws {
            let source = RowsSource([["a"], ["b"], ["c"]])
            let (app, table) = TableViewTests.scene(source)
            let c = try #require(table.cellForRow(at: IndexPath(row: 0, section: 2)))
            source.sections = [["c"], ["a"], ["b"]]
            table.moveSection(2, toSection: 0)
            app.advance(to: 0.4)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === c)
            #expect(c.frame.minY == 0)
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["c", "a", "b"])
        }

        @Test func aBatchThatDoesNotAddUpIsReportedAndReloads() throws {
            let source = RowsSource([["a"], ["b"]])
            let (app, table) = TableViewTests.scene(source)
            var reported: [KitDiagnostic] = []
            app.diagnosticHandler = { reported.append($0) }
            source.sections.append(["c"])
            // Forgot insertSections: UIKit's exception, reported; the table shows the new data.
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 2)], with: .fade) })
            #expect(reported.map(\.code) == ["lists.invalidUpdate"])
            #expect(reported.first?.message.hasPrefix("TableView: Invalid update: invalid number of sections.") == true)
            table.layoutIfNeeded()
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"])
        }

        @Test func collectionSectionsInsertDeleteAndMove() throws {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 100, height: 100)
            let source = ItemsSource([2, 1])
            let (app, collection) = CollectionViewTests.scene(source, layout: layout)
            let lone = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
            let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(lone.frame.minY == 100)
            // Insert a section of 3 at new 0 and move old 0 (2 items) to new 2: old 1 fills new 1.
            source.counts = [3, 1, 2]
            collection.performBatchUpdates({
                collection.insertSections(IndexSet(integer: 0))
                collection.moveSection(0, toSection: 2)
            })
            app.advance(to: 0.5)
            #expect(collection.numberOfSections == 3)
            #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1)) === lone)
            #expect(collection.cellForItem(at: IndexPath(item: 0, section: 2)) === first)
            #expect(lone.frame.minY == 100)
            #expect(first.frame.minY == 200)
            var reported: [KitDiagnostic] = []
            app.diagnosticHandler = { reported.append($0) }
            // Deleting section 0 leaves old 1 (1 item) as new 0, which the data source says has 3.
            source.counts = [3, 2]
            collection.deleteSections(IndexSet(integer: 0))
            #expect(
                reported.first?.message.hasPrefix("CollectionView: Invalid update: invalid number of items in section 0.") == true
            )
        }
    }
}
