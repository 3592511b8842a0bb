import Foundation
import FlipbookGeometry
import FlipbookGeometry

/// Kit's rigid-body engine behind ``DynamicAnimator`` (UIKit's is private): items are boxes with
/// mass `density · area / 10 000` (a 100 × 100 pt item of density 1 weighs 1), moved by
/// semi-implicit Euler sub-steps with sequential impulses for collisions.
final class DynamicWorld {
    /// One item's state.
    final class Body {
        let item: DynamicItem
        var position: Point
        var velocity = Vector()
        var angle: Double
        var angularVelocity = 0.0
        var size: Size
        var inverseMass = 1.0
        var inverseInertia = 1.0
        var acceleration = Vector()
        var angularAcceleration = 0.0
        var elasticity = 0.0, friction = 0.0, resistance = 0.0, angularResistance = 0.0
        var allowsRotation = true
        let order: Int

        init(item: DynamicItem, order: Int) {
            self.item = item
            self.order = order
            position = item.center
            angle = atan2(item.transform.b, item.transform.a)
            size = item.bounds.size
        }

        /// The box's corners in reference coordinates.
        var corners: [Point] {
            let c = cos(angle), s = sin(angle), w = size.width / 2, h = size.height / 2
            return [(-w, -h), (w, -h), (w, h), (-w, h)].map { x, y in
                Point(x: position.x + x * c - y * s, y: position.y + x * s + y * c)
            }
        }

        func velocity(at point: Point) -> Vector {
            let r = Vector(dx: point.x - position.x, dy: point.y - position.y)
            return Vector(dx: velocity.dx - angularVelocity * r.dy, dy: velocity.dy + angularVelocity * r.dx)
        }
    }

    private(set) var bodies: [ObjectIdentifier: Body] = [:]
    private var nextOrder = 0

    func body(for item: DynamicItem) -> Body? { bodies[ObjectIdentifier(item)] }

    /// Makes the bodies match `items` (new items read their view's state; gone ones drop).
    func sync(items: [DynamicItem], properties: (DynamicItem) -> DynamicItemBehavior?) {
        var keep: [ObjectIdentifier: Body] = [:]
        for item in items {
            let id = ObjectIdentifier(item)
            let body =
                bodies[id]
                ?? {
                    nextOrder += 1
                    return Body(item: item, order: nextOrder)
                }()
            let p = properties(item)
            let density = p?.density ?? 1
            let area = body.size.width * body.size.height
            let mass = density * area / 10_000
            let anchored = p?.isAnchored ?? false
            body.inverseMass = anchored || mass <= 0 ? 0 : 1 / mass
            let inertia = mass * (body.size.width * body.size.width + body.size.height * body.size.height) / 12
            body.allowsRotation = p?.allowsRotation ?? true
            body.inverseInertia = anchored || !body.allowsRotation || inertia <= 0 ? 0 : 1 / inertia
            body.elasticity = p?.elasticity ?? 0
            body.friction = p?.friction ?? 0
            body.resistance = p?.resistance ?? 0
            body.angularResistance = p?.angularResistance ?? 0
            if anchored {
                body.velocity = Vector()
                body.angularVelocity = 0
            }
            keep[id] = body
        }
        bodies = keep
    }

    /// Reads an item's centre, angle and size again (``DynamicAnimator/updateItem(usingCurrentState:)``).
    func reread(_ item: DynamicItem) {
        guard let body = body(for: item) else { return }
        body.position = item.center
        body.angle = atan2(item.transform.b, item.transform.a)
        body.size = item.bounds.size
    }

    func accelerate(_ item: DynamicItem, by a: Vector) {
        guard let body = body(for: item), body.inverseMass > 0 else { return }
        body.acceleration.dx += a.dx
        body.acceleration.dy += a.dy
    }

    func accelerateAngle(_ item: DynamicItem, by a: Double) {
        guard let body = body(for: item), body.inverseInertia > 0 else { return }
        body.angularAcceleration += a
    }

    func applyForce(_ force: Vector, to item: DynamicItem) {
        guard let body = body(for: item) else { return }
        accelerate(item, by: Vector(dx: force.dx * body.inverseMass, dy: force.dy * body.inverseMass))
    }

    func applyImpulse(_ impulse: Vector, to item: DynamicItem) {
        guard let body = body(for: item) else { return }
        body.velocity.dx += impulse.dx * body.inverseMass
        body.velocity.dy += impulse.dy * body.inverseMass
    }

    var orderedBodies: [Body] { bodies.values.sorted { $0.order < $1.order } }

    /// Integrates the velocities from the accumulated accelerations (then clears them).
    func integrateVelocities(dt: Double) {
        for body in orderedBodies where body.inverseMass > 0 {
            body.velocity.dx = (body.velocity.dx + body.acceleration.dx * dt) / (1 + body.resistance * dt)
            body.velocity.dy = (body.velocity.dy + body.acceleration.dy * dt) / (1 + body.resistance * dt)
            if body.allowsRotation {
                body.angularVelocity =
                    (body.angularVelocity + body.angularAcceleration * dt)
                    / (1 + body.angularResistance * dt)
            } else {
                body.angularVelocity = 0
            }
            body.acceleration = Vector()
            body.angularAcceleration = 0
        }
    }

    func integratePositions(dt: Double) {
        for body in orderedBodies where body.inverseMass > 0 {
            body.position.x += body.velocity.dx * dt
            body.position.y += body.velocity.dy * dt
            body.angle += body.angularVelocity * dt
        }
    }

    // MARK: Collisions

    struct Contact {
        let a: Body
        let b: Body?
        let point: Point
        /// From `b` (or the boundary) towards `a`.
        let normal: Vector
        let depth: Double
        let key: ContactKey
        var restitutionBias = 0.0
    }

    /// Contacts of `behavior`'s items with its boundaries and each other.
    func contacts(for behavior: CollisionBehavior, referenceBounds: Rect?) -> [Contact] {
        var found: [Contact] = []
        let bodies = behavior.items.compactMap { body(for: $0) }
        var order = 0
        func add(_ a: Body, _ b: Body?, id: String?, point: Point, normal: Vector, depth: Double) {
            let key = ContactKey(a: ObjectIdentifier(a.item), b: b.map { ObjectIdentifier($0.item) }, boundary: id, order: order)
            order += 1
            if let i = found.firstIndex(where: { $0.key == key }) {
                // The deepest point of a pair is its contact point for the delegate; every
                // penetrating corner is resolved.
                if depth > found[i].depth {
                    found.append(Contact(a: a, b: b, point: point, normal: normal, depth: depth, key: found[i].key))
                    found.swapAt(i, found.count - 1)
                    return
                }
            }
            found.append(Contact(a: a, b: b, point: point, normal: normal, depth: depth, key: key))
        }
        for segment in behavior.segments(referenceBounds: referenceBounds) {
            let ex = segment.to.x - segment.from.x, ey = segment.to.y - segment.from.y
            let length = (ex * ex + ey * ey).squareRoot()
            guard length > 0 else { continue }
            let t = Vector(dx: ex / length, dy: ey / length)
            for body in bodies {
                // The wall's normal points to the side the item's centre is on.
                var n = Vector(dx: -t.dy, dy: t.dx)
                let side = (body.position.x - segment.from.x) * n.dx + (body.position.y - segment.from.y) * n.dy
                if side < 0 { n = Vector(dx: -n.dx, dy: -n.dy) }
                for corner in body.corners {
                    let rx = corner.x - segment.from.x, ry = corner.y - segment.from.y
                    let along = rx * t.dx + ry * t.dy
                    let distance = rx * n.dx + ry * n.dy
                    guard distance < 0, along >= -1e-9, along <= length + 1e-9 else { continue }
                    add(body, nil, id: segment.id, point: corner, normal: n, depth: -distance)
                }
            }
        }
        if behavior.collisionMode.contains(.items) {
            for i in bodies.indices {
                for j in bodies.indices where j > i {
                    boxContacts(bodies[i], bodies[j], add: add)
                    boxContacts(bodies[j], bodies[i], add: add)
                }
            }
        }
        return found
    }

    /// Corners of `a` inside `b`: each pushes `a` out of `b` along `b`'s nearest face.
    private func boxContacts(
        _ a: Body, _ b: Body,
        add: (Body, Body?, String?, Point, Vector, Double) -> Void
    ) {
        let c = cos(b.angle), s = sin(b.angle), w = b.size.width / 2, h = b.size.height / 2
        for corner in a.corners {
            let dx = corner.x - b.position.x, dy = corner.y - b.position.y
            let x = dx * c + dy * s, y = -dx * s + dy * c
            guard abs(x) < w, abs(y) < h else { continue }
            let faces = [(w - x, 1.0, 0.0), (w + x, -1.0, 0.0), (h - y, 0.0, 1.0), (h + y, 0.0, -1.0)]
            let face = faces.min { $0.0 < $1.0 }!
            // The face normal of b (outward), turned into reference coordinates; a is pushed along it.
            let n = Vector(dx: face.1 * c - face.2 * s, dy: face.1 * s + face.2 * c)
            add(a, b, nil, corner, n, face.0)
        }
    }

    /// Sequential impulses for `contacts`, then a position correction of their depth.
    func resolve(_ contacts: inout [Contact], iterations: Int = 8) {
        let bounceThreshold = 20.0  // pt/s: slower approaches do not bounce (a resting item rests)
        for k in contacts.indices {
            let c = contacts[k]
            let vn = relativeVelocity(c) * c.normal
            let e = max(c.a.elasticity, c.b?.elasticity ?? 0)
            contacts[k].restitutionBias = vn < -bounceThreshold ? -e * vn : 0
        }
        for _ in 0..<iterations {
            for c in contacts { applyImpulse(c) }
        }
        for c in contacts {
            let wa = c.a.inverseMass, wb = c.b?.inverseMass ?? 0
            guard wa + wb > 0 else { continue }
            let correction = max(c.depth - 0.01, 0) * 0.8 / Double(max(1, cornersOf(c, in: contacts)))
            c.a.position.x += c.normal.dx * correction * wa / (wa + wb)
            c.a.position.y += c.normal.dy * correction * wa / (wa + wb)
            if let b = c.b {
                b.position.x -= c.normal.dx * correction * wb / (wa + wb)
                b.position.y -= c.normal.dy * correction * wb / (wa + wb)
            }
        }
    }

    private func cornersOf(_ c: Contact, in contacts: [Contact]) -> Int {
        contacts.reduce(0) { $0 + ($1.a === c.a && $1.b === c.b && $1.key.boundary == c.key.boundary ? 1 : 0) }
    }

    private func relativeVelocity(_ c: Contact) -> Vector {
        let va = c.a.velocity(at: c.point), vb = c.b?.velocity(at: c.point) ?? Vector()
        return Vector(dx: va.dx - vb.dx, dy: va.dy - vb.dy)
    }

    private func cross(_ r: Vector, _ n: Vector) -> Double { r.dx * n.dy - r.dy * n.dx }

    private func applyImpulse(_ c: Contact) {
        let ra = Vector(dx: c.point.x - c.a.position.x, dy: c.point.y - c.a.position.y)
        let rb = c.b.map { Vector(dx: c.point.x - $0.position.x, dy: c.point.y - $0.position.y) } ?? Vector()
        func effectiveMass(_ n: Vector) -> Double {
            let ka = c.a.inverseMass + cross(ra, n) * cross(ra, n) * c.a.inverseInertia
            let kb = c.b.map { $0.inverseMass + cross(rb, n) * cross(rb, n) * $0.inverseInertia } ?? 0
            return ka + kb
        }
        func push(_ impulse: Vector) {
            c.a.velocity.dx += impulse.dx * c.a.inverseMass
            c.a.velocity.dy += impulse.dy * c.a.inverseMass
            c.a.angularVelocity += cross(ra, impulse) * c.a.inverseInertia
            if let b = c.b {
                b.velocity.dx -= impulse.dx * b.inverseMass
                b.velocity.dy -= impulse.dy * b.inverseMass
                b.angularVelocity -= cross(rb, impulse) * b.inverseInertia
            }
        }
        let k = effectiveMass(c.normal)
        guard k > 0 else { return }
        let vn = relativeVelocity(c) * c.normal
        let target = c.restitutionBias
        guard vn < target else { return }
        let j = (target - vn) / k
        push(Vector(dx: c.normal.dx * j, dy: c.normal.dy * j))
        // Coulomb friction along the surface, bounded by μ·j.
        let mu = c.b.map { (c.a.friction * $0.friction).squareRoot() } ?? c.a.friction
        guard mu > 0 else { return }
        let v = relativeVelocity(c)
        let t = Vector(dx: -c.normal.dy, dy: c.normal.dx)
        let vt = v * t
        let kt = effectiveMass(t)
        guard kt > 0 else { return }
        let jt = max(-mu * j, min(mu * j, -vt / kt))
        push(Vector(dx: t.dx * jt, dy: t.dy * jt))
    }
}

extension Vector {
    /// The dot product.
    static func * (a: Vector, b: Vector) -> Double { a.dx * b.dx + a.dy * b.dy }
}
