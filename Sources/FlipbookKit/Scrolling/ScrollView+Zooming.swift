import FlipbookGeometry

extension ScrollView {
    /// The view the delegate's ``ScrollViewDelegate/viewForZooming(in:)`` gives, if any.
    var zoomingView: View? { delegate?.viewForZooming(in: self) }

    /// The scale of the zooming view (`zoomScale`): its transform's scale, 1 without one.
    /// Setting it (clamped to ``minimumZoomScale`` … ``maximumZoomScale``, as UIKit) scales the
    /// view from its top-left corner, makes ``contentSize`` its scaled size, keeps the content
    /// point at the centre of the visible area there (within the scrolling limits), and calls
    /// ``ScrollViewDelegate/scrollViewDidZoom(_:)``.
    public var zoomScale: Double {
        get { zoomingView?.transform.a ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets ``zoomScale``; `animated`: over 0.3 s with ease-in-out (Kit's choice; UIKit's
    /// duration is private) as one view animation, then
    /// ``ScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)``.
    /// ``ScrollViewDelegate/scrollViewDidZoom(_:)`` is called once, when the change is made.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard let view = zoomingView else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        let old = view.transform.a
        let centre = Point(x: (contentOffset.x + bounds.width / 2) / old, y: (contentOffset.y + bounds.height / 2) / old)
        let size = Size(width: bounds.width / clamped, height: bounds.height / clamped)
        zoom(
            view, to: clamped,
            showing: Rect(
                x: centre.x - size.width / 2, y: centre.y - size.height / 2,
                width: size.width, height: size.height), animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as its
    /// aspect allows, centred, within the zoom scales (`zoom(to:animated:)`).
    public func zoom(to rect: Rect, animated: Bool) {
        guard let view = zoomingView, rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        zoom(view, to: scale, showing: rect, animated: animated)
    }

    /// Applies `scale` to `view` and centres `rect` (view coordinates) in the visible area.
    private func zoom(_ view: View, to scale: Double, showing rect: Rect, animated: Bool) {
        let base = view.bounds.size
        let apply = {
            view.transform = AffineTransform(scaleX: scale, y: scale)
            view.center = Point(x: base.width * scale / 2, y: base.height * scale / 2)
            self.contentSize = Size(width: base.width * scale, height: base.height * scale)
            let target = Point(x: rect.midX * scale - self.bounds.width / 2, y: rect.midY * scale - self.bounds.height / 2)
            self.moveContent(to: self.clampedOffset(target))
            self.delegate?.scrollViewDidZoom(self)
        }
        if animated {
            View.animate(
                withDuration: Self.scrollAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: apply,
                completion: { _ in self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale) })
        } else {
            View.performWithoutAnimation(apply)
        }
    }
}
