import Foundation
import FlipbookGeometry
import FlipbookAnimation
import FlipbookGeometry

/// Told when a ``DynamicAnimator`` starts moving items again or comes to rest
/// (`UIDynamicAnimatorDelegate`).
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to move items again.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Every item came to rest; the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

/// Moves views by physical behaviours (`UIDynamicAnimator`), stepped on the application's clock.
///
/// While running, the animator steps at every display refresh (clock times k / 60) in
/// ``subSteps`` fixed sub-steps, so the motion is the same whatever the render's frame rate and
/// byte-identical between runs. Positions are written to the items' `center` and angles to their
/// `transform` after each refresh. When every item has come to rest (slower than 0.5 pt/s and
/// 0.01 rad/s for a refresh), the animator pauses (``isRunning`` false, the delegate told); adding
/// or changing a behaviour resumes it.
///
/// UIKit's physics engine is private: the forces UIKit documents (gravity, push) are exact, the
/// rest (collision response, snap and attachment springs) is Kit's own, stated on each behaviour.
public final class DynamicAnimator {
    /// The view whose coordinates the items move in (its bounds can be a collision boundary).
    public private(set) weak var referenceView: View?
    /// The behaviours added, in order.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Told about pauses and resumptions. Weak. Default `nil`.
    public weak var delegate: DynamicAnimatorDelegate?
    /// Whether the animator is stepping.
    public private(set) var isRunning = false
    /// Seconds the animator has run (stepped) since it was created.
    public private(set) var elapsedTime = 0.0
    /// Fixed sub-steps per display refresh (1/240 s each).
    public static let subSteps = 4

    let world = DynamicWorld()
    private weak var application: Application?
    private var token: FlipbookAnimation.Clock.Token?
    private var quietRefreshes = 0

    /// An animator for items in `view`'s coordinates, on the current application's clock.
    public init(referenceView view: View) {
        referenceView = view
        application = Application.required(by: "DynamicAnimator(referenceView:)")
    }

    /// Adds a behaviour (once) and resumes.
    public func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.move(to: self)
        resume()
    }

    /// Removes a behaviour.
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.move(to: nil)
        resume()
    }

    /// Removes every behaviour.
    public func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// Reads the item's centre, bounds and transform again after app code changed them.
    public func updateItem(usingCurrentState item: DynamicItem) {
        world.reread(item)
        resume()
    }

    /// The items of every behaviour, in the order they were first met.
    public func items(in rect: Rect) -> [DynamicItem] {
        allItems.filter { item in
            let c = item.center
            return rect.contains(c)
        }
    }

    var allBehaviors: [DynamicBehavior] { behaviors.flatMap(\.flattened) }

    private var allItems: [DynamicItem] {
        var seen = Set<ObjectIdentifier>(), items: [DynamicItem] = []
        for behavior in allBehaviors {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        return items
    }

    /// Starts stepping again at the next refresh, telling the delegate.
    func resume() {
        quietRefreshes = 0
        guard !isRunning, let application else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        scheduleNext(after: application.clock.now)
    }

    private func scheduleNext(after time: Double) {
        guard let application else { return }
        let refresh = Double(DisplayLink.maximumFramesPerSecond)
        let next = (Double(Int((time * refresh + 1e-9).rounded(.down)) + 1)) / refresh
        token = application.clock.schedule(at: next) { [weak self] in self?.refresh(at: next) }
    }

    private func refresh(at time: Double) {
        token = nil
        guard isRunning else { return }
        step(duration: 1 / Double(DisplayLink.maximumFramesPerSecond))
        for behavior in allBehaviors { behavior.action?() }
        if quietRefreshes >= 2 || behaviors.isEmpty {
            isRunning = false
            delegate?.dynamicAnimatorDidPause(self)
        } else {
            scheduleNext(after: time)
        }
    }

    /// One display refresh: ``subSteps`` fixed steps, then the items are written.
    func step(duration: Double) {
        let items = allItems
        let propertyBehaviors = allBehaviors.compactMap { $0 as? DynamicItemBehavior }
        world.sync(items: items) { item in propertyBehaviors.last { $0.items.contains { $0 === item } } }
        let behaviors = allBehaviors
        let collisions = behaviors.compactMap { $0 as? CollisionBehavior }
        let rods = behaviors.compactMap { $0 as? AttachmentBehavior }
        let dt = duration / Double(Self.subSteps)
        var contactsSeen: [ObjectIdentifier: [ContactKey: Point]] = [:]
        let before = world.orderedBodies.map { ($0.position, $0.angle) }
        for _ in 0..<Self.subSteps {
            for behavior in behaviors { behavior.applyForces(world, dt: dt) }
            world.integrateVelocities(dt: dt)
            for collision in collisions {
                var contacts = world.contacts(for: collision, referenceBounds: referenceView?.bounds)
                world.resolve(&contacts)
                for c in contacts { contactsSeen[ObjectIdentifier(collision), default: [:]][c.key] = c.point }
            }
            world.integratePositions(dt: dt)
            for rod in rods { rod.solveRod(world) }
        }
        elapsedTime += duration
        var byID: [ObjectIdentifier: DynamicItem] = [:]
        for item in items { byID[ObjectIdentifier(item)] = item }
        for collision in collisions { collision.report(contactsSeen[ObjectIdentifier(collision)] ?? [:], items: byID) }
        var moving = false
        for (body, old) in zip(world.orderedBodies, before) {
            let speed = (body.velocity.dx * body.velocity.dx + body.velocity.dy * body.velocity.dy).squareRoot()
            let moved = abs(body.position.x - old.0.x) + abs(body.position.y - old.0.y)
            if speed > 0.5 || abs(body.angularVelocity) > 0.01 || moved > 0.5 * duration { moving = true }
            body.item.center = body.position
            if body.angle != 0 || body.item.transform != FlipbookGeometry.AffineTransform.identity {
                body.item.transform = FlipbookGeometry.AffineTransform(rotationAngle: body.angle)
            }
        }
        quietRefreshes = moving ? 0 : quietRefreshes + 1
    }
}
