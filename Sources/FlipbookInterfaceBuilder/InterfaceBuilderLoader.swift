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
    private var sessions: [Session] = []
    var controllerIndex: [String: (scene: String, element: InterfaceBuilderElement)]?
    private var placeholderIndex: [String: String]?
    /// The ids of the controllers being made, outermost first (to stop a relationship cycle).
    var controllersBeingMade: [String] = []

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
    }

    init(document: InterfaceBuilderDocument, bundle: Bundle, options: InterfaceBuilderOptions) {
        self.document = document
        self.bundle = bundle
        self.options = options
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
        if options.printsDiagnostics {
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

    private var current: Session { sessions[sessions.count - 1] }

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
            return Font(family: family, size: size, weight: InterfaceBuilderNames.weight(ofFontName: name))
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
        // A loose PNG in the bundle (`image="photo.png"`).
        let base = (name as NSString).deletingPathExtension
        for candidate in ["\(base)@\(Int(scale))x", base] {
            if let url = bundle.url(forResource: candidate, withExtension: "png"), let bitmap = try? PNG.read(path: url.path) {
                return Image(bitmap, scale: candidate.hasSuffix("x") && candidate != base ? scale : 1)
            }
        }
        if options.isPreview { warn("no image named '\(name)'; it is left out", scene: scene, element: owner) } else {
            fail(.missingAsset(name), scene: scene, element: owner)
        }
        return nil
    }

    // MARK: Classes and objects

    /// The class for an element: its custom class, else Kit's class for the tag.
    func resolveClass(_ element: InterfaceBuilderElement, maker: InterfaceBuilderClasses.Maker, scene: String?) -> AnyClass? {
        guard let custom = element["customClass"] else { return maker.kitClass }
        var names: [String] = []
        if let module = element["customModule"] { names.append("\(module).\(custom)") }
        if let module = options.defaultModule, element["customModule"] == nil { names.append("\(module).\(custom)") }
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
        if let maker = InterfaceBuilderClasses.views[element.tag] ?? InterfaceBuilderClasses.controllers[element.tag] {
            guard let type = resolveClass(element, maker: maker, scene: scene) else { return nil }
            let coder = InterfaceBuilderCoder(element: element, sceneID: scene, loader: self)
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

    private func register(_ object: AnyObject, element: InterfaceBuilderElement) {
        guard let session = sessions.last else { return }
        if let id = element.id { session.objects[id] = object }
        session.made.append(object)
        if element.child("connections") != nil || element.child("userDefinedRuntimeAttributes") != nil {
            session.pending.append((element, object))
        }
    }

    // MARK: Views

    /// Attributes no Kit view reads that do not change a picture (or that the loader reads elsewhere).
    static let ignoredAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "opaque", "multipleTouchEnabled",
        "clearsContextBeforeDrawing", "autoresizesSubviews", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "misplaced", "ambiguous", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
        "restorationIdentifier", "baselineAdjustment", "minimumFontSize", "minimumScaleFactor", "adjustsLetterSpacingToFitWidth",
        "editable", "selectable", "scrollEnabled", "keyboardDismissMode", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "bouncesZoom", "dataDetectorTypes", "usesAttributedText", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "tintAdjustmentMode", "semanticContentAttribute", "springLoaded", "pointerInteraction",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsFontForContentSizeCategory", "catalog",
        "showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted", "adjustsImageWhenHighlighted",
        "adjustsImageWhenDisabled", "hasAttributedTitle", "buttonType", "lineBreakMode", "contentHorizontalAlignment",
        "contentVerticalAlignment", "enabled", "selected", "highlighted", "role", "changesSelectionAsPrimaryAction",
        "showsMenuAsPrimaryAction", "contextMenuInteractionEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "indicatorStyle", "delaysContentTouches", "canCancelContentTouches", "directionalLockEnabled", "pagingEnabled",
        "bounces", "textAlignment", "text", "numberOfLines", "image", "highlightedImage", "adjustsFontSizeToFit",
        "horizontalCompressionResistance", "preferredMaxLayoutWidth", "enablesReturnKeyAutomatically", "smartDashesType",
        "smartInsertDeleteType", "smartQuotesType", "spellCheckingType", "autocorrectionType", "autocapitalizationType",
        "keyboardType", "returnKeyType", "keyboardAppearance", "textContentType", "secureTextEntry", "allowsEditingTextAttributes",
        "translucent", "barStyle", "prefersLargeTitles", "largeTitleDisplayMode", "clipsToBounds",
    ]

    /// Applies a view element's attributes and builds its subviews (inside `View.init?(coder:)`).
    func decodeView(_ view: View, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        register(view, element: element)
        let a = element.attributes
        if let v = a["alpha"], let n = number(v, key: "alpha", scene: scene, element: id) { view.alpha = n }
        if let v = a["hidden"] { view.isHidden = bool(v) }
        if let v = a["clipsSubviews"] { view.clipsToBounds = bool(v) }
        if let v = a["userInteractionEnabled"] { view.isUserInteractionEnabled = bool(v) }
        if let v = a["tag"], let n = number(v, key: "tag", scene: scene, element: id) { view.tag = Int(n) }
        if let v = a["contentMode"] {
            if let mode = InterfaceBuilderNames.contentModes[v] { view.contentMode = mode } else {
                fail(.unsupportedAttribute(key: "contentMode", value: v), scene: scene, element: id)
            }
        }
        for (key, value) in a.sorted(by: { $0.key < $1.key }) where !Self.ignoredAttributes.contains(key) {
            if ["alpha", "hidden", "clipsSubviews", "userInteractionEnabled", "tag", "contentMode"].contains(key) { continue }
            warn("attribute \(key)=\"\(value)\" is not read", scene: scene, element: id)
        }
        var tint: Color?
        if let tintElement = element.child("color", key: "tintColor") { tint = color(tintElement, scene: scene, owner: id) }
        if let label = view as? Label { decodeLabel(label, element: element, scene: scene) }
        if let imageView = view as? ImageView { decodeImageView(imageView, element: element, tint: tint, scene: scene) }
        if let textView = view as? TextView { decodeTextView(textView, element: element, scene: scene) }
        if let bar = view as? NavigationBar {
            if let v = a["translucent"] { bar.isTranslucent = bool(v) }
            if let c = element.child("color", key: "barTintColor"), let color = color(c, scene: scene, owner: id) { bar.barTintColor = color }
        }
        for child in element.children {
            switch (child.tag, child.key) {
            case ("rect", "frame"?):
                view.frame = rect(child, scene: scene, owner: id)
            case ("autoresizingMask", _):
                current.masks[ObjectIdentifier(view)] = AutoresizingMask(child)
            case ("subviews", _):
                for sub in child.children {
                    if let subview = makeObject(sub, scene: scene) as? View { view.addSubview(subview) }
                    else if InterfaceBuilderClasses.views[sub.tag] == nil { continue }   // reported by makeObject
                }
            case ("color", "backgroundColor"?):
                view.backgroundColor = color(child, scene: scene, owner: id)
            case ("color", "tintColor"?):
                if !(view is ImageView) && !(view is Button) {
                    warn("tintColor is not read (Kit views have no tint) except for template images", scene: scene, element: id)
                }
            case ("color", "textColor"?), ("color", "highlightedColor"?), ("color", "barTintColor"?):
                continue    // read by the label, text view and bar decoding (a highlighted label is reported there)
            case ("color", let key):
                warn("\(key ?? "colour") is not drawn", scene: scene, element: id)
            case ("fontDescription", _), ("attributedString", _), ("string", _), ("state", _),
                 ("buttonConfiguration", _), ("inset", _), ("nil", _), ("point", _), ("size", _), ("accessibility", _),
                 ("freeformSimulatedSizeMetrics", _), ("edgeInsets", _), ("directionalEdgeInsets", _),
                 ("userDefinedRuntimeAttributes", _), ("connections", _), ("viewLayoutGuide", _), ("textInputTraits", _),
                 ("preview", _), ("imageReference", _), ("backgroundConfiguration", _), ("navigationBarAppearance", _),
                 ("textAttributes", _), ("offsetWrapper", _), ("items", _):
                continue    // read by the class's own decoding, by the connection pass, or not a picture
            case ("constraints", _):
                for constraint in child.children("constraint") {
                    do {
                        current.constraints.append(try InterfaceBuilderConstraint(constraint, owner: id, file: file, scene: scene))
                    } catch let error as InterfaceBuilderError { current.errors.append(error) } catch {}
                }
                warn("Auto Layout constraints are parsed but not applied yet: the frames in the file are used",
                     scene: scene, element: id)
            case ("variation", "default"?):
                continue    // the constraints installed in every size class
            case ("animations", _) where child.children.isEmpty:
                continue    // an image view without animation images
            case ("variation", _):
                warn("size-class variation '\(child.key ?? "")' is not applied", scene: scene, element: id)
            default:
                if InterfaceBuilderClasses.knownUnsupported.contains(child.tag) || InterfaceBuilderClasses.views[child.tag] != nil {
                    fail(.unsupportedElement(child.tag), scene: scene, element: child.id ?? id)
                } else {
                    warn("<\(child.tag)\(child.key.map { " key=\"\($0)\"" } ?? "")> is not read", scene: scene, element: id)
                }
            }
        }
    }

    func rect(_ element: InterfaceBuilderElement, scene: String?, owner: String?) -> Rect {
        func n(_ key: String) -> Double { number(element[key] ?? "0", key: key, scene: scene, element: owner) ?? 0 }
        return Rect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
    }

    private func decodeLabel(_ label: Label, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        if let text = element["text"] { label.text = text }
        if let v = element["textAlignment"] {
            if let alignment = InterfaceBuilderNames.textAlignments[v] { label.textAlignment = alignment } else {
                fail(.unsupportedAttribute(key: "textAlignment", value: v), scene: scene, element: id)
            }
        }
        if let v = element["numberOfLines"], let n = number(v, key: "numberOfLines", scene: scene, element: id) { label.numberOfLines = Int(n) }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap({ font($0, scene: scene, owner: id) }) {
            label.font = font
        }
        if let c = element.child("color", key: "textColor"), let color = color(c, scene: scene, owner: id) { label.textColor = color }
        if let mode = element["lineBreakMode"], !["tailTruncation", "wordWrap"].contains(mode) {
            warn("lineBreakMode \(mode) is drawn as wordWrap with tail truncation", scene: scene, element: id)
        }
        if element["enabled"] == "NO" { warn("a disabled label is drawn as enabled", scene: scene, element: id) }
        if element["adjustsFontSizeToFit"] == "YES" { warn("adjustsFontSizeToFitWidth is not applied", scene: scene, element: id) }
        if let attributed = element.child("attributedString", key: "attributedText") {
            let fragments = attributed.children("fragment")
            label.text = fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
            if let first = fragments.first?.child("attributes") {
                if let f = first.child("font").flatMap({ font($0, scene: scene, owner: id) }) { label.font = f }
                if let c = first.child("color", key: "NSColor").flatMap({ color($0, scene: scene, owner: id) }) { label.textColor = c }
            }
            if fragments.count > 1 {
                warn("attributed text is drawn with its first run's font and colour", scene: scene, element: id)
            }
        }
    }

    private func decodeImageView(_ imageView: ImageView, element: InterfaceBuilderElement, tint: Color?, scene: String?) {
        if let name = element["image"] { imageView.image = image(named: name, tint: tint, scene: scene, owner: element.id) }
        if element["highlighted"] == "YES" {
            warn("a highlighted image view shows its normal image", scene: scene, element: element.id)
        }
    }

    private func decodeTextView(_ textView: TextView, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        if let text = element["text"] ?? element.child("string", key: "text")?.text { textView.text = text }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap({ font($0, scene: scene, owner: id) }) {
            textView.font = font
        }
        if let c = element.child("color", key: "textColor"), let color = color(c, scene: scene, owner: id) { textView.textColor = color }
        if let v = element["textAlignment"], v != "natural", v != "left" {
            warn("text view alignment \(v) is drawn left-aligned", scene: scene, element: id)
        }
    }

    /// Applies a button's states, titles, colours, images and font (inside `Button.init?(coder:)`).
    func decodeButton(_ button: Button, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        let type = element["buttonType"] ?? "custom"
        if type == "custom" {
            warn("a custom-type button is drawn as a system button (its title and image dim when highlighted)",
                 scene: scene, element: id)
        } else if type != "system" && type != "roundedRect" {
            warn("button type \(type) is drawn as a system button without its glyph", scene: scene, element: id)
        }
        for key in ["contentHorizontalAlignment", "contentVerticalAlignment"] {
            if let v = element[key], v != "center" { warn("\(key) \(v) is drawn centred", scene: scene, element: id) }
        }
        if element["enabled"] == "NO" { button.isEnabled = false }
        if element["selected"] == "YES" { button.isSelected = true }
        if element["highlighted"] == "YES" { button.isHighlighted = true }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap({ font($0, scene: scene, owner: id) }) {
            button.titleLabel.font = font
        }
        let tint = element.child("color", key: "tintColor").flatMap { color($0, scene: scene, owner: id) }
        let states: [String: ControlState] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
        for state in element.children("state") {
            guard let key = state.key, let controlState = states[key] else {
                fail(.unsupportedAttribute(key: "state", value: state.key ?? ""), scene: scene, element: id)
                continue
            }
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let name = state["image"] { button.setImage(image(named: name, tint: tint, scene: scene, owner: id), for: controlState) }
            if let c = state.child("color", key: "titleColor"), let color = color(c, scene: scene, owner: id) {
                button.setTitleColor(color, for: controlState)
            } else if controlState == .normal, let tint {
                button.setTitleColor(tint, for: .normal)
            }
            if state["backgroundImage"] != nil { warn("button background images are not drawn", scene: scene, element: id) }
        }
        if let configuration = element.child("buttonConfiguration") {
            warn("a button configuration (iOS 15) is drawn as a system button with its title", scene: scene, element: id)
            if let title = configuration["title"] { button.setTitle(title, for: .normal) }
        }
        for inset in element.children("inset") where ["minX", "minY", "maxX", "maxY"].contains(where: { (inset[$0] ?? "0") != "0" }) {
            warn("\(inset.key ?? "inset") is not applied", scene: scene, element: id)
        }
    }

    private func decodeRecognizer(_ recognizer: GestureRecognizer, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        func int(_ key: String) -> Int? { element[key].flatMap { number($0, key: key, scene: scene, element: id) }.map(Int.init) }
        if let v = element["enabled"] { recognizer.isEnabled = bool(v) }
        if let v = element["cancelsTouchesInView"] { recognizer.cancelsTouchesInView = bool(v) }
        if let v = element["delaysTouchesBegan"] { recognizer.delaysTouchesBegan = bool(v) }
        if let v = element["delaysTouchesEnded"] { recognizer.delaysTouchesEnded = bool(v) }
        if let tap = recognizer as? TapGestureRecognizer {
            if let n = int("numberOfTapsRequired") { tap.numberOfTapsRequired = n }
            if let n = int("numberOfTouchesRequired") { tap.numberOfTouchesRequired = n }
        }
        if let press = recognizer as? LongPressGestureRecognizer {
            if let v = element["minimumPressDuration"].flatMap({ number($0, key: "minimumPressDuration", scene: scene, element: id) }) {
                press.minimumPressDuration = v
            }
            if let n = int("numberOfTouchesRequired") { press.numberOfTouchesRequired = n }
        }
        if let pan = recognizer as? PanGestureRecognizer {
            if let n = int("minimumNumberOfTouches") { pan.minimumNumberOfTouches = n }
            if let n = int("maximumNumberOfTouches") { pan.maximumNumberOfTouches = n }
        }
        if let edge = recognizer as? ScreenEdgePanGestureRecognizer, let edges = element.child("rectEdge", key: "edges") {
            var set: RectEdge = []
            if edges["top"] == "YES" { set.insert(.top) }
            if edges["left"] == "YES" { set.insert(.left) }
            if edges["bottom"] == "YES" { set.insert(.bottom) }
            if edges["right"] == "YES" { set.insert(.right) }
            edge.edges = set
        }
        if let swipe = recognizer as? SwipeGestureRecognizer, let v = element["direction"] {
            let directions: [String: SwipeDirection] = ["right": .right, "left": .left, "up": .up, "down": .down]
            if let d = directions[v] { swipe.direction = d } else {
                fail(.unsupportedAttribute(key: "direction", value: v), scene: scene, element: id)
            }
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
        for segue in element.child("connections")?.children("segue") ?? [] {
            if segue["kind"] == "relationship" {
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
        if let nav = controller as? NavigationController {
            if element["navigationBarHidden"] == "YES" { nav.navigationBar.isHidden = true }
            if let bar = element.child("navigationBar", key: "navigationBar") {
                if let v = bar["translucent"] { nav.navigationBar.isTranslucent = bool(v) }
                if let c = bar.child("color", key: "barTintColor"), let color = color(c, scene: scene, owner: bar.id) {
                    nav.navigationBar.barTintColor = color
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
                guard let view = makeObject(viewElement, scene: scene) as? View else { return nil }
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


    // MARK: Connections

    /// Connects the outlets, outlet collections, actions and triggered segues of every element
    /// the session holds, then applies their user-defined runtime attributes.
    func connect(_ session: Session, scene: String?) throws {
        for (element, object) in session.pending {
            let connections = element.child("connections")?.children ?? []
            var collections: [(String, [Any])] = []
            for connection in connections {
                switch connection.tag {
                case "outlet":
                    guard let property = connection["property"], let target = destination(connection, session: session, scene: scene) else { continue }
                    setOutlet(property, of: object, to: target, scene: scene, element: connection.id ?? element.id)
                case "outletCollection":
                    guard let property = connection["property"], let target = destination(connection, session: session, scene: scene) else { continue }
                    if property == "gestureRecognizers", let view = object as? View, let recognizer = target as? GestureRecognizer {
                        view.addGestureRecognizer(recognizer)
                        continue
                    }
                    if let index = collections.firstIndex(where: { $0.0 == property }) { collections[index].1.append(target) }
                    else { collections.append((property, [target])) }
                case "action":
                    connectAction(connection, from: object, session: session, scene: scene, element: element.id)
                case "segue":
                    if object is ViewController { continue }    // manual segues: registered by identifier
                    connectTriggeredSegue(connection, from: object, session: session, scene: scene)
                default:
                    warn("connection <\(connection.tag)> is not made", scene: scene, element: connection.id)
                }
            }
            for (property, values) in collections {
                setOutlet(property, of: object, to: values, scene: scene, element: element.id)
            }
            for attribute in element.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
                applyRuntimeAttribute(attribute, to: object, scene: scene, element: element.id)
            }
        }
    }

    private func destination(_ connection: InterfaceBuilderElement, session: Session, scene: String?) -> AnyObject? {
        guard let id = connection["destination"] else { return nil }
        if let object = session.objects[id] { return object }
        if let placeholder = placeholder(id) {
            if placeholder == "IBFilesOwner", let owner = session.owner { return owner }
            fail(.unsupportedElement("connection to placeholder \(placeholder)"), scene: scene, element: connection.id)
            return nil
        }
        fail(.missingDestination(id), scene: scene, element: connection.id)
        return nil
    }

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

    func setOutlet(_ property: String, of object: AnyObject, to value: Any, scene: String?, element: String?) {
        let connected: Bool
        switch object {
        case let controller as ViewController:
            if property == "view", let view = value as? View { controller.view = view; return }
            connected = controller.setInterfaceBuilderOutlet(property, to: value)
        case let view as View: connected = view.setInterfaceBuilderOutlet(property, to: value)
        case let recognizer as GestureRecognizer: connected = recognizer.setInterfaceBuilderOutlet(property, to: value)
        default: connected = false
        }
        guard !connected else { return }
        if options.isPreview {
            warn("outlet '\(property)' of \(type(of: object)) is not connected", scene: scene, element: element)
        } else {
            fail(.missingOutlet(property: property, on: "\(type(of: object))"), scene: scene, element: element)
        }
    }

    /// Sends `selector` to `target`; a target without the action prints a diagnostic (UIKit
    /// would stop with "unrecognized selector").
    func send(_ selector: String, to target: AnyObject?, sender: Any?, scene: String?, element: String?) {
        let handled: Bool
        switch target {
        case let controller as ViewController: handled = controller.performInterfaceBuilderAction(selector, sender: sender, event: nil)
        case let view as View: handled = view.performInterfaceBuilderAction(selector, sender: sender, event: nil)
        case let recognizer as GestureRecognizer: handled = recognizer.performInterfaceBuilderAction(selector, sender: sender, event: nil)
        case nil: return    // the target is gone (UIKit holds targets weakly)
        default: handled = false
        }
        if !handled {
            warn("\(target.map { "\(type(of: $0))" } ?? "nil") has no action '\(selector)' (performInterfaceBuilderAction returned false)",
                 scene: scene, element: element)
        }
    }

    private func connectAction(_ connection: InterfaceBuilderElement, from object: AnyObject, session: Session,
                               scene: String?, element: String?) {
        guard let selector = connection["selector"] else { return }
        if let id = connection["destination"], placeholder(id) == "IBFirstResponder" {
            fail(.unsupportedElement("action '\(selector)' sent to the First Responder (Kit has no responder chain for actions)"),
                 scene: scene, element: connection.id)
            return
        }
        guard let target = destination(connection, session: session, scene: scene) else { return }
        let id = connection.id
        switch object {
        case let button as Button:
            let event = connection["eventType"] ?? "touchUpInside"
            let events: [String: ControlEvents] = ["touchUpInside": .touchUpInside, "touchDown": .touchDown,
                                                   "primaryActionTriggered": .primaryActionTriggered]
            guard let controlEvents = events[event] else {
                warn("event \(event) is never sent by Kit's buttons; action '\(selector)' will not run", scene: scene, element: id)
                return
            }
            // Kit holds the target weakly, as UIKit does; the loader stays alive with the button.
            button.addTarget(target, action: { [weak button] (target: AnyObject) in {
                self.send(selector, to: target, sender: button, scene: scene, element: id)
            } }, for: controlEvents)
        case let recognizer as GestureRecognizer:
            recognizer.addTarget { [weak target] recognizer in
                guard let target else { return }
                self.send(selector, to: target, sender: recognizer, scene: scene, element: id)
            }
        default:
            fail(.unsupportedElement("action from \(type(of: object))"), scene: scene, element: id)
        }
    }
}
