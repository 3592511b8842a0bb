import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import FlipbookPorting
import FlipbookRaster

// The screens around the ported ZoomTransitioning, written for Flipbook after the library's
// demo app: a list of pictures whose selected thumbnail zooms into a detail screen's large
// picture on push and back on pop (the back button, or a drag from the left edge), and scripts.

/// A 3:2 picture, 240 × 160 px at scale 2 (120 × 80 pt): a sky-to-sea gradient with a sun,
/// so that its position and scale can be read off a frame.
func zoomPicture(hue: Double) -> Image {
    var bitmap = Bitmap(width: 240, height: 160)
    for y in 0..<160 {
        for x in 0..<240 {
            let t = Double(y) / 159
            let sun = (Double(x) - 170) * (Double(x) - 170) + (Double(y) - 50) * (Double(y) - 50) < 900
            let colour = sun ? Color(red: 1, green: 0.85, blue: 0.3)
                : Color(red: hue * (1 - t), green: 0.5 + 0.3 * t, blue: 0.9 - 0.3 * t)
            bitmap[x, y] = colour.premultiplied8
        }
    }
    return Image(bitmap, scale: 2)
}

/// The list: three rows, each a 100 × 66.7 pt thumbnail and a grey title bar; the middle row is
/// the one the script selects.
final class ZoomListViewController: ViewController, ZoomTransitionSourceDelegate {
    /// The rows' thumbnails, top to bottom.
    public private(set) var thumbnails: [ImageView] = []
    /// The thumbnail the push zooms from and the pop zooms back to.
    public var selectedImageView: ImageView?
    /// The detail screen pushed last.
    var openedDetail: ZoomDetailViewController?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pictures"
        view.backgroundColor = .white
        for row in 0..<3 {
            let thumbnail = ImageView(image: zoomPicture(hue: 0.3 * Double(row)))
            thumbnail.frame = Rect(x: 16, y: 84 + Double(row) * 84, width: 100, height: 200.0 / 3)
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            let bar = View(frame: Rect(x: 132, y: 104 + Double(row) * 84, width: 180, height: 20))
            bar.backgroundColor = Color(white: 0.85)
            bar.layer.cornerRadius = 5
            view.addSubview(thumbnail)
            view.addSubview(bar)
            thumbnails.append(thumbnail)
        }
    }

    /// Selects the middle row and pushes its detail screen.
    public func openMiddleRow() {
        selectedImageView = thumbnails[1]
        let detail = ZoomDetailViewController(image: thumbnails[1].image)
        openedDetail = detail
        navigationController?.pushViewController(detail, animated: true)
    }

    // The demo's source delegate.
    public var animationDuration: TimeInterval { 0.4 }
    public func transitionSourceImageView() -> ImageView { selectedImageView ?? ImageView() }
    public func transitionSourceImageViewFrame(forward: Bool) -> CGRect {
        guard let selectedImageView = selectedImageView else { return .zero }
        return selectedImageView.convert(selectedImageView.bounds, to: view)
    }
    public func transitionSourceWillBegin() { selectedImageView?.isHidden = true }
    public func transitionSourceDidEnd() { selectedImageView?.isHidden = false }
    public func transitionSourceDidCancel() { selectedImageView?.isHidden = false }
}

/// The detail screen: the picture full width (375 × 250 pt) under the bar, and text bars.
final class ZoomDetailViewController: ViewController, ZoomTransitionDestinationDelegate {
    /// The large picture.
    public let largeImageView = ImageView()

    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }

    init(image: Image?) {
        super.init(nibName: nil, bundle: nil)
        largeImageView.image = image
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = Color(white: 0.96)
        largeImageView.frame = Rect(x: 0, y: topLayoutGuideLength, width: 375, height: 250)
        largeImageView.contentMode = .scaleAspectFill
        largeImageView.clipsToBounds = true
        view.addSubview(largeImageView)
        for row in 0..<3 {
            let bar = View(frame: Rect(x: 16, y: 350 + Double(row) * 36, width: 343 - Double(row) * 80, height: 18))
            bar.backgroundColor = Color(white: 0.8)
            bar.layer.cornerRadius = 4
            view.addSubview(bar)
        }
    }

    // The demo's destination delegate.
    public func transitionDestinationImageViewFrame(forward: Bool) -> CGRect {
        if forward {
            return CGRect(x: 0, y: topLayoutGuideLength, width: view.frame.width, height: view.frame.width * 2 / 3)
        } else {
            return largeImageView.convert(largeImageView.bounds, to: view)
        }
    }
    public func transitionDestinationWillBegin() { largeImageView.isHidden = true }
    public func transitionDestinationDidEnd(transitioningImageView imageView: ImageView) {
        largeImageView.isHidden = false
        largeImageView.image = imageView.image
    }
    public func transitionDestinationDidCancel() { largeImageView.isHidden = false }
}

/// Zoom scripts: a navigation controller whose delegate is the library's
/// `ZoomNavigationControllerDelegate` (as the demo's `NavigationController` sets it).
public enum ZoomScript {
    /// When the scripted tap pushes, in seconds.
    public static let start = 0.2
    /// The list's `animationDuration`: 0.4 s.
    public static let duration = 0.4
    /// When the scripted pop (or the drag that pops) starts, in seconds.
    public static let popStart = 0.9

    static func scene() -> (Application, NavigationController, ZoomListViewController, ZoomNavigationControllerDelegate) {
        let app = Application(duration: 2, fps: 30, scale: 2)
        let list = ZoomListViewController()
        let navigation = NavigationController(rootViewController: list)
        let delegate = ZoomNavigationControllerDelegate()
        navigation.delegate = delegate
        app.rootViewController = navigation
        return (app, navigation, list, delegate)
    }

    /// Pushes the middle row's detail at 0.2 s: its thumbnail zooms to the top of the screen.
    public static func push() -> Application {
        let (app, _, list, delegate) = scene()
        app.schedule(at: start) { list.openMiddleRow() }
        app.schedule(at: 1.9) { _ = delegate }
        return app
    }

    /// Pushes at 0.2 s and pops at 0.9 s (the back button): the picture zooms back to its row.
    public static func pop() -> Application {
        let (app, navigation, list, delegate) = scene()
        app.schedule(at: start) { list.openMiddleRow() }
        app.schedule(at: popStart) { _ = navigation.popViewController(animated: true) }
        app.schedule(at: 1.9) { _ = delegate }
        return app
    }

    /// How far the finger drags from the left edge in the cancelled pop: 100 pt, 27 % of the
    /// screen's width, below the library's 33 % threshold.
    public static let dragDistance = 100.0

    /// Pushes at 0.2 s; at 0.9 s a finger goes down 5 pt from the left edge, drags 100 pt right
    /// over 0.3 s, rests 0.15 s and lifts. The library's edge pan pops interactively (the
    /// navigation controller's own back swipe is told not to begin), follows the finger and, at
    /// 27 % and at rest, cancels: the detail screen comes back.
    public static func popInteractiveCancel() -> Application {
        let (app, _, list, delegate) = scene()
        app.schedule(at: start) { list.openMiddleRow() }
        app.schedule(at: popStart) {
            try! app.touch(along: [(popStart, Point(x: 5, y: 400)), (popStart + 0.3, Point(x: 5 + dragDistance, y: 400)),
                                   (popStart + 0.45, Point(x: 5 + dragDistance, y: 400))])
        }
        app.schedule(at: 1.9) { _ = delegate }
        return app
    }
}
