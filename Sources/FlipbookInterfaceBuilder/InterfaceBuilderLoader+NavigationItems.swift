import Foundation
import FlipbookKit
import FlipbookRaster

/// The bar button items made with a controller, waiting for its view's session.
struct PendingBarItems {
    weak var owner: ViewController?
    var items: [(InterfaceBuilderElement, BarButtonItem)] = []
}

/// A controller's `<navigationItem>`: its prompt, back item, title view and bar button items.
extension InterfaceBuilderLoader {
    /// Makes a `<barButtonItem>` of Kit's class or a custom subclass, made with `init(coder:)`.
    static let barButtonItemMaker = InterfaceBuilderClasses.Maker(
        kitName: "BarButtonItem", kitClass: BarButtonItem.self,
        make: { found, coder in
            guard let type = found as? BarButtonItem.Type else { return .none }
            return .some(type.init(coder: coder))
        },
        accepts: { $0 is BarButtonItem.Type })

    /// Interface Builder's names of the system items (`systemItem="…"`).
    static let systemItems: [String: BarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
        "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
        "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
        "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "pageCurl": .pageCurl, "close": .close,
    ]

    /// The attributes of a `<barButtonItem>` the loader reads.
    static let barButtonItemAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "title", "image",
        "systemItem", "style", "enabled", "width", "tag", "landscapeImage", "largeContentSizeImage",
    ]

    /// Applies `element` (a `<navigationItem>`) to `controller`'s navigation item: its prompt,
    /// `leftItemsSupplementBackButton`, back item, title view and left and right bar button items
    /// (one `leftBarButtonItem` or several `leftBarButtonItems`, likewise on the right). The title
    /// is the controller's (read with the controller).
    func decodeNavigationItem(_ element: InterfaceBuilderElement, of controller: ViewController, scene: String?) {
        barItemOwner = controller
        defer { barItemOwner = nil }
        let item = controller.navigationItem
        if let prompt = element["prompt"] { item.prompt = prompt }
        if let v = element["leftItemsSupplementBackButton"] { item.leftItemsSupplementBackButton = bool(v) }
        if let back = element.child("barButtonItem", key: "backBarButtonItem") {
            item.backBarButtonItem = makeBarButtonItem(back, scene: scene)
        }
        if let titleView = element.children.first(where: { $0.key == "titleView" }) {
            item.titleView = makeObject(titleView, scene: scene) as? View
        }
        item.leftBarButtonItems = barButtonItems(of: element, side: "left", scene: scene)
        item.rightBarButtonItems = barButtonItems(of: element, side: "right", scene: scene)
    }

    /// The items of one side: `<barButtonItem key="leftBarButtonItem">` or the children of
    /// `<leftBarButtonItems>` (leading first); `nil` when the file gives none.
    private func barButtonItems(of element: InterfaceBuilderElement, side: String, scene: String?) -> [BarButtonItem]? {
        if let one = element.child("barButtonItem", key: "\(side)BarButtonItem") {
            return makeBarButtonItem(one, scene: scene).map { [$0] }
        }
        guard let list = element.children.first(where: { $0.tag == "\(side)BarButtonItems" || $0.key == "\(side)BarButtonItems" })
        else { return nil }
        return list.children("barButtonItem").compactMap { makeBarButtonItem($0, scene: scene) }
    }

    /// A bar button item from its element: the class (custom or Kit's), the system item, title,
    /// image (drawn as a template in the bar unless the image set says original), style, enabled
    /// state, width, tag, tint colour and custom view; its connections (actions and segues) and
    /// runtime attributes are made with the scene's.
    func makeBarButtonItem(_ element: InterfaceBuilderElement, scene: String?) -> BarButtonItem? {
        guard let type = resolveClass(element, maker: Self.barButtonItemMaker, scene: scene) else { return nil }
        let coder = InterfaceBuilderCoder(element: element, sceneID: scene, loader: self)
        guard let made = Self.barButtonItemMaker.make(type, coder) else {
            fail(.wrongClass("\(type)", expected: "BarButtonItem"), scene: scene, element: element.id)
            return nil
        }
        guard let item = made as? BarButtonItem else {
            fail(.initializerReturnedNil("\(type)"), scene: scene, element: element.id)
            return nil
        }
        let id = element.id
        for key in element.attributes.keys.sorted() where !Self.barButtonItemAttributes.contains(key) {
            warn("bar button item attribute \(key) is not read", scene: scene, element: id)
        }
        if let name = element["systemItem"] {
            if let system = Self.systemItems[name] {
                item.systemItem = system
                item.title = system.title
                if system == .done { item.style = .done }
            } else {
                fail(.unsupportedAttribute(key: "systemItem", value: name), scene: scene, element: id)
            }
        }
        if let title = element["title"] { item.title = title }
        if let name = element["image"] { item.image = barImage(named: name, scene: scene, owner: id) }
        switch element["style"] {
        case nil: break
        case "plain"?: item.style = .plain
        case "done"?: item.style = .done
        case "bordered"?: item.style = .bordered
        case let other?: fail(.unsupportedAttribute(key: "style", value: other), scene: scene, element: id)
        }
        if let v = element["enabled"] { item.isEnabled = bool(v) }
        if let v = element["width"], let n = number(v, key: "width", scene: scene, element: id) { item.width = n }
        if let v = element["tag"], let n = number(v, key: "tag", scene: scene, element: id) { item.tag = Int(n) }
        if let tint = element.child("color", key: "tintColor") { item.tintColor = color(tint, scene: scene, owner: id) }
        if let custom = element.children.first(where: { $0.key == "customView" }) {
            item.customView = makeObject(custom, scene: scene) as? View
        }
        // Connected and awoken with the scene's view (whose session holds the scene's objects).
        if let owner = barItemOwner {
            let key = ObjectIdentifier(owner)
            // An entry left by a controller that is gone (its view never loaded) is dropped.
            if pendingBarItems[key]?.owner !== owner { pendingBarItems[key] = PendingBarItems(owner: owner) }
            pendingBarItems[key]?.items.append((element, item))
        }
        return item
    }

    /// Registers the bar button items made for `controller`'s navigation item in the current
    /// session, so their actions and segues are connected with the scene's objects.
    func registerBarItems(of controller: ViewController) {
        guard let pending = pendingBarItems.removeValue(forKey: ObjectIdentifier(controller)),
            pending.owner === controller
        else { return }
        for (element, item) in pending.items { register(item, element: element) }
    }

    /// A bar item's image as the bar draws it: an asset catalogue template stays a template
    /// (the bar tints it), a set marked original is drawn as it is; a loose file is a template
    /// too, as UIKit draws bar images by default.
    private func barImage(named name: String, scene: String?, owner: String?) -> Image? {
        if let catalog = assets, catalog.hasImage(named: name) {
            do {
                guard let image = try catalog.image(named: name, scale: options.scale) else { return nil }
                return catalog.isOriginalImage(named: name) ? image.withRenderingMode(.alwaysOriginal) : image
            } catch let error as InterfaceBuilderError {
                if options.isPreview {
                    warn("\(error); the image is left out", scene: scene, element: owner)
                } else {
                    sessions.last?.errors.append(error)
                }
                return nil
            } catch { return nil }
        }
        return image(named: name, tint: nil, scene: scene, owner: owner)
    }
}
