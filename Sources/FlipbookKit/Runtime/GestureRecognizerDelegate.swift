/// Lets an object veto, admit or pair up gesture recognizers (`UIGestureRecognizerDelegate`).
///
/// Every method has a default implementation with UIKit's default answer, so a delegate
/// implements only what it needs. Kit asks only for touches delivered by hit testing
/// (``Application/touch(along:)``); ``Application/play(_:track:)`` feeds a recognizer directly and
/// asks nothing.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave ``GestureRecognizer/State/possible`` (to `began`, or
    /// to `ended` for a discrete gesture); `false` makes it fail instead. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` and `other` may both recognize the same finger; either
    /// recognizer's delegate answering true is enough. Default false: the first to recognize
    /// makes the other fail.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` is given `touch` at touch-down; `false` keeps the finger from it
    /// for the whole sequence. Default true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether `gestureRecognizer` must wait for `other` to fail before it leaves `.possible`
    /// (a failure requirement set up lazily; see ``GestureRecognizer/require(toFail:)``). Asked
    /// when `gestureRecognizer` tries to begin or recognize while `other` is bound to the same
    /// fingers. Default false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must fail before `other` may leave `.possible` (the same
    /// requirement asked from the other side). Asked when `other` tries to begin or recognize.
    /// Default false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// UIKit's default: true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// UIKit's default: false.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    /// UIKit's default: true.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// UIKit's default: false.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    /// UIKit's default: false.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}
