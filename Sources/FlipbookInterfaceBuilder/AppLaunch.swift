import Foundation
import FlipbookKit
import FlipbookLayers
import FlipbookText

/// The app bundle a launched app's resources are read from: the stand-in for iOS's `Bundle.main`.
///
/// On iOS an app's storyboards, xibs, asset catalogues and `Info.plist` are in the app's bundle,
/// `Bundle.main`, which `UIImage(named:)`, `UIStoryboard(name:bundle: nil)` and
/// `Bundle.main.loadNibNamed` read. A port built by SwiftPM has them in its target's resource
/// bundle (`Bundle.module`), and `Bundle.main` is the test runner or the command. So
/// `Application.launch(appIn:delegate:options:)` finds the app's folder (the one holding its
/// `Info.plist`) in the resources it is given and makes it the application's *main bundle*: from
/// then on every look-up of FlipbookInterfaceBuilder given `Bundle.main` or no bundle — images and
/// colours by name, storyboards, xibs — reads that folder instead, while that application is the
/// thread's `Application.current`. Code that reads files through `Bundle.main` itself
/// (`Bundle.main.path(forResource:ofType:)`) still reads the real main bundle.
public enum AppBundle {
    /// The bundle that stands for `Bundle.main` in the current application: the app folder
    /// `Application.launch(appIn:delegate:options:)` found, or `Bundle.main` when the thread's
    /// application was not launched that way.
    public static var main: Bundle {
        guard let box = Thread.current.threadDictionary[key] as? Box, let app = box.application,
            app === Application.current
        else { return .main }
        return box.bundle
    }

    /// `bundle`, or the application's main bundle (``main``) when `bundle` is `nil` or `Bundle.main`.
    public static func resolve(_ bundle: Bundle?) -> Bundle {
        guard let bundle, bundle !== Bundle.main, bundle.bundleURL != Bundle.main.bundleURL else { return main }
        return bundle
    }

    /// The launched app's Swift module (its delegate's), or `nil` when the current application
    /// was not launched by `Application.launch(appIn:delegate:options:)`.
    public static var module: String? {
        guard let box = Thread.current.threadDictionary[key] as? Box, let app = box.application,
            app === Application.current
        else { return nil }
        return box.module
    }

    /// `options` with the launched app's module as `defaultModule` when they name none.
    static func appOptions(_ options: InterfaceBuilderOptions) -> InterfaceBuilderOptions {
        var options = options
        if options.defaultModule == nil { options.defaultModule = module }
        return options
    }

    /// The launched app's other bundles: the folders beside the app's in its resources that hold
    /// an `Info.plist` of their own (a library's framework bundle, where iOS's
    /// `Bundle(for: LibraryClass.self)` points); empty when the current application was not
    /// launched by `Application.launch(appIn:delegate:options:)`.
    public static var frameworks: [Bundle] {
        guard let box = Thread.current.threadDictionary[key] as? Box, let app = box.application,
            app === Application.current
        else { return [] }
        return box.frameworks
    }

    /// Makes `bundle` the main bundle of `application` on the calling thread, `module` its module
    /// and `frameworks` its other bundles.
    static func set(_ bundle: Bundle, module: String?, frameworks: [Bundle] = [], for application: Application) {
        Thread.current.threadDictionary[key] = Box(
            application: application, bundle: bundle, module: module,
            frameworks: frameworks)
    }

    /// The folders under `resources` other than `app` holding an `Info.plist`, by path.
    static func frameworkFolders(in resources: Bundle, besides app: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: resources.bundleURL, includingPropertiesForKeys: nil)
        var folders: [URL] = []
        while let url = walker?.nextObject() as? URL {
            guard url.lastPathComponent == "Info.plist" else { continue }
            let folder = url.deletingLastPathComponent()
            if folder.standardizedFileURL.path != app.standardizedFileURL.path { folders.append(folder) }
        }
        return folders.sorted { $0.path < $1.path }
    }

    private static let key = "FlipbookInterfaceBuilder.AppBundle.main"
    private final class Box {
        weak var application: Application?
        let bundle: Bundle
        let module: String?
        let frameworks: [Bundle]
        init(application: Application, bundle: Bundle, module: String?, frameworks: [Bundle]) {
            self.application = application
            self.bundle = bundle
            self.module = module
            self.frameworks = frameworks
        }
    }

    /// The app folder in `resources`: the one folder (at any depth) whose `Info.plist` describes an
    /// app (`CFBundlePackageType` `APPL`, or a `UIMainStoryboardFile`), and that plist's keys.
    /// When the plist sits in a folder of its own (IBAnimatable's app keeps it in
    /// `Supporting Files/`) that does not hold the main storyboard, the app folder is the
    /// nearest enclosing folder that does: Xcode copies every resource of the app target to the
    /// bundle's top level, wherever its group folder is.
    /// - Throws: ``InterfaceBuilderError`` (`fileNotFound`) when there is none, and
    ///   (`malformedAsset`) when there are several or the plist does not parse.
    public static func appFolder(in resources: Bundle) throws -> (folder: URL, info: [String: Any]) {
        let root = resources.bundleURL
        var found: [(URL, [String: Any])] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var plists: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent == "Info.plist" { plists.append(url) }
        }
        for url in plists.sorted(by: { $0.path < $1.path }) {
            guard let data = FileManager.default.contents(atPath: url.path),
                let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else {
                throw InterfaceBuilderError(file: "Info.plist", element: url.path, reason: .malformedAsset("not a property list"))
            }
            if info["CFBundlePackageType"] as? String == "APPL" || info["UIMainStoryboardFile"] != nil {
                found.append((url.deletingLastPathComponent(), info))
            }
        }
        guard let first = found.first else {
            throw InterfaceBuilderError(
                file: "Info.plist", reason: .fileNotFound("Info.plist of an app (CFBundlePackageType APPL) under \(root.path)"))
        }
        guard found.count == 1 else {
            let folders = found.map(\.0.lastPathComponent).joined(separator: ", ")
            throw InterfaceBuilderError(
                file: "Info.plist",
                reason: .malformedAsset("several apps' Info.plist files (in \(folders)); give the app's own folder"))
        }
        guard let storyboard = first.1["UIMainStoryboardFile"] as? String else { return first }
        var folder = first.0.standardizedFileURL
        let top = root.standardizedFileURL.path
        while !holds(file: storyboard + ".storyboard", under: folder) {
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            guard parent.path.hasPrefix(top), parent.path != folder.path else { return first }
            folder = parent
        }
        return (folder, first.1)
    }

    /// Whether `file` is in `folder` or any folder below it.
    private static func holds(file: String, under folder: URL) -> Bool {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return false }
        while let relative = walker.nextObject() as? String {
            if (relative as NSString).lastPathComponent == file { return true }
        }
        return false
    }
}

extension Application {
    /// Launches an app from its resources as iOS launches it (`UIApplicationMain`): finds the
    /// app's `Info.plist` in `resources` (see ``AppBundle/appFolder(in:)``; for a port, pass
    /// `Bundle.module`), makes that folder the application's main bundle (``AppBundle``), loads
    /// the storyboard `UIMainStoryboardFile` names, puts its initial view controller in the
    /// window, and calls `delegate` through Kit's `launch(delegate:launchOptions:)` — so, as on
    /// iOS, the storyboard's window (this application's ``Application/window``) is the
    /// delegate's `window` before `application(_:willFinishLaunchingWithOptions:)` is called.
    ///
    /// The storyboard's classes are looked up in the delegate's module when the file says
    /// `customModuleProvider="target"` (Xcode's "inherit module from target"): a port's module
    /// has the port's name, not the Xcode target's. Pass `options` to choose another module,
    /// the appearance or the image scale (default: this application's ``Application/scale``).
    ///
    /// The status bar follows the plist as on iOS: `UIViewControllerBasedStatusBarAppearance` set
    /// to NO makes ``Application/isViewControllerBasedStatusBarAppearance`` false (the
    /// controllers' preferences are not read), and `UIStatusBarStyle` then gives the
    /// application's style (`UIStatusBarStyleLightContent`, `UIStatusBarStyleDarkContent`,
    /// `UIStatusBarStyleDefault`; iOS reads it at launch whichever the first key says, and it
    /// shows only when the controllers do not decide).
    ///
    /// `UIViewEdgeAntialiasing` (a Boolean) gives the default of every layer's
    /// `allowsEdgeAntialiasing`, as on iOS: layers made on this thread while this application is
    /// current start with it; without the key they start with
    /// `Layer.allowsEdgeAntialiasingByDefault` (false, iOS's default).
    ///
    /// The fonts `UIAppFonts` lists are registered, as iOS registers them at launch: each file
    /// name is looked for in the app's folder and, as Xcode copies a group's files flat into the
    /// bundle, in its subfolders (`Fonts/Lato-Bold.ttf`); one not found, or not a font, is
    /// reported (`launch.missingAppFont`) and draws the system sans.
    ///
    /// Differences from iOS: the initial controller's view is loaded when it is installed,
    /// before the delegate's launch methods run (iOS loads it when the window is shown, after
    /// `application(_:didFinishLaunchingWithOptions:)`); launch screens
    /// (`UILaunchStoryboardName`) and scene manifests are not shown or read.
    /// - Returns: what the delegate's did-finish method returned.
    /// - Throws: ``InterfaceBuilderError`` when there is no app `Info.plist` or the storyboard
    ///   does not load. An `Info.plist` without `UIMainStoryboardFile` launches with no root
    ///   controller (the delegate sets one up, as on iOS).
    @discardableResult
    public func launch(appIn resources: Bundle, delegate: ApplicationDelegate, options: InterfaceBuilderOptions? = nil) throws
        -> Bool
    {
        let (folder, info) = try AppBundle.appFolder(in: resources)
        guard let bundle = Bundle(url: folder) else {
            throw InterfaceBuilderError(file: "Info.plist", reason: .fileNotFound(folder.path))
        }
        Application.current = self
        let module = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init)
        let frameworks = AppBundle.frameworkFolders(in: resources, besides: folder).compactMap { Bundle(url: $0) }
        AppBundle.set(bundle, module: module, frameworks: frameworks, for: self)
        let options = options ?? InterfaceBuilderOptions(defaultModule: module, scale: scale)
        applyStatusBarKeys(of: info)
        applyEdgeAntialiasingKey(of: info)
        registerAppFonts(of: info, in: folder)
        if let name = info["UIMainStoryboardFile~iphone"] as? String ?? info["UIMainStoryboardFile"] as? String {
            let storyboard = try Storyboard(name: name, bundle: bundle, options: options)
            do {
                rootViewController = try storyboard.makeInitialViewController(loadingView: false)
            } catch let error as InterfaceBuilderError where error.reason == .missingViewController("marked initial") {
                // iOS logs "Failed to instantiate the default view controller for UIMainStoryboardFile"
                // and shows the window empty.
                report(
                    KitDiagnostic(
                        code: "launch.noInitialViewController",
                        message: "\(name).storyboard marks no initial view controller: the window is empty, as on iOS"))
            }
        }
        return launch(delegate: delegate)
    }
}

extension Application {
    /// Registers the font files `UIAppFonts` names (paths relative to the app's bundle, found
    /// in `folder` or, by file name, in its subfolders) with `FontLibrary.shared`, so that
    /// `UIFont(name:size:)` finds their families (see ``launch(appIn:delegate:options:)``).
    func registerAppFonts(of info: [String: Any], in folder: URL) {
        guard let names = info["UIAppFonts"] as? [String], !names.isEmpty else { return }
        var byName: [String: URL] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = walker?.nextObject() as? URL { files.append(url) }
        for url in files.sorted(by: { $0.path < $1.path }) where byName[url.lastPathComponent] == nil {
            byName[url.lastPathComponent] = url
        }
        for name in names {
            let direct = folder.appendingPathComponent(name)
            let file = FileManager.default.fileExists(atPath: direct.path) ? direct : byName[(name as NSString).lastPathComponent]
            do {
                guard let file else { throw TextError.unreadableFontFile(path: name, reason: "not in the app's folder") }
                try FontLibrary.shared.register(fontFile: file.path)
            } catch {
                report(
                    KitDiagnostic(
                        code: "launch.missingAppFont",
                        message: "UIAppFonts names '\(name)', which is not a font in the app's folder (\(error)); "
                            + "its family draws the system sans"))
            }
        }
    }

    /// Reads `UIViewEdgeAntialiasing` from an app's `Info.plist` keys: the default of every
    /// layer's `allowsEdgeAntialiasing` made on this thread while this is the current
    /// application (`Layer.allowsEdgeAntialiasingByDefault` when the key is missing).
    func applyEdgeAntialiasingKey(of info: [String: Any]) {
        guard let value = info["UIViewEdgeAntialiasing"] as? Bool else {
            Layer.setThreadEdgeAntialiasingDefault(nil)
            return
        }
        Layer.setThreadEdgeAntialiasingDefault(
            Layer.EdgeAntialiasingDefault { [weak self] in
                guard let self, self === Application.current else { return nil }
                return value
            })
    }

    /// Reads `UIViewControllerBasedStatusBarAppearance` and `UIStatusBarStyle` from an app's
    /// `Info.plist` keys (see ``launch(appIn:delegate:options:)``).
    func applyStatusBarKeys(of info: [String: Any]) {
        if let basedOnControllers = info["UIViewControllerBasedStatusBarAppearance"] as? Bool {
            isViewControllerBasedStatusBarAppearance = basedOnControllers
        }
        let styles: [String: StatusBarStyle] = [
            "UIStatusBarStyleDefault": .default, "UIStatusBarStyleLightContent": .lightContent,
            "UIStatusBarStyleDarkContent": .darkContent,
        ]
        if let name = info["UIStatusBarStyle"] as? String, let style = styles[name], !isViewControllerBasedStatusBarAppearance {
            setStatusBarStyle(style, animated: false)
        }
    }
}
