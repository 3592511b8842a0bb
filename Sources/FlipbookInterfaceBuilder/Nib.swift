import Foundation
import FlipbookKit

/// A xib file (`UINib`): instantiates its top-level objects with an owner, connecting the
/// owner's outlets and actions (File's Owner) and calling `awakeFromNib()`.
///
/// ```swift
/// let views = Nib(nibName: "CardView", bundle: .module).instantiate(withOwner: self)
/// ```
public final class Nib {
    /// The file's parsed document.
    public let document: InterfaceBuilderDocument
    let loader: InterfaceBuilderLoader

    /// Opens `nibName.xib` from `bundle` (`UINib(nibName:bundle:)`).
    /// - Throws: ``InterfaceBuilderError`` when the file is missing, malformed, or names a class
    ///   or an element Kit cannot build.
    public convenience init(nibName: String, bundle: Bundle? = nil, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws {
        var bundle = AppBundle.resolve(bundle)
        // `Bundle(for: LibraryClass.self)` is the process's main bundle on Linux, where iOS gives
        // the library's framework: a xib the app's folder lacks is looked up in the launched
        // app's framework folders.
        if InterfaceBuilderFiles.url(named: nibName, extension: "xib", in: bundle) == nil,
            let framework = AppBundle.frameworks.first(where: { InterfaceBuilderFiles.url(named: nibName, extension: "xib", in: $0) != nil })
        {
            bundle = framework
        }
        try self.init(document: InterfaceBuilderFiles.document(named: nibName, extension: "xib", in: bundle),
                      bundle: bundle, options: AppBundle.appOptions(options))
    }

    /// Opens `nibName.xib` from `bundle` as UIKit's `UINib(nibName:bundle:)` does: without
    /// `throws`, so that ported code calls it as it is written. A file that is missing or does
    /// not load stops the program with the error's description; UIKit raises only when the nib is
    /// instantiated, Kit when it is opened (both end the app). Use
    /// ``init(nibName:bundle:options:)`` to catch the error.
    public convenience init(nibName: String, bundle: Bundle?) {
        do {
            try self.init(nibName: nibName, bundle: bundle, options: InterfaceBuilderOptions())
        } catch {
            preconditionFailure("Could not load NIB in bundle: \(error)")
        }
    }

    /// A nib from a parsed document; `bundle` holds its images and colours.
    public init(document: InterfaceBuilderDocument, bundle: Bundle, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws {
        guard document.kind == .xib else {
            throw InterfaceBuilderError(file: document.fileName, reason: .malformedXML("not a xib (open storyboards with Storyboard)"))
        }
        self.document = document
        loader = InterfaceBuilderLoader(document: document, bundle: bundle, options: options)
        try InterfaceBuilderValidator(loader: loader).validate()
    }

    /// The differences from iOS found so far (also printed to standard error).
    public var diagnostics: [InterfaceBuilderDiagnostic] { loader.diagnostics }

    /// The top-level objects (views, controllers, gesture recognizers), in the file's order, with
    /// `owner` standing for File's Owner (`instantiate(withOwner:options:)`). `options` is
    /// accepted for ported code (UIKit's external objects are not supported). Stops the program
    /// with the error's description when the file does not load, as UIKit raises an exception;
    /// ``load(withOwner:)`` throws instead.
    public func instantiate(withOwner owner: AnyObject?, options: [String: Any]? = nil) -> [AnyObject] {
        do { return try load(withOwner: owner) } catch { preconditionFailure("\(error)") }
    }

    /// The top-level objects with `owner` as File's Owner, or a thrown ``InterfaceBuilderError``
    /// (a missing outlet on the owner, an unknown class, …).
    public func load(withOwner owner: AnyObject?) throws -> [AnyObject] {
        try loader.session(owner: owner) { session in
            var top: [AnyObject] = []
            for element in document.objects {
                if element.tag == "placeholder" {
                    if element["placeholderIdentifier"] == "IBFilesOwner", let owner, element.child("connections") != nil {
                        session.pending.append((element, owner))
                    }
                    continue
                }
                if let object = loader.makeObject(element, scene: nil) { top.append(object) }
            }
            try loader.connect(session, scene: nil)
            loader.awake(session)
            return top
        }
    }
}

extension Bundle {
    /// Loads `name.xib` from this bundle with `owner` as File's Owner
    /// (`loadNibNamed(_:owner:options:)`): its top-level objects. Stops the program with the
    /// error's description when the file is missing or does not load, as UIKit raises an exception.
    public func loadNibNamed(_ name: String, owner: AnyObject?, options: [String: Any]? = nil) -> [Any]? {
        do { return try Nib(nibName: name, bundle: AppBundle.resolve(self), options: InterfaceBuilderOptions()).load(withOwner: owner) } catch { preconditionFailure("\(error)") }
    }
}

/// Checks every object element of a file before anything is made: its tag is one Kit builds and
/// its custom class exists and has the right Kit superclass.
struct InterfaceBuilderValidator {
    let loader: InterfaceBuilderLoader

    func validate() throws {
        let document = loader.document
        try loader.session { _ in
            for scene in document.scenes {
                for object in scene.objects { check(object, scene: scene.id) }
            }
            for object in document.objects { check(object, scene: nil) }
        }
    }

    private func check(_ element: InterfaceBuilderElement, scene: String?) {
        if element.tag == "placeholder" || element.tag == "exit" { return }
        // A storyboard reference: the referenced storyboard is checked when it is loaded.
        if element.tag == "viewControllerPlaceholder", element["storyboardName"] != nil { return }
        if let maker = InterfaceBuilderClasses.controllers[element.tag] {
            _ = loader.resolveClass(element, maker: maker, scene: scene)
            for child in element.children where child.key == "view" { check(child, scene: scene) }
            for segue in element.child("connections")?.children("segue") ?? [] where segue["kind"] != "relationship" && segue["kind"] != "unwind" {
                _ = loader.segueKind(segue, scene: scene)
            }
            return
        }
        if let maker = InterfaceBuilderClasses.views[element.tag] {
            _ = loader.resolveClass(element, maker: maker, scene: scene)
            for child in element.child("subviews")?.children ?? [] { check(child, scene: scene) }
            for child in (element.child("prototypes") ?? element.child("cells"))?.children ?? [] { check(child, scene: scene) }
            for section in element.child("sections")?.children("tableViewSection") ?? [] {
                for child in section.child("cells")?.children ?? [] { check(child, scene: scene) }
            }
            for child in element.children where child.key == "sectionHeaderView" || child.key == "sectionFooterView" {
                check(child, scene: scene)
            }
            if let content = element.children.first(where: { $0.key == "contentView" }) {
                for child in content.child("subviews")?.children ?? [] { check(child, scene: scene) }
            }
            if let layout = element.children.first(where: { $0.key == "collectionViewLayout" }), layout["customClass"] != nil {
                let flow = layout.tag == "collectionViewFlowLayout"
                _ = loader.resolveClass(
                    layout, maker: flow
                        ? InterfaceBuilderLoader.layoutMaker(CollectionViewFlowLayout.self)
                        : InterfaceBuilderLoader.layoutMaker(CollectionViewLayout.self), scene: scene)
            }
            for segue in element.child("connections")?.children("segue") ?? []
            where segue["kind"] != "unwind" && segue["kind"] != "embed" {
                _ = loader.segueKind(segue, scene: scene)
            }
            return
        }
        if InterfaceBuilderClasses.recognizers[element.tag] != nil {
            if let custom = element["customClass"] {
                loader.fail(.unsupportedAttribute(key: "customClass", value: custom), scene: scene, element: element.id)
            }
            return
        }
        loader.fail(.unsupportedElement(element.tag), scene: scene, element: element.id)
    }
}
