import Foundation
import FlipbookGeometry

/// How quickly a scroll view slows down after a flick (`UIScrollView.DecelerationRate`): the
/// factor the velocity keeps per millisecond.
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The per-millisecond velocity factor, in (0, 1).
    public var rawValue: Double
    /// A rate keeping `rawValue` of the velocity per millisecond.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// UIKit's default, 0.998 per ms.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's `.fast`, 0.99 per ms (paging-like lists).
    public static let fast = DecelerationRate(rawValue: 0.99)
}

/// The numbers of iOS's scrolling physics, as pure functions (what ``ScrollView`` plays on the
/// application's clock, usable on their own to compute where a flick ends).
///
/// - Deceleration: the velocity `v` (points per second) is multiplied by the rate `r` once per
///   millisecond and the content moves by the decayed velocity each millisecond, so after `n` ms
///   it moved `Σₖ₌₁ⁿ (v/1000)·rᵏ = (v/1000)·r·(1 − rⁿ)/(1 − r)`. Kit evaluates that sum with
///   `n = 1000·t` for any time `t` (seconds); as `t → ∞` it tends to `(v/1000)·r/(1 − r)` — the
///   projection Apple gives for `UIScrollView` flicks (`v·0.499` at `.normal`).
/// - Rubber-banding: a finger dragging the content `x` points past an edge moves it
///   `(1 − 1/(x·0.55/d + 1))·d`, `d` the scroll view's size along that axis (UIKit's formula).
/// - Bounce back and paging: a critically damped spring to the rest point (``springRate``).
public enum ScrollPhysics {
    /// UIKit's rubber-band constant, 0.55.
    public static let rubberBandCoefficient = 0.55
    /// The natural angular frequency (per second) of the critically damped spring that brings
    /// content back from past an edge, and onto a page: 12. UIKit's bounce is private; this value
    /// is Kit's choice, measured against screen recordings only by eye (a bounce back settles
    /// within about half a second).
    public static let springRate = 12.0
    /// The distance (points) under which a motion is finished and snaps to its rest point: 0.1.
    public static let restDistance = 0.1

    /// How far a flick at `velocity` (points per second, one axis) carried the content after `time`
    /// seconds at `rate`: `(v/1000)·r·(1 − r^(1000·t))/(1 − r)`.
    public static func decelerationDistance(velocity: Double, rate: DecelerationRate, after time: Double) -> Double {
        let r = rate.rawValue
        return velocity / 1000 * r * (1 - pow(r, 1000 * time)) / (1 - r)
    }

    /// Where a flick at `velocity` (points per second) ends, measured from where it starts:
    /// `(v/1000)·r/(1 − r)`.
    public static func projectedDistance(velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.rawValue
        return velocity / 1000 * r / (1 - r)
    }

    /// The velocity (points per second) `time` seconds into a flick that started at `velocity`:
    /// `v·r^(1000·t)`.
    public static func decelerationVelocity(velocity: Double, rate: DecelerationRate, after time: Double) -> Double {
        velocity * pow(rate.rawValue, 1000 * time)
    }

    /// The time (seconds) a flick at `velocity` takes until less than ``restDistance`` of its
    /// projection is left (0 for no velocity).
    public static func decelerationDuration(velocity: Double, rate: DecelerationRate) -> Double {
        let total = abs(projectedDistance(velocity: velocity, rate: rate))
        guard total > restDistance else { return 0 }
        return log(restDistance / total) / log(rate.rawValue) / 1000
    }

    /// How far past an edge the content shows when the finger drags it `overshoot` points past
    /// (UIKit's rubber band): `(1 − 1/(x·0.55/d + 1))·d`, `d` = `dimension`, the scroll view's
    /// size along the axis. Negative overshoots give negative distances.
    public static func rubberBandDistance(overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let distance = (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -distance : distance
    }

    /// The displacement from the rest point `time` seconds into the critically damped spring that
    /// started `displacement` points from it at `velocity` points per second:
    /// `(x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)`, ω = ``springRate``.
    public static func springDisplacement(displacement: Double, velocity: Double, after time: Double) -> Double {
        let w = springRate
        return (displacement + (velocity + w * displacement) * time) * exp(-w * time)
    }

    /// The page a paging scroll view settles on along one axis: the page nearest to where a
    /// flick at `velocity` would carry `offset` at `.normal`, but at most one page on from the
    /// page the content is on (the floor or ceiling of `offset/pageSize`), within `0…lastPage`.
    /// Kit's rule (UIKit's is private): a slow release goes back to the nearest page, a flick
    /// goes on by one page.
    public static func targetPage(offset: Double, velocity: Double, pageSize: Double, lastPage: Int) -> Int {
        guard pageSize > 0 else { return 0 }
        let position = offset / pageSize
        let projected = (offset + projectedDistance(velocity: velocity, rate: .normal)) / pageSize
        let page = min(max(projected.rounded(), position.rounded(.down)), position.rounded(.up))
        return min(max(Int(page), 0), max(lastPage, 0))
    }
}
