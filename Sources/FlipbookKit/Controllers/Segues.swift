/// How a registered segue shows its destination (a storyboard segue's kind).
public enum SegueKind {
    /// The source's ``ViewController/show(_:sender:)``: push onto the source's navigation
    /// controller (a destination that is itself a navigation controller is presented modally,
    /// as in UIKit), or present modally without one.
    case show
    /// Present modally with the style.
    case present(ModalPresentationStyle)
    /// Show in the detail area (`showDetailViewController(_:sender:)`). Kit has no split view
    /// controller, and without one UIKit presents the destination modally from the window's root
    /// (its own presentation and transition styles; default full screen, cover vertical).
    case showDetail
    /// Present as a popover anchored at the sender. In a compact width (every iPhone in portrait)
    /// UIKit adapts the popover to a full-screen presentation, which is what Kit shows: the
    /// destination's `modalPresentationStyle` is `.popover` and its presentation adapts
    /// (`ModalPresentationStyle.adaptivePresentationStyle(for:)`), animating with its
    /// `modalTransitionStyle` (default cover vertical).
    case popover
    /// A custom ``StoryboardSegue`` subclass; its ``StoryboardSegue/perform()`` does the work.
    case custom(StoryboardSegue.Type)
}

/// A transition between two controllers (`UIStoryboardSegue`). Subclass and override
/// ``perform()`` for a custom segue.
open class StoryboardSegue {
    /// The segue's identifier (`nil` for an anonymous one).
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue shows.
    public let destination: ViewController
    /// What the built-in kinds do (push, present, dismiss, pop).
    var action: (() -> Void)?

    /// A segue from `source` to `destination`.
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows the destination. The base class runs its kind's default (push, present, unwind);
    /// subclasses override it with their own animation.
    open func perform() {
        action?()
    }
}

struct SegueRegistration {
    let kind: SegueKind
    let segueClass: StoryboardSegue.Type
    let destination: () -> ViewController
}

/// Segues registered in code instead of a storyboard.
extension ViewController {
    /// Registers the segue `identifier`; `destination` makes a new destination controller each time.
    /// - Parameters:
    ///   - kind: what the segue does.
    ///   - segueClass: for `.show`, `.present`, `.showDetail` and `.popover`, the segue's class (a storyboard segue with a
    ///     custom class): its `perform()` override runs, and `super.perform()` does the kind's
    ///     push or presentation. Default ``StoryboardSegue``.
    public func registerSegue(_ identifier: String, kind: SegueKind, segueClass: StoryboardSegue.Type = StoryboardSegue.self,
                              destination: @escaping () -> ViewController) {
        segueRegistrations[identifier] = SegueRegistration(kind: kind, segueClass: segueClass, destination: destination)
    }

    /// Performs the segue registered as `identifier`: makes the destination, calls
    /// ``prepare(for:sender:)``, then the segue's ``StoryboardSegue/perform()``.
    /// - Precondition: `identifier` was registered with `registerSegue(_:kind:destination:)`.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let registration = segueRegistrations[identifier] else {
            preconditionFailure("No segue '\(identifier)' on \(type(of: self)): call registerSegue(\"\(identifier)\", kind:destination:) first")
        }
        performSegue(identifier: identifier, kind: registration.kind, segueClass: registration.segueClass,
                     destination: registration.destination(), sender: sender)
    }

    /// Performs a segue that was not registered, with `identifier` (`nil` for a storyboard's
    /// anonymous segue, as a button's segue without an identifier): the same steps as
    /// ``performSegue(withIdentifier:sender:)`` — ``prepare(for:sender:)``, then the segue's
    /// ``StoryboardSegue/perform()`` — for `destination`, made by the caller.
    public func performSegue(identifier: String?, kind: SegueKind, segueClass: StoryboardSegue.Type = StoryboardSegue.self,
                             destination: ViewController, sender: Any?) {
        let segue: StoryboardSegue
        switch kind {
        case .show:
            segue = segueClass.init(identifier: identifier, source: self, destination: destination)
            segue.action = { [unowned self] in show(destination, sender: sender) }
        case let .present(style):
            destination.modalPresentationStyle = style
            segue = segueClass.init(identifier: identifier, source: self, destination: destination)
            segue.action = { [unowned self] in present(destination, animated: true) }
        case .showDetail:
            segue = segueClass.init(identifier: identifier, source: self, destination: destination)
            segue.action = { [unowned self] in (windowRoot ?? self).present(destination, animated: true) }
        case .popover:
            destination.modalPresentationStyle = .popover
            segue = segueClass.init(identifier: identifier, source: self, destination: destination)
            segue.action = { [unowned self] in present(destination, animated: true) }
        case let .custom(type):
            segue = type.init(identifier: identifier, source: self, destination: destination)
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Performs the unwind segue `identifier` from this controller back to `destination`: asks
    /// `destination` for ``segueForUnwinding(to:from:identifier:)``, calls ``prepare(for:sender:)``
    /// on this controller, then performs it.
    public func performUnwind(identifier: String, to destination: ViewController) {
        let segue = destination.segueForUnwinding(to: destination, from: self, identifier: identifier)
            ?? defaultUnwindSegue(identifier: identifier, to: destination)
        prepare(for: segue, sender: nil)
        segue.perform()
    }

    /// The window's root view controller when this controller is in the running application.
    private var windowRoot: ViewController? { Application.current?.rootViewController }

    func defaultUnwindSegue(identifier: String?, to destination: ViewController) -> StoryboardSegue {
        let segue = StoryboardSegue(identifier: identifier, source: self, destination: destination)
        segue.action = { [unowned self] in
            if let nav = navigationController, nav === destination.navigationController {
                nav.popToViewController(destination, animated: true)
            } else {
                destination.presentationRoot.dismiss(animated: true)
            }
        }
        return segue
    }
}

/// What an unwind segue's destination search knows of the segue (UIKit's
/// `UIStoryboardUnwindSegueSource`): its source, its action and its sender, given to
/// ``ViewController/allowedChildrenForUnwinding(from:)`` and ``ViewController/childContaining(_:)``.
public final class StoryboardUnwindSegueSource {
    /// The controller the unwind segue starts from.
    public let source: ViewController
    /// The unwind action's selector (`unwindToList:`).
    public let unwindAction: String
    /// What triggered the segue (a button, a recognizer), or nil.
    public let sender: Any?

    public init(source: ViewController, unwindAction: String, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}

extension ViewController {
    /// The container an unwind search goes up to from this controller: its ``parent``, or the
    /// navigation controller whose stack it is in.
    var unwindingParent: ViewController? { parent ?? navigationController }

    /// The destination of an unwind segue with `action` from `source`, as UIKit searches it
    /// (`allowedChildrenForUnwinding(from:)`, TN2298): from the source's container up through each container
    /// (``parent``, navigation controller) and each presenting controller, at each step the
    /// controller's ``allowedChildrenForUnwinding(from:)`` depth first (each child's own allowed
    /// children before the child), then the controller itself, the first whose
    /// ``canPerformUnwindSegueAction(_:from:sender:)`` answers true. `probe` may accept a
    /// controller the default does not (the caller's fallback); it is asked after
    /// `canPerformUnwindSegueAction` for each controller.
    public static func unwindDestination(
        for action: String, from source: ViewController, sender: Any?,
        probe: ((ViewController) -> Bool)? = nil
    ) -> ViewController? {
        let segueSource = StoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
        var visited: Set<ObjectIdentifier> = []
        func search(_ controller: ViewController) -> ViewController? {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { return nil }
            for child in controller.allowedChildrenForUnwinding(from: segueSource) {
                if let found = search(child) { return found }
            }
            if controller.canPerformUnwindSegueAction(action, from: source, sender: sender) { return controller }
            if controller !== source, let probe, probe(controller) { return controller }
            return nil
        }
        visited.insert(ObjectIdentifier(source))
        var current = source.unwindingParent ?? source.presentingViewController
        while let controller = current {
            if let found = search(controller) { return found }
            current = controller.unwindingParent ?? controller.presentingViewController
        }
        return nil
    }
}
