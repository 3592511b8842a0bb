// `UIColor`'s named class colours, with UIKit's component values (sRGB, or white for the
// greys), so `UIColor.red` and `.lightGray` compile and draw as on iOS. The dynamic system
// colours (`systemRed`, `label`, …) are FlipbookKit's (`Color.systemRed`), resolved against
// each view's trait collection.

extension Color {
    /// `UIColor.red`: 1, 0, 0.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// `UIColor.green`: 0, 1, 0.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`: 0, 0, 1.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// `UIColor.cyan`: 0, 1, 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// `UIColor.yellow`: 1, 1, 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`: 1, 0, 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// `UIColor.orange`: 1, 0.5, 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple`: 0.5, 0, 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown`: 0.6, 0.4, 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// `UIColor.darkGray`: white 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// `UIColor.gray`: white 0.5.
    public static let gray = Color(white: 0.5)
    /// `UIColor.lightGray`: white 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0)
}

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// The type of a `#colorLiteral` with no type from its context (`let colors = [#colorLiteral(…)]`,
/// a value of an `[NSAttributedString.Key: Any]`), as UIKit's overlay declares it: `UIColor`.
public typealias _ColorLiteralType = Color

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// The type of an `#imageLiteral` with no type from its context, as UIKit's overlay declares it:
/// `UIImage`.
public typealias _ImageLiteralType = Image
