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

extension Font {
    /// `UIFont.Weight`: FlipbookText's `FontWeight`, with UIKit's raw values.
    public typealias Weight = FontWeight

    /// `UIFont.systemFont(ofSize:weight:)`: the system family at `fontSize` points.
    public static func systemFont(ofSize fontSize: Double, weight: FontWeight = .regular) -> Font {
        .system(size: fontSize, weight: weight)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: the system family, bold.
    public static func boldSystemFont(ofSize fontSize: Double) -> Font {
        .system(size: fontSize, weight: .bold)
    }
}
