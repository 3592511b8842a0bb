import FlipbookGeometry

/// A continuous press (`UILongPressGestureRecognizer`): it begins once ``numberOfTouchesRequired``
/// fingers have been down for ``minimumPressDuration`` seconds without any moving more than
/// ``allowableMovement`` points, reports `.changed` on every move after that and `.ended` when a
/// finger lifts.
///
/// Kit starts the clock when the required fingers are all down: a press held 0.6 s begins at
/// 0.5 s (no move needed, as in UIKit) and ends at 0.6 s; one lifted at 0.4 s fails.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long (seconds) the fingers must stay down before the press begins. Default 0.5, as
    /// UIKit documents.
    public var minimumPressDuration = 0.5
    /// How far (points, window coordinates) a finger may move before the press begins without the
    /// press failing. Default 10, as UIKit documents; after it began, moves report `.changed`.
    public var allowableMovement = 10.0
    /// The fingers the press needs. Default 1, as UIKit.
    public var numberOfTouchesRequired = 1

    /// Where each finger went down (window coordinates).
    private var downAt: [Int: Point] = [:]

    /// Starts the timer once the required fingers are down; too many fingers fail it.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for touch in touches { downAt[touch.identifier] = touch.location(in: nil) }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired {
            let fingers = Set(downAt.keys)
            after(minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible, Set(self.downAt.keys) == fingers,
                      self.numberOfTouches == self.numberOfTouchesRequired else { return }
                self.state = .began
            }
        }
    }

    /// Fails on too much movement before it began; reports `.changed` after.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = downAt[touch.identifier] else { continue }
                if TapGestureRecognizer.distance(touch.location(in: nil), start) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a press that began; fails one lifted too early.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        state = isUnderWay ? .ended : .failed
    }

    /// Cancels a press that began; fails one that had not.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = isUnderWay ? .cancelled : .failed
    }

    /// Forgets the fingers.
    open override func reset() {
        downAt.removeAll()
    }
}
