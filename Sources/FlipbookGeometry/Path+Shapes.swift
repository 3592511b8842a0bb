#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Rectangles, ellipses, rounded rectangles and arcs, each added as its own subpath of lines
/// and cubic curves (a quarter turn at most per curve), clockwise on screen (y down), as UIKit
/// draws them.
extension Path {
    /// Adds a closed rectangle starting at its minimum corner, clockwise on screen (`addRect(_:)`).
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `rect` (`addEllipse(in:)`): four cubic curves from
    /// the rightmost point, clockwise on screen (down first), so a `strokeEnd` animation of a
    /// circle starts at three o'clock and turns clockwise, as on iOS.
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        addArcSegments(center: Point(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2,
                       start: 0, sweep: 2 * .pi, from: .move)
        closeSubpath()
    }

    /// Adds a closed rectangle whose corners are quarter ellipses with radii `cornerWidth` ×
    /// `cornerHeight` (`addRoundedRect(in:cornerWidth:cornerHeight:)`), each clamped to 0…half
    /// the rectangle's side. It starts after the top-left corner and runs clockwise on screen.
    ///
    /// The corners are always four curves, also for radius 0, so rounded rectangles of any
    /// radii share one structure (an animation from radius 0 interpolates).
    /// > Note: `UIBezierPath(roundedRect:cornerRadius:)` on iOS 7 and later draws a slightly
    /// > smoother "continuous" corner; this draws circular (elliptical) corners, as `CGPath` does.
    public mutating func addRoundedRect(in rect: Rect, cornerWidth: Double, cornerHeight: Double) {
        let r = rect.standardized
        let rw = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
        let rh = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
        move(to: Point(x: r.minX + rw, y: r.minY))
        addLine(to: Point(x: r.maxX - rw, y: r.minY))
        addArcSegments(center: Point(x: r.maxX - rw, y: r.minY + rh), rx: rw, ry: rh,
                       start: -.pi / 2, sweep: .pi / 2, from: .current)
        addLine(to: Point(x: r.maxX, y: r.maxY - rh))
        addArcSegments(center: Point(x: r.maxX - rw, y: r.maxY - rh), rx: rw, ry: rh,
                       start: 0, sweep: .pi / 2, from: .current)
        addLine(to: Point(x: r.minX + rw, y: r.maxY))
        addArcSegments(center: Point(x: r.minX + rw, y: r.maxY - rh), rx: rw, ry: rh,
                       start: .pi / 2, sweep: .pi / 2, from: .current)
        addLine(to: Point(x: r.minX, y: r.minY + rh))
        addArcSegments(center: Point(x: r.minX + rw, y: r.minY + rh), rx: rw, ry: rh,
                       start: .pi, sweep: .pi / 2, from: .current)
        closeSubpath()
    }

    /// Adds a circular arc, UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are in radians from the +x axis, growing **clockwise on screen** (y down), and
    /// `clockwise` is meant on screen, as in UIBezierPath. With a current point, a straight line
    /// joins it to the arc's start; otherwise the arc starts a subpath. The sweep is
    /// `endAngle − startAngle` brought into 0…2π (clockwise) or −2π…0 (counter-clockwise) by
    /// whole turns; a difference of more than a full turn draws exactly one full circle.
    /// > Important: `CGPath.addArc(center:…:clockwise:)` means clockwise in a y-up space, which
    /// > is counter-clockwise on an iOS screen; ported `CGPath` arcs need `clockwise` negated.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if !sweep.isFinite || !radius.isFinite { return }
        if abs(sweep) >= turn {
            sweep = clockwise ? turn : -turn
        } else if clockwise && sweep < 0 {
            sweep += turn
        } else if !clockwise && sweep > 0 {
            sweep -= turn
        }
        addArcSegments(center: center, rx: abs(radius), ry: abs(radius), start: startAngle, sweep: sweep,
                       from: currentPoint != nil ? .line : .move)
    }

    /// How an arc's first point is reached.
    enum ArcStart {
        /// A new subpath starts there.
        case move
        /// A straight line from the current point leads there.
        case line
        /// The current point is already there.
        case current
    }

    /// Adds the arc of an axis-aligned ellipse from angle `start` by `sweep` as cubic curves of
    /// at most a quarter turn each (control distance `4/3 · tan(φ/4)` of the radius).
    mutating func addArcSegments(center c: Point, rx: Double, ry: Double, start: Double, sweep: Double,
                                 from origin: ArcStart) {
        // cos(π/2) is 6e-17, not 0: snap so that an ellipse's extreme points lie exactly on its rect.
        func snap(_ v: Double) -> Double { abs(v) < 1e-15 ? 0 : v }
        func at(_ a: Double) -> Point { Point(x: c.x + rx * snap(cos(a)), y: c.y + ry * snap(sin(a))) }
        let first = at(start)
        switch origin {
        case .move: move(to: first)
        case .line: addLine(to: first)
        case .current: break
        }
        let n = Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up))
        guard n > 0 else { return }
        let phi = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(phi / 4)
        for i in 0..<n {
            let a = start + phi * Double(i), b = a + phi
            let p0 = at(a), p3 = at(b)
            let c1 = Point(x: p0.x - k * rx * snap(sin(a)), y: p0.y + k * ry * snap(cos(a)))
            let c2 = Point(x: p3.x + k * rx * snap(sin(b)), y: p3.y - k * ry * snap(cos(b)))
            addCurve(to: p3, control1: c1, control2: c2)
        }
    }
}

/// UIBezierPath's initialisers, for paths of one shape.
extension Path {
    /// A closed rectangle (`UIBezierPath(rect:)`, `CGPath(rect:transform:)`).
    public init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`, from the rightmost point, clockwise on screen
    /// (`UIBezierPath(ovalIn:)`, `CGPath(ellipseIn:transform:)`).
    public init(ovalIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius` points, clamped to half the shorter
    /// side (`UIBezierPath(roundedRect:cornerRadius:)`; see ``addRoundedRect(in:cornerWidth:cornerHeight:)``).
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        let r = min(cornerRadius, abs(rect.width) / 2, abs(rect.height) / 2)
        addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
    }

    /// An open circular arc (`UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`);
    /// angles and `clockwise` as in ``addArc(center:radius:startAngle:endAngle:clockwise:)``.
    public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
                clockwise: Bool) {
        self.init()
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
}
