import FlipbookGeometry

/// The iOS 8 navigation bar item motion between two stacked controllers' items, as a function
/// of a progress: 0 shows the `lower` controller's items at rest, 1 the `upper` one's.
///
/// A push animates 0 → 1, a pop 1 → 0, both inside one animation block, so the bar follows
/// the transition's curve and, when interactive, its scrubbed time. Along the way (bar
/// coordinates, points; `d` = lower title's rest x − upper back label's rest x):
/// - the lower title and the upper back label cross-morph: both span the same interval, whose
///   left edge moves from the title's rest x (p = 0) to the back label's (p = 1) and whose width
///   goes from the title's width to the back label's (each label is scaled horizontally to fit
///   it, so the medium black title and the regular blue back title never show as two offset
///   copies); the title fades out (alpha 1 − p), the back label fades in (alpha p);
/// - the upper title comes in from the right: its centre moves from the bar's right edge
///   (rest + width / 2) to the bar's centre, alpha p;
/// - the lower back label (third level and deeper) slides left by `d`, alpha 1 − p;
/// - the chevron fades in (alpha p) when only the upper items have one; when both have one the
///   lower chevron stays opaque and the upper one is hidden (until the transition ends), so it
///   never flickers.
/// - the bar button items and title views cross-fade in place: the upper ones' alpha p, the
///   lower ones' 1 − p (Kit's choice: UIKit also slides a title view a little).
/// The bar's background is not part of it.
struct NavigationBarTransition {
    /// The items of the controller underneath (the root on the first push).
    let lower: NavigationBarItems
    /// The items of the controller on top (pushed, or being popped).
    let upper: NavigationBarItems

    /// Sets the items' model values (label centres, horizontal scales and alphas) for
    /// `progress` (0 or 1 in practice; intermediate values are what the animation shows).
    func apply(progress p: Double) {
        let lowerTitle = lower.titleRestFrame, upperTitle = upper.titleRestFrame
        let upperBack = upper.backRestFrame
        let d = upper.hasBackItem ? lowerTitle.minX - upperBack.minX : 0
        let width = upper.bounds.width

        upper.titleLabel.frame = upperTitle.offsetBy(dx: width / 2 * (1 - p), dy: 0)
        upper.titleLabel.alpha = p
        if upper.hasBackItem {
            // The shared interval of the cross-morph.
            let left = lowerTitle.minX - d * p
            let span = lowerTitle.width + (upperBack.width - lowerTitle.width) * p
            place(lower.titleLabel, rest: lowerTitle, left: left, width: span)
            place(upper.backLabel, rest: upperBack, left: left, width: span)
            upper.backLabel.alpha = p
        } else {
            place(lower.titleLabel, rest: lowerTitle, left: lowerTitle.minX, width: lowerTitle.width)
        }
        lower.titleLabel.alpha = 1 - p
        if lower.hasBackItem {
            lower.backLabel.frame = lower.backRestFrame.offsetBy(dx: -d * p, dy: 0)
            lower.backLabel.alpha = 1 - p
        }
        for arm in upper.chevronArms where upper.hasBackItem { arm.alpha = lower.hasBackItem ? 0 : p }
        for arm in lower.chevronArms where lower.hasBackItem { arm.alpha = upper.hasBackItem ? 1 : 1 - p }
        for view in upper.fadingViews { view.alpha = p }
        for view in lower.fadingViews { view.alpha = 1 - p }
    }

    /// Stretches `label` (rest frame `rest`) horizontally about its centre so that it spans
    /// `left ..< left + width`, at its rest height and y.
    private func place(_ label: Label, rest: Rect, left: Double, width: Double) {
        let scale = rest.width > 0 ? width / rest.width : 1
        label.center = Point(x: left + width / 2, y: rest.midY)
        label.transform = AffineTransform(scaleX: scale, y: 1)
    }
}
