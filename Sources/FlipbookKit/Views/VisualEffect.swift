import FlipbookRaster

/// An effect a ``VisualEffectView`` shows: UIKit's `UIVisualEffect`, the common class of
/// ``BlurEffect`` and ``VibrancyEffect``.
open class VisualEffect: Equatable {
    init() {}

    public static func == (a: VisualEffect, b: VisualEffect) -> Bool {
        switch (a, b) {
        case let (a as BlurEffect, b as BlurEffect): a.style == b.style
        case let (a as VibrancyEffect, b as VibrancyEffect): a.blurEffect == b.blurEffect && a.style == b.style
        default: a === b
        }
    }
}

/// A blur of what is behind a ``VisualEffectView``: UIKit's `UIBlurEffect`.
///
/// Each style is a blur radius (the Gaussian's σ in points), a saturation factor and a tint
/// drawn over the result; ``parameters`` gives them and the article “Blur and vibrancy” lists
/// them with their sources. The classic styles take the values of Apple's published image-effect
/// sample; Apple publishes no numbers for the materials, whose values are Kit's choice.
public final class BlurEffect: VisualEffect {
    /// UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight, light, dark
        /// Adapts to the interface style: ``light`` in the light appearance Kit renders.
        case regular = 4
        /// Adapts to the interface style: ``extraLight`` in the light appearance Kit renders.
        case prominent = 5
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
            systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
            systemChromeMaterialDark
    }

    /// The style it was made with.
    public let style: Style

    /// A blur of `style` (UIKit's `UIBlurEffect(style:)`).
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The filter the style draws: σ in points, saturation, tint (straight alpha).
    public var parameters: BackdropPaint { BlurEffect.parameters(style) }

    /// The filter of `style`; see the article “Blur and vibrancy”.
    ///
    /// - Classic styles: Apple's `UIImage+ImageEffects` sample (WWDC 2013), which reproduces the
    ///   iOS 7 blurs: light σ 30, saturation 1.8, white at 30 %; extra light σ 20, 1.8, 97 %
    ///   white at 82 %; dark σ 20, 1.8, 11 % white at 73 %. `regular` and `prominent` show one
    ///   of these by interface style (UIKit's header says so).
    /// - Materials: Kit's choice. Thickness is the tint's opacity, from below the light blur's
    ///   to the extra-light blur's (light) and up from the dark blur's (dark); σ 30 and
    ///   saturation 1.8 as the light blur; chrome is a thick material with a greyer tint.
    ///   The adaptive materials are their light variants (Kit renders the light appearance).
    public static func parameters(_ style: Style) -> BackdropPaint {
        let lightTint = Color(white: 0.97, alpha: 1), darkTint = Color(white: 0.11, alpha: 1)
        func paint(_ radius: Double, _ tint: Color, _ alpha: Double) -> BackdropPaint {
            BackdropPaint(radius: radius, saturation: 1.8, tint: tint.multipliedAlpha(alpha))
        }
        switch style {
        case .extraLight, .prominent: return paint(20, lightTint, 0.82)
        case .light, .regular: return paint(30, .white, 0.3)
        case .dark: return paint(20, darkTint, 0.73)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return paint(30, lightTint, 0.35)
        case .systemThinMaterial, .systemThinMaterialLight: return paint(30, lightTint, 0.55)
        case .systemMaterial, .systemMaterialLight: return paint(30, lightTint, 0.7)
        case .systemThickMaterial, .systemThickMaterialLight: return paint(30, lightTint, 0.82)
        case .systemChromeMaterial, .systemChromeMaterialLight: return paint(30, Color(white: 0.92, alpha: 1), 0.8)
        case .systemUltraThinMaterialDark: return paint(30, darkTint, 0.45)
        case .systemThinMaterialDark: return paint(30, darkTint, 0.6)
        case .systemMaterialDark: return paint(30, darkTint, 0.73)
        case .systemThickMaterialDark: return paint(30, darkTint, 0.85)
        case .systemChromeMaterialDark: return paint(30, Color(white: 0.15, alpha: 1), 0.8)
        }
    }

    /// Whether the style is one of iOS 13's materials (whose values are Kit's choice).
    var isMaterial: Bool { style.rawValue >= Style.systemUltraThinMaterial.rawValue }
}

/// Content that takes its look from a blur behind it: UIKit's `UIVibrancyEffect`, for the
/// ``VisualEffectView/contentView`` of an effect view placed in a blur view's content view.
///
/// iOS draws vibrant content through private blend filters that mix it with the blurred
/// backdrop. Kit draws it with plain source-over at the opacity of the UIKit colour the style is
/// named after (label 100 %, secondary label 60 %, tertiary 30 %, quaternary 18 %, fill 20 %,
/// secondary fill 16 %, tertiary fill 12 %, separator 29 %); the default vibrancy of
/// `init(blurEffect:)` counts as a label. Showing one reports the difference
/// (`visualEffect.vibrancy`).
public final class VibrancyEffect: VisualEffect {
    /// UIKit's `UIVibrancyEffectStyle`.
    public enum Style: Int, Sendable, CaseIterable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    /// The blur the content sits on.
    public let blurEffect: BlurEffect
    /// The vibrancy style (``Style/label`` for `init(blurEffect:)`).
    public let style: Style

    /// The vibrancy of `blurEffect` (UIKit's `UIVibrancyEffect(blurEffect:)`).
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }

    /// The vibrancy of `blurEffect` in `style` (UIKit's `UIVibrancyEffect(blurEffect:style:)`).
    public init(blurEffect: BlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// The opacity Kit draws the content at (the alpha of the UIKit colour of the style's name).
    public var contentOpacity: Double {
        switch style {
        case .label: 1
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.29
        }
    }
}
