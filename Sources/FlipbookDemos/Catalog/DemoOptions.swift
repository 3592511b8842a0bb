/// Choices a demo leaves open (see the article “Choices the originals leave open”). The defaults
/// render what the recordings show or,
/// where the original code has a bug the recordings do not show, what the code intended.
public struct DemoOptions: Hashable, Sendable {
    /// The MagicMove cell the script taps, 0…9 (two columns, rows of 214 pt). Default 0, the top
    /// left card, whose picture sits at (8, 72, 166, 166) on screen. Items 0…5 are on screen; the
    /// script scrolls 6…9 into view first (the least scroll), as a user must before tapping them.
    public var magicMoveItem: Int
    /// Reproduce the MagicMove pop animator's cancel bug: its completion never restores the detail
    /// view's alpha, so after a cancelled interactive pop the detail page stays invisible
    /// (see the article “Choices the originals leave open”). Default false: the page is visible
    /// again, as intended.
    public var magicMoveBugFaithfulCancel: Bool
    /// How the Flip page's shadow gradient looks. Default ``FlipShadowStyle/recorded``.
    public var flipShadow: FlipShadowStyle
    /// Fade the navigation controller's view in (alpha 0 → 1) during the Scale dismiss, as some
    /// derived copies of the book's challenge do. Default false (the book's draft: no fade).
    public var scaleDismissFades: Bool

    /// Options with every default.
    public init(magicMoveItem: Int = 0, magicMoveBugFaithfulCancel: Bool = false,
                flipShadow: FlipShadowStyle = .recorded, scaleDismissFades: Bool = false) {
        self.magicMoveItem = magicMoveItem
        self.magicMoveBugFaithfulCancel = magicMoveBugFaithfulCancel
        self.flipShadow = flipShadow
        self.scaleDismissFades = scaleDismissFades
    }
}

/// The colours of the Flip demo's shadow gradient (see the article “Choices the originals leave open”).
///
/// The original code lists black α1, black α0.5 and a `UIColor` object where a `CGColor` belongs.
public enum FlipShadowStyle: String, Hashable, Sendable, CaseIterable {
    /// What iOS 8.4 drew in the recording: the third stop acts as fully transparent, so the overlay
    /// is a linear black ramp, alpha 1 at the hinge → 0 at the free edge. Default.
    case recorded
    /// What the code asks for: black α1 → black α0.5 → white α0.5.
    case intended
}
