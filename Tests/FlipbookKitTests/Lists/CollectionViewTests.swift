import Foundation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookRaster
import Testing
import FlipbookTestSupport

/// A cell that turns its background blue while selected, and counts its reuses.
final class SwatchCell: CollectionViewCell {
    var reuses = 0
    let label = Label(frame: Rect(x: 4, y: 4, width: 60, height: 20))
    required init?(coder: NSCoder) { nil }
    required init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.8)
        contentView.addSubview(label)
    }
    override var isSelected: Bool {
        didSet { backgroundColor = isSelected ? Color(red: 0, green: 0.478, blue: 1) : Color(white: 0.8) }
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A collection data source of counted items, by section.
final class ItemsSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: Size] = [:]
    var selected: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        (cell as? SwatchCell)?.label.text = "\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        sizes[indexPath] ?? (layout as! CollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A custom layout: items in one diagonal line, 100 pt apart.
final class DiagonalLayout: CollectionViewLayout {
    var attributes: [CollectionViewLayoutAttributes] = []
    var prepared = 0
    override func prepare() {
        prepared += 1
        let count = collectionView?.dataSource?.collectionView(collectionView!, numberOfItemsInSection: 0) ?? 0
        attributes = (0..<count).map { item in
            let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.frame = Rect(x: Double(item) * 100, y: Double(item) * 100, width: 80, height: 80)
            a.zIndex = item
            return a
        }
    }
    override var collectionViewContentSize: Size {
        Size(width: Double(attributes.count) * 100, height: Double(attributes.count) * 100)
    }
    override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.overlaps(rect) }
    }
}

extension KitTests {
    @Suite struct CollectionViewTests {
        static func scene(_ source: ItemsSource, layout: CollectionViewLayout) -> (Application, CollectionView) {
            let app = Application(statusBar: nil)
            let collection = CollectionView(frame: app.window.bounds, collectionViewLayout: layout)
            collection.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
            collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
            collection.dataSource = source
            collection.delegate = source
            app.window.addSubview(collection)
            app.window.layoutIfNeeded()
            return (app, collection)
        }

        static func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> Rect? {
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        @Test func indexPathSpellsRowsAndItems() {
            var path = IndexPath(row: 3, section: 1)
            #expect(path.row == 3 && path.item == 3 && path.section == 1)
            path.item = 5
            #expect(path == IndexPath(item: 5, section: 1))
            #expect(IndexPath(item: 2, section: 0) < IndexPath(item: 0, section: 1))
        }

        @Test func fullLinesAreJustifiedAsMagicMovesGrid() {
            // 182 × 204 items, spacing 10, on 375 pt: two per line, the 1 pt left over widens the gap to 11.
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 182, height: 204)
            let (_, collection) = Self.scene(ItemsSource([10]), layout: layout)
            #expect(Self.frame(collection, 0) == Rect(x: 0, y: 0, width: 182, height: 204))
            #expect(Self.frame(collection, 1) == Rect(x: 193, y: 0, width: 182, height: 204))
            #expect(Self.frame(collection, 3) == Rect(x: 193, y: 214, width: 182, height: 204))
            #expect(Self.frame(collection, 9) == Rect(x: 193, y: 856, width: 182, height: 204))
            #expect(collection.contentSize == Size(width: 375, height: 1060))
        }

        @Test func insetsHeadersLastLinesAndLoneItems() {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 100, height: 50)
            layout.sectionInset = EdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
            layout.headerReferenceSize = Size(width: 0, height: 30)
            let source = ItemsSource([5, 1])
            source.sizes[IndexPath(item: 1, section: 0)] = Size(width: 100, height: 70)
            let (_, collection) = Self.scene(source, layout: layout)
            // 335 pt of room: three items per line (320 + 2 × 10), justified gaps 17.5; the line
            // is 70 tall (items centred in it); the last line keeps the 17.5 gaps from the left.
            #expect(Self.frame(collection, 0) == Rect(x: 20, y: 45, width: 100, height: 50))
            #expect(Self.frame(collection, 1) == Rect(x: 137.5, y: 35, width: 100, height: 70))
            #expect(Self.frame(collection, 2) == Rect(x: 255, y: 45, width: 100, height: 50))
            #expect(Self.frame(collection, 4) == Rect(x: 137.5, y: 115, width: 100, height: 50))
            // Section 1: header at 180 (115 + 50 + 15), its only item centred.
            #expect(collection.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 1))?.frame
                    == Rect(x: 0, y: 180, width: 375, height: 30))
            #expect(Self.frame(collection, 0, 1) == Rect(x: 137.5, y: 215, width: 100, height: 50))
            #expect(collection.contentSize.height == 280)
        }

        @Test func horizontalFlowFillsColumns() {
            let layout = CollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = Size(width: 100, height: 200)
            let (_, collection) = Self.scene(ItemsSource([7]), layout: layout)
            // 667 pt high: three per column (600 + 20), justified gaps 33.5.
            #expect(Self.frame(collection, 1) == Rect(x: 0, y: 233.5, width: 100, height: 200))
            #expect(Self.frame(collection, 3) == Rect(x: 110, y: 0, width: 100, height: 200))
            #expect(collection.contentSize == Size(width: 320, height: 667))
        }

        @Test func estimatedSizesAskTheCells() {
            let layout = CollectionViewFlowLayout()
            layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
            let source = ItemsSource([3])
            let (_, collection) = Self.scene(source, layout: layout)
            // A swatch's content is its label at (4, 4, 60, 20): the cell answers the bounding box
            // of its content's subviews, 64 × 24; five fit a line (64·5 + 40 ≤ 375), the only line
            // of the section, so not justified.
            #expect(Self.frame(collection, 0) == Rect(x: 0, y: 0, width: 64, height: 24))
            #expect(Self.frame(collection, 2) == Rect(x: 148, y: 0, width: 64, height: 24))
        }

        @Test func scrollingReusesCells() {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 182, height: 204)
            let source = ItemsSource([100])
            let (_, collection) = Self.scene(source, layout: layout)
            // 667 pt show rows 0…3 (row 3 starts at 642): 8 cells.
            #expect(collection.madeCellCount == 8)
            for step in 1...100 {
                collection.contentOffset = Point(x: 0, y: Double(step) * 50)
                collection.layoutIfNeeded()
            }
            // At most five rows show at once while scrolling: 10 cells, reused since.
            #expect(collection.madeCellCount == 10)
            #expect(collection.visibleCells.count == collection.indexPathsForVisibleItems.count)
            #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 46, section: 0))
            let reused = collection.visibleCells.compactMap { $0 as? SwatchCell }.map(\.reuses).reduce(0, +)
            #expect(reused > 0)
        }

        @Test func aTapSelectsAnItem() throws {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 182, height: 204)
            let source = ItemsSource([10])
            let (app, collection) = Self.scene(source, layout: layout)
            try app.tap(at: Point(x: 300, y: 300), time: 0.1)
            app.advance(to: 0.1)
            #expect(source.selected == [IndexPath(item: 3, section: 0)])
            #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
            #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
            try app.tap(at: Point(x: 10, y: 10), time: 0.2)
            app.advance(to: 0.2)
            #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
            #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == false)
        }

        @Test func batchUpdatesAnimateFromOldToNewAttributes() throws {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 182, height: 100)
            let source = ItemsSource([6])
            let (app, collection) = Self.scene(source, layout: layout)
            let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
            let last = try #require(collection.cellForItem(at: IndexPath(item: 5, section: 0)))
            source.counts = [6]
            var done = false
            // Insert at 0, delete old 2, move old 5 to new 1: 6 − 1 + 1 = 6.
            collection.performBatchUpdates({
                collection.insertItems(at: [IndexPath(item: 0, section: 0)])
                collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
                collection.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 1, section: 0))
            }, completion: { done = $0 })
            // New: 0 inserted, 1 moved in, then the others in order: old 0 → 2, old 1 → 3, from
            // (193, 0) to (193, 110), half way at 0.15 s (ease-in-out is symmetric).
            #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === second)
            #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === last)
            let inserted = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(close(shown(second, at: 0.15).position.y, (50 + 160) / 2, 1e-6))
            #expect(close(shown(inserted, at: 0.15).opacityValue, 0.5, 1e-6))
            app.advance(to: 0.3)
            #expect(done)
            #expect(second.frame.origin == Point(x: 193, y: 110))
            #expect(last.frame.origin == Point(x: 193, y: 0))
        }

        @Test func customLayoutPlacesItemsAndHitTestsByZIndex() throws {
            let layout = DiagonalLayout()
            let source = ItemsSource([20])
            let (app, collection) = Self.scene(source, layout: layout)
            #expect(layout.prepared == 1)
            #expect(collection.contentSize == Size(width: 2000, height: 2000))
            // 375 × 667 shows items 0…3 (item 4 starts at x 400).
            #expect(collection.indexPathsForVisibleItems.count == 4)
            #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == Rect(x: 300, y: 300, width: 80, height: 80))
            #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.layer.zPosition == 3)
            layout.invalidateLayout()
            app.window.layoutIfNeeded()
            #expect(layout.prepared == 2)
            #expect(collection.indexPathForItem(at: Point(x: 350, y: 350)) == IndexPath(item: 3, section: 0))
        }

        @Test func collectionViewControllerFeedsItsCollection() {
            final class Controller: CollectionViewController {
                var tapped: [IndexPath] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
                }
                override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
                override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
                }
                override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { tapped.append(indexPath) }
            }
            let app = Application(statusBar: nil)
            let controller = Controller(collectionViewLayout: CollectionViewFlowLayout())
            app.rootViewController = controller
            app.window.layoutIfNeeded()
            #expect(controller.collectionView.visibleCells.count == 4)
            try? app.tap(at: Point(x: 25, y: 25), time: 0)
            app.advance(to: 0)
            #expect(controller.tapped == [IndexPath(item: 0, section: 0)])
        }

        /// UIKit's `UICollectionViewController` is the data source and delegate, not the flow
        /// layout's delegate: a subclass adopts that in an extension and sizes its items there.
        @Test func controllerSubclassAdoptsTheFlowLayoutDelegateInAnExtension() {
            #expect(!(CollectionViewController(collectionViewLayout: CollectionViewFlowLayout()) is CollectionViewDelegateFlowLayout))
            let app = Application(statusBar: nil)
            let controller = Sized(collectionViewLayout: CollectionViewFlowLayout())
            app.rootViewController = controller
            app.window.layoutIfNeeded()
            let first = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            // (375 − 8 × 3) / 2 = 175.5 wide and tall, as ZoomTransitioning's list sizes its cells.
            #expect(first?.frame.size == Size(width: 175.5, height: 175.5))
        }

        @Test func multipleSelectionTogglesTappedItems() throws {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 100, height: 100)
            let source = ItemsSource([6])
            let (app, collection) = Self.scene(source, layout: layout)
            collection.allowsMultipleSelection = true
            // Items at x 0, 137.5, 275 on the first line.
            try app.tap(at: Point(x: 50, y: 50), time: 0.1)
            try app.tap(at: Point(x: 180, y: 50), time: 0.2)
            app.advance(to: 0.2)
            #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            try app.tap(at: Point(x: 50, y: 50), time: 0.3)
            app.advance(to: 0.3)
            #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
            #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        }
    }
}

/// A collection view controller that sizes its items through the flow layout's delegate,
/// adopted in an extension as in UIKit apps.
private final class Sized: CollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
    }
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    }
}

extension Sized: CollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        let length = (collectionView.frame.width - 8 * 3) / 2
        return Size(width: length, height: length)
    }
}
