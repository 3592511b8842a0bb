import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
import FlipbookText

// Light or dark: Kit's `UserInterfaceStyle` (`UIUserInterfaceStyle`) picks a colour set's or
// system colour's variant when a file or a catalogue is read (`.unspecified` reads as light).
// Kit's colours are plain values, so the choice is made when the colour is resolved, not redrawn
// when the style changes.

/// iOS's system colours (`UIColor.systemBlue`, `.label`, …) by the names storyboards write
/// (`systemBlueColor`, `labelColor`), with their light and dark values (iOS 13–17, sRGB).
public enum SystemColors {
    /// The colour named `name` (`systemColor` or `cocoaTouchSystemColor`) in `style`, or `nil`.
    public static func color(named name: String, style: UserInterfaceStyle = .light) -> Color? {
        guard let pair = table[name] else { return nil }
        return style == .dark ? pair.dark : pair.light
    }

    /// The names this table knows.
    public static var names: [String] { table.keys.sorted() }

    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> Color {
        Color(red8: r, green8: g, blue8: b).multipliedAlpha(a)
    }

    private static let table: [String: (light: Color, dark: Color)] = [
        "systemBlueColor": (rgb(0, 122, 255), rgb(10, 132, 255)),
        "systemGreenColor": (rgb(52, 199, 89), rgb(48, 209, 88)),
        "systemIndigoColor": (rgb(88, 86, 214), rgb(94, 92, 230)),
        "systemOrangeColor": (rgb(255, 149, 0), rgb(255, 159, 10)),
        "systemPinkColor": (rgb(255, 45, 85), rgb(255, 55, 95)),
        "systemPurpleColor": (rgb(175, 82, 222), rgb(191, 90, 242)),
        "systemRedColor": (rgb(255, 59, 48), rgb(255, 69, 58)),
        "systemTealColor": (rgb(48, 176, 199), rgb(64, 200, 224)),
        "systemYellowColor": (rgb(255, 204, 0), rgb(255, 214, 10)),
        "systemBrownColor": (rgb(162, 132, 94), rgb(172, 142, 104)),
        "systemCyanColor": (rgb(50, 173, 230), rgb(100, 210, 255)),
        "systemMintColor": (rgb(0, 199, 190), rgb(99, 230, 226)),
        "systemGrayColor": (rgb(142, 142, 147), rgb(142, 142, 147)),
        "systemGray2Color": (rgb(174, 174, 178), rgb(99, 99, 102)),
        "systemGray3Color": (rgb(199, 199, 204), rgb(72, 72, 74)),
        "systemGray4Color": (rgb(209, 209, 214), rgb(58, 58, 60)),
        "systemGray5Color": (rgb(229, 229, 234), rgb(44, 44, 46)),
        "systemGray6Color": (rgb(242, 242, 247), rgb(28, 28, 30)),
        "labelColor": (rgb(0, 0, 0), rgb(255, 255, 255)),
        "secondaryLabelColor": (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        "tertiaryLabelColor": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "quaternaryLabelColor": (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
        "placeholderTextColor": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "linkColor": (rgb(0, 122, 255), rgb(9, 132, 255)),
        "separatorColor": (rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        "opaqueSeparatorColor": (rgb(198, 198, 200), rgb(56, 56, 58)),
        "systemBackgroundColor": (rgb(255, 255, 255), rgb(0, 0, 0)),
        "secondarySystemBackgroundColor": (rgb(242, 242, 247), rgb(28, 28, 30)),
        "tertiarySystemBackgroundColor": (rgb(255, 255, 255), rgb(44, 44, 46)),
        "systemGroupedBackgroundColor": (rgb(242, 242, 247), rgb(0, 0, 0)),
        "secondarySystemGroupedBackgroundColor": (rgb(255, 255, 255), rgb(28, 28, 30)),
        "tertiarySystemGroupedBackgroundColor": (rgb(242, 242, 247), rgb(44, 44, 46)),
        "systemFillColor": (rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        "secondarySystemFillColor": (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        "tertiarySystemFillColor": (rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        "quaternarySystemFillColor": (rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
        // The pre-iOS 13 names (`cocoaTouchSystemColor`), which do not change with the style.
        "darkTextColor": (rgb(0, 0, 0), rgb(0, 0, 0)),
        "lightTextColor": (Color(white: 1, alpha: 0.6), Color(white: 1, alpha: 0.6)),
        "groupTableViewBackgroundColor": (rgb(242, 242, 247), rgb(242, 242, 247)),
        "tableCellGroupedBackgroundColor": (rgb(255, 255, 255), rgb(255, 255, 255)),
        "scrollViewTexturedBackgroundColor": (rgb(111, 113, 121), rgb(111, 113, 121)),
        "viewFlipsideBackgroundColor": (rgb(31, 33, 36), rgb(31, 33, 36)),
        "whiteColor": (rgb(255, 255, 255), rgb(255, 255, 255)),
        "blackColor": (rgb(0, 0, 0), rgb(0, 0, 0)),
        "clearColor": (Color.clear, Color.clear),
    ]
}

/// The text styles of Dynamic Type at the default (Large) size, as storyboards name them
/// (`UICTFontTextStyleBody`): point size and weight.
enum TextStyles {
    static let table: [String: (size: Double, weight: FontWeight)] = [
        "UICTFontTextStyleLargeTitle": (34, .regular), "UICTFontTextStyleTitle0": (34, .regular),
        "UICTFontTextStyleTitle1": (28, .regular), "UICTFontTextStyleTitle2": (22, .regular),
        "UICTFontTextStyleTitle3": (20, .regular), "UICTFontTextStyleHeadline": (17, .semibold),
        "UICTFontTextStyleBody": (17, .regular), "UICTFontTextStyleCallout": (16, .regular),
        "UICTFontTextStyleSubhead": (15, .regular), "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular), "UICTFontTextStyleCaption2": (11, .regular),
    ]
}

/// Interface Builder's spellings of Kit's enums.
enum InterfaceBuilderNames {
    static let contentModes: [String: ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    static let textAlignments: [String: TextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]
    static let weights: [String: FontWeight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    static let presentationStyles: [String: ModalPresentationStyle] = [
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen,
        "overCurrentContext": .overCurrentContext, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "popover": .popover, "custom": .custom,
    ]
    static let transitionStyles: [String: ModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal,
        "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
    ]
    /// Weights by the suffix of a PostScript name (`HelveticaNeue-Bold`).
    static func weight(ofFontName name: String) -> FontWeight {
        let suffix = name.split(separator: "-").last.map(String.init)?.lowercased() ?? ""
        let bySuffix: [String: FontWeight] = [
            "ultralight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium, "semibold": .semibold,
            "demibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        return name.contains("-") ? bySuffix[suffix] ?? .regular : .regular
    }
}

/// The autoresizing mask Interface Builder writes (`UIView.AutoresizingMask`), applied once when
/// the loader sizes a scene's view to the screen (Kit's views have no autoresizing of their own).
struct AutoresizingMask: OptionSet, Equatable {
    let rawValue: Int
    static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    init(rawValue: Int) { self.rawValue = rawValue }

    /// The mask of an `autoresizingMask` element (`flexibleMaxX="YES"` …).
    init(_ element: InterfaceBuilderElement) {
        var mask: AutoresizingMask = []
        let names: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, bit) in names where element[name] == "YES" { mask.insert(bit) }
        self = mask
    }

    /// The frame of a subview with this mask when its superview's size goes from `old` to
    /// `new`: UIKit's rule, the change split evenly among the flexible parts of each axis.
    func resized(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        func axis(_ origin: Double, _ size: Double, oldTotal: Double, newTotal: Double,
                  minFlex: Bool, sizeFlex: Bool, maxFlex: Bool) -> (Double, Double) {
            let delta = newTotal - oldTotal
            guard delta != 0 else { return (origin, size) }
            let flexible = [minFlex, sizeFlex, maxFlex].filter { $0 }.count
            guard flexible > 0 else { return (origin, size) }
            // UIKit shares the change in proportion to the flexible parts' lengths when more
            // than one is flexible; with one, it takes all of it.
            let maxMargin = oldTotal - origin - size
            let lengths = [minFlex ? origin : 0, sizeFlex ? size : 0, maxFlex ? maxMargin : 0]
            let total = lengths.reduce(0, +)
            let shares = total > 0 ? lengths.map { $0 / total } : [minFlex, sizeFlex, maxFlex].map { $0 ? 1 / Double(flexible) : 0 }
            return (origin + delta * shares[0], size + delta * shares[1])
        }
        let (x, w) = axis(frame.minX, frame.width, oldTotal: old.width, newTotal: new.width,
                          minFlex: contains(.flexibleLeftMargin), sizeFlex: contains(.flexibleWidth),
                          maxFlex: contains(.flexibleRightMargin))
        let (y, h) = axis(frame.minY, frame.height, oldTotal: old.height, newTotal: new.height,
                          minFlex: contains(.flexibleTopMargin), sizeFlex: contains(.flexibleHeight),
                          maxFlex: contains(.flexibleBottomMargin))
        return Rect(x: x, y: y, width: w, height: h)
    }
}
