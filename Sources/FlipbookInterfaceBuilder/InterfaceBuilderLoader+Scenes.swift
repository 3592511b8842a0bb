import FlipbookKit

/// Making a storyboard's controllers by id (for the initial scene, identifiers, segues and
/// relationships). The loader, not the ``Storyboard``, does it, so that controllers made from a
/// storyboard keep working after the `Storyboard` object is gone, as in UIKit.
extension InterfaceBuilderLoader {
    /// The storyboard's controllers by id, with their scene's id.
    var controllers: [String: (scene: String, element: InterfaceBuilderElement)] {
        if let cached = controllerIndex { return cached }
        var byID: [String: (scene: String, element: InterfaceBuilderElement)] = [:]
        for scene in document.scenes {
            if let controller = scene.controller, let id = controller.id { byID[id] = (scene.id, controller) }
        }
        controllerIndex = byID
        return byID
    }

    func controllerElement(id: String) -> InterfaceBuilderElement? { controllers[id]?.element }

    /// Makes the controller with id `id` and calls its `awakeFromNib()`; with `loadingView`,
    /// loads its view (and a navigation controller's children's) so that their errors are thrown.
    func makeController(id: String, loadingView: Bool = false) throws -> ViewController {
        guard let entry = controllers[id] else {
            throw InterfaceBuilderError(file: file, reason: .missingViewController("with id '\(id)'"))
        }
        // A navigation controller whose root relationship leads back to itself would recurse.
        guard !controllersBeingMade.contains(id) else {
            throw InterfaceBuilderError(file: file, scene: entry.scene, element: id,
                                        reason: .unsupportedElement("relationship cycle through \(controllersBeingMade.joined(separator: " → ")) → \(id)"))
        }
        controllersBeingMade.append(id)
        defer { controllersBeingMade.removeLast() }
        if entry.element.tag == "viewControllerPlaceholder", let name = entry.element["storyboardName"] {
            return try referencedController(storyboard: name, identifier: entry.element["referencedIdentifier"],
                                            loadingView: loadingView)
        }
        let controller: ViewController = try session { session in
            guard let controller = makeObject(entry.element, scene: entry.scene) as? ViewController else {
                throw session.errors.first ?? InterfaceBuilderError(file: file, scene: entry.scene, element: id,
                                                                    reason: .unsupportedElement(entry.element.tag))
            }
            return controller
        }
        controller.awakeFromNib()
        if loadingView {
            throwingLoads += 1
            defer { throwingLoads -= 1 }
            loadErrors = []
            loadAll(controller)
            if let error = loadErrors.first { throw error }
        }
        return controller
    }

    /// The controller a storyboard reference (`<viewControllerPlaceholder>`) stands for, as
    /// UIKit makes it when a segue or relationship reaches the reference: storyboard `name`'s
    /// controller with storyboard identifier `identifier`, or its initial controller when the
    /// reference names none. The storyboard is found in this file's bundle, with the same
    /// options; its errors are thrown as its own.
    private func referencedController(storyboard name: String, identifier: String?, loadingView: Bool) throws
        -> ViewController
    {
        let storyboard = try Storyboard(name: name, bundle: bundle, options: options)
        if let identifier { return try storyboard.makeViewController(withIdentifier: identifier, loadingView: loadingView) }
        return try storyboard.makeInitialViewController(loadingView: loadingView)
    }

    private func loadAll(_ controller: ViewController) {
        _ = controller.view
        if let nav = controller as? NavigationController { for child in nav.viewControllers { loadAll(child) } }
        if let tabs = controller as? TabBarController { for child in tabs.viewControllers ?? [] { loadAll(child) } }
    }

    /// A controller's `tabBarItem` element: its title (else the controller's), image, selected
    /// image, tag and badge. System items (`systemItem`) have glyphs and titles Kit does not
    /// draw: an error naming the item.
    func decodeTabBarItem(_ element: InterfaceBuilderElement, of controller: ViewController, scene: String?) {
        if let system = element["systemItem"] {
            fail(.unsupportedAttribute(key: "systemItem", value: system), scene: scene, element: element.id)
            return
        }
        let picture = element["image"].flatMap { self.image(named: $0, tint: nil, scene: scene, owner: element.id) }
        let selected = element["selectedImage"].flatMap { self.image(named: $0, tint: nil, scene: scene, owner: element.id) }
        let item = TabBarItem(title: element["title"] ?? controller.title, image: picture, selectedImage: selected)
        if let v = element["tag"], let n = number(v, key: "tag", scene: scene, element: element.id) { item.tag = Int(n) }
        if let badge = element["badgeValue"] { item.badgeValue = badge }
        if element["enabled"] == "NO" { item.isEnabled = false }
        controller.tabBarItem = item
    }

    /// The controller with id `id` for a segue or relationship of `scene`; a failure is recorded
    /// in the current session (naming the segue when the error has no element of its own).
    func instantiate(id: String, scene: String?, element: String?) -> ViewController? {
        do { return try makeController(id: id) } catch {
            if let error = error as? InterfaceBuilderError {
                fail(error.reason, scene: error.scene ?? scene, element: error.element ?? element)
            }
            return nil
        }
    }
}
