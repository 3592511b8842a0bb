/// How a modal presentation without a custom animator animates (`UIModalTransitionStyle`), set on
/// the presented controller's ``ViewController/modalTransitionStyle``. The dismissal plays the
/// same style backwards.
///
/// All four run on the system spring (curve 7) for 0.5 s; see the article “Modal transition
/// styles” for what each draws, the numbers and where they come from, and what differs from iOS.
public enum ModalTransitionStyle: Int, Hashable, Sendable, CaseIterable {
    /// The presented view slides up from the bottom edge; on dismissal it slides back down. Default.
    case coverVertical = 0
    /// The screen turns over about its vertical centre line, right edge towards the viewer
    /// (UIKit's flip from the right), showing the presented view on its back; the dismissal
    /// turns it back the other way (flip from the left).
    case flipHorizontal = 1
    /// The presenting view fades out while the presented view fades in; the dismissal
    /// cross-fades back.
    case crossDissolve = 2
    /// The presenting view's page curls up from the bottom and stays curled over the top of the
    /// screen, revealing the presented view below; the dismissal uncurls it. Only for a
    /// ``ModalPresentationStyle/fullScreen`` presentation (UIKit raises an exception otherwise;
    /// Kit stops with a precondition failure).
    case partialCurl = 3

    /// The animator that draws the style, presenting or dismissing `presented`, shown with the
    /// presentation style `style` (after adaptation).
    func animator(presenting isPresenting: Bool, presented: ViewController,
                  style: ModalPresentationStyle) -> AnimatedTransitioning {
        switch self {
        case .coverVertical:
            return CoverVerticalAnimator(isPresenting: isPresenting)
        case .flipHorizontal:
            return FlipHorizontalAnimator(isPresenting: isPresenting)
        case .crossDissolve:
            return CrossDissolveAnimator(isPresenting: isPresenting)
        case .partialCurl:
            precondition(style == .fullScreen,
                         "modalTransitionStyle .partialCurl needs modalPresentationStyle .fullScreen (UIKit raises an exception); "
                         + "\(type(of: presented)) is shown as .\(style): set it to .fullScreen or pick another transition style")
            return PartialCurlAnimator(isPresenting: isPresenting)
        }
    }
}
