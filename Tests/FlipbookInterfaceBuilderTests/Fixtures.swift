import Foundation
import FlipbookGeometry
import FlipbookKit
import FlipbookInterfaceBuilder
import Testing

/// The test files in `__Fixtures__/` (written for these tests), read as a bundle.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Fixtures__")
    static let bundle = Bundle(url: folder)!
    static let options = InterfaceBuilderOptions(printsDiagnostics: false)

    /// `xml` read as the storyboard file `fileName`, with these tests' bundle and options.
    static func storyboard(_ xml: String, fileName: String) throws -> Storyboard {
        try Storyboard(document: InterfaceBuilderDocument(data: Data(xml.utf8), fileName: fileName), bundle: bundle, options: options)
    }

    /// `xml` read as the xib file `fileName`, with these tests' bundle and options.
    static func nib(_ xml: String, fileName: String) throws -> Nib {
        try Nib(document: InterfaceBuilderDocument(data: Data(xml.utf8), fileName: fileName), bundle: bundle, options: options)
    }

    /// The first top-level view of the xib `xml` (as the file `fileName`), laid out.
    static func loadRootView(_ xml: String, fileName: String) throws -> (View, Nib) {
        let nib = try nib(xml, fileName: fileName)
        let root = try #require(try nib.load(withOwner: nil).first as? View)
        root.layoutIfNeeded()
        return (root, nib)
    }

    /// A storyboard whose initial navigation controller (`nav`) has the root controller `root`
    /// (a 375 × 667 view, titled "Root"): `barAttributes` go on its navigation bar's element and
    /// `bar` inside it, `rootAttributes` on the root controller's element and `root` inside it;
    /// `navigationItem` replaces the root's navigation item element and `scenes` follow the
    /// root's scene.
    static func navigationStoryboardXML(barAttributes: String = "", bar: String = "", rootAttributes: String = "",
                                        root: String = "",
                                        navigationItem: String = #"<navigationItem key="navigationItem" title="Root" id="itm"/>"#,
                                        scenes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="nav-scn">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                \(bar)
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="root-scn">
                    <objects>
                        <viewController id="root" sceneMemberID="viewController" \(rootAttributes)>
                            <view key="view" contentMode="scaleToFill" id="root-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            \(navigationItem)
                            \(root)
                        </viewController>
                    </objects>
                </scene>
                \(scenes)
            </scenes>
        </document>
        """
    }

    /// `storyboard`'s initial view controller, which must be a `Controller`, made `app`'s root.
    static func show<Controller: ViewController>(_ storyboard: Storyboard, in app: Application,
                                                 as type: Controller.Type) throws -> Controller {
        let controller = try #require(try storyboard.makeInitialViewController() as? Controller)
        app.rootViewController = controller
        return controller
    }
}

/// The home scene's class, with the overrides `flipbook port` writes for its outlets and actions.
final class HomeViewController: ViewController {
    var titleLabel: Label!
    var nextButton: Button!
    var badges: [BadgeView] = []
    var log: [String] = []
    var vetoes: Set<String> = []
    var awoken = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad label=\(titleLabel?.text ?? "nil")")
    }

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "titleLabel": titleLabel = value as? Label; return true
        case "nextButton": nextButton = value as? Button; return true
        case "badges": badges = (value as? [Any])?.compactMap { $0 as? BadgeView } ?? []; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }

    override func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool {
        switch selector {
        case "showModal:": showModal(sender); return true
        case "titleTapped:": log.append("titleTapped"); return true
        case "unwindToHome:": unwindToHome(sender as! StoryboardSegue); return true
        default: return super.performInterfaceBuilderAction(selector, sender: sender, event: event)
        }
    }

    /// Whether the class lists its actions, as `flipbook port` writes it (false: a hand-written
    /// override, which an unwind can only find by calling the action).
    var listsActions = true

    override var interfaceBuilderActions: Set<String>? {
        listsActions ? (super.interfaceBuilderActions ?? []).union(["showModal:", "titleTapped:", "unwindToHome:"]) : nil
    }

    func showModal(_ sender: Any?) {
        log.append("showModal")
        performSegue(withIdentifier: "present", sender: sender)
    }

    func unwindToHome(_ segue: StoryboardSegue) {
        log.append("unwind from \(type(of: segue.source))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier)")
        return !vetoes.contains(identifier)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "nil") -> \(type(of: segue.destination))")
    }
}

final class DetailViewController: ViewController {
    var box: View!
    var prepared: [String] = []

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "box": box = value as? View; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "nil") -> \(type(of: segue.destination))")
        (segue.destination as? HomeViewController)?.log.append("source prepare")
    }
}

/// A view whose `init?(coder:)` sees the file's attributes, with an inspectable `caption`.
final class BadgeView: View {
    var frameSeenInInit = Rect.zero
    var caption: String?
    var awoken = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        frameSeenInInit = frame
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "caption": caption = value as? String; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }
}

/// A custom segue that records its performance and pushes without animation.
final class RecordingSegue: StoryboardSegue {
    nonisolated(unsafe) static var performed: [String] = []

    override func perform() {
        Self.performed.append("\(type(of: source)) -> \(type(of: destination))")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// A view that loads its own xib (the `NibLoadable` pattern), File's Owner being itself.
final class CardView: View {
    var contentView: View!
    var titleLabel: Label!
    var presses = 0

    override init(frame: Rect) {
        super.init(frame: frame)
        loadContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadContent()
    }

    private func loadContent() {
        _ = Fixtures.bundle.loadNibNamed("CardView", owner: self)
        contentView.frame = bounds
        addSubview(contentView)
    }

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "contentView": contentView = value as? View; return true
        case "titleLabel": titleLabel = value as? Label; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }

    override func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool {
        switch selector {
        case "pressed:": presses += 1; return true
        default: return super.performInterfaceBuilderAction(selector, sender: sender, event: event)
        }
    }
}

/// A controller whose `loadView()` loads its xib with itself as File's Owner (UIKit's
/// `init(nibName:bundle:)` does this for you; Kit's controllers write it).
final class NibController: ViewController {
    var textView: TextView!
    var swipes = 0

    override func loadView() {
        _ = try? Nib(nibName: "NibController", bundle: Fixtures.bundle, options: Fixtures.options).load(withOwner: self)
    }

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "textView": textView = value as? TextView; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }

    override func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool {
        switch selector {
        case "swiped": swipes += 1; return true
        default: return super.performInterfaceBuilderAction(selector, sender: sender, event: event)
        }
    }
}

/// The same xib's controller made as UIKit apps make it: `init(nibName:bundle:)` and no
/// `loadView()` of its own.
final class NamedNibController: ViewController {
    var textView: TextView!

    init() { super.init(nibName: "NibController", bundle: Fixtures.bundle) }
    required init?(coder: NSCoder) { nil }

    override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "textView": textView = value as? TextView; return true
        default: return super.setInterfaceBuilderOutlet(name, to: value)
        }
    }

    override func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool {
        selector == "swiped" || super.performInterfaceBuilderAction(selector, sender: sender, event: event)
    }
}
