import Foundation
import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookRaster
import FlipbookSwiftTesting
import Testing

extension KitTests {
    /// Filmstrips of scrolling and lists on a 160 × 284 pt screen at 1×, no status bar.
    @Suite struct ListsGoldens {
        static let screen = Size(width: 160, height: 284)
        static let palette = [
            Color(red: 1, green: 0.6, blue: 0.6), Color(red: 1, green: 0.85, blue: 0.5),
            Color(red: 0.6, green: 0.9, blue: 0.6), Color(red: 0.55, green: 0.8, blue: 1),
            Color(red: 0.8, green: 0.65, blue: 1),
        ]

        /// A scroll view over 40 bands of 40 pt, alternating hues, flicked up at 0.
        static func flick() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Self.screen, statusBar: nil)
                let scrollView = ScrollView(frame: app.window.bounds)
                scrollView.contentSize = Size(width: 160, height: 1600)
                for band in 0..<40 {
                    let view = View(frame: Rect(x: 0, y: Double(band) * 40, width: 160, height: 40))
                    view.backgroundColor = Self.palette[band % Self.palette.count]
                    let label = Label(frame: Rect(x: 10, y: 0, width: 140, height: 40))
                    label.text = "Band \(band)"
                    view.addSubview(label)
                    scrollView.addSubview(view)
                }
                app.window.addSubview(scrollView)
                try? app.touch(along: [(time: 0, location: Point(x: 80, y: 250)), (time: 0.15, location: Point(x: 80, y: 100))])
                return app
            }
        }

        @Test func flickDeceleratesOnTheClock() {
            // The lift (0.15 s: 130 pt scrolled), 0.3 s into the glide, and 1 s in, near the
            // projection's end (130 + 1000 × 0.499 ≈ 629 pt).
            assertSnapshot(of: Self.flick(), as: .filmstrip(times: [0.15, 0.45, 1.15], scale: 1), suite: "ListsGoldens")
        }

        /// A plain table of six rows; row 2 ("Inserted") is inserted with `.fade` at 0.
        static func insertion() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Self.screen, statusBar: nil)
                let source = RowsSource([(0..<6).map { "Row \($0)" }])
                let table = TableView(frame: app.window.bounds, style: .plain)
                table.register(TableViewCell.self, forCellReuseIdentifier: "row")
                table.dataSource = source
                table.delegate = source
                app.window.addSubview(table)
                app.window.layoutIfNeeded()
                app.schedule(at: 0) {
                    source.sections[0].insert("Inserted", at: 2)
                    table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
                }
                return app
            }
        }

        @Test func tableRowInsertionFadesIn() {
            // Before, half way (the new row at 50 %, rows below half way down), and after.
            assertSnapshot(of: Self.insertion(), as: .filmstrip(times: [0, 0.15, 0.3], scale: 1), suite: "ListsGoldens")
        }

        /// A flow layout of 70 × 70 swatches (spacing 10, inset 5); the item under (120, 120) is
        /// tapped at 0.1 and turns blue (``SwatchCell`` shows its selection).
        static func selection() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Self.screen, statusBar: nil)
                let layout = CollectionViewFlowLayout()
                layout.itemSize = Size(width: 70, height: 70)
                layout.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
                let source = ItemsSource([9])
                let collection = CollectionView(frame: app.window.bounds, collectionViewLayout: layout)
                collection.backgroundColor = .white
                collection.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
                collection.dataSource = source
                collection.delegate = source
                app.window.addSubview(collection)
                // The data source is weak: the scene keeps it.
                app.schedule(at: 10) { _ = source }
                try? app.tap(at: Point(x: 120, y: 120), time: 0.1)
                return app
            }
        }

        @Test func collectionCellSelectedByATap() {
            // Before the tap (all grey), and after it: item 3 (second row, right) blue.
            assertSnapshot(of: Self.selection(), as: .filmstrip(times: [0, 0.1], scale: 1), suite: "ListsGoldens")
        }

        /// An inset-grouped Settings-like table: a titled section of value1 rows with a chevron,
        /// a checkmark and an info button, and a subtitle row in a second section with a footer.
        static func settings() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 240, height: 284), statusBar: nil)
                let source = StyledRows()
                let table = TableView(frame: app.window.bounds, style: .insetGrouped)
                table.dataSource = source
                table.delegate = source
                app.window.addSubview(table)
                app.schedule(at: 10) { _ = source }
                return app
            }
        }

        @Test func insetGroupedTableDrawsStylesAndAccessories() {
            assertSnapshot(of: Self.settings(), as: .filmstrip(times: [0], scale: 1), suite: "ListsGoldens")
        }

        /// A plain table of two titled sections of two rows; a section "New" of two rows is
        /// inserted between them with `.right` at 0.
        static func sectionInsertion() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Self.screen, statusBar: nil)
                let source = RowsSource([["One a", "One b"], ["Two a", "Two b"]])
                source.headers = ["One", "Two"]
                let table = TableView(frame: app.window.bounds, style: .plain)
                table.register(TableViewCell.self, forCellReuseIdentifier: "row")
                table.dataSource = source
                table.delegate = source
                app.window.addSubview(table)
                app.window.layoutIfNeeded()
                app.schedule(at: 0) {
                    source.sections.insert(["New a", "New b"], at: 1)
                    source.headers.insert("New", at: 1)
                    table.insertSections(IndexSet(integer: 1), with: .right)
                }
                // The data source is weak: the scene keeps it.
                app.schedule(at: 10) { _ = source }
                return app
            }
        }

        @Test func tableSectionInsertionSlidesInFromTheRight() {
            // Before; half way (the new rows half way in from the right, section Two half way
            // down); after.
            assertSnapshot(of: Self.sectionInsertion(), as: .filmstrip(times: [0, 0.15, 0.3], scale: 1), suite: "ListsGoldens")
        }

        /// Rows of wrapping text sized by their cells' constraints (automatic heights).
        static func selfSizing() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Self.screen, statusBar: nil)
                let source = WrappingSource([
                    "Short.", "A longer line that wraps.", "Three lines of text that wrap at this width.",
                ])
                let table = TableView(frame: app.window.bounds, style: .plain)
                table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
                table.rowHeight = TableView.automaticDimension
                table.estimatedRowHeight = 44
                table.dataSource = source
                table.delegate = source
                app.window.addSubview(table)
                app.schedule(at: 10) { _ = source }
                return app
            }
        }

        @Test func selfSizingRowsFitTheirWrappedText() {
            assertSnapshot(of: Self.selfSizing(), as: .filmstrip(times: [0], scale: 1), suite: "ListsGoldens")
        }
    }
}

/// Rows of every cell style and accessory, for the inset-grouped golden.
final class StyledRows: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "General" : nil }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "A footer note." : nil
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 1 {
            let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Subtitle"
            cell.detailTextLabel?.text = "Detail under it"
            return cell
        }
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = ["Wi-Fi", "Sound", "About"][indexPath.row]
        cell.detailTextLabel?.text = indexPath.row == 0 ? "Home" : nil
        cell.accessoryType = [.disclosureIndicator, .checkmark, .detailButton][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }
}
