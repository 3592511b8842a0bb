/// Failure requirements (`require(toFail:)` and its dynamic forms): a recognizer that must wait
/// for another stays `.possible` until the other fails, and fails if the other recognizes.
extension GestureRecognizer {
    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it leaves
    /// `.possible` (`require(toFail:)`; the other is held weakly).
    ///
    /// When this recognizer sets `.began` or `.ended` while the other, bound to the same fingers,
    /// is still undecided, its state stays `.possible` and the states it sets are kept; when the
    /// other fails they are applied in order at that moment (so a single tap that requires a
    /// double tap to fail recognizes when the double tap gives up, 0.35 s after the lift), and
    /// when the other begins or recognizes this one fails. The classic use: a single tap that
    /// requires a double tap to fail.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        requiredToFail.removeAll { $0.recognizer == nil }
        requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer waits for `other`: ``require(toFail:)``, either delegate's
    /// ``GestureRecognizerDelegate/gestureRecognizer(_:shouldRequireFailureOf:)`` /
    /// ``GestureRecognizerDelegate/gestureRecognizer(_:shouldBeRequiredToFailBy:)``, or either
    /// class's ``shouldRequireFailure(of:)`` / ``shouldBeRequiredToFail(by:)`` — any one is enough.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        if requiredToFail.contains(where: { $0.recognizer === other }) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true { return true }
        return shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
    }
}
