/// A scripted finger on a ``Button``: UIKit's touch-down and touch-up-inside, and the end of
/// the highlight.
extension Button {
    /// The finger lifts inside the button: its actions run (`.touchUpInside`), then the
    /// highlight ends. The title and image fade back in over ``highlightFadeDuration``, or,
    /// when the actions started a view-controller transition, only after every transition in
    /// flight has ended: iOS 8 keeps a tapped button's title dimmed while the transition the
    /// tap started runs (see the article “Button states”).
    func buttonTouchUpInside(in app: Application) {
        guard isHighlighted else { return }
        isTracking = false
        isTouchInside = true
        let transitionsBefore = app.transitionsStarted
        sendPrimaryActions()
        endHighlightKeepingDimmedContent()
        if app.transitionsStarted > transitionsBefore, app.transitionsInFlight > 0 {
            app.afterTransitions { [weak self] in self?.fadeContentBackIn() }
        } else {
            fadeContentBackIn()
        }
    }

    /// Clears the highlighted flag and applies the normal state's title, colour and image while
    /// leaving the dimmed alpha for the fade.
    private func endHighlightKeepingDimmedContent() {
        let dimmed = titleLabel.alpha
        isHighlighted = false
        View.performWithoutAnimation {
            titleLabel.alpha = dimmed
            imageView.alpha = dimmed
        }
    }

    /// Animates the title and image back to the current state's alpha.
    private func fadeContentBackIn() {
        let target = contentAlpha
        guard titleLabel.alpha != target || imageView.alpha != target else { return }
        View.animate(withDuration: Self.highlightFadeDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self.titleLabel.alpha = target
            self.imageView.alpha = target
        })
    }
}
