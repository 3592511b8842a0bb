import Foundation
import FlipbookGeometry
import FlipbookGeometry

/// Told when items touch each other or a boundary (`UICollisionBehaviorDelegate`); every method
/// has an empty default.
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two items began to touch at `point`.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem,
        with item2: DynamicItem, at point: Point)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem)
    /// An item began to touch a boundary (`identifier` `nil` for the reference bounds) at `point`.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: String?, at point: Point)
    /// An item stopped touching a boundary.
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: String?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem,
        with item2: DynamicItem, at point: Point
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: DynamicItem,
        with item2: DynamicItem
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: String?, at point: Point
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
        withBoundaryIdentifier identifier: String?
    ) {}
}

/// Keeps items from overlapping each other and boundaries (`UICollisionBehavior`). Items are
/// the rectangles of their bounds, turned by their angle; boundaries are line segments.
public final class CollisionBehavior: DynamicBehavior, DynamicItemList {
    /// What collides.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Items with items.
        public static let items = Mode(rawValue: 1)
        /// Items with boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both (the default).
        public static let everything: Mode = [.items, .boundaries]
    }

    /// The items that collide.
    public var items: [DynamicItem]
    /// What collides. Default ``Mode/everything``.
    public var collisionMode = Mode.everything
    /// Whether the reference view's bounds are a boundary. Default false.
    public var translatesReferenceBoundsIntoBoundary = false {
        didSet { dynamicAnimator?.resume() }
    }
    /// Told about contacts. Weak. Default `nil`.
    public weak var collisionDelegate: CollisionBehaviorDelegate?
    private(set) var referenceInsets = EdgeInsets()
    private var namedBoundaries: [(id: String, from: Point, to: Point)] = []
    /// The contacts of the last step, to tell the delegate when they begin and end.
    var touching: Set<ContactKey> = []

    /// Collisions of `items`.
    public init(items: [DynamicItem] = []) { self.items = items }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds a line-segment boundary (one with the same identifier is replaced).
    public func addBoundary(withIdentifier identifier: String, from p1: Point, to p2: Point) {
        removeBoundary(withIdentifier: identifier)
        namedBoundaries.append((identifier, p1, p2))
        dynamicAnimator?.resume()
    }

    /// Removes a boundary.
    public func removeBoundary(withIdentifier identifier: String) {
        namedBoundaries.removeAll { $0.id == identifier }
    }

    /// Removes every boundary added with an identifier.
    public func removeAllBoundaries() { namedBoundaries.removeAll() }

    /// The identifiers of the added boundaries.
    public var boundaryIdentifiers: [String] { namedBoundaries.map(\.id) }

    override var dynamicItems: [DynamicItem] { items }

    /// The boundaries as segments, with `nil` identifiers for the reference bounds.
    func segments(referenceBounds: Rect?) -> [(id: String?, from: Point, to: Point)] {
        var result: [(String?, Point, Point)] = []
        if collisionMode.contains(.boundaries) {
            if translatesReferenceBoundsIntoBoundary, let b = referenceBounds {
                let i = referenceInsets
                let x0 = b.minX + i.left, x1 = b.maxX - i.right, y0 = b.minY + i.top, y1 = b.maxY - i.bottom
                let corners = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
                for k in 0..<4 { result.append((nil, corners[k], corners[(k + 1) % 4])) }
            }
            for boundary in namedBoundaries { result.append((boundary.id, boundary.from, boundary.to)) }
        }
        return result
    }

    /// Tells the delegate about the contacts that began and ended in the last step.
    func report(_ contacts: [ContactKey: Point], items byID: [ObjectIdentifier: DynamicItem]) {
        let now = Set(contacts.keys)
        guard let delegate = collisionDelegate else {
            touching = now
            return
        }
        for key in contacts.keys.sorted() where !touching.contains(key) {
            guard let a = byID[key.a], let point = contacts[key] else { continue }
            if let b = key.b.flatMap({ byID[$0] }) {
                delegate.collisionBehavior(self, beganContactFor: a, with: b, at: point)
            } else {
                delegate.collisionBehavior(self, beganContactFor: a, withBoundaryIdentifier: key.boundary, at: point)
            }
        }
        for key in touching.sorted() where !now.contains(key) {
            guard let a = byID[key.a] else { continue }
            if let b = key.b.flatMap({ byID[$0] }) {
                delegate.collisionBehavior(self, endedContactFor: a, with: b)
            } else {
                delegate.collisionBehavior(self, endedContactFor: a, withBoundaryIdentifier: key.boundary)
            }
        }
        touching = now
    }
}

/// One touching pair: an item and another item or a boundary.
struct ContactKey: Hashable, Comparable {
    let a: ObjectIdentifier
    let b: ObjectIdentifier?
    let boundary: String?
    let order: Int

    static func < (l: ContactKey, r: ContactKey) -> Bool { l.order < r.order }
    static func == (l: ContactKey, r: ContactKey) -> Bool { l.a == r.a && l.b == r.b && l.boundary == r.boundary }
    func hash(into hasher: inout Hasher) {
        hasher.combine(a)
        hasher.combine(b)
        hasher.combine(boundary)
    }
}
