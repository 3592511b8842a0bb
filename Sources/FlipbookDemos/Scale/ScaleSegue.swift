import FlipbookKit

extension PamperedPets {
    /// "PhotoDetail": a presentation segue that makes itself the presented controller's
    /// transitioning delegate, so the scale animators run in both directions.
    ///
    /// Registered with the storyboard's kind, "present modally" as a form sheet (full screen on a
    /// compact-width iPhone), so `super.perform()` does the presentation.
    final class ScaleSegue: StoryboardSegue, ViewControllerTransitioningDelegate {
        /// Passed to ``ScaleDismissAnimator/fadesIn``. Default false.
        var dismissFades = false

        override func perform() {
            destination.transitioningDelegate = self
            super.perform()
        }

        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> AnimatedTransitioning? {
            ScalePresentAnimator()
        }

        func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
            let animator = ScaleDismissAnimator()
            animator.fadesIn = dismissFades
            return animator
        }
    }
}
