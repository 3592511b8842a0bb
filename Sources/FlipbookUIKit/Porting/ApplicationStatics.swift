import FlipbookKit
import Foundation

/// The values of an app's singletons (`static let sharedInstance = MotionAnimator()`), one set
/// per `Application`: `flipbook port` makes such a `static let` a `static var` reading
/// `ApplicationStatics.value(_:_:)`.
///
/// On iOS a process runs one app, launched once, so a static is the app's. Here one process
/// runs many applications — the tests, a catalogue's demos, one after another or side by side
/// — and a singleton that kept one run's state (MotionAnimation's animator, whose display link
/// belonged to a finished run) would leave every later run frozen. Each application starts
/// with fresh singletons, as a fresh launch does; code with no current application shares one
/// set for the process.
public enum ApplicationStatics {
    /// The value `key` names (the static's owner and name) for the current application: made
    /// by `make` the first time the application asks, the same instance afterwards.
    public static func value<T>(_ key: String, _ make: () -> T) -> T {
        let application = Application.current
        if let existing = table.value(key, for: application) as? T { return existing }
        // Made outside the lock: a singleton's initializer may read other singletons.
        let made = make()
        return table.insert(made, key, for: application) as? T ?? made
    }

    private static let table = Table()

    /// The values of each live application, and the process's.
    private final class Table: @unchecked Sendable {
        struct Entry {
            weak var application: Application?
            var values: [String: Any] = [:]
        }

        private let lock = NSLock()
        private var entries: [ObjectIdentifier: Entry] = [:]
        private var process: [String: Any] = [:]

        func value(_ key: String, for application: Application?) -> Any? {
            lock.withLock {
                guard let application else { return process[key] }
                guard let entry = entries[ObjectIdentifier(application)], entry.application === application else { return nil }
                return entry.values[key]
            }
        }

        /// Stores `value` unless the application has one for `key` already; returns the one kept.
        func insert(_ value: Any, _ key: String, for application: Application?) -> Any {
            lock.withLock {
                guard let application else {
                    if let existing = process[key] { return existing }
                    process[key] = value
                    return value
                }
                let id = ObjectIdentifier(application)
                if entries[id]?.application !== application {
                    // A new application (perhaps at a dead one's address): drop the dead ones.
                    entries = entries.filter { $0.value.application != nil && $0.key != id }
                    entries[id] = Entry(application: application)
                }
                if let existing = entries[id]?.values[key] { return existing }
                entries[id]?.values[key] = value
                return value
            }
        }
    }
}
