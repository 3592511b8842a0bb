import Foundation
import FlipbookRaster

/// The providers of dynamic colours, by the tagged colour that stands for each.
///
/// `Color` is a plain value (FlipbookRaster), so a dynamic colour is a `Color` whose components
/// are its light appearance with an alpha shifted by a few units of 2⁻⁴⁰ (far below what an
/// 8-bit pixel can show): the shift makes it a distinct value that Kit looks up here when it
/// resolves the colour against a trait collection.
final class DynamicColorRegistry: @unchecked Sendable {
    static let shared = DynamicColorRegistry()
    private let lock = NSLock()
    private var providers: [Color: @Sendable (TraitCollection) -> Color] = [:]
    /// Tags below this are the system colours' own (fixed, so that the same colour is the same
    /// value in every process, whatever order colours are first used in).
    static let firstFreeTag = 1024
    private var next = firstFreeTag

    /// Registers `provider`; `tag` fixes the alpha shift (the system colours'), else the next
    /// free one is taken.
    func register(_ provider: @escaping @Sendable (TraitCollection) -> Color, tag: Int? = nil) -> Color {
        let light = provider(TraitCollection(userInterfaceStyle: .light))
        lock.lock()
        defer { lock.unlock() }
        func tagged(_ n: Int) -> Color {
            let shift = Double(n) * 0x1p-40
            var colour = light
            colour.alpha = light.alpha > 0.5 ? light.alpha - shift : light.alpha + shift
            return colour
        }
        if let tag {
            let colour = tagged(tag)
            providers[colour] = provider
            return colour
        }
        while true {
            let colour = tagged(next)
            next += 1
            if providers[colour] == nil {
                providers[colour] = provider
                return colour
            }
        }
    }

    func provider(of color: Color) -> (@Sendable (TraitCollection) -> Color)? {
        lock.lock()
        defer { lock.unlock() }
        return providers[color]
    }
}

extension Color {
    /// A colour that depends on the traits it is drawn with (UIKit's
    /// `UIColor(dynamicProvider:)`): views resolve it against their ``View/traitCollection`` when
    /// they draw, and again when the traits change. Each call registers a provider for the
    /// life of the process, so make dynamic colours once (as `static let`s), not per frame.
    public init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
        self = DynamicColorRegistry.shared.register(dynamicProvider)
    }

    /// A dynamic colour that is `light` in the light (and unspecified) appearance and `dark` in
    /// the dark one.
    public init(light: Color, dark: Color) {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// Whether the colour is dynamic (made by ``init(dynamicProvider:)``, or a system colour).
    public var isDynamic: Bool { DynamicColorRegistry.shared.provider(of: self) != nil }

    /// The plain colour this one is with `traitCollection` (UIKit's `resolvedColor(with:)`):
    /// the provider's answer for a dynamic colour, itself otherwise.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let provider = DynamicColorRegistry.shared.provider(of: self) else { return self }
        return provider(traitCollection)
    }

    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> Color {
        Color(red8: r, green8: g, blue8: b).multipliedAlpha(a)
    }

    /// A system colour: its own fixed tag (`tag` is unique among them, below
    /// `DynamicColorRegistry.firstFreeTag`).
    private static func system(_ tag: Int, _ light: Color, _ dark: Color) -> Color {
        DynamicColorRegistry.shared.register({ $0.userInterfaceStyle == .dark ? dark : light }, tag: tag)
    }

    // iOS 13–17's published values (sRGB; Apple's Human Interface Guidelines, "Color"), light
    // then dark, for the default (not increased) contrast.

    /// `UIColor.systemBlue`: #007AFF, dark #0A84FF.
    public static let systemBlue = system(1, rgb(0, 122, 255), rgb(10, 132, 255))
    /// `UIColor.systemGreen`: #34C759, dark #30D158.
    public static let systemGreen = system(2, rgb(52, 199, 89), rgb(48, 209, 88))
    /// `UIColor.systemIndigo`: #5856D6, dark #5E5CE6.
    public static let systemIndigo = system(3, rgb(88, 86, 214), rgb(94, 92, 230))
    /// `UIColor.systemOrange`: #FF9500, dark #FF9F0A.
    public static let systemOrange = system(4, rgb(255, 149, 0), rgb(255, 159, 10))
    /// `UIColor.systemPink`: #FF2D55, dark #FF375F.
    public static let systemPink = system(5, rgb(255, 45, 85), rgb(255, 55, 95))
    /// `UIColor.systemPurple`: #AF52DE, dark #BF5AF2.
    public static let systemPurple = system(6, rgb(175, 82, 222), rgb(191, 90, 242))
    /// `UIColor.systemRed`: #FF3B30, dark #FF453A.
    public static let systemRed = system(7, rgb(255, 59, 48), rgb(255, 69, 58))
    /// `UIColor.systemTeal`: #30B0C7, dark #40C8E0.
    public static let systemTeal = system(8, rgb(48, 176, 199), rgb(64, 200, 224))
    /// `UIColor.systemYellow`: #FFCC00, dark #FFD60A.
    public static let systemYellow = system(9, rgb(255, 204, 0), rgb(255, 214, 10))
    /// `UIColor.systemBrown`: #A2845E, dark #AC8E68.
    public static let systemBrown = system(10, rgb(162, 132, 94), rgb(172, 142, 104))
    /// `UIColor.systemCyan`: #32ADE6, dark #64D2FF.
    public static let systemCyan = system(11, rgb(50, 173, 230), rgb(100, 210, 255))
    /// `UIColor.systemMint`: #00C7BE, dark #63E6E2.
    public static let systemMint = system(12, rgb(0, 199, 190), rgb(99, 230, 226))
    /// `UIColor.systemGray`: #8E8E93 in both.
    public static let systemGray = system(13, rgb(142, 142, 147), rgb(142, 142, 147))
    /// `UIColor.systemGray2`: #AEAEB2, dark #636366.
    public static let systemGray2 = system(14, rgb(174, 174, 178), rgb(99, 99, 102))
    /// `UIColor.systemGray3`: #C7C7CC, dark #48484A.
    public static let systemGray3 = system(15, rgb(199, 199, 204), rgb(72, 72, 74))
    /// `UIColor.systemGray4`: #D1D1D6, dark #3A3A3C.
    public static let systemGray4 = system(16, rgb(209, 209, 214), rgb(58, 58, 60))
    /// `UIColor.systemGray5`: #E5E5EA, dark #2C2C2E.
    public static let systemGray5 = system(17, rgb(229, 229, 234), rgb(44, 44, 46))
    /// `UIColor.systemGray6`: #F2F2F7, dark #1C1C1E.
    public static let systemGray6 = system(18, rgb(242, 242, 247), rgb(28, 28, 30))

    /// `UIColor.label`: black, dark white.
    public static let label = system(19, rgb(0, 0, 0), rgb(255, 255, 255))
    /// `UIColor.secondaryLabel`: #3C3C43 at 60 %, dark #EBEBF5 at 60 %.
    public static let secondaryLabel = system(20, rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// `UIColor.tertiaryLabel`: #3C3C43 at 30 %, dark #EBEBF5 at 30 %.
    public static let tertiaryLabel = system(21, rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// `UIColor.quaternaryLabel`: #3C3C43 at 18 %, dark #EBEBF5 at 16 %.
    public static let quaternaryLabel = system(22, rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// `UIColor.placeholderText`: #3C3C43 at 30 %, dark #EBEBF5 at 30 %.
    public static let placeholderText = system(23, rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// `UIColor.link`: #007AFF, dark #0984FF.
    public static let link = system(24, rgb(0, 122, 255), rgb(9, 132, 255))
    /// `UIColor.separator`: #3C3C43 at 29 %, dark #545458 at 60 %.
    public static let separator = system(25, rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// `UIColor.opaqueSeparator`: #C6C6C8, dark #38383A.
    public static let opaqueSeparator = system(26, rgb(198, 198, 200), rgb(56, 56, 58))

    /// `UIColor.systemBackground`: white, dark black.
    public static let systemBackground = system(27, rgb(255, 255, 255), rgb(0, 0, 0))
    /// `UIColor.secondarySystemBackground`: #F2F2F7, dark #1C1C1E.
    public static let secondarySystemBackground = system(28, rgb(242, 242, 247), rgb(28, 28, 30))
    /// `UIColor.tertiarySystemBackground`: white, dark #2C2C2E.
    public static let tertiarySystemBackground = system(29, rgb(255, 255, 255), rgb(44, 44, 46))
    /// `UIColor.systemGroupedBackground`: #F2F2F7, dark black.
    public static let systemGroupedBackground = system(30, rgb(242, 242, 247), rgb(0, 0, 0))
    /// `UIColor.secondarySystemGroupedBackground`: white, dark #1C1C1E.
    public static let secondarySystemGroupedBackground = system(31, rgb(255, 255, 255), rgb(28, 28, 30))
    /// `UIColor.tertiarySystemGroupedBackground`: #F2F2F7, dark #2C2C2E.
    public static let tertiarySystemGroupedBackground = system(32, rgb(242, 242, 247), rgb(44, 44, 46))
    /// `UIColor.systemFill`: #787880 at 20 %, dark at 36 %.
    public static let systemFill = system(33, rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    /// `UIColor.secondarySystemFill`: #787880 at 16 %, dark at 32 %.
    public static let secondarySystemFill = system(34, rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    /// `UIColor.tertiarySystemFill`: #767680 at 12 %, dark at 24 %.
    public static let tertiarySystemFill = system(35, rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    /// `UIColor.quaternarySystemFill`: #747480 at 8 %, dark #767680 at 18 %.
    public static let quaternarySystemFill = system(36, rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
}
