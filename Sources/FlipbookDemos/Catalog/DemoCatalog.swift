/// Every renderable demo variant, in presentation order (MagicMove, Flip, Segue, Scale, the stock
/// segues).
///
/// Names are stable: they name the GIFs (`output/<name>.gif`), the CLI's arguments and the goldens.
public enum DemoCatalog {
    /// All variants: `magicmove-push`, `magicmove-pop`, `magicmove-pop-interactive`,
    /// `magicmove-pop-interactive-cancel`, `flip-present`, `flip-dismiss`,
    /// `flip-present-interactive`, `flip-present-interactive-cancel`, `flip-dismiss-interactive`,
    /// `flip-dismiss-interactive-cancel`, `segue-present`, `segue-unwind`, `scale-present`,
    /// `scale-dismiss`, `stock-show`, `stock-show-detail`, `stock-cover-vertical`,
    /// `stock-flip-horizontal`, `stock-cross-dissolve`, `stock-partial-curl`, `stock-popover`,
    /// `stock-show-back-swipe`, `stock-show-back-swipe-cancel`.
    public static let all: [DemoDescriptor] =
        MagicMove.variants + FlipTransion.variants + SegueTransion.variants + PamperedPets.variants
            + StockSegues.variants + StockSegues.backSwipeVariants

    /// The variant with this exact name, or nil.
    public static func variant(named name: String) -> DemoDescriptor? {
        all.first { $0.name == name }
    }

    /// All variant names, in ``all`` order.
    public static var names: [String] { all.map(\.name) }
}
