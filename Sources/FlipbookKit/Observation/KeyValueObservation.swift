/// What an observer is told (Foundation's `NSKeyValueObservingOptions`).
public struct KeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = KeyValueObservingOptions(rawValue: 1)
    /// The change carries the old value.
    public static let old = KeyValueObservingOptions(rawValue: 2)
    /// The handler is called once at once, with the current value as the new value.
    public static let initial = KeyValueObservingOptions(rawValue: 4)
    /// The handler is also called before each change (``ObservedChange/isPrior`` true, with the
    /// old value when ``old`` is set).
    public static let prior = KeyValueObservingOptions(rawValue: 8)
}

/// One change of an observed property (Foundation's `NSKeyValueObservedChange`).
public struct ObservedChange<Value> {
    /// The value after the change, when the options asked for ``KeyValueObservingOptions/new``
    /// (always for the initial call).
    public let newValue: Value?
    /// The value before the change, when the options asked for ``KeyValueObservingOptions/old``.
    public let oldValue: Value?
    /// Whether this is the call before the change (``KeyValueObservingOptions/prior``).
    public let isPrior: Bool
}

/// The token of an observation (Foundation's `NSKeyValueObservation`): the observation lasts
/// while the token lives and until ``invalidate()``.
public final class KeyValueObservation {
    private var onInvalidate: (() -> Void)?

    init(onInvalidate: @escaping () -> Void) { self.onInvalidate = onInvalidate }

    /// Ends the observation; later changes call nothing. Calling it again does nothing.
    public func invalidate() {
        onInvalidate?()
        onInvalidate = nil
    }

    deinit { invalidate() }
}

/// An observer attached to a view: re-reads its key path after each change of the view.
final class KeyValueObserver {
    let id: Int
    private let check: () -> Void

    init(id: Int, check: @escaping () -> Void) {
        self.id = id
        self.check = check
    }

    /// Calls the handler when the observed value differs from the one last seen.
    func notify() { check() }
}

/// Key-value observing of views (`observe(\.frame, options:changeHandler:)`), without an
/// Objective-C runtime.
public protocol KeyValueObservingView: View {}

extension View: KeyValueObservingView {}

extension KeyValueObservingView {
    /// Observes `keyPath` of this view: `changeHandler` is called, synchronously, after each
    /// change of the view that changes the value at `keyPath` (see the "Observation and ticking"
    /// article for which changes those are). The observation lasts while the returned token lives.
    ///
    /// - Parameters:
    ///   - keyPath: any readable key path of the view whose value is `Equatable` (`\.frame`,
    ///     `\.center`, `\.transform`, `\.alpha`, `\.bounds`, a scroll view's `\.contentOffset`).
    ///   - options: what the change carries, and the initial and prior calls. Default none.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
    )
        -> KeyValueObservation
    {
        var last = self[keyPath: keyPath]
        let id = View.nextObserverID()
        let observer = KeyValueObserver(id: id) { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            guard value != last else { return }
            let old = last
            last = value
            if options.contains(.prior) {
                changeHandler(self, ObservedChange(newValue: nil, oldValue: options.contains(.old) ? old : nil, isPrior: true))
            }
            changeHandler(
                self,
                ObservedChange(
                    newValue: options.contains(.new) ? value : nil,
                    oldValue: options.contains(.old) ? old : nil, isPrior: false))
        }
        keyValueObservers.append(observer)
        if options.contains(.initial) {
            changeHandler(self, ObservedChange(newValue: last, oldValue: nil, isPrior: false))
        }
        return KeyValueObservation { [weak self] in self?.keyValueObservers.removeAll { $0.id == id } }
    }
}

extension View {
    nonisolated(unsafe) private static var observerCounter = 0
    static func nextObserverID() -> Int {
        observerCounter += 1
        return observerCounter
    }

    /// Tells the observers that the view changed (each re-reads its key path), unless a change
    /// made of several layer changes (`frame`) is under way.
    func notifyKeyValueObservers() {
        guard keyValueNotificationsHeld == 0, !keyValueObservers.isEmpty else { return }
        for observer in keyValueObservers { observer.notify() }
    }

    /// Runs `change` and notifies the observers once afterwards, as one change.
    func changingAsOne(_ change: () -> Void) {
        keyValueNotificationsHeld += 1
        change()
        keyValueNotificationsHeld -= 1
        notifyKeyValueObservers()
    }
}
