import FlipbookGeometry
import FlipbookRaster

extension GraphicsContext {
    /// Draws `image` into `rect` as Core Graphics does (`draw(_:in:)` with a `CGImage`): in
    /// Core Graphics' own y-up convention, so in this y-down (UIKit) context the picture comes
    /// out upside down, as it does on iOS. ``drawUpright(_:in:)`` (`UIImage.draw(in:)`) keeps
    /// it upright.
    public func draw(_ image: Image, in rect: Rect) {
        let flip = FlipbookGeometry.AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        drawImage(image, in: rect, transform: flip.concatenating(state.ctm))
    }

    /// Draws `image` stretched into `rect`, upright (`UIImage.draw(in:)`).
    public func drawUpright(_ image: Image, in rect: Rect) {
        drawImage(image, in: rect, transform: state.ctm)
    }

    private func drawImage(_ image: Image, in rect: Rect, transform: FlipbookGeometry.AffineTransform) {
        guard image.width > 0, image.height > 0, !rect.isEmpty else { return }
        let node = RenderNode(
            transform: Transform3D(transform), bounds: rect, opacity: state.alpha,
            contents: ContentsPaint(image: image, destination: rect))
        add(node)
    }
}

extension Image {
    /// Draws the image stretched into `rect` in the current context (`UIImage.draw(in:)`);
    /// nothing without a current context.
    public func draw(in rect: Rect) {
        GraphicsContext.current?.drawUpright(self, in: rect)
    }

    /// Draws the image at its point size with its top left at `point` (`UIImage.draw(at:)`).
    public func draw(at point: Point) {
        draw(in: Rect(origin: point, size: size))
    }

    /// `UIImage.cgImage`: the image itself (there is one image type).
    public var cgImage: Image? { self }
}
