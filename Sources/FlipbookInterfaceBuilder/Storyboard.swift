import Foundation
import FlipbookKit
import Synchronization

/// A storyboard file (`UIStoryboard`): its scenes instantiate as Kit controllers, with their
/// views, outlets, actions and segues from the file.
///
/// ```swift
/// let storyboard = try Storyboard(name: "Main", bundle: .module)
/// let home = storyboard.instantiateInitialViewController()!
/// ```
///
/// Flipbook reads the `.storyboard` source (XML) that Xcode would compile; put it in your
/// target's resources. Every scene's classes and elements are checked when the storyboard
/// opens, so an unknown class or an element Kit lacks is an error there, naming the file, the
/// scene and the element (see the article “Interface Builder files”).
public final class Storyboard {
    /// The file's parsed document.
    public let document: InterfaceBuilderDocument
    let loader: InterfaceBuilderLoader

    /// Opens `name.storyboard` from `bundle` (`UIStoryboard(name:bundle:)`; also found in
    /// `Base.lproj`); `nil` or `Bundle.main` is the launched app's bundle (``AppBundle``).
    /// - Throws: ``InterfaceBuilderError`` when the file is missing, malformed, or names a class
    ///   or an element Kit cannot build.
    public convenience init(name: String, bundle: Bundle? = nil, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws {
        let bundle = AppBundle.resolve(bundle)
        try self.init(document: InterfaceBuilderFiles.document(named: name, extension: "storyboard", in: bundle),
                      bundle: bundle, options: AppBundle.appOptions(options))
    }

    /// A storyboard from a parsed document; `bundle` holds its images and colours.
    public init(document: InterfaceBuilderDocument, bundle: Bundle, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws {
        guard document.kind == .storyboard else {
            throw InterfaceBuilderError(file: document.fileName, reason: .malformedXML("not a storyboard"))
        }
        self.document = document
        loader = InterfaceBuilderLoader(document: document, bundle: bundle, options: options)
        try InterfaceBuilderValidator(loader: loader).validate()
    }

    /// A storyboard over a loader that has already checked its file.
    init(loader: InterfaceBuilderLoader) {
        document = loader.document
        self.loader = loader
    }

    /// The differences from iOS found so far (also printed to standard error).
    public var diagnostics: [InterfaceBuilderDiagnostic] { loader.diagnostics }

    /// The storyboard identifiers of its scenes, in the file's order.
    public var identifiers: [String] { document.scenes.compactMap { $0.controller?["storyboardIdentifier"] } }

    /// The initial controller (`instantiateInitialViewController()`), or `nil` when the file has
    /// none. Stops the program with the error's description when the scene does not load, as
    /// UIKit raises an exception; ``makeInitialViewController(loadingView:)`` throws instead.
    public func instantiateInitialViewController() -> ViewController? {
        guard let id = document.initialViewControllerID else { return nil }
        do { return try loader.makeController(id: id) } catch { preconditionFailure("\(error)") }
    }

    /// The controller of the scene whose storyboard identifier is `identifier`
    /// (`instantiateViewController(withIdentifier:)`). Stops the program with the error's
    /// description when there is none, as UIKit raises an exception;
    /// ``makeViewController(withIdentifier:loadingView:)`` throws instead.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        do { return try makeViewController(withIdentifier: identifier, loadingView: false) } catch { preconditionFailure("\(error)") }
    }

    /// The initial controller, or a thrown ``InterfaceBuilderError``.
    /// - Parameter loadingView: also load its view now (so errors in the view are thrown here,
    ///   not when the view is first used). Default true.
    public func makeInitialViewController(loadingView: Bool = true) throws -> ViewController {
        guard let id = document.initialViewControllerID else {
            throw InterfaceBuilderError(file: document.fileName, reason: .missingViewController("marked initial"))
        }
        return try loader.makeController(id: id, loadingView: loadingView)
    }

    /// The controller with storyboard identifier `identifier`, or a thrown ``InterfaceBuilderError``.
    /// - Parameter loadingView: also load its view now. Default true.
    public func makeViewController(withIdentifier identifier: String, loadingView: Bool = true) throws -> ViewController {
        guard let id = loader.controllers.first(where: { $0.value.element["storyboardIdentifier"] == identifier })?.key else {
            throw InterfaceBuilderError(file: document.fileName, reason: .missingViewController("with identifier '\(identifier)'"))
        }
        return try loader.makeController(id: id, loadingView: loadingView)
    }
}

/// Finding Interface Builder files in a bundle.
enum InterfaceBuilderFiles {
    /// The parsed file `name.ext` of `bundle`.
    static func document(named name: String, extension ext: String, in bundle: Bundle) throws -> InterfaceBuilderDocument {
        guard let url = url(named: name, extension: ext, in: bundle) else {
            throw InterfaceBuilderError(file: "\(name).\(ext)", reason: .fileNotFound("\(name).\(ext)"))
        }
        return try InterfaceBuilderDocument(contentsOf: url)
    }

    /// `name.ext` in the bundle's resources, its `Base.lproj`, or any folder below: Xcode copies
    /// an app's xibs and storyboards, whatever group folder holds them, to the bundle's top
    /// level, so UIKit finds `Views/Cells/Cell.xib` as `Cell`. Among several, the least deep
    /// file, then the first by path.
    static func url(named name: String, extension ext: String, in bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        if let url = bundle.url(forResource: name, withExtension: ext, subdirectory: "Base.lproj") { return url }
        let root = bundle.resourceURL ?? bundle.bundleURL
        let file = "\(name).\(ext)"
        var found: [String] = []
        if let walker = FileManager.default.enumerator(atPath: root.path) {
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent == file { found.append(relative) }
            }
        }
        let depth = { (path: String) in path.split(separator: "/").count }
        guard let best = found.min(by: { depth($0) != depth($1) ? depth($0) < depth($1) : $0 < $1 }) else { return nil }
        return root.appendingPathComponent(best)
    }
}

/// The diagnostics of every file loaded on any thread, for tools and tests.
public enum InterfaceBuilderDiagnostics {
    private static let stored = Mutex<[InterfaceBuilderDiagnostic]>([])

    /// The last 1,000 diagnostics, oldest first.
    public static var recent: [InterfaceBuilderDiagnostic] {
        stored.withLock { $0 }
    }

    static func record(_ diagnostic: InterfaceBuilderDiagnostic) {
        stored.withLock { stored in
            stored.append(diagnostic)
            if stored.count > 1000 { stored.removeFirst(stored.count - 1000) }
        }
    }
}

extension ViewController {
    /// The storyboard this controller was instantiated from (UIKit's `storyboard`), so that
    /// `storyboard?.instantiateViewController(withIdentifier:)` works in ported code; `nil` for
    /// a controller made in code or from a xib. Each call returns a new `Storyboard` object over
    /// the same file and options.
    public var storyboard: Storyboard? {
        guard let coder = interfaceBuilderDecoder as? InterfaceBuilderCoder, coder.loader.document.kind == .storyboard else {
            return nil
        }
        return Storyboard(loader: coder.loader)
    }
}
