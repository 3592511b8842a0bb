/// A kind of mechanical rewrite `flipbook port` makes.
public enum RewriteKind: String, CaseIterable, Sendable, Comparable {
    /// `import UIKit` (and Foundation, QuartzCore, CoreGraphics, Darwin) → `import FlipbookUIKit`; an
    /// import of a module whose sources are in the port (the library of a demo app) removed.
    case imports
    /// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` removed; `open` on an extension's
    /// member (overridable only through the runtime) becomes `public`.
    case objcAttribute
    /// `@IBOutlet`, `@IBAction`, `@IBDesignable`, `@IBInspectable` removed.
    case interfaceBuilderAttribute
    /// `#selector(Type.method(_:))` → the method reference `Type.method(_:)`.
    case selector
    /// An `optional` protocol requirement → a requirement with a default in an extension, and
    /// `delegate?.method?(…)` → `delegate?.method(…)`.
    case optionalRequirement
    /// The `dynamic` modifier removed.
    case dynamicModifier
    /// `@NSManaged` removed (reported as well).
    case managed
    /// `#keyPath(Type.a.b)` → `"a.b"`.
    case keyPath
    /// `os(iOS)` → `os(Linux)` and `canImport(UIKit)` → `canImport(FlipbookUIKit)` in `#if`.
    case platformCondition
    /// `NSObjectProtocol` in a protocol's inheritance (`@objc` or not) → `AnyObject`; an
    /// `@objc protocol` without one gains `: AnyObject` (it was class-bound).
    case classBound
    /// Generated `setInterfaceBuilderOutlet`/`performInterfaceBuilderAction` overrides.
    case interfaceBuilderHooks
    /// An `@IBAction` in an extension of a Kit controller class (`extension UIViewController`),
    /// which iOS gives every controller of the class → registered for every controller of the
    /// class by a generated `FlipbookInterfaceBuilderExtensionActions` (`ExtensionActionGeneration`).
    case interfaceBuilderExtensionActions
    /// An override declared in an extension (or a member an override elsewhere overrides)
    /// moved into the body of its class, which the port declares.
    case extensionOverride
    /// `@UIApplicationMain` removed: the port is a library, and `Application.launch(delegate:)`
    /// calls the app delegate as `UIApplicationMain` does.
    case applicationMain
    /// `selector: #selector(m)` of `NotificationCenter.addObserver` and `Timer.scheduledTimer`
    /// → `action: Self.m`, and `perform(#selector(m), with:afterDelay:)` → `perform(Self.m, …)`:
    /// FlipbookUIKit's overloads, on the scene's clock.
    case foundationSelector
    /// A property read on a parameter declared `AnyObject` (`sender.center`), which Objective-C
    /// looks up at run time → `AnyObjectMembers(sender).center`: FlipbookUIKit's lookup of a
    /// view's properties, `nil` for an object that is not a view.
    case anyObjectLookup
    /// Swift 3 code a later compiler refuses: `open static` → `public static` (statics are
    /// final), and argument labels dropped from calls of closure properties
    /// (`onChange?(value: v)` → `onChange?(v)`, SE-0111).
    case swift3Spelling
    /// A `#selector(Type.method)` kept as a value (returned, stored, passed) → `Selector(Type.method)`,
    /// FlipbookUIKit's selector holding the method reference, which `perform(_:)` and
    /// `performSelector(onMainThread:with:waitUntilDone:)` call.
    case selectorValue
    /// An `extension CGFloat` repeating an `extension Double` of the port (a conformance or a
    /// member with the same declaration): the repeats are removed, since `CGFloat` is `Double`
    /// in Flipbook (`ScalarExtensions`).
    case scalarExtension
    /// An extension member repeating word for word one the port already declares (a library's
    /// and its app's same helper, two modules in Xcode, one target here): the repeat removed
    /// (`DuplicateMembers`).
    case duplicateMember
    /// `override init(layer:)` → `required override init(layer:)`: Flipbook's layers copy
    /// themselves through the required `init(layer:)` (`RequiredInitializers`).
    case requiredInitializer
    /// `var x: T! { get }` in an `@objc protocol` → `var x: T? { get }`: Objective-C matched
    /// the witness by selector; UIKit's witnesses (`UIView.superview`) are optional.
    case objcImplicitlyUnwrapped
    /// `override init(style:reuseIdentifier:)` of a table view cell → `required init(…)`: Kit's
    /// cell initialiser is `required` (Swift builds registered cell classes through it).
    case requiredCellInitializer
    /// A layer subclass with initialisers of its own and no `init(layer:)` gains
    /// `required init(layer: Any) { super.init(layer: layer) }`: Flipbook's layers make their
    /// presentation copies through the required `init(layer:)` (`RequiredInitializers`).
    case layerCopyInitializer
    /// `convenience init` → `init` and `class func`/`class var` → `static` in an extension of a
    /// type that is a struct in Flipbook (`UIColor`, `UIFont`, …; `StructTypeExtensions`).
    case structTypeExtension
    /// `CoreFoundation.sqrt` → `sqrt`: qualifiers of Apple modules with no Linux counterpart
    /// removed (`ModuleQualifiers`).
    case moduleQualifier
    /// `"Library."` in a string literal (a qualified name as Swift's reflection prints it) →
    /// `"Target."`: the library and its app are one module in the port (`ModuleNameLiterals`).
    case moduleNameLiteral
    /// A generic type's `T: AnyObject` constraint dropped, and its `weak var x: T?` made
    /// `@WeakReference var x: T?`, where the port instantiates it with a former `@objc protocol`
    /// (whose existential is a class type only with the Objective-C runtime;
    /// `ObjCProtocolGenerics`).
    case objcProtocolGeneric
    /// `f(&a[0], &a[1])`, several elements of one array passed inout, which Swift 3 accepted
    /// and Swift 5 refuses (overlapping accesses) → each element through a local copied back
    /// after the call (`OverlappingAccesses`).
    case overlappingAccess
    /// `static let shared = Manager()` holding an instance of a class of the port → `static var
    /// shared: Manager { ApplicationStatics.value(…) { Manager() } }`, one per application
    /// (`ApplicationSingletons`).
    case applicationSingleton
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` → `SceneTimer.scheduledTimer(…)`
    /// and `DispatchQueue.main.async` / `.asyncAfter` → `SceneQueue.main.…` (with
    /// `DispatchTime.now()` → `SceneTime.now()`): FlipbookUIKit's versions on the scene's clock,
    /// since Foundation's run loop and main queue do not run during a render (`SceneClockCalls`).
    case sceneClock

    /// How the porting report names the rewrite.
    public var summary: String {
        switch self {
        case .imports: "import UIKit/Foundation/QuartzCore/CoreGraphics/Darwin → import FlipbookUIKit (imports of the port's own modules removed)"
        case .objcAttribute: "@objc / @objc(name) / @objcMembers / @nonobjc removed (open extension members → public)"
        case .interfaceBuilderAttribute: "@IBOutlet / @IBAction / @IBDesignable / @IBInspectable removed"
        case .selector: "#selector(…) → method reference (Kit's target–action)"
        case .optionalRequirement: "optional requirement → default in a protocol extension, method?(…) → method(…)"
        case .dynamicModifier: "dynamic removed"
        case .managed: "@NSManaged removed"
        case .keyPath: "#keyPath(…) → string"
        case .platformCondition: "#if os(iOS) / canImport(UIKit) → Linux"
        case .classBound: "@objc protocol → AnyObject-bound protocol"
        case .interfaceBuilderHooks: "Interface Builder outlet/action overrides generated"
        case .interfaceBuilderExtensionActions: "@IBAction in an extension of UIViewController (every controller has it on iOS) → registered for every controller of the class"
        case .extensionOverride: "override in an extension → moved into the class body"
        case .applicationMain: "@UIApplicationMain removed (Application.launch(delegate:) starts the app)"
        case .foundationSelector: "addObserver / scheduledTimer selector: → action: method reference, perform(#selector…, afterDelay:) → perform(method…)"
        case .anyObjectLookup: "sender.property on an AnyObject parameter → AnyObjectMembers(sender).property"
        case .swift3Spelling: "Swift 3: open static → public static, argument labels removed from closure calls"
        case .scalarExtension: "extension CGFloat repeating an extension Double (CGFloat is Double here) → the repeats removed"
        case .duplicateMember: "extension member repeating the library's word for word (one target here) → the repeat removed"
        case .requiredInitializer: "override init(layer:) → required override (layers copy themselves through it)"
        case .objcImplicitlyUnwrapped: "var x: T! in an @objc protocol → T? (UIKit's witnesses are optional)"
        case .requiredCellInitializer: "override init(style:reuseIdentifier:) of a table view cell → required init (Kit's is required)"
        case .layerCopyInitializer: "layer subclass with its own initialisers → required init(layer:) added (layers copy themselves through it)"
        case .structTypeExtension: "convenience init / class func in an extension of UIColor, UIFont, … (structs here) → init / static func"
        case .moduleQualifier: "CoreFoundation. / UIKit. / Darwin. qualifiers (no such modules on Linux) removed"
        case .moduleNameLiteral: "\"Library.\" in a string literal (a type's qualified name) → the port's module (library and app are one module here)"
        case .objcProtocolGeneric: "Generic<T: AnyObject> instantiated with an @objc protocol → <T>, weak var x: T? → @WeakReference (an @objc protocol is a class type only with the runtime)"
        case .overlappingAccess: "f(&a[0], &a[1]) (overlapping accesses, refused since Swift 5) → each element through a local, written back"
        case .applicationSingleton: "static let shared = Manager() (a class of the port) → one instance per Application (ApplicationStatics), as one launch per process on iOS"
        case .sceneClock: "Timer.scheduledTimer(withTimeInterval:repeats:block:) / DispatchQueue.main.async(After) → SceneTimer / SceneQueue.main (scene time; Foundation's run loop and main queue do not run in a render)"
        case .selectorValue: "#selector(…) kept as a value → Selector(method reference), performed by perform(_:) / performSelector(onMainThread:…)"
        }
    }

    public static func < (a: RewriteKind, b: RewriteKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A line the command changed: where, and by which rewrite.
public struct PortChange: Sendable, Equatable, Hashable {
    /// The file's path relative to the app folder.
    public var file: String
    /// The 1-based line in the original file.
    public var line: Int
    /// The rewrite.
    public var kind: RewriteKind
}

/// A line the command could not convert, with the reason; the port's hand edits start here.
public struct PortRefusal: Sendable, Equatable, CustomStringConvertible {
    /// The file's path relative to the app folder.
    public var file: String
    /// The 1-based line in the original file (0 for a whole file).
    public var line: Int
    /// The original line, trimmed.
    public var source: String
    /// Why it was not converted, and what to do.
    public var reason: String

    /// `file:line: reason` and the line.
    public var description: String {
        "\(file):\(line): \(reason)" + (source.isEmpty ? "" : "\n    \(source)")
    }
}
