/// The end of a touch event's delivery: where UIKit's run-loop turn ends and its layout pass
/// starts the view-controller transitions the event asked for.
extension Application {
    /// Whether a touch event is being delivered now (to recognizers, their targets and delegates,
    /// and the hit views).
    var isDeliveringEvent: Bool { eventDeliveryDepth > 0 }

    /// Delivers an event with `body`; the actions queued with ``afterEventDelivery(_:)`` meanwhile
    /// run when it returns, in order, at the same clock time (and those they queue, after them).
    func deliveringEvent(_ body: () -> Void) {
        eventDeliveryDepth += 1
        body()
        eventDeliveryDepth -= 1
        guard eventDeliveryDepth == 0 else { return }
        while !afterEventActions.isEmpty {
            let actions = afterEventActions
            afterEventActions = []
            for action in actions { action() }
        }
    }

    /// Runs `action` once the event being delivered has been delivered; at once when none is.
    ///
    /// An animated push or pop asked for during an event starts this way, as on iOS, where
    /// `pushViewController(_:animated:)` changes the stack at once and the navigation controller
    /// starts the transition (asks its delegate for the animator, calls `viewWillAppear(_:)` and
    /// `animateTransition(using:)`) in the layout pass that ends the run-loop turn: what the app
    /// does later in the same event — `collectionView(_:didSelectItemAt:)` after a cell's
    /// selection segue — is seen by the animator.
    func afterEventDelivery(_ action: @escaping () -> Void) {
        if isDeliveringEvent { afterEventActions.append(action) } else { action() }
    }
}
