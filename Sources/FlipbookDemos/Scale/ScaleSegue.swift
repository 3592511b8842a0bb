import FlipbookKit

extension PamperedPets {
    /// "PhotoDetail": a presentation segue that makes itself the presented controller's
    /// transitioning delegate, so the scale animators run in both directions.
    ///
    /// The storyboard asks for a form sheet, which a compact-width iPhone shows full screen.
    final class ScaleSegue: StoryboardSegue, ViewControllerTransitioningDelegate {
        /// Passed to ``ScaleDismissAnimator/fadesIn``. Default false.
        var dismissFades = false

        override func perform() {
            destination.transitioningDelegate = self
            // The storyboard segue's kind is "present modally", whose `super.perform()` presents.
            // A segue registered in code as `.custom` has no kind to fall back on, so present here.
            source.present(destination, animated: true)
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
