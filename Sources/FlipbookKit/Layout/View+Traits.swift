import FlipbookGeometry

extension View {
    /// The appearance this view and its subviews use whatever the environment's (UIKit's
    /// `overrideUserInterfaceStyle`). Default `.unspecified`: the environment's.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { layoutState.overrideStyle }
        set {
            layoutState.overrideStyle = newValue
            setNeedsLayout()
        }
    }

    /// The view's traits (UIKit's `traitCollection`): its superview's (a window's are the
    /// application's ``Application/traitCollection``; a view in no window has the screen's),
    /// with its controller's and its own ``overrideUserInterfaceStyle``.
    public var traitCollection: TraitCollection {
        var traits = superview?.traitCollection ?? TraitCollection.current
        if let controller = layoutState.controller { traits = controller.traits(inheriting: traits) }
        if layoutState.overrideStyle != .unspecified { traits.userInterfaceStyle = layoutState.overrideStyle }
        return traits
    }
}
