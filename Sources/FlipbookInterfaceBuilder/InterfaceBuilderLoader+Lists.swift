import FlipbookGeometry
import FlipbookKit

/// Table views from Interface Builder files: a table's attributes, its prototype cells (made
/// afresh from the file each time the table needs a new cell), and a cell's content.
extension InterfaceBuilderLoader {
    /// The attributes of a `tableView` element the loader reads (or that change no picture).
    static let tableAttributes: Set<String> = [
        "style", "dataMode", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "separatorStyle", "allowsSelection",
        "allowsMultipleSelection", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing",
        "sectionIndexMinimumDisplayRowCount", "separatorInsetReference", "contentInsetAdjustmentBehavior",
        "insetsContentViewsToSafeArea", "cellLayoutMarginsFollowReadableWidth", "remembersLastFocusedIndexPath",
        "fillerRowHeight", "sectionHeaderTopPadding", "prefetchingEnabled", "dragInteractionEnabled",
    ]

    /// The attributes of a `tableViewCell` element the loader reads (or that change no picture).
    static let cellAttributes: Set<String> = [
        "style", "reuseIdentifier", "textLabel", "detailTextLabel", "imageView", "selectionStyle", "accessoryType",
        "indentationWidth", "indentationLevel", "focusStyle", "shouldIndentWhileEditing", "showsReorderControl",
        "editingAccessoryType", "rowHeight", "hidesAccessoryWhenEditing",
    ]

    /// Applies a list's `contentInsetAdjustmentBehavior`.
    func decodeInsetAdjustment(_ scrollView: ScrollView, element: InterfaceBuilderElement, scene: String?) {
        let behaviors: [String: ScrollView.ContentInsetAdjustmentBehavior] = [
            "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
        ]
        guard let v = element["contentInsetAdjustmentBehavior"] else { return }
        if let behavior = behaviors[v] {
            scrollView.contentInsetAdjustmentBehavior = behavior
        } else {
            fail(.unsupportedAttribute(key: "contentInsetAdjustmentBehavior", value: v), scene: scene, element: element.id)
        }
    }

    /// Applies a `tableView` element's own attributes (its style was read by `init?(coder:)`).
    func decodeTableView(_ table: TableView, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        decodeInsetAdjustment(table, element: element, scene: scene)
        func n(_ key: String) -> Double? { element[key].flatMap { number($0, key: key, scene: scene, element: id) } }
        // Kit's `automaticDimension` is UIKit's -1, the value the file writes for "Automatic".
        if let v = n("rowHeight") { table.rowHeight = v }
        if let v = n("estimatedRowHeight") { table.estimatedRowHeight = v }
        // Interface Builder writes its style's defaults (28 or 22 plain, 18 grouped) that UIKit uses
        // only for sections with a header; Kit's automatic heights stand for them.
        for key in ["sectionHeaderHeight", "sectionFooterHeight"] {
            if let v = n(key), ![-1, 18, 22, 28].contains(v) {
                warn("\(key) \(v) is not applied (Kit's automatic section heights are)", scene: scene, element: id)
            }
        }
        if let v = element["allowsSelection"] { table.allowsSelection = bool(v) }
        if let v = element["allowsMultipleSelection"] { table.allowsMultipleSelection = bool(v) }
        switch element["separatorStyle"] {
        case nil, "default", "singleLine": break
        case "none": table.separatorStyle = .none
        case "singleLineEtched":
            warn("separatorStyle singleLineEtched is drawn as singleLine", scene: scene, element: id)
        case let other?:
            fail(.unsupportedAttribute(key: "separatorStyle", value: other), scene: scene, element: id)
        }
        if element["dataMode"] == "static" {
            decodeStaticSections(element.child("sections"), of: table, scene: scene, element: id)
        }
        if let c = element.child("color", key: "separatorColor") { table.separatorColor = color(c, scene: scene, owner: id) }
        if let inset = element.child("inset", key: "separatorInset") {
            func m(_ key: String) -> Double { number(inset[key] ?? "0", key: key, scene: scene, element: id) ?? 0 }
            table.separatorInset = EdgeInsets(top: m("minY"), left: m("minX"), bottom: m("maxY"), right: m("maxX"))
        }
    }

    /// A static table's sections (`dataMode="static"`): every cell is made now, in the scene's
    /// session (so the controller's outlets into the cells connect), and handed to the scene's
    /// ``TableViewController`` as its `staticSections`, as UIKit's static cells need one.
    func decodeStaticSections(_ sections: InterfaceBuilderElement?, of table: TableView, scene: String?, element: String?) {
        guard let controller = current.sceneController as? TableViewController else {
            fail(.unsupportedElement("static table cells outside a table view controller"), scene: scene, element: element)
            return
        }
        var made: [StaticTableSection] = []
        cellDepth += 1
        decodingStaticCells = true
        defer {
            cellDepth -= 1
            decodingStaticCells = false
        }
        for section in sections?.children("tableViewSection") ?? [] {
            var cells: [TableViewCell] = []
            var heights: [Double?] = []
            for cellElement in section.child("cells")?.children ?? [] {
                guard let cell = makeObject(cellElement, scene: scene) as? TableViewCell else { continue }
                cells.append(cell)
                heights.append(
                    cellElement["rowHeight"].flatMap { number($0, key: "rowHeight", scene: scene, element: cellElement.id) })
            }
            made.append(
                StaticTableSection(
                    headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                    cells: cells, rowHeights: heights))
        }
        controller.staticSections = made
    }

    /// Registers every prototype cell of a table (`prototypes`) or a collection view (`cells`):
    /// dequeuing its reuse identifier decodes the prototype again (a new cell, its outlets
    /// connected and `awakeFromNib()` called), as UIKit instantiates a prototype from the
    /// compiled nib.
    func registerPrototypes(_ prototypes: InterfaceBuilderElement, in list: View, scene: String?) {
        weak let controller = current.sceneController
        let tag = list is TableView ? "tableViewCell" : "collectionViewCell"
        for cell in prototypes.children {
            guard cell.tag == tag else {
                fail(
                    .unsupportedElement("\(cell.tag) among the prototype cells of a \(type(of: list))"), scene: scene,
                    element: cell.id)
                continue
            }
            guard let identifier = cell["reuseIdentifier"] else {
                warn("a prototype cell without a reuse identifier cannot be dequeued", scene: scene, element: cell.id)
                continue
            }
            if let table = list as? TableView {
                table.registerCellFactory(forCellReuseIdentifier: identifier) { [self] in
                    guard let made = makeCell(cell, scene: scene, controller: controller) as? TableViewCell else {
                        preconditionFailure("\(file): prototype cell \(cell.id ?? identifier) is not a TableViewCell")
                    }
                    return made
                }
            } else if let collection = list as? CollectionView {
                collection.registerCellFactory(forCellWithReuseIdentifier: identifier) { [self] in
                    guard let made = makeCell(cell, scene: scene, controller: controller) as? CollectionViewCell else {
                        preconditionFailure("\(file): prototype cell \(cell.id ?? identifier) is not a CollectionViewCell")
                    }
                    return made
                }
            }
        }
    }

    /// Registers a collection view's section header or footer from the file
    /// (`sectionHeaderView`, `sectionFooterView`): dequeuing its reuse identifier for the kind
    /// decodes it again, as a prototype cell.
    func registerSupplementary(_ element: InterfaceBuilderElement, in collection: CollectionView, scene: String?) {
        weak let controller = current.sceneController
        let kind =
            element.key == "sectionHeaderView" ? CollectionView.elementKindSectionHeader : CollectionView.elementKindSectionFooter
        guard let identifier = element["reuseIdentifier"] else {
            warn(
                "a section \(element.key == "sectionHeaderView" ? "header" : "footer") without a reuse identifier cannot be dequeued",
                scene: scene, element: element.id)
            return
        }
        collection.registerSupplementaryViewFactory(ofKind: kind, withReuseIdentifier: identifier) { [self] in
            guard let made = makeCell(element, scene: scene, controller: controller) as? CollectionReusableView else {
                preconditionFailure("\(file): \(element.id ?? identifier) is not a CollectionReusableView")
            }
            return made
        }
    }

    /// The attributes of a `collectionView` element the loader reads (or that change no picture).
    static let collectionAttributes: Set<String> = [
        "dataMode", "prefetchingEnabled", "contentInsetAdjustmentBehavior", "allowsSelection", "allowsMultipleSelection",
        "dragInteractionEnabled", "remembersLastFocusedIndexPath", "selectionFollowsFocus", "allowsFocus",
    ]

    /// Applies a `collectionView` element's attributes and its flow layout.
    func decodeCollectionView(_ collection: CollectionView, element: InterfaceBuilderElement, scene: String?) {
        decodeInsetAdjustment(collection, element: element, scene: scene)
        if let v = element["allowsSelection"] { collection.allowsSelection = bool(v) }
        if let v = element["allowsMultipleSelection"] { collection.allowsMultipleSelection = bool(v) }
        guard let layoutElement = element.children.first(where: { $0.key == "collectionViewLayout" }) else { return }
        guard decodeCollectionLayout(layoutElement, of: collection, scene: scene),
            layoutElement.tag == "collectionViewFlowLayout",
            let flow = collection.collectionViewLayout as? CollectionViewFlowLayout
        else { return }
        let lid = layoutElement.id
        func n(_ key: String) -> Double? { layoutElement[key].flatMap { number($0, key: key, scene: scene, element: lid) } }
        if let v = n("minimumLineSpacing") { flow.minimumLineSpacing = v }
        if let v = n("minimumInteritemSpacing") { flow.minimumInteritemSpacing = v }
        switch layoutElement["scrollDirection"] {
        case nil, "vertical": break
        case "horizontal": flow.scrollDirection = .horizontal
        case let other?: fail(.unsupportedAttribute(key: "scrollDirection", value: other), scene: scene, element: lid)
        }
        for size in layoutElement.children("size") {
            func m(_ key: String) -> Double { number(size[key] ?? "0", key: key, scene: scene, element: lid) ?? 0 }
            let value = Size(width: m("width"), height: m("height"))
            switch size.key {
            case "itemSize": flow.itemSize = value
            case "estimatedItemSize": flow.estimatedItemSize = value
            case "headerReferenceSize": flow.headerReferenceSize = value
            case "footerReferenceSize": flow.footerReferenceSize = value
            default: warn("flow layout size '\(size.key ?? "")' is not read", scene: scene, element: lid)
            }
        }
        // Xcode 11's "Estimate Size: Automatic": the cells size themselves.
        if layoutElement["automaticEstimatedItemSize"] == "YES" {
            flow.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        }
        if let inset = layoutElement.child("inset", key: "sectionInset") {
            func m(_ key: String) -> Double { number(inset[key] ?? "0", key: key, scene: scene, element: lid) ?? 0 }
            flow.sectionInset = EdgeInsets(top: m("minY"), left: m("minX"), bottom: m("maxY"), right: m("maxX"))
        }
        for key in ["sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds"] where layoutElement[key] == "YES" {
            warn("\(key) is not applied", scene: scene, element: lid)
        }
    }

    /// Makes the layout a `collectionViewLayout` element names: a flow layout (Kit's, or the
    /// `customClass` subclass of it), or a custom `UICollectionViewLayout` subclass, made with
    /// `init?(coder:)` as UIKit makes it, and sets it on `collection`. False when it is not made
    /// (the error or diagnostic names the element).
    private func decodeCollectionLayout(_ element: InterfaceBuilderElement, of collection: CollectionView, scene: String?) -> Bool
    {
        let id = element.id
        let isFlow = element.tag == "collectionViewFlowLayout"
        guard isFlow || element.tag == "collectionViewLayout" else {
            fail(.unsupportedElement("collection view layout <\(element.tag)>"), scene: scene, element: id)
            return false
        }
        for child in element.children where ["connections", "userDefinedRuntimeAttributes"].contains(child.tag) {
            warn("<\(child.tag)> of a collection view layout is not applied", scene: scene, element: id)
        }
        guard element["customClass"] != nil else {
            if !isFlow {
                fail(
                    .unsupportedElement("collection view layout <collectionViewLayout> without a customClass"), scene: scene,
                    element: id)
            }
            return isFlow
        }
        let maker = isFlow ? Self.layoutMaker(CollectionViewFlowLayout.self) : Self.layoutMaker(CollectionViewLayout.self)
        guard let type = resolveClass(element, maker: maker, scene: scene) else { return false }
        let coder = InterfaceBuilderCoder(element: element, sceneID: scene, loader: self)
        switch maker.make(type, coder) {
        case .none:
            fail(.wrongClass("\(type)", expected: maker.kitName), scene: scene, element: id)
            return false
        case .some(nil):
            fail(.initializerReturnedNil("\(type)"), scene: scene, element: id)
            return false
        case let .some(object?):
            guard let layout = object as? CollectionViewLayout else { return false }
            collection.collectionViewLayout = layout
            if let id { current.objects[id] = layout }
            if !isFlow {
                let known: Set<String> = ["id", "key", "customClass", "customModule", "customModuleProvider"]
                for key in element.attributes.keys.sorted() where !known.contains(key) {
                    warn("attribute \(key)=\"\(element[key] ?? "")\" of a custom layout is not read", scene: scene, element: id)
                }
            }
            return true
        }
    }

    /// How a layout element's class is made: `init?(coder:)` of the found class. A custom layout
    /// the program lacks, in a preview, is stood in for by a flow layout.
    static func layoutMaker<L: CollectionViewLayout>(_ type: L.Type) -> InterfaceBuilderClasses.Maker {
        InterfaceBuilderClasses.Maker(
            kitName: "\(L.self)", kitClass: L.self == CollectionViewLayout.self ? CollectionViewFlowLayout.self : L.self,
            make: { found, coder in
                guard let type = found as? L.Type else { return .none }
                return .some(type.init(coder: coder))
            },
            accepts: { $0 is L.Type })
    }

    /// Makes one cell from its prototype element in a session of its own (outlets into the
    /// cell, its constraints, its selection segue from `controller`), then `awakeFromNib()`.
    /// A cell that does not load stops the program naming it, as UIKit raises.
    func makeCell(_ element: InterfaceBuilderElement, scene: String?, controller: ViewController?) -> View {
        cellDepth += 1
        defer { cellDepth -= 1 }
        do {
            return try session(sceneController: controller) { session in
                guard let cell = makeObject(element, scene: scene) as? View else {
                    throw session.errors.first
                        ?? InterfaceBuilderError(
                            file: file, scene: scene, element: element.id,
                            reason: .unsupportedElement(element.tag))
                }
                try connect(session, scene: scene)
                awake(session)
                return cell
            }
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// Applies a `tableViewCell` element's own attributes (style and reuse identifier were read
    /// by `init?(coder:)`).
    func decodeTableViewCell(_ cell: TableViewCell, element: InterfaceBuilderElement, scene: String?) {
        let id = element.id
        let selection: [String: TableViewCell.SelectionStyle] = [
            "default": .default, "none": .none, "gray": .gray, "blue": .blue,
        ]
        if let v = element["selectionStyle"] {
            if let style = selection[v] {
                cell.selectionStyle = style
            } else {
                fail(.unsupportedAttribute(key: "selectionStyle", value: v), scene: scene, element: id)
            }
        }
        let accessories: [String: TableViewCell.AccessoryType] = [
            "none": .none, "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
            "detailButton": .detailButton, "detailDisclosureButton": .detailDisclosureButton,
        ]
        if let v = element["accessoryType"] {
            if let type = accessories[v] {
                cell.accessoryType = type
            } else {
                fail(.unsupportedAttribute(key: "accessoryType", value: v), scene: scene, element: id)
            }
        }
        if element["rowHeight"] != nil && !decodingStaticCells {
            warn(
                "a prototype cell's custom rowHeight is not applied (the table's rowHeight or its delegate's height is)",
                scene: scene, element: id)
        }
        if let v = element["indentationLevel"], v != "0" {
            warn("indentationLevel \(v) is not applied", scene: scene, element: id)
        }
    }

    /// Decodes a cell's `contentView` element onto the cell's own content view; in the standard
    /// styles the file's title, detail and image elements (named by the cell's `textLabel`,
    /// `detailTextLabel` and `imageView` attributes) are decoded onto the cell's own labels and
    /// image view, which the cell lays out itself.
    func decodeContentView(
        _ content: InterfaceBuilderElement, of cell: View, cellElement: InterfaceBuilderElement, scene: String?
    ) {
        if let tableCell = cell as? TableViewCell {
            var standIns: [String: View] = [:]
            if let id = cellElement["textLabel"], let label = tableCell.textLabel { standIns[id] = label }
            if let id = cellElement["detailTextLabel"], let label = tableCell.detailTextLabel { standIns[id] = label }
            if let id = cellElement["imageView"], let image = tableCell.imageView { standIns[id] = image }
            standInViews.merge(standIns) { $1 }
            decodeView(tableCell.contentView, element: content, scene: scene)
            return
        }
        if let collectionCell = cell as? CollectionViewCell {
            decodeView(collectionCell.contentView, element: content, scene: scene)
            return
        }
        fail(.unsupportedElement("contentView of \(type(of: cell))"), scene: scene, element: content.id)
    }
}
