import Foundation

// The Objective-C runtime's associated objects (`objc_setAssociatedObject`,
// `objc_getAssociatedObject`, `objc_removeAssociatedObjects`), which UIKit code uses to give a
// class it does not own a stored property in an extension. Linux has no Objective-C runtime, so
// Flipbook keeps the associations itself: see the article “Associated objects”.

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// How an associated value is held (`objc_AssociationPolicy`), with the runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// The value is not retained. The runtime keeps a pointer that dangles once the value goes;
    /// Swift has no dangling reference, so Flipbook holds an object weakly (the association reads
    /// `nil` once it is gone) and a value (a struct, an enum) as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// The value is retained (strongly held), non-atomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// The value is copied (`NSCopying.copy()`; a Swift value is a copy already), non-atomically.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// The value is retained, atomically.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// The value is copied, atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associates `value` with `object` under `key` (`objc_setAssociatedObject`), held as `policy`
/// says; a `nil` value removes the association.
///
/// `key` is the address of a variable, as in the runtime: `&Keys.states`, where `Keys.states` is a
/// `static var`. `object` is an instance of a class; a value of another kind is boxed into a new
/// object each time it is passed (as on Apple's platforms), so nothing stays associated with it.
/// Every policy is atomic here: the table is behind a lock.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociationTable.shared.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key` (`objc_getAssociatedObject`), or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.get(object as AnyObject, key)
}

/// Removes every association of `object` (`objc_removeAssociatedObjects`).
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(object as AnyObject)
}

/// The associations of every object, keyed by the object's identity and held beside a weak
/// reference to it: an object's values are released once the object has gone, at the table's
/// next sweep (Swift gives no hook into another class's deinitializer), and a new object that
/// reuses a dead one's address never sees the dead one's values.
final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    /// One value and how it is held.
    enum Held {
        case strong(Any)
        case weak(WeakBox)
    }

    /// A weak reference to an associated object held with `.OBJC_ASSOCIATION_ASSIGN`.
    final class WeakBox {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }

    /// The associations of one live object.
    struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry count after the last sweep; the table sweeps again once it has doubled.
    private var sweptCount = 0

    /// The number of objects with associations the table holds (dead ones not yet swept included).
    var count: Int { lock.withLock { entries.count } }

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let held = value.map { Self.hold($0, policy) }
        // The replaced value is released after the lock is left (its deinit may use the table).
        var released: Held?
        lock.withLock {
            let id = ObjectIdentifier(object)
            var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
            released = entry.values[key]
            entry.values[key] = held
            entries[id] = entry.values.isEmpty ? nil : entry
            if entries.count > max(64, 2 * sweptCount) { sweep() }
        }
        _ = released
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
            switch entry.values[key] {
            case .strong(let value)?: return value
            case .weak(let box)?: return box.value
            case nil: return nil
            }
        }
    }

    func removeAll(_ object: AnyObject) {
        var released: Entry?
        lock.withLock {
            let id = ObjectIdentifier(object)
            if entries[id]?.owner === object { released = entries.removeValue(forKey: id) }
        }
        _ = released
    }

    /// Drops the entries of objects that have gone (called with the lock held).
    private func sweep() {
        entries = entries.filter { $0.value.owner != nil }
        sweptCount = entries.count
    }

    /// Sweeps now (tests release a dead object's values at a known point).
    func sweepNow() {
        var released: [ObjectIdentifier: Entry] = [:]
        lock.withLock {
            released = entries.filter { $0.value.owner == nil }
            sweep()
        }
        released.removeAll()
    }

    private static func hold(_ value: Any, _ policy: objc_AssociationPolicy) -> Held {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
            return .strong(value)
        }
    }
}
