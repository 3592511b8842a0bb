import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing

/// The initial controller of the launched app's storyboard (the file names another module with
/// `customModuleProvider="target"`, as an Xcode app's storyboard does).
final class LaunchedListViewController: ViewController {
    /// Whether its view was loaded (it is installed in the window before the delegate is asked).
    var loadedBeforeDelegate = false
    override func viewDidLoad() {
        super.viewDidLoad()
        loadedBeforeDelegate = true
    }
}

/// An app delegate as the ported apps have it: a stored window and nothing else.
final class LaunchedAppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var rootAtWillFinish: ViewController?
    func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        rootAtWillFinish = window?.rootViewController
        return true
    }
}

/// An app folder written for these tests (Info.plist, storyboard, catalogue) inside a
/// resources folder, as `flipbook port` copies an app's resources.
private func makeResources(
    infoPlists: [String: String] = ["App/Info.plist": appPlist], mainStoryboard: String = storyboard,
    extraFiles: [String: String] = [:]
) throws -> Bundle {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-launch-\(UUID().uuidString)")
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    for (path, text) in infoPlists { try write("Resources/" + path, text) }
    try write("Resources/Library/Info.plist", libraryPlist)
    try write("Resources/App/Base.lproj/Main.storyboard", mainStoryboard)
    for (path, text) in extraFiles { try write("Resources/" + path, text) }
    try write("Resources/App/Assets.xcassets/Contents.json", #"{ "info": { "version": 1, "author": "xcode" } }"#)
    try write(
        "Resources/App/Assets.xcassets/photo.imageset/Contents.json",
        #"{ "images": [ { "idiom": "universal", "filename": "photo.jpg", "scale": "1x" } ], "info": { "version": 1 } }"#)
    return Bundle(url: root)!
}

private let appPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundlePackageType</key><string>APPL</string>
    <key>UIMainStoryboardFile</key><string>Main</string>
    </dict></plist>
    """
private let libraryPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>CFBundlePackageType</key><string>FMWK</string></dict></plist>
    """
private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="lch-nav-001">
        <scenes>
            <scene sceneID="lch-scn-001">
                <objects>
                    <navigationController id="lch-nav-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="lch-lst-001" kind="relationship" relationship="rootViewController" id="lch-rel-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="lch-scn-002">
                <objects>
                    <viewController id="lch-lst-001" customClass="LaunchedListViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="lch-vew-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

/// A main storyboard whose navigation controller's root is a storyboard reference
/// (`<viewControllerPlaceholder>`) to `Other.storyboard`'s initial controller.
private let referencingStoryboard = storyboard.replacingOccurrences(
    of:
        #"<viewController id="lch-lst-001" customClass="LaunchedListViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">"#,
    with:
        #"<viewControllerPlaceholder storyboardName="Other" id="lch-lst-001" sceneMemberID="viewController"/><viewController id="unused-001" sceneMemberID="viewController">"#
)

/// The referenced storyboard: its class is in a library's module (`customModule="Library"`),
/// ported into the test target's module, as IBAnimatable's app's storyboards name the library.
private let otherStoryboard = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="oth-lst-001">
        <scenes>
            <scene sceneID="oth-scn-001">
                <objects>
                    <viewController id="oth-lst-001" customClass="LaunchedListViewController" customModule="Library" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="oth-vew-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

@Suite struct AppLaunchTests {
    /// IBAnimatable's app keeps its Info.plist in `Supporting Files/` and its storyboards beside
    /// that folder: the app folder is the one holding the main storyboard, as Xcode's bundle.
    @Test func anInfoPlistInASubfolderLaunchesTheFolderHoldingTheStoryboard() throws {
        let app = Application()
        try app.launch(
            appIn: makeResources(infoPlists: ["App/Supporting Files/Info.plist": appPlist]), delegate: LaunchedAppDelegate())
        #expect(AppBundle.main.bundleURL.lastPathComponent == "App")
        #expect(app.rootViewController is NavigationController)
    }

    /// A storyboard reference loads the other storyboard's initial controller; its class in a
    /// library's module is found in the port's module.
    @Test func storyboardReferencesLoadTheReferencedControllerFromTheLibrarysModule() throws {
        let app = Application()
        try app.launch(
            appIn: makeResources(
                mainStoryboard: referencingStoryboard, extraFiles: ["App/Other/Other.storyboard": otherStoryboard]),
            delegate: LaunchedAppDelegate())
        let navigation = try #require(app.rootViewController as? NavigationController)
        #expect(navigation.topViewController is LaunchedListViewController)
    }

    @Test func theMainStoryboardsInitialControllerIsInTheWindowBeforeTheDelegateIsAsked() throws {
        let app = Application()
        let delegate = LaunchedAppDelegate()
        try app.launch(appIn: makeResources(), delegate: delegate)
        let navigation = try #require(app.rootViewController as? NavigationController)
        let list = try #require(navigation.topViewController as? LaunchedListViewController)
        #expect(delegate.window === app.window)
        #expect(delegate.rootAtWillFinish === navigation)
        #expect(list.loadedBeforeDelegate)
        #expect(app.delegate === delegate)
    }

    @Test func bundleMainStandsForTheLaunchedAppsFolder() throws {
        let app = Application()
        try app.launch(appIn: makeResources(), delegate: LaunchedAppDelegate())
        #expect(AppBundle.main.bundleURL.lastPathComponent == "App")
        #expect(AppBundle.module == "FlipbookInterfaceBuilderTests")
        #expect(AppBundle.resolve(nil) === AppBundle.main)
        #expect(AppBundle.resolve(.main) === AppBundle.main)
        // A storyboard opened by the app's code with no bundle is the app's.
        #expect(try Storyboard(name: "Main", bundle: nil).makeInitialViewController() is NavigationController)
        // Another application on the thread reads the real main bundle again.
        Application.current = nil
        _ = Application()
        #expect(AppBundle.main === Bundle.main)
    }

    @Test func anImageSetWithoutItsFilesIsNilWithADiagnosticNamingTheImage() throws {
        let app = Application()
        try app.launch(appIn: makeResources(), delegate: LaunchedAppDelegate())
        #expect(Image(named: "photo") == nil)
        let diagnostic = try #require(app.diagnostics.first { $0.code == "assets.missingImageFiles" })
        #expect(diagnostic.message.contains("image 'photo'"))
        #expect(diagnostic.message.contains("photo.jpg"))
    }

    @Test func resourcesWithoutAnAppsInfoPlistAreATypedError() throws {
        let app = Application()
        let error = try #require(throws: InterfaceBuilderError.self) {
            try app.launch(appIn: makeResources(infoPlists: [:]), delegate: LaunchedAppDelegate())
        }
        guard case .fileNotFound = error.reason else { Issue.record("\(error)"); return }
    }

    @Test func twoAppsInOneResourcesFolderAreATypedError() throws {
        let app = Application()
        let error = try #require(throws: InterfaceBuilderError.self) {
            try app.launch(
                appIn: makeResources(infoPlists: ["App/Info.plist": appPlist, "Other/Info.plist": appPlist]),
                delegate: LaunchedAppDelegate())
        }
        guard case .malformedAsset = error.reason else { Issue.record("\(error)"); return }
    }

    @Test func infoPlistsStatusBarKeysDecideWhoStylesTheStatusBar() throws {
        let plist = appPlist.replacingOccurrences(
            of: "</dict>",
            with: "<key>UIViewControllerBasedStatusBarAppearance</key><false/>"
                + "<key>UIStatusBarStyle</key><string>UIStatusBarStyleLightContent</string></dict>")
        let app = Application()
        try app.launch(appIn: makeResources(infoPlists: ["App/Info.plist": plist]), delegate: LaunchedAppDelegate())
        #expect(!app.isViewControllerBasedStatusBarAppearance)
        #expect(app.statusBarStyle == .lightContent)
    }

    /// `UIAppFonts` is read at launch: a listed file that is not in the app's folder is
    /// reported (the family then draws the system sans) and the launch goes on.
    @Test func anAppFontThatIsNotInTheAppsFolderIsReported() throws {
        let plist = appPlist.replacingOccurrences(
            of: "</dict>", with: "<key>UIAppFonts</key><array><string>Missing-Regular.ttf</string></array></dict>")
        let app = Application()
        try app.launch(appIn: makeResources(infoPlists: ["App/Info.plist": plist]), delegate: LaunchedAppDelegate())
        let reported = app.diagnostics.filter { $0.code == "launch.missingAppFont" }
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("Missing-Regular.ttf") == true)
        #expect(app.rootViewController != nil)
    }

    /// `UIViewEdgeAntialiasing` is the default of every layer's `allowsEdgeAntialiasing` while
    /// the app is current; without it layers do not anti-alias their edges, as on iOS.
    @Test func infoPlistsEdgeAntialiasingKeyIsTheLayersDefault() throws {
        defer { Layer.setThreadEdgeAntialiasingDefault(nil) }
        let plist = appPlist.replacingOccurrences(
            of: "</dict>", with: "<key>UIViewEdgeAntialiasing</key><true/></dict>")
        let app = Application()
        try app.launch(appIn: makeResources(infoPlists: ["App/Info.plist": plist]), delegate: LaunchedAppDelegate())
        #expect(Layer().allowsEdgeAntialiasing)
        #expect(app.rootViewController?.view.layer.allowsEdgeAntialiasing == true)
        let plain = Application()
        try plain.launch(appIn: makeResources(), delegate: LaunchedAppDelegate())
        #expect(!Layer().allowsEdgeAntialiasing)
        #expect(plain.rootViewController?.view.layer.allowsEdgeAntialiasing == false)
    }

    @Test func withoutTheKeysControllersStyleTheStatusBar() throws {
        let app = Application()
        try app.launch(appIn: makeResources(), delegate: LaunchedAppDelegate())
        #expect(app.isViewControllerBasedStatusBarAppearance)
        #expect(app.statusBarStyle == .default)
    }
}
