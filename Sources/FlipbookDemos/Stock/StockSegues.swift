import FlipbookKit
import FlipbookRaster

/// The segues a storyboard offers before anyone writes a custom one — Show, Show Detail, Present
/// Modally (with each `modalTransitionStyle`) and Popover — each performed from a menu and
/// returned from, on an iPhone 6 in portrait with the iOS 9 look (see the article “The stock
/// segues”).
///
/// The classes inside: ``MenuViewController`` (the root of a navigation controller, one row per
/// segue) and ``DestinationViewController`` (what each segue shows, with its way back).
enum StockSegues {
    /// The segues the menu offers, in its order; each variant performs one and its return.
    enum Segue: String, CaseIterable {
        case show = "Show"
        case showDetail = "Show Detail"
        case coverVertical = "Cover Vertical"
        case flipHorizontal = "Flip Horizontal"
        case crossDissolve = "Cross Dissolve"
        case partialCurl = "Partial Curl"
        case popover = "Popover"

        /// The catalogue name of the variant that performs this segue.
        var variantName: String {
            switch self {
            case .show: return "stock-show"
            case .showDetail: return "stock-show-detail"
            case .coverVertical: return "stock-cover-vertical"
            case .flipHorizontal: return "stock-flip-horizontal"
            case .crossDissolve: return "stock-cross-dissolve"
            case .partialCurl: return "stock-partial-curl"
            case .popover: return "stock-popover"
            }
        }

        /// The segue's kind as registered on the menu.
        var kind: SegueKind {
            switch self {
            case .show: return .show
            case .showDetail: return .showDetail
            case .coverVertical, .flipHorizontal, .crossDissolve, .partialCurl: return .present(.fullScreen)
            case .popover: return .popover
            }
        }

        /// The destination's transition style (cover vertical unless the row names another).
        var transitionStyle: ModalTransitionStyle {
            switch self {
            case .flipHorizontal: return .flipHorizontal
            case .crossDissolve: return .crossDissolve
            case .partialCurl: return .partialCurl
            default: return .coverVertical
            }
        }

        /// The destination's background: iOS 9 system colours, one per segue.
        var color: Color {
            switch self {
            case .show: return Color(red8: 255, green8: 149, blue8: 0)
            case .showDetail: return Color(red8: 88, green8: 86, blue8: 214)
            case .coverVertical: return Color(red8: 0, green8: 122, blue8: 255)
            case .flipHorizontal: return Color(red8: 255, green8: 45, blue8: 85)
            case .crossDissolve: return Color(red8: 76, green8: 217, blue8: 100)
            case .partialCurl: return Color(red8: 239, green8: 239, blue8: 244)
            case .popover: return Color(red8: 90, green8: 200, blue8: 250)
            }
        }
    }

    /// Builds the app as it looks after launch: a navigation controller (translucent bar) whose
    /// root is the "Segues" menu.
    /// - Returns: the application and the menu controller (the script's handle).
    static func launch() -> (Application, MenuViewController) {
        let app = Application(statusBar: StatusBar(carrier: "Carrier", time: "9:41 AM"))
        let menu = MenuViewController()
        app.rootViewController = NavigationController(rootViewController: menu)
        return (app, menu)
    }

    /// Seconds every stock animation lasts: the system spring's (curve 7) 0.5 s.
    static let animationDuration = 0.5
    /// Seconds the destination stays on screen between the segue and its return.
    static let pause = 0.6
}
