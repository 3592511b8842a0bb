import Foundation
import FlipbookCodecs
import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// Builds Kit objects from one parsed file: the engine behind ``Storyboard`` and ``Nib``.
///
/// One instantiation (a nib's objects, a scene's controller, a scene's view) is a *session*: the
/// objects it made by id, in creation order, and the elements whose connections and runtime
/// attributes are applied once all of them exist — then `awakeFromNib()`, as UIKit orders it.
final class InterfaceBuilderLoader {
    let document: InterfaceBuilderDocument
    let bundle: Bundle
    let options: InterfaceBuilderOptions
    private(set) var diagnostics: [InterfaceBuilderDiagnostic] = []
    private var reported: Set<String> = []
    var sessions: [Session] = []
    /// The controller whose navigation item is being decoded.
    weak var barItemOwner: ViewController?
    /// Bar button items made with a controller, waiting for its view's session to connect them.
    var pendingBarItems: [ObjectIdentifier: PendingBarItems] = [:]
    var controllerIndex: [String: (scene: String, element: InterfaceBuilderElement)]?
    private var placeholderIndex: [String: String]?
    /// The ids of the controllers being made, outermost first (to stop a relationship cycle).
    var controllersBeingMade: [String] = []
    /// While positive, a cell is being made: its views follow their autoresizing masks when
    /// the cell lays its content view out.
    var cellDepth = 0
    /// Views a cell made itself (a standard-style cell's labels and image view) by the id of
    /// the element decoded onto them instead of making a new view.
    var standInViews: [String: View] = [:]
    /// True while a static table's cells are made (their `rowHeight` is read, not reported).
    var decodingStaticCells = false

    final class Session {
        var objects: [String: AnyObject] = [:]
        var made: [AnyObject] = []
        var pending: [(element: InterfaceBuilderElement, object: AnyObject)] = []
        var masks: [ObjectIdentifier: AutoresizingMask] = [:]
        var errors: [InterfaceBuilderError] = []
        var sceneController: ViewController?
        /// Placeholders' ids (File's Owner and First Responder) mapped to what they stand for.
        var owner: AnyObject?
        var constraints: [InterfaceBuilderConstraint] = []
        /// Layout guides by id: a view's safe-area or margins guide, or a controller's top or
        /// bottom layout guide (files before iOS 11).
        var guides: [String: GuideReference] = [:]
        /// The ids the default size class excludes (`variation key="default"`): constraints
        /// not made and subviews not installed.
        var excluded: Set<String> = []
    }

    enum GuideReference {
        case guide(LayoutGuide)
        case topLayoutGuide(View)
        case bottomLayoutGuide(View)
    }

    init(document: InterfaceBuilderDocument, bundle: Bundle, options: InterfaceBuilderOptions) {
        self.document = document
        self.bundle = bundle
        self.options = options
        Self.installControllerNibLoader()
        // The actions the module declares in extensions of Kit's controller classes.
        if let module = options.defaultModule { InterfaceBuilderExtensionAction.register(module: module) }
    }

    /// Makes Kit's `ViewController.loadView()` load the xib of a controller made with
    /// `init(nibName:bundle:)`, with the controller as File's Owner (UIKit raises when the file
    /// is missing or does not load; so does this).
    static func installControllerNibLoader() {
        guard ViewController.nibLoader == nil else { return }
        ViewController.nibLoader = { owner, name, bundle in
            do {
                _ = try Nib(nibName: name, bundle: bundle ?? .main, options: InterfaceBuilderOptions()).load(withOwner: owner)
            } catch {
                preconditionFailure("could not load the \"\(name)\" nib of \(type(of: owner)): \(error)")
            }
        }
    }

    var file: String { document.fileName }

    // MARK: Errors and diagnostics

    func fail(_ reason: InterfaceBuilderError.Reason, scene: String?, element: String?) {
        let error = InterfaceBuilderError(file: file, scene: scene, element: element, reason: reason)
        if let session = sessions.last { session.errors.append(error) } else { preconditionFailure(error.description) }
    }

    func warn(_ message: String, scene: String?, element: String?) {
        let diagnostic = InterfaceBuilderDiagnostic(file: file, scene: scene, element: element, message: message)
        guard reported.insert(diagnostic.description).inserted else { return }
        diagnostics.append(diagnostic)
        InterfaceBuilderDiagnostics.record(diagnostic)
        guard options.printsDiagnostics else { return }
        // One diagnostic mechanism: the application's (collectable in tests, printed once).
        if let app = Application.current {
            app.report(KitDiagnostic(code: "interfaceBuilder", message: diagnostic.located))
        } else {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
    }

    /// Runs `body` as a session and returns its result, or throws the session's first error.
    func session<T>(owner: AnyObject? = nil, sceneController: ViewController? = nil, _ body: (Session) throws -> T) throws -> T {
        let session = Session()
        session.owner = owner
        session.sceneController = sceneController
        sessions.append(session)
        defer { sessions.removeLast() }
        let result = try body(session)
        if let error = session.errors.first { throw error }
        return result
    }

    /// The innermost session (there is one whenever the loader makes objects).
    var current: Session { sessions[sessions.count - 1] }

    // MARK: Values

    func bool(_ text: String) -> Bool { text == "YES" }

    func number(_ text: String?, key: String, scene: String?, element: String?) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite else {
            fail(.unsupportedAttribute(key: key, value: text), scene: scene, element: element)
            return nil
        }
        return value
    }

    lazy var assets: AssetCatalog? = {
        do { return try AssetCatalog.catalogues(in: bundle) } catch {
            if let error = error as? InterfaceBuilderError { sessions.last?.errors.append(error) }
            return nil
        }
    }()

    /// A `color` element's colour: components, a system colour, or a named (asset) colour.
    func color(_ element: InterfaceBuilderElement, scene: String?, owner: String?) -> Color? {
        let style = options.userInterfaceStyle
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = SystemColors.color(named: name, style: style) { return color }
            fail(.unsupportedAttribute(key: "systemColor", value: name), scene: scene, element: owner)
            return nil
        }
        if let name = element["name"] {
            if let color = assets?.color(named: name, style: style) { return color }
            // The file keeps the colour it showed for each named colour in `resources`.
            if let fallback = document.resources.first(where: { $0.tag == "namedColor" && $0["name"] == name })?.child("color"),
               fallback["name"] == nil {
                warn("named colour '\(name)' is not in the bundle's asset catalogues; the colour stored in the file is used",
                     scene: scene, element: owner)
                return color(fallback, scene: scene, owner: owner)
            }
            fail(.missingAsset(name), scene: scene, element: owner)
            return nil
        }
        let alpha = number(element["alpha"] ?? "1", key: "alpha", scene: scene, element: owner) ?? 1
        if let white = element["white"] {
            return Color(white: number(white, key: "white", scene: scene, element: owner) ?? 0, alpha: alpha)
        }
        if let r = element["red"], let g = element["green"], let b = element["blue"] {
            if let space = element["customColorSpace"] ?? element["colorSpace"], space == "displayP3" {
                warn("a Display P3 colour is drawn with its components as sRGB", scene: scene, element: owner)
            }
            return Color(red: number(r, key: "red", scene: scene, element: owner) ?? 0,
                         green: number(g, key: "green", scene: scene, element: owner) ?? 0,
                         blue: number(b, key: "blue", scene: scene, element: owner) ?? 0, alpha: alpha)
        }
        fail(.unsupportedElement("color \(element.attributes.keys.sorted())"), scene: scene, element: owner)
        return nil
    }

    /// A `fontDescription` element's font.
    func font(_ element: InterfaceBuilderElement, scene: String?, owner: String?) -> Font? {
        if let style = element["style"] {
            guard let entry = TextStyles.table[style] else {
                fail(.unsupportedAttribute(key: "style", value: style), scene: scene, element: owner)
                return nil
            }
            return .system(size: entry.size, weight: entry.weight)
        }
        guard let size = number(element["pointSize"], key: "pointSize", scene: scene, element: owner) else {
            fail(.unsupportedAttribute(key: "fontDescription", value: "without pointSize"), scene: scene, element: owner)
            return nil
        }
        switch element["type"] {
        case "system":
            let weight = element["weight"].flatMap { InterfaceBuilderNames.weights[$0] } ?? .regular
            return .system(size: size, weight: weight)
        case "boldSystem": return .system(size: size, weight: .bold)
        case "italicSystem":
            warn("italic system font drawn upright (Flipbook's fonts have no italic)", scene: scene, element: owner)
            return .system(size: size)
        case nil:
            let name = element["name"] ?? ""
            let family = element["family"] ?? name.split(separator: "-").first.map(String.init) ?? name
            let font = Font(family: family, size: size, weight: InterfaceBuilderNames.weight(ofFontName: name))
            // iOS draws a font the file names but the device lacks in the system font; so does
            // Kit, with a diagnostic (a family without faces would otherwise draw no text).
            if (try? FontLibrary.shared.face(for: font.withSize(17))) != nil { return font }
            warn("font family '\(family)' (\(name)) is not installed; its text is drawn in the system sans",
                 scene: scene, element: owner)
            return .system(size: size, weight: font.weight)
        case let type?:
            fail(.unsupportedAttribute(key: "type", value: type), scene: scene, element: owner)
            return nil
        }
    }

    /// The image named `name` from the bundle's catalogues, tinted with `tint` when a template.
    func image(named name: String, tint: Color?, scene: String?, owner: String?) -> Image? {
        let scale = options.scale
        do {
            if let catalog = assets, let image = try catalog.image(named: name, scale: scale, tintColor: tint ?? Button.systemBlue) {
                return image
            }
        } catch let error as InterfaceBuilderError {
            if options.isPreview { warn("\(error); the image is left out", scene: scene, element: owner) } else {
                sessions.last?.errors.append(error)
            }
            return nil
        } catch {}
        // A loose PNG or JPEG in the bundle (`image="photo.png"`, `image="photo.jpg"`).
        let base = (name as NSString).deletingPathExtension
        let given = (name as NSString).pathExtension.lowercased()
        let extensions = AssetCatalog.bitmapExtensions.contains(given) ? [given] : ["png", "jpg", "jpeg"]
        for candidate in ["\(base)@\(Int(scale))x", base] {
            for ext in extensions {
                guard let url = bundle.url(forResource: candidate, withExtension: ext) else { continue }
                do {
                    let bitmap = try AssetCatalog.readBitmap(at: url)
                    return Image(bitmap, scale: candidate.hasSuffix("x") && candidate != base ? scale : 1)
                } catch {
                    let reason = InterfaceBuilderError.Reason.malformedAsset("\(error)")
                    if options.isPreview { warn("\(reason); the image is left out", scene: scene, element: owner) } else {
                        fail(reason, scene: scene, element: owner)
                    }
                    return nil
                }
            }
        }
        // iOS shows nothing and logs "Could not load the image … referenced from a nib".
        warn("no image named '\(name)' in the bundle; nothing is shown, as on iOS", scene: scene, element: owner)
        return nil
    }

    // MARK: Classes and objects

    /// The class for an element: its custom class, else Kit's class for the tag.
    func resolveClass(_ element: InterfaceBuilderElement, maker: InterfaceBuilderClasses.Maker, scene: String?) -> AnyClass? {
        guard let custom = element["customClass"] else { return maker.kitClass }
        var names: [String] = []
        // "Inherit module from target": Xcode builds the class into the target that holds the
        // file, whatever module name the file was saved with, so the app's module comes first.
        if let module = options.defaultModule, element["customModuleProvider"] == "target" { names.append("\(module).\(custom)") }
        if let module = element["customModule"] { names.append("\(module).\(custom)") }
        // A library's module (`customModule="IBAnimatable"`) ported into the app's target: the
        // port's module holds the library's classes too.
        if let module = options.defaultModule { names.append("\(module).\(custom)") }
        names += [custom, "FlipbookKit.\(custom)"]
        for name in names { if let found = InterfaceBuilderClasses.find(name) { return found } }
        if options.isPreview {
            warn("class '\(custom)' is not found; a \(maker.kitName) stands in for it", scene: scene, element: element.id)
            return maker.kitClass
        }
        fail(.unknownClass(element["customModule"].map { "\($0).\(custom)" } ?? custom), scene: scene, element: element.id)
        return nil
    }

    /// Makes the object of an element (a view, a controller or a gesture recognizer).
    func makeObject(_ element: InterfaceBuilderElement, scene: String?) -> AnyObject? {
        let element = resolvingVariations(element, scene: scene)
        if let maker = InterfaceBuilderClasses.views[element.tag] ?? InterfaceBuilderClasses.controllers[element.tag] {
            guard var type = resolveClass(element, maker: maker, scene: scene) else { return nil }
            let coder = InterfaceBuilderCoder(element: element, sceneID: scene, loader: self)
            if options.isPreview, !maker.accepts(type) {
                // A class of the app named like a Kit class of another kind (an app's
                // `ViewController` on a collection view controller scene) is not in the program yet.
                warn("class '\(type)' is not a \(maker.kitName); a \(maker.kitName) stands in for it", scene: scene, element: element.id)
                type = maker.kitClass
            }
            switch maker.make(type, coder) {
            case .none:
                fail(.wrongClass("\(type)", expected: maker.kitName), scene: scene, element: element.id)
                return nil
            case .some(nil):
                fail(.initializerReturnedNil("\(type)"), scene: scene, element: element.id)
                return nil
            case let .some(object?):
                return object
            }
        }
        if let make = InterfaceBuilderClasses.recognizers[element.tag] {
            if let custom = element["customClass"] {
                fail(.unsupportedAttribute(key: "customClass", value: custom), scene: scene, element: element.id)
                return nil
            }
            let recognizer = make()
            register(recognizer, element: element)
            decodeRecognizer(recognizer, element: element, scene: scene)
            return recognizer
        }
        fail(.unsupportedElement(element.tag), scene: scene, element: element.id)
        return nil
    }

    func register(_ object: AnyObject, element: InterfaceBuilderElement) {
        guard let session = sessions.last else { return }
        if let id = element.id { session.objects[id] = object }
        session.made.append(object)
        if element.child("connections") != nil || element.child("userDefinedRuntimeAttributes") != nil {
            session.pending.append((element, object))
        }
    }

    // MARK: Controllers

    /// Applies a controller element's attributes (inside `ViewController.init?(coder:)`).
    func decodeController(_ controller: ViewController, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        register(controller, element: element)
        if current.sceneController == nil { current.sceneController = controller }
        if let title = element["title"] { controller.title = title }
        if let item = element.child("navigationItem", key: "navigationItem"), controller.title == nil { controller.title = item["title"] }
        if let v = element["modalPresentationStyle"] {
            if let style = InterfaceBuilderNames.presentationStyles[v] { controller.modalPresentationStyle = style } else {
                fail(.unsupportedAttribute(key: "modalPresentationStyle", value: v), scene: scene, element: id)
            }
        }
        if let v = element["modalTransitionStyle"] {
            if let style = InterfaceBuilderNames.transitionStyles[v] { controller.modalTransitionStyle = style } else {
                fail(.unsupportedAttribute(key: "modalTransitionStyle", value: v), scene: scene, element: id)
            }
        }
        if let v = element["definesPresentationContext"] { controller.definesPresentationContext = bool(v) }
        // "Extend Edges": Under Opaque Bars, and the edges Under Top/Bottom Bars leaves on (the
        // element lists those that are; without it, all are).
        if let v = element["extendedLayoutIncludesOpaqueBars"] { controller.extendedLayoutIncludesOpaqueBars = bool(v) }
        if let edges = element.child("extendedEdge", key: "edgesForExtendedLayout") {
            var set: RectEdge = []
            for (name, edge) in [("top", RectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            where edges[name] == "YES" {
                set.insert(edge)
            }
            controller.edgesForExtendedLayout = set
        }
        if let item = element.child("tabBarItem", key: "tabBarItem") { decodeTabBarItem(item, of: controller, scene: scene) }
        if let item = element.child("navigationItem", key: "navigationItem") {
            decodeNavigationItem(item, of: controller, scene: scene)
        }
        if let table = controller as? TableViewController, let v = element["clearsSelectionOnViewWillAppear"] {
            table.clearsSelectionOnViewWillAppear = bool(v)
        }
        guard document.kind == .storyboard else { return }
        // Segues with an identifier that a control or recognizer of the scene triggers can be
        // performed by identifier too: their source is the scene's controller.
        let sceneObjects = document.scenes.first { $0.id == scene }?.objects.filter { $0.id != element.id } ?? []
        let own = Set((element.child("connections")?.children("segue") ?? []).compactMap(\.id))
        for segue in (element.allElements + sceneObjects.flatMap(\.allElements)) where segue.tag == "segue" && !own.contains(segue.id ?? "") {
            if let identifier = segue["identifier"], segue["kind"] != "relationship" {
                registerSegue(segue, identifier: identifier, on: controller, scene: scene)
            }
        }
        var tabs: [ViewController] = []
        for segue in element.child("connections")?.children("segue") ?? [] {
            if segue["kind"] == "relationship" {
                if segue["relationship"] == "viewControllers", controller is TabBarController {
                    if let tab = instantiate(id: segue["destination"] ?? "", scene: scene, element: segue.id) { tabs.append(tab) }
                    continue
                }
                guard segue["relationship"] == "rootViewController", let nav = controller as? NavigationController else {
                    fail(.unsupportedElement("relationship segue '\(segue["relationship"] ?? "")'"), scene: scene, element: segue.id)
                    continue
                }
                if let root = instantiate(id: segue["destination"] ?? "", scene: scene, element: segue.id) {
                    nav.setViewControllers([root], animated: false)
                }
            } else if let identifier = segue["identifier"] {
                registerSegue(segue, identifier: identifier, on: controller, scene: scene)
            }
        }
        // The tabs in the file's order (the order of its relationship segues), the first selected.
        if let tabBarController = controller as? TabBarController, !tabs.isEmpty {
            tabBarController.setViewControllers(tabs, animated: false)
        }
        if let nav = controller as? NavigationController {
            if element["navigationBarHidden"] == "YES" { nav.navigationBar.isHidden = true }
            if let bar = element.child("navigationBar", key: "navigationBar") {
                // A custom bar class (IBAnimatable's `DesignableNavigationBar`) is the bar
                // UIKit makes for the controller, as `init(navigationBarClass:toolbarClass:)`.
                if bar["customClass"] != nil, let maker = InterfaceBuilderClasses.views["navigationBar"],
                   let type = resolveClass(bar, maker: maker, scene: scene) {
                    if let barType = type as? NavigationBar.Type,
                       let custom = barType.init(coder: InterfaceBuilderCoder(element: bar, sceneID: scene, loader: self)) {
                        custom.frame = nav.navigationBar.frame
                        nav.replaceNavigationBar(custom)
                        register(custom, element: bar)    // its user-defined runtime attributes
                    } else {
                        fail(.wrongClass("\(type)", expected: "NavigationBar"), scene: scene, element: bar.id)
                    }
                }
                if let v = bar["translucent"] { nav.navigationBar.isTranslucent = bool(v) }
                if let c = bar.child("color", key: "barTintColor"), let color = color(c, scene: scene, owner: bar.id) {
                    nav.navigationBar.barTintColor = color
                }
                // The bar's tint colours its back item (`tintColor`), and its title takes the
                // title text attributes' colour and font, as UIKit's navigation bar does.
                if let c = bar.child("color", key: "tintColor"), let color = color(c, scene: scene, owner: bar.id) {
                    nav.navigationBar.tintColor = color
                }
                if let attributes = bar.child("textAttributes", key: "titleTextAttributes") {
                    var title: [NSAttributedString.Key: Any] = [:]
                    if let c = attributes.child("color", key: "textColor"), let color = color(c, scene: scene, owner: bar.id) {
                        title[.foregroundColor] = color
                    }
                    if let f = attributes.child("fontDescription", key: "fontDescription"),
                       let font = font(f, scene: scene, owner: bar.id) {
                        title[.font] = font
                    }
                    if !title.isEmpty { nav.navigationBar.titleTextAttributes = title }
                }
            }
        }
    }

    /// Builds a controller's view from its element (the default `loadView()`).
    func loadView(of controller: ViewController, element: InterfaceBuilderElement, scene: String?) -> View? {
        guard let viewElement = element.children.first(where: { $0.key == "view" && InterfaceBuilderClasses.views[$0.tag] != nil }) else {
            return nil
        }
        do {
            return try session(sceneController: controller) { session in
                if let id = element.id { session.objects[id] = controller }
                session.pending.append((element, controller))
                registerBarItems(of: controller)
                guard let view = makeObject(viewElement, scene: scene) as? View else { return nil }
                collectControllerLayoutGuides(element, view: view)
                // The scene's other objects: gesture recognizers and extra top-level views.
                if let sceneElement = document.scenes.first(where: { $0.id == scene }) {
                    for object in sceneElement.objects where object.id != element.id && !["placeholder", "exit"].contains(object.tag) {
                        _ = makeObject(object, scene: scene)
                    }
                }
                try connect(session, scene: scene)
                // UIKit sizes the view to its container before it appears; a view designed at
                // another size is resized once with its subviews' autoresizing masks.
                if let screen = Application.current?.screenSize, view.frame.size != screen {
                    resize(view, to: Rect(origin: .zero, size: screen), masks: session.masks)
                }
                awake(session)
                return view
            }
        } catch {
            if throwingLoads > 0 { loadErrors.append(error as? InterfaceBuilderError ?? InterfaceBuilderError(file: file, reason: .malformedXML("\(error)"))); return nil }
            preconditionFailure("\(error)")
        }
    }

    /// While positive, a failing view load records its error here instead of stopping the program.
    var throwingLoads = 0
    var loadErrors: [InterfaceBuilderError] = []

    private func resize(_ view: View, to frame: Rect, masks: [ObjectIdentifier: AutoresizingMask]) {
        let old = view.bounds.size
        view.frame = frame
        let new = view.bounds.size
        for subview in view.subviews {
            guard let mask = masks[ObjectIdentifier(subview)], !mask.isEmpty else { continue }
            resize(subview, to: mask.resized(subview.frame, from: old, to: new), masks: masks)
        }
    }

    // MARK: Placeholders

    /// The `placeholderIdentifier` of the placeholder with `id`, if it is one.
    func placeholder(_ id: String) -> String? { placeholders[id] }

    /// The file's placeholders (File's Owner, First Responder, exits) by id.
    private var placeholders: [String: String] {
        if let cached = placeholderIndex { return cached }
        var found: [String: String] = [:]
        for element in document.objects + document.scenes.flatMap(\.objects) where element.tag == "placeholder" || element.tag == "exit" {
            if let id = element.id { found[id] = element["placeholderIdentifier"] ?? element.tag }
        }
        placeholderIndex = found
        return found
    }
}
