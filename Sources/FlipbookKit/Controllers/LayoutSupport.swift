/// UIKit's `UILayoutSupport`: what a view controller's ``ViewController/topLayoutGuide`` and
/// ``ViewController/bottomLayoutGuide`` give, the extent of the bars over the content in points,
/// with anchors for Auto Layout.
///
/// The anchors are those of a guide of the controller's view covering the band its safe area
/// leaves out at the top (the top guide: from the view's top to the safe area's) or at the
/// bottom, as the guides are on iOS 11 and later. Constrain to ``View/safeAreaLayoutGuide``
/// instead in new code, as UIKit recommends.
public struct LayoutSupport {
    /// The bars' extent in points: for the top guide, from the top of the view controller's view
    /// to the bottom of the lowest bar over it (status bar, navigation bar); for the bottom
    /// guide, from the top of the bars below the content to the bottom of the view.
    public let length: Double
    /// The guide behind the anchors, made when an anchor is first asked for (the controller's
    /// view loads then, not when only the length is read).
    private let makeGuide: () -> LayoutGuide
    private var guide: LayoutGuide { makeGuide() }

    /// A guide of `length` points in no view (its anchors make constraints no view can solve).
    public init(length: Double) {
        let guide = LayoutGuide()
        self.init(length: length) { guide }
    }

    init(length: Double, guide: @escaping () -> LayoutGuide) {
        self.length = length
        self.makeGuide = guide
    }

    /// The top of the band: the view's top for the top guide, the safe area's bottom for the
    /// bottom guide.
    public var topAnchor: LayoutYAxisAnchor { guide.topAnchor }
    /// The bottom of the band: the safe area's top for the top guide, the view's bottom for the
    /// bottom guide.
    public var bottomAnchor: LayoutYAxisAnchor { guide.bottomAnchor }
    /// The band's height.
    public var heightAnchor: LayoutDimension { guide.heightAnchor }
}
