// UIKit's names for Kit's traits, appearance and directional insets. Each is a typealias:
// `UITraitCollection` and `TraitCollection` are one type.

/// `UITraitCollection`: FlipbookKit's `TraitCollection` (a value type here).
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceStyle`: FlipbookKit's `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = FlipbookKit.UserInterfaceStyle
/// `UIUserInterfaceIdiom`: FlipbookKit's `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// `NSDirectionalEdgeInsets`: FlipbookKit's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `UIStatusBarAnimation`: FlipbookKit's `StatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation
