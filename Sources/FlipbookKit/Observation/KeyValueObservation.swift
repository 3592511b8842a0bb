import Synchronization

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
    /// What kind of change it was: always ``KeyValueChange/setting`` (Kit observes no
    /// to-many properties).
    public var kind: KeyValueChange { .setting }
}

/// The kind of a change (Foundation's `NSKeyValueChange`), with Foundation's raw values.
public enum KeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many property.
    case insertion = 2
    /// Objects were removed from a to-many property.
    case removal = 3
    /// Objects of a to-many property were replaced.
    case replacement = 4
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
    private let initial: () -> Void
    private let check: () -> Void

    init(id: Int, initial: @escaping () -> Void, check: @escaping () -> Void) {
        self.id = id
        self.initial = initial
        self.check = check
    }

    /// Makes the `.initial` call, when the options ask for it.
    func callInitial() { initial() }

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
        startObserving(keyPath, announced: viewKeyPaths, options: options, changeHandler: changeHandler)
    }

    /// The key paths Kit announces on every view.
    var viewKeyPaths: [AnyKeyPath] {
        [
            \Self.frame, \Self.bounds, \Self.center, \Self.transform, \Self.alpha, \Self.isHidden,
            \Self.backgroundColor, \Self.clipsToBounds, \Self.layer.cornerRadius, \Self.layer.opacity,
        ]
    }

    func startObserving<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, announced: [AnyKeyPath], options: KeyValueObservingOptions,
        changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        if !announced.contains(keyPath) { KeyValueObserver.reportUnannounced(Self.self) }
        let id = View.nextObserverID()
        let observer = KeyValueObserver.make(self, keyPath, id: id, options: options, changeHandler: changeHandler)
        keyValueObservers.append(observer)
        observer.callInitial()
        return KeyValueObservation { [weak self] in self?.keyValueObservers.removeAll { $0.id == id } }
    }
}

extension KeyValueObservingView where Self: ScrollView {
    /// Observes `keyPath` of this scroll view, as a view's
    /// `observe(_:options:changeHandler:)` does; ``ScrollView/contentOffset``,
    /// ``ScrollView/contentSize`` and ``ScrollView/contentInset`` are announced too.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
    )
        -> KeyValueObservation
    {
        let announced: [AnyKeyPath] = viewKeyPaths + [\Self.contentOffset, \Self.contentSize, \Self.contentInset]
        return startObserving(keyPath, announced: announced, options: options, changeHandler: changeHandler)
    }
}

/// Key-value observing of view controllers (`observe(\.preferredContentSize, …)`), without an
/// Objective-C runtime.
public protocol KeyValueObservingController: ViewController {}

extension ViewController: KeyValueObservingController {}

extension KeyValueObservingController {
    /// Observes `keyPath` of this controller: `changeHandler` is called, synchronously, after
    /// each set of a controller property Kit announces (``ViewController/preferredContentSize``,
    /// ``ViewController/title``) that changes the value at `keyPath`. The observation lasts
    /// while the returned token lives. Observe the controller's view for its geometry.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
    )
        -> KeyValueObservation
    {
        let announced: [AnyKeyPath] = [\Self.preferredContentSize, \Self.title]
        if !announced.contains(keyPath) { KeyValueObserver.reportUnannounced(Self.self) }
        let id = View.nextObserverID()
        let observer = KeyValueObserver.make(self, keyPath, id: id, options: options, changeHandler: changeHandler)
        keyValueObservers.append(observer)
        observer.callInitial()
        return KeyValueObservation { [weak self] in self?.keyValueObservers.removeAll { $0.id == id } }
    }

    /// Tells the observers that the controller changed (each re-reads its key path).
    func notifyKeyValueObservers() {
        for observer in keyValueObservers { observer.notify() }
    }
}

extension KeyValueObserver {
    /// Reports that an observation of a `type` key path Kit does not announce began: its handler
    /// runs only when an announced change happens to change the value.
    static func reportUnannounced(_ type: Any.Type) {
        Application.current?.report(
            KitDiagnostic(
                code: "observation.unannouncedKeyPath",
                message: "a \(type) is observed at a key path Kit does not announce (see Observation and ticking): "
                    + "the handler runs only when a change of the view's layer or an announced property changes "
                    + "its value, where iOS would call it on every set"))
    }

    /// An observer of `keyPath` of `object` that calls `changeHandler` as Foundation does.
    static func make<Object: AnyObject, Value: Equatable>(
        _ object: Object, _ keyPath: KeyPath<Object, Value>, id: Int, options: KeyValueObservingOptions,
        changeHandler: @escaping (Object, ObservedChange<Value>) -> Void
    ) -> KeyValueObserver {
        var last = object[keyPath: keyPath]
        return KeyValueObserver(
            id: id,
            initial: { [weak object] in
                guard let object, options.contains(.initial) else { return }
                changeHandler(object, ObservedChange(newValue: last, oldValue: nil, isPrior: false))
            },
            check: { [weak object] in
                guard let object else { return }
                let value = object[keyPath: keyPath]
                guard value != last else { return }
                let old = last
                last = value
                if options.contains(.prior) {
                    changeHandler(
                        object, ObservedChange(newValue: nil, oldValue: options.contains(.old) ? old : nil, isPrior: true))
                }
                changeHandler(
                    object,
                    ObservedChange(
                        newValue: options.contains(.new) ? value : nil,
                        oldValue: options.contains(.old) ? old : nil, isPrior: false))
            })
    }
}

extension View {
    /// Observer identities, unique in the process (views on several threads take them at once).
    private static let observerCounter = Atomic<Int>(0)
    static func nextObserverID() -> Int {
        observerCounter.add(1, ordering: .relaxed).newValue
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
