import FlipbookGeometry

/// A horizontal or vertical size class of the interface (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not set (a ``TraitCollection`` made for other traits).
    case unspecified = 0
    /// A constrained space: every iPhone in portrait, and in landscape below the Plus sizes.
    case compact = 1
    /// An expansive space: iPad, and an iPhone Plus in landscape.
    case regular = 2

    /// The horizontal size class of a full-screen window `width` points wide: regular from
    /// 736 pt (an iPhone 6 Plus in landscape, the narrowest regular-width iOS 9 screen), compact
    /// below it.
    public static func horizontal(forWidth width: Double) -> UserInterfaceSizeClass {
        width >= 736 ? .regular : .compact
    }
}

/// UIKit's adaptive presentation: a style a size class cannot show is replaced by one it can.
extension ModalPresentationStyle {
    /// The style a presentation of this style uses in `horizontalSizeClass`, as UIKit's presentation
    /// controllers adapt without a delegate: in a compact width a ``popover`` becomes
    /// ``fullScreen`` (`UIPopoverPresentationController`'s adaptive style); ``pageSheet`` and
    /// ``formSheet`` already show full screen on an iPhone. Every other case is kept.
    public func adaptivePresentationStyle(for horizontalSizeClass: UserInterfaceSizeClass) -> ModalPresentationStyle {
        switch (self, horizontalSizeClass) {
        case (.popover, .compact): return .fullScreen
        default: return self
        }
    }

    /// The adapted style in `window`'s horizontal size class.
    /// - Precondition: a ``popover`` only in a compact width (Kit draws no popover chrome).
    func adaptivePresentationStyle(in window: Window) -> ModalPresentationStyle {
        let sizeClass = UserInterfaceSizeClass.horizontal(forWidth: window.bounds.width)
        let adapted = adaptivePresentationStyle(for: sizeClass)
        precondition(adapted != .popover,
                     "A .popover presentation in a regular width (\(window.bounds.width) pt) would need popover chrome, which Kit "
                     + "does not draw: present on a screen narrower than 736 pt, where it adapts to full screen, or use another style")
        return adapted
    }
}
