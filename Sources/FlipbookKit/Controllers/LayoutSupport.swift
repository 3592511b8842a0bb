/// UIKit's `UILayoutSupport`: what a view controller's ``ViewController/topLayoutGuide`` gives,
/// the extent of the bars over the content in points.
///
/// UIKit's protocol also has `topAnchor`, `bottomAnchor` and `heightAnchor` for Auto Layout;
/// Kit's value has the `length` only, read when asked (constrain to
/// ``View/safeAreaLayoutGuide`` instead, as UIKit recommends since iOS 11).
public struct LayoutSupport: Sendable, Equatable {
    /// The bars' extent in points: for the top guide, from the top of the view controller's view
    /// to the bottom of the lowest bar over it (status bar, navigation bar).
    public let length: Double

    /// A guide of `length` points.
    public init(length: Double) {
        self.length = length
    }
}
