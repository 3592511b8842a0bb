import FlipbookGeometry

extension ScrollView {
    /// The scroll view's content area (`UIScrollView.contentLayoutGuide`): its top-left corner is
    /// the content's origin, and constraints that fix its width and height set ``contentSize``
    /// when the layout is solved (rounded to the render's pixels, as every solved frame is).
    ///
    /// Pin the content's edges to this guide and its width (for vertical scrolling) to
    /// ``frameLayoutGuide``: the content's height becomes the scrollable height. A size the
    /// constraints leave open keeps the current ``contentSize`` (held at priority 1, Kit's choice:
    /// UIKit's hold is private).
    ///
    /// As in UIKit, constraints between the edges or margins of a scroll view and a view inside
    /// it attach to this content area; its width, height and centres attach to its frame.
    public var contentLayoutGuide: LayoutGuide {
        if let guide = contentGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        guide.kind = .scrollContent
        addLayoutGuide(guide)
        contentGuide = guide
        return guide
    }

    /// The scroll view's frame as a guide (`UIScrollView.frameLayoutGuide`): it does not move
    /// when the content scrolls. Its ``LayoutGuide/layoutFrame`` is the visible part of the
    /// content, in the scroll view's bounds space.
    public var frameLayoutGuide: LayoutGuide {
        if let guide = frameGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        guide.kind = .scrollFrame
        addLayoutGuide(guide)
        frameGuide = guide
        return guide
    }
}
