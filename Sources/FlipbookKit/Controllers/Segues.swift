/// How a registered segue shows its destination (a storyboard segue's kind).
public enum SegueKind {
    /// Push onto the source's navigation controller, or present full screen without one.
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
            segue.action = { [unowned self] in
                if let nav = navigationController {
                    nav.pushViewController(destination, animated: true)
                } else {
                    present(destination, animated: true)
                }
            }
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
