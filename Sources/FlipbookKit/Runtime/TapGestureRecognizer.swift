import FlipbookGeometry

/// A discrete tap (`UITapGestureRecognizer`): recognized (state ``GestureRecognizer/State/ended``,
/// targets called once) when ``numberOfTapsRequired`` taps of ``numberOfTouchesRequired`` fingers
/// each end, every finger lifting within ``allowableMovement`` points of where it went down.
///
/// Between taps it stays `.possible` and waits ``maximumIntervalBetweenSuccessiveTaps`` (0.35 s)
/// from the lift for the next touch-down; when none comes it fails — the moment a single tap that
/// requires it to fail (``GestureRecognizer/require(toFail:)``) recognizes.
/// ``Application/tap(_:at:location:)`` fires it directly; ``Application/tap(at:time:)`` and
/// ``Application/touch(along:)`` deliver fingers by hit testing.
open class TapGestureRecognizer: GestureRecognizer {
    /// How far (points) a finger may move before the tap fails: 10 (an assumption; UIKit keeps
    /// its value private). A tap has no time limit here.
    public static let allowableMovement = 10.0
    /// How long (seconds) after a tap's lift the next tap must go down: 0.35, the value UIKit's
    /// private tap recognizer is configured with (undocumented; UIKit keeps it private).
    public static let maximumIntervalBetweenSuccessiveTaps = 0.35

    /// The taps needed (`numberOfTapsRequired`). Default 1.
    public var numberOfTapsRequired = 1
    /// The fingers each tap needs (`numberOfTouchesRequired`). Default 1.
    public var numberOfTouchesRequired = 1

    override var isContinuous: Bool { false }
    override var waitsForMoreTouches: Bool { tapsEnded > 0 }

    /// Taps completed in this gesture.
    private var tapsEnded = 0
    /// The most fingers down at once during the current tap.
    private var fingersThisTap = 0
    /// Where each finger of the current tap went down (window coordinates).
    private var downAt: [Int: Point] = [:]
    /// Bumped when a tap starts, so the interval timer of the previous lift does nothing.
    private var intervalToken = 0

    /// Starts a tap (or the next one).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        intervalToken += 1
        for touch in touches {
            let point = touch.location(in: nil)
            if tapsEnded > 0, Self.distance(point, downAt.values.first ?? startLocation) > Self.allowableMovement {
                state = .failed
                return
            }
            downAt[touch.identifier] = point
        }
        fingersThisTap = max(fingersThisTap, numberOfTouches)
        if fingersThisTap > numberOfTouchesRequired { state = .failed }
    }

    /// Fails once a finger strays too far.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for touch in touches {
            if let start = downAt[touch.identifier], Self.distance(touch.location(in: nil), start) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Counts a tap when its last finger lifts; recognizes at the last tap, else waits.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, numberOfTouches == touches.count else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsEnded += 1
        fingersThisTap = 0
        if tapsEnded >= numberOfTapsRequired {
            state = .recognized
            return
        }
        let token = intervalToken
        after(Self.maximumIntervalBetweenSuccessiveTaps) { [weak self] in
            guard let self, self.intervalToken == token, self.state == .possible else { return }
            self.tapsEnded = 0
            self.state = .failed
        }
    }

    /// Fails: the system took the fingers.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    /// Forgets the taps.
    open override func reset() {
        tapsEnded = 0
        fingersThisTap = 0
        downAt.removeAll()
        intervalToken += 1
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
