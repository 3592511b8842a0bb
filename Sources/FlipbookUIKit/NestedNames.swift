// The SDK's nested names (`UIView.AnimationOptions`, `UINavigationController.Operation`, …)
// for Kit's top-level types. `UIGestureRecognizer.State` and `UIView.KeyframeAnimationOptions`
// are nested in Kit itself.

extension View {
    /// `UIView.AnimationOptions`: FlipbookKit's `AnimationOptions`.
    public typealias AnimationOptions = FlipbookKit.AnimationOptions
    /// `UIView.AnimationCurve`: FlipbookAnimation's `AnimationCurve`, with UIKit's raw values.
    public typealias AnimationCurve = FlipbookAnimation.AnimationCurve
    /// `UIView.ContentMode`: FlipbookKit's `ContentMode`, with UIKit's raw values.
    public typealias ContentMode = FlipbookKit.ContentMode
}

extension NavigationController {
    /// `UINavigationController.Operation`: FlipbookKit's `NavigationOperation`.
    public typealias Operation = NavigationOperation
}

extension SwipeGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`: FlipbookKit's `SwipeDirection`.
    public typealias Direction = SwipeDirection
}

extension Layer {
    /// `CALayerContentsGravity` as nested in Swift's overlay: FlipbookLayers' `ContentsGravity`.
    public typealias ContentsGravity = FlipbookLayers.ContentsGravity
}
