import Foundation
import FlipbookGeometry
import FlipbookGeometry

/// Something a ``DynamicAnimator`` moves (`UIDynamicItem`): its centre and rotation are written
/// by the physics, its bounds give its size (and mass). ``View`` is one.
public protocol DynamicItem: AnyObject {
    /// The centre, in the reference view's coordinates.
    var center: Point { get set }
    /// The size the physics gives the item (its origin is ignored).
    var bounds: Rect { get }
    /// The rotation the physics writes (`AffineTransform(rotationAngle:)`).
    var transform: FlipbookGeometry.AffineTransform { get set }
}

extension View: DynamicItem {}

/// A physical behaviour added to a ``DynamicAnimator`` (`UIDynamicBehavior`): a force, a
/// constraint, collisions, or item properties; a behaviour may hold child behaviours.
open class DynamicBehavior {
    /// The behaviours this one holds; they act while it is added.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Called after every step of the animator while the behaviour is added (once per display
    /// refresh, 60 times a second). Default `nil`.
    public var action: (() -> Void)?
    /// The animator the behaviour is added to, directly or through a parent.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?
    weak var parent: DynamicBehavior?

    /// A behaviour with no children.
    public init() {}

    /// Adds a child behaviour.
    public func addChildBehavior(_ behavior: DynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator { behavior.move(to: animator) }
        dynamicAnimator?.resume()
    }

    /// Removes a child behaviour.
    public func removeChildBehavior(_ behavior: DynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.move(to: nil) }
        dynamicAnimator?.resume()
    }

    /// Called when the behaviour is added to an animator or removed (`nil`). Default does nothing.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    func move(to animator: DynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.move(to: animator) }
    }

    /// The items the behaviour acts on (none for a plain behaviour).
    var dynamicItems: [DynamicItem] { [] }

    /// Adds the behaviour's accelerations to the world for one sub-step.
    func applyForces(_ world: DynamicWorld, dt: Double) {}

    /// This behaviour and its children, depth first.
    var flattened: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }
}

/// A list of items a behaviour acts on, with UIKit's add and remove calls.
public protocol DynamicItemList: AnyObject {
    /// The items.
    var items: [DynamicItem] { get set }
}

extension DynamicItemList where Self: DynamicBehavior {
    /// Adds an item (once).
    public func addItem(_ item: DynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        dynamicAnimator?.resume()
    }
    /// Removes an item.
    public func removeItem(_ item: DynamicItem) {
        items.removeAll { $0 === item }
        dynamicAnimator?.resume()
    }
}

/// A constant acceleration on its items (`UIGravityBehavior`): magnitude 1 is 1000 pt/s², as
/// UIKit documents, whatever the item's mass.
public final class GravityBehavior: DynamicBehavior, DynamicItemList {
    /// The items gravity pulls.
    public var items: [DynamicItem]
    /// The direction and strength: (0, 1), straight down at 1000 pt/s², by default.
    public var gravityDirection = Vector(dx: 0, dy: 1) { didSet { dynamicAnimator?.resume() } }
    /// The direction in radians (0 is +x, π/2 is down).
    public var angle: Double {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The strength, 1 = 1000 pt/s².
    public var magnitude: Double {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Gravity on `items`.
    public init(items: [DynamicItem] = []) { self.items = items }

    /// Sets the direction and strength at once.
    public func setAngle(_ angle: Double, magnitude: Double) {
        gravityDirection = Vector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [DynamicItem] { items }

    override func applyForces(_ world: DynamicWorld, dt: Double) {
        for item in items {
            world.accelerate(item, by: Vector(dx: gravityDirection.dx * 1000, dy: gravityDirection.dy * 1000))
        }
    }
}

/// A force on its items (`UIPushBehavior`): magnitude 1 accelerates a 100 × 100 pt item of
/// density 1 at 100 pt/s² (continuous) or changes its velocity by 100 pt/s once (instantaneous),
/// as UIKit documents; heavier items move less.
public final class PushBehavior: DynamicBehavior, DynamicItemList {
    /// How the force acts.
    public enum Mode: Sendable {
        /// A force as long as the behaviour is active.
        case continuous
        /// One impulse when the behaviour becomes active.
        case instantaneous
    }

    /// The items pushed.
    public var items: [DynamicItem]
    /// The mode, fixed at creation.
    public let mode: Mode
    /// Whether the force acts; an instantaneous push turns itself off after its impulse. Default
    /// true.
    public var active = true {
        didSet { if active { pending = true; dynamicAnimator?.resume() } }
    }
    /// The direction and strength. Default (0, 0).
    public var pushDirection = Vector() {
        didSet { dynamicAnimator?.resume() }
    }
    /// The direction in radians.
    public var angle: Double {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The strength.
    public var magnitude: Double {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }
    private var pending = true

    /// A push of `items` in `mode`.
    public init(items: [DynamicItem] = [], mode: Mode) {
        self.items = items
        self.mode = mode
    }

    /// Sets the direction and strength at once.
    public func setAngle(_ angle: Double, magnitude: Double) {
        pushDirection = Vector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [DynamicItem] { items }

    override func applyForces(_ world: DynamicWorld, dt: Double) {
        guard active else { return }
        let force = Vector(dx: pushDirection.dx * 100, dy: pushDirection.dy * 100)
        switch mode {
        case .continuous:
            for item in items { world.applyForce(force, to: item) }
        case .instantaneous:
            guard pending else { return }
            for item in items { world.applyImpulse(force, to: item) }
            pending = false
            active = false
        }
    }
}

/// Pulls an item to a point with a damped spring and turns it upright (`UISnapBehavior`).
///
/// UIKit's snap is a private engine; Kit's is a spring of 2 Hz natural frequency whose damping
/// ratio is ``damping`` (at least 0.1), on the item's centre and angle.
public final class SnapBehavior: DynamicBehavior {
    /// The item snapped.
    public let item: DynamicItem
    /// Where its centre goes.
    public var snapPoint: Point { didSet { dynamicAnimator?.resume() } }
    /// How much the item oscillates at the end: 0…1, higher settles with less overshoot.
    /// Default 0.5.
    public var damping = 0.5 { didSet { dynamicAnimator?.resume() } }
    /// The natural frequency of Kit's snap spring, in Hz.
    public static let frequency = 2.0

    /// A snap of `item` to `point`.
    public init(item: DynamicItem, snapTo point: Point) {
        self.item = item
        snapPoint = point
    }

    override var dynamicItems: [DynamicItem] { [item] }

    override func applyForces(_ world: DynamicWorld, dt: Double) {
        guard let body = world.body(for: item) else { return }
        let omega = 2 * Double.pi * Self.frequency
        let zeta = max(0.1, min(damping, 1))
        world.accelerate(
            item,
            by: Vector(
                dx: -omega * omega * (body.position.x - snapPoint.x) - 2 * zeta * omega * body.velocity.dx,
                dy: -omega * omega * (body.position.y - snapPoint.y) - 2 * zeta * omega * body.velocity.dy))
        world.accelerateAngle(item, by: -omega * omega * body.angle - 2 * zeta * omega * body.angularVelocity)
    }
}

/// Ties an item to an anchor point or to another item's centre (`UIAttachmentBehavior`): a rigid
/// rod of ``length`` when ``frequency`` is 0, else a damped spring.
public final class AttachmentBehavior: DynamicBehavior {
    /// What the item is attached to.
    public enum AttachedBehaviorType: Sendable {
        /// Another item.
        case items
        /// A fixed point.
        case anchor
    }

    /// The items attached (one for an anchor, two for items).
    public let items: [DynamicItem]
    /// Whether the attachment is to an anchor or between items.
    public let attachedBehaviorType: AttachedBehaviorType
    /// The anchor (for ``AttachedBehaviorType/anchor``); moving it pulls the item.
    public var anchorPoint: Point { didSet { dynamicAnimator?.resume() } }
    /// The rest distance, in points. Default the distance at creation.
    public var length: Double { didSet { dynamicAnimator?.resume() } }
    /// The spring's damping ratio, 0…1. Default 0.
    public var damping = 0.0
    /// The spring's frequency in Hz; 0 (the default) makes a rigid rod.
    public var frequency = 0.0

    /// Attaches `item`'s centre to `anchor`.
    public init(item: DynamicItem, attachedToAnchor anchor: Point) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = anchor
        length = Self.distance(item.center, anchor)
    }

    /// Attaches two items' centres.
    public init(item: DynamicItem, attachedTo other: DynamicItem) {
        items = [item, other]
        attachedBehaviorType = .items
        anchorPoint = other.center
        length = Self.distance(item.center, other.center)
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    override var dynamicItems: [DynamicItem] { items }

    /// The other end's position and velocity.
    private func otherEnd(_ world: DynamicWorld) -> (Point, Vector, Double)? {
        if attachedBehaviorType == .anchor { return (anchorPoint, Vector(), 0) }
        guard let body = world.body(for: items[1]) else { return nil }
        return (body.position, body.velocity, body.inverseMass)
    }

    override func applyForces(_ world: DynamicWorld, dt: Double) {
        guard frequency > 0, let a = world.body(for: items[0]), let (p, v, _) = otherEnd(world) else { return }
        let d = Vector(dx: a.position.x - p.x, dy: a.position.y - p.y)
        let distance = (d.dx * d.dx + d.dy * d.dy).squareRoot()
        guard distance > 1e-9 else { return }
        let n = Vector(dx: d.dx / distance, dy: d.dy / distance)
        let omega = 2 * Double.pi * frequency
        let relative = (a.velocity.dx - v.dx) * n.dx + (a.velocity.dy - v.dy) * n.dy
        let accel = -omega * omega * (distance - length) - 2 * damping * omega * relative
        world.accelerate(items[0], by: Vector(dx: n.dx * accel, dy: n.dy * accel))
        if attachedBehaviorType == .items {
            world.accelerate(items[1], by: Vector(dx: -n.dx * accel, dy: -n.dy * accel))
        }
    }

    /// Holds a rigid rod's length after the positions moved (a position and velocity projection).
    func solveRod(_ world: DynamicWorld) {
        guard frequency == 0, let a = world.body(for: items[0]) else { return }
        let b = attachedBehaviorType == .items ? world.body(for: items[1]) : nil
        let p = b?.position ?? anchorPoint
        let d = Vector(dx: a.position.x - p.x, dy: a.position.y - p.y)
        let distance = (d.dx * d.dx + d.dy * d.dy).squareRoot()
        guard distance > 1e-9 else { return }
        let n = Vector(dx: d.dx / distance, dy: d.dy / distance)
        let wa = a.inverseMass, wb = b?.inverseMass ?? 0
        guard wa + wb > 0 else { return }
        let error = distance - length
        a.position.x -= n.dx * error * wa / (wa + wb)
        a.position.y -= n.dy * error * wa / (wa + wb)
        if let b {
            b.position.x += n.dx * error * wb / (wa + wb)
            b.position.y += n.dy * error * wb / (wa + wb)
        }
        let vb = b?.velocity ?? Vector()
        let relative = (a.velocity.dx - vb.dx) * n.dx + (a.velocity.dy - vb.dy) * n.dy
        a.velocity.dx -= n.dx * relative * wa / (wa + wb)
        a.velocity.dy -= n.dy * relative * wa / (wa + wb)
        if let b {
            b.velocity.dx += n.dx * relative * wb / (wa + wb)
            b.velocity.dy += n.dy * relative * wb / (wa + wb)
        }
    }
}

/// Physical properties of items (`UIDynamicItemBehavior`); an item in no such behaviour has the
/// defaults. When several hold an item, the one added last wins.
public final class DynamicItemBehavior: DynamicBehavior, DynamicItemList {
    /// The items.
    public var items: [DynamicItem]
    /// Restitution of collisions, 0 (none) … 1 (fully elastic). Default 0.
    public var elasticity = 0.0
    /// Coulomb friction between sliding surfaces. Default 0.
    public var friction = 0.0
    /// Mass per area: a 100 × 100 pt item of density 1 has mass 1. Default 1.
    public var density = 1.0
    /// Linear damping, 1/s: the velocity loses `resistance · dt` of itself per step. Default 0.
    public var resistance = 0.0
    /// Angular damping, 1/s. Default 0.
    public var angularResistance = 0.0
    /// Whether collisions may rotate the items. Default true.
    public var allowsRotation = true
    /// Whether the items are fixed (infinite mass; others collide with them). Default false.
    public var isAnchored = false

    /// Properties for `items`.
    public init(items: [DynamicItem] = []) { self.items = items }

    override var dynamicItems: [DynamicItem] { items }

    /// Adds to an item's velocity (points per second).
    public func addLinearVelocity(_ velocity: Vector, for item: DynamicItem) {
        dynamicAnimator?.resume()
        guard let body = dynamicAnimator?.world.body(for: item) else { return }
        body.velocity.dx += velocity.dx
        body.velocity.dy += velocity.dy
    }
    /// An item's velocity (points per second); zero when it is not animated.
    public func linearVelocity(for item: DynamicItem) -> Vector {
        dynamicAnimator?.world.body(for: item)?.velocity ?? Vector()
    }
    /// Adds to an item's angular velocity (radians per second).
    public func addAngularVelocity(_ velocity: Double, for item: DynamicItem) {
        dynamicAnimator?.resume()
        dynamicAnimator?.world.body(for: item)?.angularVelocity += velocity
    }
    /// An item's angular velocity (radians per second).
    public func angularVelocity(for item: DynamicItem) -> Double {
        dynamicAnimator?.world.body(for: item)?.angularVelocity ?? 0
    }
}
