import Foundation
import FlipbookGeometry

/// Items placed by a ``CollectionViewLayout`` (`UICollectionView`), a ``ScrollView`` that shows
/// only the cells in its bounds and reuses those that leave.
///
/// Set ``dataSource`` and (optionally) ``ScrollView/delegate`` to a ``CollectionViewDelegate``
/// (a ``CollectionViewDelegateFlowLayout`` for a flow layout's per-item sizes); register cell
/// classes and dequeue them in ``CollectionViewDataSource/collectionView(_:cellForItemAt:)``.
/// Every layout pass asks the layout for the elements in the bounds and places a view for each
/// (``CollectionReusableView/apply(_:)``). A scripted tap selects an item.
open class CollectionView: ScrollView {
    /// The kind of a flow layout's section headers (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// Where ``scrollToItem(at:at:animated:)`` puts the item (`UICollectionView.ScrollPosition`).
    public enum ScrollPosition: Hashable, Sendable {
        /// The least scroll that shows it.
        case none
        /// At the top.
        case top
        /// Vertically centred.
        case centeredVertically
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// Horizontally centred.
        case centeredHorizontally
        /// At the right.
        case right
    }
    /// The duration of batch update animations: 0.3 s, ease-in-out (UIKit's is private and close).
    public static let updateAnimationDuration = 0.3

    /// The layout. Setting it lays the items out again (not animated).
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The object that gives the items and their cells; weak.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { collectionViewLayout.invalidateLayout() }
    }
    /// ``ScrollView/delegate`` as a ``CollectionViewDelegate``, when it is one.
    public var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }
    /// Whether a finger may select items. Default true.
    public var allowsSelection = true
    /// Whether a tap adds to the selection (and a tap on a selected item deselects it). Default false.
    public var allowsMultipleSelection = false
    /// A view behind the items, filling the bounds. Default `nil`.
    public var backgroundView: View? {
        didSet { oldValue?.removeFromSuperview(); setNeedsLayout() }
    }

    var cellsByIndexPath: [IndexPath: CollectionViewCell] = [:]
    var supplementaryViews: [SupplementaryKey: CollectionReusableView] = [:]
    let cellPool = ReusePool<CollectionViewCell>()
    var supplementaryPools: [String: ReusePool<CollectionReusableView>] = [:]
    var selectedIndexPaths: Set<IndexPath> = []
    var highlightedIndexPath: IndexPath?
    /// The bounds of the last layout pass.
    var laidOutBounds = Rect.zero
    /// The item counts the layout was prepared for, by section.
    var itemCounts: [Int] = []
    var pendingUpdates: CollectionUpdates?
    var runningUpdates = 0

    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// A collection view at `frame` laid out by `layout`. Default background: none.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view from an Interface Builder file, laid out by a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: Reuse

    /// Makes `cellClass` the class of cells dequeued under `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(identifier) {
            let cell = cellClass.init(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// Makes `viewClass` the class of supplementary views of `kind` dequeued under `identifier`.
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        let pool = supplementaryPools[kind] ?? ReusePool()
        supplementaryPools[kind] = pool
        pool.register(identifier) {
            let view = viewClass.init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// A cell for `identifier`: one that left the screen (after its
    /// ``CollectionReusableView/prepareForReuse()``) or a new one of the registered class.
    /// Registering first is required (a precondition, as UIKit's exception).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        guard let cell = cellPool.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
            preconditionFailure("CollectionView: no cell class is registered for the reuse identifier \"\(identifier)\"; "
                + "call register(_:forCellWithReuseIdentifier:) first")
        }
        return cell
    }

    /// A supplementary view of `kind` for `identifier`, reused or new.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        guard let view = supplementaryPools[kind]?.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
            preconditionFailure("CollectionView: no view class is registered for \(kind) \"\(identifier)\"; "
                + "call register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first")
        }
        return view
    }

    /// How many cells the collection view made through registered classes (not reused).
    public var madeCellCount: Int { cellPool.madeCount }

    // MARK: Data

    /// Forgets every item and asks the data source again.
    open func reloadData() {
        for (indexPath, cell) in cellsByIndexPath { retire(cell, at: indexPath) }
        cellsByIndexPath = [:]
        for (key, view) in supplementaryViews { supplementaryPools[key.kind]?.enqueue(view); view.removeFromSuperview() }
        supplementaryViews = [:]
        selectedIndexPaths = []
        collectionViewLayout.invalidateLayout()
    }

    /// The number of sections (as last asked).
    public var numberOfSections: Int { prepareLayoutIfNeeded(); return itemCounts.count }
    /// The number of items in `section` (as last asked).
    public func numberOfItems(inSection section: Int) -> Int { prepareLayoutIfNeeded(); return itemCounts[section] }

    /// Runs the layout's ``CollectionViewLayout/prepare()`` when it is invalid, and takes its
    /// content size.
    func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        guard !layout.isValid else { return }
        layout.isValid = true
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        itemCounts = (0..<sections).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
        layout.prepare()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// The size a self-sizing item's cell prefers (flow layouts with an estimated size ask).
    func preferredSize(ofItemAt indexPath: IndexPath, estimate: Size) -> Size? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = estimate
        View.performWithoutAnimation { cell.frame = Rect(origin: .zero, size: estimate); cell.layoutIfNeeded() }
        let size = cell.preferredLayoutAttributesFitting(attributes).size
        if cell.superview == nil { cellPool.enqueue(cell) }
        return size
    }

    // MARK: Queries

    /// The item's attributes from the layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The supplementary view's attributes from the layout.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The cell shown for the item, or `nil` when it is off screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        layoutIfNeeded()
        return cellsByIndexPath[indexPath]
    }

    /// The index path of a cell on screen, or `nil`.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The index path of the item under `point` (content coordinates), the frontmost, or `nil`.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        prepareLayoutIfNeeded()
        let hits = (collectionViewLayout.layoutAttributesForElements(in: Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [CollectionViewCell] {
        layoutIfNeeded()
        return cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return cellsByIndexPath.keys.sorted()
    }

    /// Scrolls so that the item shows at `position`, within the scrolling limits.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        var offset = contentOffset
        let width = bounds.width - inset.horizontal, height = bounds.height - inset.vertical
        switch position {
        case .none:
            scrollRectToVisible(frame, animated: animated)
            return
        case .top: offset.y = frame.minY - inset.top
        case .centeredVertically: offset.y = frame.midY - inset.top - height / 2
        case .bottom: offset.y = frame.maxY - inset.top - height
        case .left: offset.x = frame.minX - inset.left
        case .centeredHorizontally: offset.x = frame.midX - inset.left - width / 2
        case .right: offset.x = frame.maxX - inset.left - width
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    // MARK: Selection

    /// The selected items in order, or `nil` when none is (UIKit's optional array).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the item (no delegate call), replacing the selection unless
    /// ``allowsMultipleSelection``, and scrolls it to `scrollPosition`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        guard let indexPath else { return }
        selectedIndexPaths.insert(indexPath)
        cellsByIndexPath[indexPath]?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item (no delegate call).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        cellsByIndexPath[indexPath]?.isSelected = false
    }

    /// A finger went down: the item under it highlights.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard allowsSelection, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        highlightedIndexPath = indexPath
        cellsByIndexPath[indexPath]?.isHighlighted = true
    }

    /// The finger lifted on the highlighted item: it is selected (`shouldSelectItemAt`, then
    /// `didDeselectItemAt` for a replaced selection, then `didSelectItemAt`).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cellsByIndexPath[indexPath]?.isHighlighted = false
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == indexPath else { return }
        let change = TapSelection.change(tapping: indexPath, selected: selectedIndexPaths, multiple: allowsMultipleSelection)
        if change.select != nil, !(collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true) { return }
        for path in change.deselect {
            deselectItem(at: path, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: path)
        }
        guard let selected = change.select else { return }
        selectedIndexPaths.insert(selected)
        cellsByIndexPath[selected]?.isSelected = true
        cellsByIndexPath[selected]?.selectionAction?()
        collectionDelegate?.collectionView(self, didSelectItemAt: selected)
    }

    /// A recognizer (the scroll pan) took the finger: the highlight goes.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard let indexPath = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        cellsByIndexPath[indexPath]?.isHighlighted = false
    }

    // MARK: Layout

    /// Prepares the layout when invalid (or when the layout says the bounds change invalidates
    /// it), then places a view for every element in the bounds and retires the others.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds != laidOutBounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.isValid = false
        }
        laidOutBounds = bounds
        prepareLayoutIfNeeded()
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = bounds
        }
        guard runningUpdates == 0 else { return }
        tile(animated: false)
    }

    /// Makes the views on screen match the layout's elements in the bounds.
    func tile(animated: Bool) {
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var wantedCells: [IndexPath: CollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
        for attributes in elements {
            if attributes.representedElementCategory == .cell {
                wantedCells[attributes.indexPath] = attributes
            } else if let kind = attributes.representedElementKind {
                wantedSupplementary[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
            }
        }
        for (indexPath, cell) in cellsByIndexPath where wantedCells[indexPath] == nil {
            cellsByIndexPath[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for (key, view) in supplementaryViews where wantedSupplementary[key] == nil {
            supplementaryViews[key] = nil
            supplementaryPools[key.kind]?.enqueue(view)
            view.removeFromSuperview()
        }
        for indexPath in wantedCells.keys.sorted() {
            let attributes = wantedCells[indexPath]!
            if let cell = cellsByIndexPath[indexPath] {
                View.performWithoutAnimation { cell.apply(attributes) }
            } else if let cell = makeCell(at: indexPath, attributes: attributes) {
                cellsByIndexPath[indexPath] = cell
            }
        }
        for (key, attributes) in wantedSupplementary {
            if supplementaryViews[key] == nil, let dataSource {
                let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                supplementaryViews[key] = view
                addSubview(view)
            }
            if let view = supplementaryViews[key] { View.performWithoutAnimation { view.apply(attributes) } }
        }
        placeScrollIndicators()
    }

    /// A cell from the data source for the item, placed from `attributes` and displayed.
    func makeCell(at indexPath: IndexPath, attributes: CollectionViewLayoutAttributes) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        View.performWithoutAnimation {
            cell.apply(attributes)
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            cell.layoutIfNeeded()
        }
        if cell.superview !== self {
            if let backgroundView, backgroundView.superview === self {
                insertSubview(cell, aboveSubview: backgroundView)
            } else {
                insertSubview(cell, at: 0)
            }
        }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// Takes a cell off screen into the reuse queue and tells the delegate.
    func retire(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        cellPool.enqueue(cell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
}
