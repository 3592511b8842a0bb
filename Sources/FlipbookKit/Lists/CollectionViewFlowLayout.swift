import Foundation
import FlipbookGeometry

/// Sizes and spacing a flow layout asks per item and section (`UICollectionViewDelegateFlowLayout`);
/// every method is optional and defaults to the layout's property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The item's size. Default ``CollectionViewFlowLayout/itemSize``.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> Size
    /// The section's inset. Default ``CollectionViewFlowLayout/sectionInset``.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// The space between lines. Default ``CollectionViewFlowLayout/minimumLineSpacing``.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> Double
    /// The least space between items of a line. Default ``CollectionViewFlowLayout/minimumInteritemSpacing``.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Double
    /// The header's size (its height scrolling vertically, width horizontally). Default
    /// ``CollectionViewFlowLayout/headerReferenceSize``.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> Size
    /// The footer's size. Default ``CollectionViewFlowLayout/footerReferenceSize``.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> Size
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's ``CollectionViewFlowLayout/itemSize``.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        (layout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The layout's ``CollectionViewFlowLayout/sectionInset``.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        (layout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The layout's ``CollectionViewFlowLayout/minimumLineSpacing``.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Double {
        (layout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The layout's ``CollectionViewFlowLayout/minimumInteritemSpacing``.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> Double {
        (layout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// The layout's ``CollectionViewFlowLayout/headerReferenceSize``.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> Size {
        (layout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The layout's ``CollectionViewFlowLayout/footerReferenceSize``.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> Size {
        (layout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// A grid of lines (`UICollectionViewFlowLayout`): items fill a line across the scrolling
/// direction, then the next line, section after section, with headers and footers.
///
/// Lines, as Kit lays them out (UIKit's rules, where observed; the last line's rule is Kit's
/// reading of UIKit): a line takes items while they fit with ``minimumInteritemSpacing`` between
/// them; a line that is not the section's last is justified (the room left over widens the gaps
/// equally); the last line is aligned to the start with the gaps of the line before (the minimum
/// when it is the only one), so its items sit under the columns above; a section's only line
/// holding one item is centred. Items are centred across their line's thickness.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The scrolling direction (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Hashable, Sendable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, stacked rightwards.
        case horizontal
    }

    /// A value for ``estimatedItemSize`` asking every item's cell for its size
    /// (`UICollectionViewFlowLayout.automaticSize`).
    public static let automaticSize = Size(width: -1, height: -1)

    /// Every item's size without a delegate size. Default 50 × 50.
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: items are sized by their cells (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``),
    /// starting from this size (or from ``itemSize`` for ``automaticSize``). Default `.zero`.
    public var estimatedItemSize = Size.zero { didSet { invalidateLayout() } }
    /// The space between lines. Default 10.
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The least space between items of a line. Default 10.
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The inset of each section's items. Default `.zero`.
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// The header's size (height when vertical, width when horizontal). Default `.zero`: none.
    public var headerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// The footer's size. Default `.zero`: none.
    public var footerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// The scrolling direction. Default ``ScrollDirection/vertical``.
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

    private var items: [[CollectionViewLayoutAttributes]] = []
    private var supplementary: [CollectionViewLayoutAttributes] = []
    private var contentSize = Size.zero

    /// A flow layout with the defaults.
    public override init() { super.init() }

    /// A flow layout from an Interface Builder file, with the defaults (the loader applies the
    /// file's spacing, sizes and insets after).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The content's size after ``prepare()``.
    open override var collectionViewContentSize: Size { contentSize }

    /// Lays out every section's header, lines of items and footer.
    open override func prepare() {
        items = []
        supplementary = []
        guard let collectionView, let dataSource = collectionView.dataSource else {
            contentSize = .zero
            return
        }
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let extent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        // Main axis: across the lines (x when vertical); cross axis: along the scrolling.
        func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double) -> Rect {
            vertical ? Rect(x: main, y: cross, width: mainSize, height: crossSize)
                : Rect(x: cross, y: main, width: crossSize, height: mainSize)
        }
        var cursor = 0.0
        // A header or footer of `size` across the whole extent at the cursor, which it advances.
        func addSupplementary(_ kind: String, size: Size, section: Int) {
            let length = vertical ? size.height : size.width
            guard length > 0 else { return }
            let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
            attributes.frame = rect(main: 0, cross: cursor, mainSize: extent, crossSize: length)
            supplementary.append(attributes)
            cursor += length
        }
        let sections = dataSource.numberOfSections(in: collectionView)
        for section in 0..<max(0, sections) {
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            addSupplementary(CollectionView.elementKindSectionHeader, size: header, section: section)
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let (mainStart, mainEnd) = vertical ? (inset.left, extent - inset.right) : (inset.top, extent - inset.bottom)
            cursor += vertical ? inset.top : inset.left
            let count = dataSource.collectionView(collectionView, numberOfItemsInSection: section)
            let sizes = (0..<max(0, count)).map { size(for: IndexPath(item: $0, section: section), delegate: delegate) }
            // Break into lines.
            var lines: [[Int]] = []
            var line: [Int] = [], used = 0.0
            for (index, size) in sizes.enumerated() {
                let length = vertical ? size.width : size.height
                if !line.isEmpty, used + itemSpacing + length > mainEnd - mainStart + 1e-9 {
                    lines.append(line)
                    line = []; used = 0
                }
                used += (line.isEmpty ? 0 : itemSpacing) + length
                line.append(index)
            }
            if !line.isEmpty { lines.append(line) }
            var sectionItems: [CollectionViewLayoutAttributes] = []
            var previousGap = itemSpacing
            for (lineIndex, line) in lines.enumerated() {
                let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                let thickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let room = mainEnd - mainStart - lengths.reduce(0, +)
                var main = mainStart, gap = itemSpacing
                let isLast = lineIndex == lines.count - 1
                if line.count == 1 {
                    if lines.count == 1 { main = mainStart + room / 2 }
                } else if !isLast {
                    gap = room / Double(line.count - 1)
                    previousGap = gap
                } else {
                    gap = previousGap
                }
                for (position, index) in line.enumerated() {
                    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: section))
                    let mainSize = lengths[position], crossSize = vertical ? sizes[index].height : sizes[index].width
                    attributes.frame = rect(main: main, cross: cursor + (thickness - crossSize) / 2,
                                            mainSize: mainSize, crossSize: crossSize)
                    sectionItems.append(attributes)
                    main += mainSize + gap
                }
                cursor += thickness + (isLast ? 0 : lineSpacing)
            }
            items.append(sectionItems.sorted { $0.indexPath.item < $1.indexPath.item })
            cursor += vertical ? inset.bottom : inset.right
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            addSupplementary(CollectionView.elementKindSectionFooter, size: footer, section: section)
        }
        contentSize = vertical ? Size(width: extent, height: cursor) : Size(width: cursor, height: extent)
    }

    /// An item's size: the delegate's or ``itemSize``, or with ``estimatedItemSize`` the cell's
    /// preferred size.
    private func size(for indexPath: IndexPath, delegate: CollectionViewDelegateFlowLayout?) -> Size {
        guard let collectionView else { return itemSize }
        let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        guard estimatedItemSize != .zero else { return size }
        let estimate = estimatedItemSize == Self.automaticSize ? size : estimatedItemSize
        return collectionView.preferredSize(ofItemAt: indexPath, estimate: estimate) ?? estimate
    }

    /// The items and headers and footers intersecting `rect`.
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        supplementary.filter { $0.frame.overlaps(rect) } + items.joined().filter { $0.frame.overlaps(rect) }
    }

    /// The item's attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The header's or footer's attributes.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes? {
        supplementary.first { $0.representedElementKind == kind && $0.indexPath.section == indexPath.section }
    }
}
