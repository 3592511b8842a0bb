import Foundation
import FlipbookAnimation
import FlipbookGeometry

/// One axis of content moving on its own after a lift: a deceleration that may run into an edge
/// and turn into a bounce, or a spring to a rest point (back from past an edge, onto a page).
struct AxisMotion {
    /// The phase after the deceleration (or from the start): a spring to `rest`.
    struct Spring {
        var start: Double, rest: Double, displacement: Double, velocity: Double
    }
    var origin: Double
    var velocity = 0.0
    var rate = DecelerationRate.normal
    /// When the deceleration ends (seconds from the start) and where.
    var decelerationEnd = 0.0
    var stop: Double
    var spring: Spring?

    /// A flick from `origin` at `velocity` within `lower…upper`; past an edge (or released past
    /// one) it bounces back when `bounces`, else stops there.
    init(origin: Double, velocity: Double, rate: DecelerationRate, lower: Double, upper: Double, bounces: Bool) {
        self.origin = origin
        self.rate = rate
        stop = origin
        if origin < lower || origin > upper {
            let edge = origin < lower ? lower : upper
            spring = Spring(start: 0, rest: edge, displacement: origin - edge, velocity: velocity)
            return
        }
        self.velocity = velocity
        let projection = ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
        let target = origin + projection
        guard target < lower || target > upper else {
            decelerationEnd = ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate)
            stop = target
            return
        }
        // The time the flick reaches the edge: (v/1000)·r·(1 − rⁿ)/(1 − r) = edge − origin.
        let edge = target < lower ? lower : upper
        let fraction = (edge - origin) / projection     // in [0, 1)
        let n = log(1 - fraction) / log(rate.rawValue)  // milliseconds
        decelerationEnd = n / 1000
        stop = edge
        if bounces {
            spring = Spring(start: decelerationEnd, rest: edge, displacement: 0,
                            velocity: ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, after: decelerationEnd))
        }
    }

    /// A spring from `origin` at `velocity` to `rest` (paging).
    init(origin: Double, velocity: Double, springTo rest: Double) {
        self.origin = origin
        stop = origin
        spring = Spring(start: 0, rest: rest, displacement: origin - rest, velocity: velocity)
    }

    /// The position `time` seconds in, and whether the motion has ended.
    func position(at time: Double) -> (value: Double, done: Bool) {
        if time < decelerationEnd {
            return (origin + ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate, after: time), false)
        }
        guard let spring else { return (stop, true) }
        let t = time - spring.start
        let w = ScrollPhysics.springRate
        let x = ScrollPhysics.springDisplacement(displacement: spring.displacement, velocity: spring.velocity, after: t)
        let b = spring.velocity + w * spring.displacement
        let speed = (b - w * (spring.displacement + b * t)) * exp(-w * t)
        if abs(x) < ScrollPhysics.restDistance, abs(speed) < 1 { return (spring.rest, true) }
        return (spring.rest + x, false)
    }
}

/// Content moving on the clock without a finger: a deceleration (per axis) or an animated
/// offset change.
enum ScrollMotion {
    case deceleration(x: AxisMotion, y: AxisMotion)
    case animation(from: Point, to: Point, duration: Double)

    /// The offset `time` seconds in, and whether the motion has ended.
    func offset(at time: Double) -> (offset: Point, done: Bool) {
        switch self {
        case let .deceleration(x, y):
            let px = x.position(at: time), py = y.position(at: time)
            return (Point(x: px.value, y: py.value), px.done && py.done)
        case let .animation(from, to, duration):
            guard time < duration else { return (to, true) }
            let p = TimingFunction.easeInEaseOut.progress(at: time / duration)
            return (from + (to - from) * p, false)
        }
    }

    var isAnimation: Bool { if case .animation = self { true } else { false } }
}

extension ScrollView {
    /// The rate at which a moving scroll view steps its offset: 60 Hz, the display's refresh.
    public static let frameRate = 60.0

    /// Starts `motion` at the clock's current time, replacing any other, stepping at
    /// ``frameRate`` until it ends.
    func startMotion(_ motion: ScrollMotion) {
        stopMotion()
        let app = Application.required(by: "ScrollView scrolling")
        let start = app.clock.now
        self.motion = motion
        isDecelerating = !motion.isAnimation
        showScrollIndicators()
        step(app: app, start: start, frame: 1, motion: motion)
    }

    /// Schedules frame `frame` of `motion` (started at `start`).
    private func step(app: Application, start: Double, frame: Int, motion: ScrollMotion) {
        let time = Double(frame) / Self.frameRate
        motionToken = app.clock.schedule(at: start + time) { [weak self, weak app] in
            guard let self, let app else { return }
            let (offset, done) = motion.offset(at: time)
            moveContent(to: offset)
            if done {
                finishMotion()
            } else {
                step(app: app, start: start, frame: frame + 1, motion: motion)
            }
        }
    }

    /// Ends the motion that reached its end and tells the delegate.
    private func finishMotion() {
        guard let motion else { return }
        self.motion = nil
        motionToken = nil
        isDecelerating = false
        hideScrollIndicators()
        if motion.isAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Stops a motion in flight where it is, without delegate calls (a finger or a setter took
    /// over); returns whether one was running.
    @discardableResult
    func stopMotion() -> Bool {
        let running = motion != nil
        if let token = motionToken { Application.current?.clock.cancel(token) }
        motionToken = nil
        motion = nil
        isDecelerating = false
        return running
    }

    // MARK: The finger

    /// Follows ``panGestureRecognizer``.
    func handlePan(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: superview)
        switch pan.state {
        case .began:
            stopMotion()
            // The content starts following from here: the hysteresis the finger moved before the
            // pan began is not applied (the finger leads the content by it, as on iOS).
            drag = (contentOffset, translation)
            isTracking = true
            isDragging = true
            showScrollIndicators()
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard let drag else { return }
            moveContent(to: draggedOffset(start: drag.offset, by: translation - drag.translation))
        case .ended:
            guard let drag else { return }
            moveContent(to: draggedOffset(start: drag.offset, by: translation - drag.translation))
            self.drag = nil
            endDrag(velocity: pan.velocity(in: superview))
        default:
            guard drag != nil else { return }
            drag = nil
            endDrag(velocity: .zero)
        }
    }

    /// The offset for a finger `translation` from where the drag started: past the limits
    /// rubber-banded (``ScrollPhysics/rubberBandDistance(overshoot:dimension:)``) or, without
    /// ``bounces``, clamped; an axis that does not scroll stays.
    func draggedOffset(start: Point, by translation: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        func axis(_ start: Double, _ delta: Double, _ low: Double, _ high: Double, _ size: Double, _ scrolls: Bool) -> Double {
            guard scrolls else { return start }
            let raw = start - delta
            // The part of the drag already past the edge when it began counts as overshoot too.
            if raw < low { return bounces ? low + ScrollPhysics.rubberBandDistance(overshoot: raw - low, dimension: size) : low }
            if raw > high { return bounces ? high + ScrollPhysics.rubberBandDistance(overshoot: raw - high, dimension: size) : high }
            return raw
        }
        return Point(x: axis(start.x, translation.x, low.x, high.x, bounds.width, canScrollHorizontally),
                     y: axis(start.y, translation.y, low.y, high.y, bounds.height, canScrollVertically))
    }

    /// The lift: asks the delegate for the target, then decelerates, bounces or pages.
    private func endDrag(velocity fingerVelocity: Point) {
        isTracking = false
        // The content moves against the finger.
        var velocity = Point(x: canScrollHorizontally ? -fingerVelocity.x : 0,
                             y: canScrollVertically ? -fingerVelocity.y : 0)
        let offset = contentOffset, low = minimumContentOffset, high = maximumContentOffset
        var target: Point
        if isPagingEnabled {
            let width = bounds.width, height = bounds.height
            let lastX = width > 0 ? Int(((high.x - low.x) / width).rounded(.up)) : 0
            let lastY = height > 0 ? Int(((high.y - low.y) / height).rounded(.up)) : 0
            let pageX = ScrollPhysics.targetPage(offset: offset.x - low.x, velocity: velocity.x, pageSize: width, lastPage: lastX)
            let pageY = ScrollPhysics.targetPage(offset: offset.y - low.y, velocity: velocity.y, pageSize: height, lastPage: lastY)
            target = clampedOffset(Point(x: low.x + Double(pageX) * width, y: low.y + Double(pageY) * height))
        } else {
            target = clampedOffset(Point(x: offset.x + ScrollPhysics.projectedDistance(velocity: velocity.x, rate: decelerationRate),
                                         y: offset.y + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: decelerationRate)))
        }
        let proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity * 0.001, targetContentOffset: &target)
        isDragging = false
        let motion: ScrollMotion
        if isPagingEnabled {
            // Onto the page (or the delegate's target) by a spring that starts at the finger's speed.
            motion = .deceleration(x: AxisMotion(origin: offset.x, velocity: velocity.x, springTo: target.x),
                                   y: AxisMotion(origin: offset.y, velocity: velocity.y, springTo: target.y))
        } else {
            if target != proposed {
                // A delegate's target: the velocity that decelerates exactly onto it.
                let r = decelerationRate.rawValue, k = 1000 * (1 - r) / r
                velocity = Point(x: (target.x - offset.x) * k, y: (target.y - offset.y) * k)
            }
            motion = .deceleration(x: axisMotion(offset.x, velocity.x, low.x, high.x),
                                   y: axisMotion(offset.y, velocity.y, low.y, high.y))
        }
        let moves = !motion.offset(at: 0).done || motion.offset(at: 0).offset != offset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else {
            hideScrollIndicators()
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(motion)
    }

    private func axisMotion(_ origin: Double, _ velocity: Double, _ low: Double, _ high: Double) -> AxisMotion {
        AxisMotion(origin: origin, velocity: velocity, rate: decelerationRate, lower: low, upper: high, bounces: bounces)
    }
}
