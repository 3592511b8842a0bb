import Foundation
import FlipbookGeometry
@testable import FlipbookKit
import Testing
import FlipbookTestSupport

/// A table cell whose wrapping label is pinned to the content view: 16 pt at the sides, 11 pt
/// above and below (the usual self-sizing cell).
final class WrappingCell: TableViewCell {
    let body = Label()
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.font = .system(size: 17)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Texts of one, two-ish and several lines at 343 pt.
final class WrappingSource: TableViewDataSource, TableViewDelegate {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
        cell.body.text = texts[indexPath.row]
        return cell
    }
}

/// A collection cell whose label decides its size (8 pt around it).
final class ChipCell: CollectionViewCell {
    let label = Label()
    required init(frame: Rect) {
        super.init(frame: frame)
        label.font = .system(size: 15)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

final class ChipSource: CollectionViewDataSource {
    let words: [String]
    init(_ words: [String]) { self.words = words }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath) as! ChipCell
        cell.label.text = words[indexPath.item]
        return cell
    }
}

extension KitTests {
    @Suite struct ListsSelfSizingTests {
        static let short = "One line."
        static let medium = "A sentence long enough to wrap onto a second line at this width, surely."
        static let long = String(repeating: "Several lines of body text that keep going and going. ", count: 4)

        /// The height a 343 pt wide 17 pt label needs for `text`.
        static func labelHeight(_ text: String, width: Double = 343) -> Double {
            let label = Label()
            label.numberOfLines = 0
            label.font = .system(size: 17)
            label.text = text
            return label.sizeThatFits(Size(width: width, height: 0)).height
        }

        /// A full-screen plain table of `WrappingCell`s ("wrap") with automatic row heights, fed
        /// by `source` (which the caller keeps: a table holds its data source weakly), set up by
        /// `configure` and laid out in a fresh application's window.
        static func layOutTable(
            _ source: some TableViewDataSource & TableViewDelegate,
            configure: (TableView) -> Void
        ) -> TableView {
            let app = Application(statusBar: nil)
            let table = TableView(frame: app.window.bounds, style: .plain)
            table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
            table.rowHeight = TableView.automaticDimension
            configure(table)
            table.dataSource = source
            table.delegate = source
            app.window.addSubview(table)
            app.window.layoutIfNeeded()
            return table
        }

        @Test func automaticRowHeightsComeFromTheContentViewsConstraints() {
            let source = WrappingSource([Self.short, Self.medium, Self.long])
            let table = Self.layOutTable(source) { $0.estimatedRowHeight = 44 }
            // Each row: the label's height at 375 − 32 + 11 + 11, plus the 0.5 pt separator.
            var y = 0.0
            var heights: [Double] = []
            for (row, text) in source.texts.enumerated() {
                let height = Self.labelHeight(text) + 22 + 0.5
                heights.append(height)
                #expect(table.rectForRow(at: IndexPath(row: row, section: 0)) == Rect(x: 0, y: y, width: 375, height: height))
                y += height
            }
            #expect(heights[0] < heights[1] && heights[1] < heights[2])
            #expect(close(heights[0], 43.0 + 0.5, 1.5))  // one 17 pt line ≈ 20.5 + 22 + 0.5
            #expect(table.contentSize.height == y)
            // The cells on screen are laid out at those heights, the label inside the margins.
            // Kit's content view spans the whole row (UIKit's stops above the 0.5 pt separator),
            // so the label is 0.5 pt taller than it needs.
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as! WrappingCell
            #expect(cell.body.frame == Rect(x: 16, y: 11, width: 343, height: Self.labelHeight(Self.long) + 0.5))
        }

        @Test func separatorNoneDropsTheHalfPointAndHeadersSizeTheirConstraints() {
            let source = HeaderSource([Self.short])
            let table = Self.layOutTable(source) { $0.separatorStyle = .none }
            let header = Self.labelHeight(Self.medium) + 16
            #expect(table.rectForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 375, height: header))
            #expect(
                table.rectForRow(at: IndexPath(row: 0, section: 0))
                    == Rect(x: 0, y: header, width: 375, height: Self.labelHeight(Self.short) + 22))
        }

        @Test func flowLayoutAutomaticSizeAsksTheCellsConstraints() {
            let app = Application(statusBar: nil)
            let layout = CollectionViewFlowLayout()
            layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
            layout.minimumInteritemSpacing = 10
            layout.sectionInset = EdgeInsets(left: 10, right: 10)
            let collection = CollectionView(frame: app.window.bounds, collectionViewLayout: layout)
            collection.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
            let source = ChipSource(["Hi", "Swift", "Collection"])
            collection.dataSource = source
            app.window.addSubview(collection)
            app.window.layoutIfNeeded()
            func size(_ word: String) -> Size {
                let label = Label()
                label.font = .system(size: 15)
                label.text = word
                let text = label.sizeThatFits(.zero)
                return Size(width: text.width + 16, height: text.height + 16)
            }
            let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
            let second = collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
            #expect(first.size == size("Hi"))
            #expect(second.size == size("Swift"))
            #expect(first.minX == 10)
            #expect(second.width > first.width)
        }
    }
}

/// One section whose header view is a wrapping label with constraints (8 pt above and below).
final class HeaderSource: TableViewDataSource, TableViewDelegate {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
        cell.body.text = texts[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let view = View()
        let label = Label()
        label.numberOfLines = 0
        label.font = .system(size: 17)
        label.text = KitTests.ListsSelfSizingTests.medium
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
        ])
        return view
    }
}
