import Foundation
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
import FlipbookText

/// Applying a view element's attributes, inside `init?(coder:)` of Kit's view classes.
extension InterfaceBuilderLoader {
    /// Attributes no Kit view reads that do not change a picture (or that the loader reads elsewhere).
    static let ignoredAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "opaque", "multipleTouchEnabled",
        "clearsContextBeforeDrawing", "autoresizesSubviews", "fixedFrame",
        "misplaced", "ambiguous",
        "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
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
        "tableViewCell", "collectionViewCell",
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
        if let v = a["insetsLayoutMarginsFromSafeArea"] { view.insetsLayoutMarginsFromSafeArea = bool(v) }
        if let v = a["tag"], let n = number(v, key: "tag", scene: scene, element: id) { view.tag = Int(n) }
        if let v = a["translatesAutoresizingMaskIntoConstraints"] { view.translatesAutoresizingMaskIntoConstraints = bool(v) }
        let priorities: [(String, LayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (key, axis, hugging) in priorities {
            guard let v = a[key], let n = number(v, key: key, scene: scene, element: id) else { continue }
            if hugging { view.setContentHuggingPriority(LayoutPriority(Float(n)), for: axis) } else {
                view.setContentCompressionResistancePriority(LayoutPriority(Float(n)), for: axis)
            }
        }
        if let v = a["contentMode"] {
            if let mode = InterfaceBuilderNames.contentModes[v] { view.contentMode = mode } else {
                fail(.unsupportedAttribute(key: "contentMode", value: v), scene: scene, element: id)
            }
        }
        for (key, value) in a.sorted(by: { $0.key < $1.key }) where !Self.ignoredAttributes.contains(key) {
            if ["alpha", "hidden", "clipsSubviews", "userInteractionEnabled", "insetsLayoutMarginsFromSafeArea", "tag", "contentMode",
                "translatesAutoresizingMaskIntoConstraints"].contains(key) || priorities.contains(where: { $0.0 == key }) { continue }
            if view is StackView && Self.stackAttributes.contains(key) { continue }
            if view is TableView && Self.tableAttributes.contains(key) { continue }
            if view is TableViewCell && Self.cellAttributes.contains(key) { continue }
            if view is CollectionView && Self.collectionAttributes.contains(key) { continue }
            if view is CollectionReusableView && key == "reuseIdentifier" { continue }
            if view is ScrollView && Self.scrollAttributes.contains(key) { continue }
            if view is TextField && Self.textFieldAttributes.contains(key) { continue }
            if view is Switch || view is Slider || view is SegmentedControl, Self.controlAttributes.contains(key) { continue }
            warn("attribute \(key)=\"\(value)\" is not read", scene: scene, element: id)
        }
        var tint: Color?
        if let tintElement = element.child("color", key: "tintColor") { tint = color(tintElement, scene: scene, owner: id) }
        if let label = view as? Label { decodeLabel(label, element: element, scene: scene) }
        if let imageView = view as? ImageView { decodeImageView(imageView, element: element, tint: tint, scene: scene) }
        if let textView = view as? TextView { decodeTextView(textView, element: element, scene: scene) }
        if let field = view as? TextField { decodeTextField(field, element: element, scene: scene) }
        if let stack = view as? StackView { decodeStackView(stack, element: element, scene: scene) }
        if let scroll = view as? ScrollView { decodeScrollView(scroll, element: element, scene: scene) }
        if let table = view as? TableView { decodeTableView(table, element: element, scene: scene) }
        if let cell = view as? TableViewCell { decodeTableViewCell(cell, element: element, scene: scene) }
        if let collection = view as? CollectionView { decodeCollectionView(collection, element: element, scene: scene) }
        if let bar = view as? NavigationBar {
            if let v = a["translucent"] { bar.isTranslucent = bool(v) }
            if let c = element.child("color", key: "barTintColor"), let color = color(c, scene: scene, owner: id) { bar.barTintColor = color }
        }
        applyVariationMasks(of: element, scene: scene)
        for child in element.children {
            switch (child.tag, child.key) {
            case ("rect", "frame"?):
                view.frame = rect(child, scene: scene, owner: id)
            case ("edgeInsets", "layoutMargins"?), ("directionalEdgeInsets", "directionalLayoutMargins"?):
                func n(_ key: String) -> Double { number(child[key] ?? "0", key: key, scene: scene, element: id) ?? 0 }
                // Kit lays out left to right: leading is left.
                view.layoutMargins = child.tag == "edgeInsets"
                    ? EdgeInsets(top: n("top"), left: n("left"), bottom: n("bottom"), right: n("right"))
                    : EdgeInsets(top: n("top"), left: n("leading"), bottom: n("bottom"), right: n("trailing"))
            case ("autoresizingMask", _):
                current.masks[ObjectIdentifier(view)] = AutoresizingMask(child)
                // In a cell, Kit's autoresizing follows the cell's content view as it is laid out.
                if cellDepth > 0 { view.autoresizingMask = View.AutoresizingMask(rawValue: UInt(AutoresizingMask(child).rawValue)) }
            case ("prototypes", _) where view is TableView, ("cells", _) where view is CollectionView:
                registerPrototypes(child, in: view, scene: scene)
            case ("collectionReusableView", "sectionHeaderView"?) where view is CollectionView,
                ("collectionReusableView", "sectionFooterView"?) where view is CollectionView:
                registerSupplementary(child, in: view as! CollectionView, scene: scene)
            case (_, "collectionViewLayout"?) where view is CollectionView:
                continue    // read by the collection view's decoding
            case (_, "contentView"?) where view is TableViewCell || view is CollectionViewCell:
                decodeContentView(child, of: view, cellElement: element, scene: scene)
            case ("sections", _) where view is TableView:
                continue    // static cells: reported with the table's dataMode
            case ("color", "separatorColor"?), ("inset", "separatorInset"?):
                continue    // read by the table's decoding
            case ("inset", "contentInset"?) where view is ScrollView, ("edgeInsets", "contentInset"?) where view is ScrollView:
                continue    // read by the scroll view's decoding
            case ("inset", "scrollIndicatorInsets"?) where view is ScrollView,
                ("edgeInsets", "scrollIndicatorInsets"?) where view is ScrollView:
                continue    // read by the scroll view's decoding
            case ("subviews", _):
                for sub in child.children {
                    if let id = sub.id, let existing = standInViews.removeValue(forKey: id) {
                        decodeView(existing, element: sub, scene: scene)
                        continue
                    }
                    if let subview = makeObject(sub, scene: scene) as? View {
                        // A stack view's subviews in the file are its arranged subviews.
                        if let stack = view as? StackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
                    }
                    else if InterfaceBuilderClasses.views[sub.tag] == nil { continue }   // reported by makeObject
                }
            case (_, "tableHeaderView"?) where view is TableView, (_, "tableFooterView"?) where view is TableView:
                // The table's header and footer views (`tableHeaderView`, `tableFooterView`), at
                // the file's height and the table's width.
                if let table = view as? TableView, let made = makeObject(child, scene: scene) as? View {
                    if child.key == "tableHeaderView" { table.tableHeaderView = made } else { table.tableFooterView = made }
                }
            case ("color", "backgroundColor"?):
                view.backgroundColor = color(child, scene: scene, owner: id)
            case ("color", "onTintColor"?) where view is Switch, ("color", "thumbTintColor"?) where view is Switch || view is Slider,
                ("color", "minimumTrackTintColor"?) where view is Slider, ("color", "maximumTrackTintColor"?) where view is Slider,
                ("color", "selectedSegmentTintColor"?) where view is SegmentedControl, ("segments", _) where view is SegmentedControl:
                continue    // read by the control's decoding
            case ("color", "tintColor"?) where view is SegmentedControl:
                continue    // iOS 13 and later draw a segmented control without its tint, as Kit does
            case ("color", "tintColor"?):
                if !(view is ImageView) && !(view is Button) && !(view is NavigationBar) {
                    warn("tintColor is not read (Kit views have no tint) except for template images", scene: scene, element: id)
                }
            case ("color", "textColor"?), ("color", "highlightedColor"?), ("color", "barTintColor"?):
                continue    // read by the label, text view and bar decoding (a highlighted label is reported there)
            case ("color", let key):
                warn("\(key ?? "colour") is not drawn", scene: scene, element: id)
            case ("fontDescription", _), ("attributedString", _), ("string", _), ("state", _),
                 ("buttonConfiguration", _), ("inset", _), ("nil", _), ("point", _), ("size", _), ("accessibility", _),
                 ("freeformSimulatedSizeMetrics", _), ("edgeInsets", _), ("directionalEdgeInsets", _),
                 ("userDefinedRuntimeAttributes", _), ("connections", _), ("textInputTraits", _),
                 ("preview", _), ("imageReference", _), ("backgroundConfiguration", _), ("navigationBarAppearance", _),
                 ("textAttributes", _), ("offsetWrapper", _), ("items", _):
                continue    // read by the class's own decoding, by the connection pass, or not a picture
            case ("constraints", _):
                collectConstraints(child, owner: id, scene: scene)
            case ("viewLayoutGuide", _):
                collectLayoutGuide(child, of: view, scene: scene)
            case ("variation", _):
                continue    // masks applied before the loop; attributes resolved when the object was made
            case ("animations", _) where child.children.isEmpty:
                continue    // an image view without animation images
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
        // Long or multi-line text is written as a `<string key="text">` element.
        if let text = element["text"] ?? element.child("string", key: "text")?.text { label.text = text }
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

    /// The attributes of a `scrollView` element (and of tables and collections, which are scroll
    /// views) that ``decodeScrollView(_:element:scene:)`` applies.
    static let scrollAttributes: Set<String> = [
        "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled", "scrollEnabled",
        "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "contentInsetAdjustmentBehavior",
        "minimumZoomScale", "maximumZoomScale", "decelerationRate",
    ]

    /// Applies a scroll view's scrolling attributes, its content inset and its indicators' insets.
    func decodeScrollView(_ scroll: ScrollView, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        if let v = element["bounces"] { scroll.bounces = bool(v) }
        if let v = element["alwaysBounceVertical"] { scroll.alwaysBounceVertical = bool(v) }
        if let v = element["alwaysBounceHorizontal"] { scroll.alwaysBounceHorizontal = bool(v) }
        if let v = element["pagingEnabled"] { scroll.isPagingEnabled = bool(v) }
        if let v = element["scrollEnabled"] { scroll.isScrollEnabled = bool(v) }
        if let v = element["showsHorizontalScrollIndicator"] { scroll.showsHorizontalScrollIndicator = bool(v) }
        if let v = element["showsVerticalScrollIndicator"] { scroll.showsVerticalScrollIndicator = bool(v) }
        for key in ["minimumZoomScale", "maximumZoomScale"] {
            guard let n = number(element[key], key: key, scene: scene, element: id) else { continue }
            if key == "minimumZoomScale" { scroll.minimumZoomScale = n } else { scroll.maximumZoomScale = n }
        }
        if let v = element["decelerationRate"] {
            if v == "fast" { scroll.decelerationRate = .fast } else if v == "normal" { scroll.decelerationRate = .normal } else {
                fail(.unsupportedAttribute(key: "decelerationRate", value: v), scene: scene, element: id)
            }
        }
        if !(scroll is TableView), !(scroll is CollectionView) { decodeInsetAdjustment(scroll, element: element, scene: scene) }
        for inset in element.children where ["contentInset", "scrollIndicatorInsets"].contains(inset.key ?? "") {
            func n(_ key: String) -> Double { number(inset[key] ?? "0", key: key, scene: scene, element: id) ?? 0 }
            // `<inset>` writes minX/minY/maxX/maxY; `<edgeInsets>` top/left/bottom/right.
            let insets = inset.tag == "inset"
                ? EdgeInsets(top: n("minY"), left: n("minX"), bottom: n("maxY"), right: n("maxX"))
                : EdgeInsets(top: n("top"), left: n("left"), bottom: n("bottom"), right: n("right"))
            if inset.key == "contentInset" { scroll.contentInset = insets } else { scroll.scrollIndicatorInsets = insets }
        }
    }

    /// The attributes of a `stackView` element.
    static let stackAttributes: Set<String> = [
        "axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement", "baselineRelativeArrangement",
    ]

    private func decodeStackView(_ stack: StackView, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        if let v = element["axis"] {
            if v == "vertical" { stack.axis = .vertical } else if v == "horizontal" { stack.axis = .horizontal } else {
                fail(.unsupportedAttribute(key: "axis", value: v), scene: scene, element: id)
            }
        }
        let distributions: [String: StackView.Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let v = element["distribution"] {
            if let d = distributions[v] { stack.distribution = d } else {
                fail(.unsupportedAttribute(key: "distribution", value: v), scene: scene, element: id)
            }
        }
        let alignments: [String: StackView.Alignment] = [
            "fill": .fill, "top": .top, "leading": .leading, "center": .center, "bottom": .bottom, "trailing": .trailing,
            "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
        ]
        if let v = element["alignment"] {
            if let a = alignments[v] { stack.alignment = a } else {
                fail(.unsupportedAttribute(key: "alignment", value: v), scene: scene, element: id)
            }
        }
        if let v = element["spacing"], let n = number(v, key: "spacing", scene: scene, element: id) { stack.spacing = n }
        if let v = element["layoutMarginsRelativeArrangement"] { stack.isLayoutMarginsRelativeArrangement = bool(v) }
        if element["baselineRelativeArrangement"] == "YES" {
            warn("baselineRelativeArrangement is not applied (spacing is measured between edges)", scene: scene, element: id)
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

    /// Attributes of a text field element read by ``decodeTextField(_:element:scene:)``.
    static let textFieldAttributes: Set<String> = [
        "borderStyle", "placeholder", "clearButtonMode", "clearsOnBeginEditing", "background", "disabledBackground",
    ]

    private func decodeTextField(_ field: TextField, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        if let text = element["text"] ?? element.child("string", key: "text")?.text { field.text = text }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap({ font($0, scene: scene, owner: id) }) {
            field.font = font
        }
        if let c = element.child("color", key: "textColor"), let color = color(c, scene: scene, owner: id) { field.textColor = color }
        if let v = element["textAlignment"] {
            if let alignment = InterfaceBuilderNames.textAlignments[v] { field.textAlignment = alignment } else {
                fail(.unsupportedAttribute(key: "textAlignment", value: v), scene: scene, element: id)
            }
        }
        let styles: [String: TextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
        if let v = element["borderStyle"] {
            if let style = styles[v] { field.borderStyle = style } else {
                fail(.unsupportedAttribute(key: "borderStyle", value: v), scene: scene, element: id)
            }
        }
        let modes: [String: TextField.ViewMode] = [
            "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
        ]
        if let v = element["clearButtonMode"] {
            if let mode = modes[v] { field.clearButtonMode = mode } else {
                fail(.unsupportedAttribute(key: "clearButtonMode", value: v), scene: scene, element: id)
            }
        }
        if let v = element["clearsOnBeginEditing"] { field.clearsOnBeginEditing = bool(v) }
        if element.child("textInputTraits", key: "textInputTraits")?["secureTextEntry"] == "YES" { field.isSecureTextEntry = true }
        if element["background"] != nil || element["disabledBackground"] != nil {
            warn("text field background images are not drawn", scene: scene, element: id)
        }
        if element["enabled"] == "NO" { field.isEnabled = false }
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

    func decodeRecognizer(_ recognizer: GestureRecognizer, element: InterfaceBuilderElement, scene: String?) {
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
}
