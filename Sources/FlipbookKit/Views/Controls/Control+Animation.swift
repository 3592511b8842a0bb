/// How Kit's drawn controls (``Switch``, ``Slider``, ``SegmentedControl``) move between states.
extension Control {
    /// Applies `changes` as an ease-in-ease-out animation of `duration` seconds from the current
    /// state, or at once without an ``Application`` on this thread (nothing animates without
    /// a clock) or when `animated` is false.
    func animateControlChanges(_ animated: Bool, duration: Double, _ changes: @escaping () -> Void) {
        guard animated, Application.current != nil else {
            View.performWithoutAnimation(changes)
            return
        }
        View.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: changes)
    }
}
