/// The delegate of a presentation controller's adaptation (`UIAdaptivePresentationControllerDelegate`),
/// with UIKit's defaults: a delegate that implements neither style method leaves the
/// presentation controller's own ``PresentationController/adaptivePresentationStyle``.
///
/// Kit does not ask it. Kit's one adaptation — a ``ModalPresentationStyle/popover`` in a compact
/// width becomes full screen — happens for a presentation controller Kit makes as the
/// presentation starts, before any code could set its delegate (UIKit makes it earlier, on the
/// first read of `presentationController`); Kit does not adapt custom presentations, and its
/// sheets are full screen on an iPhone with no swipe to dismiss, so the iOS 13 dismissal
/// methods never apply. A delegate that keeps a popover (answering `.none`) on an iPad would
/// need popover chrome, which Kit does not draw either.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact width. Default: the presentation controller's
    /// ``PresentationController/adaptivePresentationStyle``.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// The style to adapt to for `traitCollection`. Default: ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    /// Whether a swipe may dismiss the presented sheet (iOS 13). Default true; Kit never asks.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A swipe began dismissing the sheet (iOS 13). Default: nothing; Kit never calls it.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A swipe dismissed the sheet (iOS 13). Default: nothing; Kit never calls it.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// A swipe tried to dismiss a sheet that refused (iOS 13). Default: nothing; Kit never calls it.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

/// The delegate of a popover presentation (`UIPopoverPresentationControllerDelegate`): the
/// adaptation methods it inherits. Kit draws no popover, so it has no popover presentation
/// controller and none of the popover-specific methods.
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {}
