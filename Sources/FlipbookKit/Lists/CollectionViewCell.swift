import Foundation
import FlipbookGeometry

/// A view a collection view places from layout attributes and reuses (`UICollectionReusableView`):
/// the base of cells, headers and footers. Registered classes are made with
/// ``init(frame:)``, which is `required` (Swift needs it to build a registered class).
open class CollectionReusableView: View {
    /// The identifier the view is reused under (set when dequeued).
    public internal(set) var reuseIdentifier: String?

    /// A view at `frame`.
    public required override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// A view from an Interface Builder file.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before a dequeue returns the view again. Default: nothing (cells clear their
    /// highlight and selection).
    open func prepareForReuse() {}

    /// Places the view from `layoutAttributes` (frame, alpha, transform, zIndex, hidden).
    /// Override to read a custom attributes subclass; call `super`.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        transform = .identity
        frame = layoutAttributes.frame
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.zPosition = Double(layoutAttributes.zIndex)
    }

    /// The attributes the view wants for self-sizing (``CollectionViewFlowLayout/estimatedItemSize``):
    /// `layoutAttributes` with the size its content needs. As UIKit's: when the content (a
    /// cell's ``CollectionViewCell/contentView``) holds constraints,
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at
    /// the attributes' size with both axes at `fittingSizeLevel`; otherwise ``sizeThatFits(_:)``.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        let attributes = layoutAttributes.copy()
        let content = (self as? CollectionViewCell)?.contentView ?? self
        if TableView.holdsConstraints(content) {
            attributes.size = content.systemLayoutSizeFitting(
                layoutAttributes.size,
                withHorizontalFittingPriority: .fittingSizeLevel,
                verticalFittingPriority: .fittingSizeLevel)
        } else {
            attributes.size = sizeThatFits(layoutAttributes.size)
        }
        return attributes
    }

    /// The size the view's content needs: the bounding box of its content's subviews from the
    /// origin (for a cell, ``CollectionViewCell/contentView``'s), or `size` when there are none.
    open func sizeThatFits(_ size: Size) -> Size {
        let content = (self as? CollectionViewCell)?.contentView ?? self
        let frames = content.subviews.map(\.frame)
        guard !frames.isEmpty else { return size }
        return Size(width: frames.map(\.maxX).max()!, height: frames.map(\.maxY).max()!)
    }
}

/// An item of a ``CollectionView`` (`UICollectionViewCell`): a ``contentView`` for the content,
/// an optional ``backgroundView`` and ``selectedBackgroundView`` (shown while highlighted or
/// selected). Unlike table cells, a collection cell has no selection look of its own: override
/// ``isSelected`` and ``isHighlighted`` (call `super`), or set ``selectedBackgroundView``.
open class CollectionViewCell: CollectionReusableView {
    /// The view custom content goes into, filling the cell.
    public let contentView = View()
    /// A view behind the content. Default `nil`.
    public var backgroundView: View? {
        didSet { oldValue?.removeFromSuperview(); installBackgrounds() }
    }
    /// A view behind the content shown while highlighted or selected. Default `nil`.
    public var selectedBackgroundView: View? {
        didSet { oldValue?.removeFromSuperview(); installBackgrounds() }
    }

    /// Run when a tap selects the cell, before the delegate's `collectionView(_:didSelectItemAt:)`:
    /// Interface Builder's selection segue (UIKit runs a cell's segue, and so
    /// `prepare(for:sender:)`, before `didSelectItemAt`). Default `nil`.
    public var selectionAction: (() -> Void)?

    /// Whether the cell is selected. Overrides must call `super`.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }
    /// Whether a finger is on the cell. Overrides must call `super`.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// A cell at `frame` with an empty ``contentView``.
    public required init(frame: Rect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// A cell from an Interface Builder file, with an empty ``contentView``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Clears the highlight and selection.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    /// Fits the content view and the background views to the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [backgroundView, selectedBackgroundView, contentView].compactMap({ $0 }) { view.frame = bounds }
    }

    private func installBackgrounds() {
        if let selectedBackgroundView { insertSubview(selectedBackgroundView, at: 0) }
        if let backgroundView { insertSubview(backgroundView, at: 0) }
        setNeedsLayout()
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
