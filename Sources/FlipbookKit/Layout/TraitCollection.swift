import FlipbookGeometry

/// The kind of device (`UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not set.
    case unspecified = -1
    /// An iPhone (or iPod touch).
    case phone = 0
    /// An iPad.
    case pad = 1
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Hashable, Sendable {
    /// Not set: an override of `.unspecified` follows the environment.
    case unspecified = 0
    /// The light appearance (iOS's default).
    case light = 1
    /// The dark appearance (Settings › Display › Dark).
    case dark = 2
}

/// The traits of a view's environment (`UITraitCollection`): size classes, scale, idiom and
/// appearance. A view reads its own with ``View/traitCollection``; Kit's dynamic colours
/// (`Color.systemBackground`, `Color.label`, …) resolve against it when drawn.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal size class. Default `.unspecified`.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class. Default `.unspecified`.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Device pixels per point; 0 when unspecified. Default 0.
    public var displayScale: Double
    /// Phone or pad. Default `.unspecified`.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Light or dark. Default `.unspecified` (colours then resolve as light, as on iOS).
    public var userInterfaceStyle: UserInterfaceStyle

    /// A collection with these traits (every one unspecified by default).
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified, displayScale: Double = 0,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        userInterfaceStyle: UserInterfaceStyle = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits of `collections` merged: each trait from the last collection that specifies
    /// it (UIKit's `init(traitsFrom:)`).
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for c in collections {
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
        }
    }

    /// Whether every trait `other` specifies has the same value here (UIKit's `containsTraits(in:)`).
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
    }

    /// Whether dynamic colours may resolve differently in `other`: the appearance differs.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// The same traits with the appearance replaced.
    func with(style: UserInterfaceStyle) -> TraitCollection {
        var copy = self
        copy.userInterfaceStyle = style
        return copy
    }

    /// The traits of the current application's screen (UIKit's `UITraitCollection.current`
    /// outside drawing): ``Application/traitCollection``, or an iPhone 8's in light appearance
    /// when there is no application.
    public static var current: TraitCollection {
        Application.current?.traitCollection ?? DevicePreset.iPhone8.traitCollection(style: .light)
    }

    /// A description such as `<TraitCollection; horizontal compact; vertical regular; scale 3;
    /// phone; dark>`.
    public var description: String {
        func name(_ s: UserInterfaceSizeClass) -> String {
            switch s {
            case .unspecified: "unspecified";
            case .compact: "compact";
            case .regular: "regular"
            }
        }
        let idiom =
            switch userInterfaceIdiom {
            case .unspecified: "unspecified";
            case .phone: "phone";
            case .pad: "pad"
            }
        let style =
            switch userInterfaceStyle {
            case .unspecified: "unspecified";
            case .light: "light";
            case .dark: "dark"
            }
        return "<TraitCollection; horizontal \(name(horizontalSizeClass)); vertical \(name(verticalSizeClass)); "
            + "scale \(LayoutConstraint.format(displayScale)); \(idiom); \(style)>"
    }
}

extension DevicePreset {
    /// The size classes iOS reports for the full-screen window in an orientation: an iPad is
    /// regular × regular either way; an iPhone is compact × regular in portrait, and in landscape
    /// compact height with a regular width only on the 414 pt and wider (Plus and Max) models.
    public func sizeClasses(landscape: Bool) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if userInterfaceIdiom == .pad { return (.regular, .regular) }
        if !landscape { return (.compact, .regular) }
        return (min(screenSize.width, screenSize.height) >= 414 ? .regular : .compact, .compact)
    }

    /// The window's traits on this device with the appearance `style`, in portrait or landscape
    /// (default: the preset's ``isLandscape``).
    public func traitCollection(style: UserInterfaceStyle, landscape: Bool? = nil) -> TraitCollection {
        let classes = sizeClasses(landscape: landscape ?? isLandscape)
        return TraitCollection(
            horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
            displayScale: scale, userInterfaceIdiom: userInterfaceIdiom, userInterfaceStyle: style)
    }
}

extension Application {
    /// The window's traits: the device preset's (or, for a plain screen size, an iPhone's
    /// compact × regular, or regular × regular when the screen is 768 pt or wider), the clip's
    /// ``scale`` and ``userInterfaceStyle``.
    public var traitCollection: TraitCollection {
        let style: UserInterfaceStyle = userInterfaceStyle == .dark ? .dark : .light
        if let device { return device.traitCollection(style: style) }
        let pad = min(screenSize.width, screenSize.height) >= 768
        return TraitCollection(
            horizontalSizeClass: pad ? .regular : .compact, verticalSizeClass: .regular,
            displayScale: scale, userInterfaceIdiom: pad ? .pad : .phone, userInterfaceStyle: style)
    }
}
