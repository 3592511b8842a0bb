/// One target–action pair of a recognizer: a closure, or a weakly held object and one of its
/// methods.
struct TargetAction {
    /// The object, held weakly as UIKit holds targets; `nil` for a closure.
    weak var target: AnyObject?
    /// Whether the pair names an object (a pair whose object went away does nothing).
    let hasTarget: Bool
    /// The type of recognizer the method takes, which tells apart a target's methods when
    /// removing one (Swift cannot compare functions).
    let parameterType: ObjectIdentifier?
    /// Where the pair was added (`file:line:column`), which tells a repeated add from another method.
    var site = ""
    private let perform: (AnyObject?, GestureRecognizer) -> Void

    init(_ closure: @escaping (GestureRecognizer) -> Void) {
        hasTarget = false
        parameterType = nil
        perform = { _, recognizer in closure(recognizer) }
    }

    init<T: AnyObject, R: GestureRecognizer>(target: AnyObject, action: @escaping (T) -> (R) -> Void) {
        self.target = target
        hasTarget = true
        parameterType = ObjectIdentifier(R.self)
        perform = { object, recognizer in
            guard let object = object as? T, let recognizer = recognizer as? R else { return }
            action(object)(recognizer)
        }
    }

    init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> () -> Void) {
        self.target = target
        hasTarget = true
        parameterType = ObjectIdentifier(Void.self as Any.Type)
        perform = { object, _ in
            guard let object = object as? T else { return }
            action(object)()
        }
    }

    func send(_ recognizer: GestureRecognizer) {
        if hasTarget {
            guard let target else { return }
            perform(target, recognizer)
        } else {
            perform(nil, recognizer)
        }
    }
}

/// Target–action in UIKit's shape without `#selector` (which needs the Objective-C runtime):
/// the action is an unapplied method reference, `Self.handlePan` or `Type.handle(gesture:)`,
/// of type `(Target) -> (Recognizer) -> Void` or `(Target) -> () -> Void`. The target is any
/// object that is a `Target`; it is checked when the action is added.
extension GestureRecognizer {
    /// A recognizer that sends `action` to `target` (`init(target:action:)`), for example
    /// `PanGestureRecognizer(target: self, action: Self.handlePan)`.
    ///
    /// The target is held weakly, as UIKit holds it: once it is gone the action is skipped.
    /// The action's recognizer parameter may be this class or a superclass; a recognizer of
    /// another class stops with a message saying so (UIKit would send the message anyway and
    /// the method would misread it).
    public convenience init<T: AnyObject, R: GestureRecognizer>(target: AnyObject, action: @escaping (T) -> (R) -> Void) {
        self.init()
        addTarget(target, action: action, file: "", line: 0, column: 0)
    }

    /// A recognizer that sends `action`, a method without arguments, to `target`, held weakly.
    public convenience init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action, file: "", line: 0, column: 0)
    }

    /// Adds `action` of `target` (held weakly) to the actions run on every reported state change,
    /// after those added before; `addTarget(self, action: Self.handle(_:))`.
    ///
    /// UIKit adds a target–selector pair once however often it is added. Swift cannot compare
    /// methods, so Kit adds a pair once per place in the source (`file`, `line`, `column`, filled
    /// in by the compiler): the same line run again adds nothing, two lines add two actions.
    public func addTarget<T: AnyObject, R: GestureRecognizer>(_ target: AnyObject, action: @escaping (T) -> (R) -> Void,
                                                              file: String = #fileID, line: Int = #line,
                                                              column: Int = #column) {
        Self.check(target, is: T.self)
        precondition(self is R, "addTarget(_:action:): the action takes a \(R.self), but this recognizer is a "
                     + "\(type(of: self)); give the method a parameter of type \(type(of: self)) or one of its superclasses")
        var pair = TargetAction(target: target, action: action)
        pair.site = "\(file):\(line):\(column)"
        append(pair, target: target)
    }

    /// Adds `action`, a method without arguments, of `target` (held weakly), once per place in
    /// the source, as the form with a recognizer parameter.
    public func addTarget<T: AnyObject>(_ target: AnyObject, action: @escaping (T) -> () -> Void,
                                        file: String = #fileID, line: Int = #line, column: Int = #column) {
        Self.check(target, is: T.self)
        var pair = TargetAction(target: target, action: action)
        pair.site = "\(file):\(line):\(column)"
        append(pair, target: target)
    }

    /// Stops with a message when `target` cannot receive a method of `T` (UIKit would raise
    /// "unrecognized selector" when the gesture reports).
    static func check<T>(_ target: AnyObject, is _: T.Type) {
        precondition(target is T, "addTarget(_:action:): the action is a method of \(T.self), but the target is a "
                     + "\(type(of: target)); pass an instance of \(T.self) or name a method of \(type(of: target))")
    }

    private func append(_ pair: TargetAction, target: AnyObject) {
        guard !targets.contains(where: { $0.matches(target, pair.parameterType) && $0.site == pair.site }) else { return }
        targets.append(pair)
    }

    /// Removes `target`'s `action` (`removeTarget(_:action:)`).
    ///
    /// Swift cannot compare two functions, so Kit tells a target's actions apart by the type of
    /// recognizer they take: the target's actions taking `R` are removed. A target with two
    /// methods of the same type loses both; remove and add back the one to keep.
    public func removeTarget<T: AnyObject, R: GestureRecognizer>(_ target: AnyObject, action: @escaping (T) -> (R) -> Void) {
        targets.removeAll { $0.matches(target, ObjectIdentifier(R.self)) }
    }

    /// Removes `target`'s actions without arguments.
    public func removeTarget<T: AnyObject>(_ target: AnyObject, action: @escaping (T) -> () -> Void) {
        targets.removeAll { $0.matches(target, ObjectIdentifier(Void.self as Any.Type)) }
    }

    /// Removes every action of `target`, or with `nil` every target and closure
    /// (`removeTarget(target, action: nil)`).
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.hasTarget && $0.target === target }
    }
}

extension TargetAction {
    func matches(_ object: AnyObject, _ type: ObjectIdentifier?) -> Bool {
        hasTarget && target === object && parameterType == type
    }
}
