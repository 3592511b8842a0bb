import FlipbookGeometry

/// UIKit's `UIPopoverPresentationController`: the presentation controller of a controller whose
/// ``ViewController/modalPresentationStyle`` is ``ModalPresentationStyle/popover``, where the
/// app says what the popover points at before presenting.
///
/// Kit draws no popover chrome: in a compact width (every iPhone in portrait) the popover adapts
/// to a full-screen presentation, as on iOS, and the anchor goes unused there too. In a regular
/// width Kit cannot show it (see ``ModalPresentationStyle/popover``).
open class PopoverPresentationController: PresentationController {
    /// The view holding ``sourceRect`` (`sourceView`; weak). Default `nil`.
    public weak var sourceView: View?
    /// The rectangle of ``sourceView`` the popover points at (`sourceRect`). Default zero.
    public var sourceRect: Rect = .zero
}

extension ViewController {
    /// The popover presentation controller of this controller while its
    /// ``modalPresentationStyle`` is ``ModalPresentationStyle/popover`` (made on the first read,
    /// as UIKit's, and used when the controller is presented); `nil` for every other style.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = presentationController as? PopoverPresentationController { return popover }
        if let popover = pendingPopoverController { return popover }
        let popover = PopoverPresentationController(presentedViewController: self, presenting: nil)
        pendingPopoverController = popover
        return popover
    }
}
