import Foundation
import Synchronization

/// An action method an app declares in an extension of a Kit controller class
/// (`extension UIViewController { @IBAction func unwindToList(_ segue: UIStoryboardSegue) {} }`).
///
/// On iOS such a method is a category method: the Objective-C runtime adds it to the class, so
/// every instance of the class and of its subclasses responds to it (`responds(to:)`), Kit's own
/// controllers and the app's alike, and an unwind segue naming it can end at any of them. Swift on
/// Linux has no categories: an extension cannot override ``ViewController/performInterfaceBuilderAction(_:sender:event:)``.
/// So `flipbook port` writes the app's extension actions into a class conforming to
/// ``InterfaceBuilderExtensionActionProvider``, which Kit registers once per module
/// (``register(module:)``, called when the app launches or a storyboard of the module loads);
/// from then on every controller of the class lists the action
/// (``ViewController/respondsToInterfaceBuilderAction(_:)``) and performs it by calling the
/// extension's method.
public struct InterfaceBuilderExtensionAction: Sendable {
    /// The action's Objective-C selector (`unwindToList:`).
    public let selector: String
    /// Whether a controller is of the extended class (or a subclass).
    let applies: @Sendable (ViewController) -> Bool
    /// Calls the method on a controller of the class: false when the controller is not of it or
    /// the arguments do not fit the method's parameters.
    let perform: @Sendable (ViewController, Any?, Event?) -> Bool

    /// The action `selector` of the extension of `type`; `perform` calls the extension's method
    /// on a controller of that class with the sender and event (false when they do not fit).
    public init<C: ViewController>(
        _ selector: String, of type: C.Type,
        perform: @escaping @Sendable (C, Any?, Event?) -> Bool
    ) {
        self.selector = selector
        self.applies = { $0 is C }
        self.perform = { controller, sender, event in
            guard let controller = controller as? C else { return false }
            return perform(controller, sender, event)
        }
    }
}

/// What `flipbook port` generates for a module whose extensions of Kit controller classes
/// declare actions: the class `FlipbookInterfaceBuilderExtensionActions` of the module, found by
/// name when the module's app launches or its storyboards load (see
/// ``InterfaceBuilderExtensionAction``). A class, because the runtime finds a type by its
/// `Module.Name` only for classes.
public protocol InterfaceBuilderExtensionActionProvider {
    /// The module's extension actions.
    static var interfaceBuilderExtensionActions: [InterfaceBuilderExtensionAction] { get }
}

extension InterfaceBuilderExtensionAction {
    /// The name of the class `flipbook port` generates in a module.
    public static let providerName = "FlipbookInterfaceBuilderExtensionActions"

    private struct Registry {
        var modules: Set<String> = []
        var actions: [String: [InterfaceBuilderExtensionAction]] = [:]
    }
    private static let registry = Mutex(Registry())

    /// Registers the extension actions of `module` (its `FlipbookInterfaceBuilderExtensionActions`
    /// class, if it has one), once per process: on iOS category methods are added to their class
    /// when the binary loads, for every controller of the process.
    public static func register(module: String) {
        let isNew = registry.withLock { $0.modules.insert(module).inserted }
        guard isNew, let provider = _typeByName("\(module).\(providerName)") as? any InterfaceBuilderExtensionActionProvider.Type
        else { return }
        register(provider.interfaceBuilderExtensionActions)
    }

    /// Registers `actions` for every controller of their classes. A selector registered again for
    /// the same class replaces nothing: the first registration answers (on iOS two categories
    /// declaring one method leave it undefined which one runs).
    public static func register(_ actions: [InterfaceBuilderExtensionAction]) {
        registry.withLock { registry in
            for action in actions { registry.actions[action.selector, default: []].append(action) }
        }
    }

    /// The registered action `selector` that applies to `controller`, if any.
    static func action(_ selector: String, for controller: ViewController) -> InterfaceBuilderExtensionAction? {
        let candidates = registry.withLock { $0.actions[selector] ?? [] }
        return candidates.first { $0.applies(controller) }
    }
}

extension ViewController {
    /// Whether this controller has the action `selector`, as UIKit's `responds(to:)` answers for
    /// an action method: one its class lists (``interfaceBuilderActions``) or one an extension of
    /// its class or of a superclass declares (``InterfaceBuilderExtensionAction``).
    public func respondsToInterfaceBuilderAction(_ selector: String) -> Bool {
        interfaceBuilderActions?.contains(selector) == true
            || InterfaceBuilderExtensionAction.action(selector, for: self) != nil
    }

    /// Calls the extension action `selector` on this controller (see
    /// ``InterfaceBuilderExtensionAction``); false when none applies or its arguments do not fit.
    func performExtensionAction(_ selector: String, sender: Any?, event: Event?) -> Bool {
        InterfaceBuilderExtensionAction.action(selector, for: self)?.perform(self, sender, event) ?? false
    }
}
