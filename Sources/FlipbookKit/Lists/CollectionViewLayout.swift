import Foundation
import FlipbookGeometry

/// Where one element of a collection view goes (`UICollectionViewLayoutAttributes`): its frame,
/// opacity, transform, stacking and visibility.
open class CollectionViewLayoutAttributes {
    /// What kind of element the attributes place (`UICollectionView.ElementCategory`).
    public enum ElementCategory: Hashable, Sendable {
        /// An item's cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
    }

    /// The element's index path.
    public var indexPath: IndexPath
    /// Cell or supplementary view.
    public let representedElementCategory: ElementCategory
    /// The supplementary kind (``CollectionView/elementKindSectionHeader`` …), `nil` for cells.
    public let representedElementKind: String?
    /// The frame in the collection view's content coordinates.
    public var frame: Rect
    /// The opacity, 0…1. Default 1.
    public var alpha = 1.0
    /// The transform about the centre. Default identity.
    public var transform = FlipbookGeometry.AffineTransform.identity
    /// The stacking order: higher is in front (the layer's `zPosition`). Default 0.
    public var zIndex = 0
    /// Whether the element is hidden. Default false.
    public var isHidden = false

    /// The frame's centre.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size.
    public var size: Size {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// Attributes for the cell of the item at `indexPath` (`init(forCellWith:)`).
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// Attributes for a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }

    /// A copy (attributes are objects; layouts hand out copies to modify).
    open func copy() -> CollectionViewLayoutAttributes {
        let copy = representedElementCategory == .cell
            ? CollectionViewLayoutAttributes(forCellWith: indexPath)
            : CollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        copy.frame = frame; copy.alpha = alpha; copy.transform = transform; copy.zIndex = zIndex; copy.isHidden = isHidden
        return copy
    }
}

/// Where a collection view's items go (`UICollectionViewLayout`), subclassed for custom layouts.
///
/// The collection view calls ``prepare()`` when the layout is invalid (at first, after
/// ``invalidateLayout()``, `reloadData()` and batch updates), then reads
/// ``collectionViewContentSize`` and, on every layout pass, ``layoutAttributesForElements(in:)``
/// for its bounds. Override those three (and ``layoutAttributesForItem(at:)``) as in UIKit.
open class CollectionViewLayout {
    /// The collection view using the layout; weak.
    public internal(set) weak var collectionView: CollectionView?
    /// Whether ``prepare()`` must run before the next use.
    var isValid = false

    /// A layout not yet in a collection view.
    public init() {}

    /// A layout named by an Interface Builder file (`<collectionViewLayout customClass="…">`), as
    /// UIKit makes it: subclasses that declare an initializer implement this one too (it is
    /// `required`, as `NSCoding`'s is in UIKit), calling `super.init(coder:)`.
    public required init?(coder: NSCoder) {}

    /// Computes the layout (called before the attributes are asked for). Default: nothing.
    open func prepare() {}

    /// The size of all the content. Default `.zero`.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of every element intersecting `rect` (content coordinates). Default none.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default: the item's among
    /// ``layoutAttributesForElements(in:)`` for the whole content.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: Rect(origin: .zero, size: collectionViewContentSize))?
            .first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`. Default: its among
    /// ``layoutAttributesForElements(in:)`` for the whole content.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: Rect(origin: .zero, size: collectionViewContentSize))?
            .first { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// Where an item inserted by a batch update starts. Default `nil`: at its final place with
    /// alpha 0 (a fade in, as UIKit's default).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Where an item deleted by a batch update ends. Default `nil`: at its old place with alpha 0.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll or resize) invalidates the
    /// layout. Default: when the size changed since the last layout pass.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != (collectionView?.laidOutBounds.size ?? newBounds.size)
    }

    /// Marks the layout for ``prepare()`` before its next use, and the collection view for layout.
    open func invalidateLayout() {
        isValid = false
        collectionView?.setNeedsLayout()
    }
}
