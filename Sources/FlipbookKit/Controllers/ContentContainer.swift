import FlipbookGeometry

/// An object that holds content whose size a container negotiates (`UIContentContainer`):
/// ``ViewController`` and ``PresentationController`` conform, with UIKit's defaults.
///
/// Kit's screen never changes size or size class (no rotation, no multitasking), so Kit never
/// calls ``viewWillTransition(to:with:)`` or ``willTransition(to:with:)`` itself; a container of
/// yours may. ``preferredContentSize`` changes are passed to the parent and to the
/// presentation controller, as in UIKit.
public protocol ContentContainer: AnyObject {
    /// The size the content would like (points); `.zero` for no preference.
    var preferredContentSize: Size { get }
    /// A child's ``preferredContentSize`` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer)
    /// The size a child gets inside `parentSize`.
    func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size
    /// The container is about to take `size`, animated with `coordinator`.
    func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator)
    /// The traits are about to become `newCollection`, animated with `coordinator`.
    func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator)
}
