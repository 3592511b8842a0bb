@testable import FlipbookPortTool
import Testing

/// `CGFloat` is `Double` in Flipbook: an `extension CGFloat` that repeats an `extension Double`
/// loses the repeats (MotionAnimation conforms both to its protocol).
@Suite struct ScalarExtensionTests {
    @Test func aCGFloatExtensionRepeatingADoubleOneLosesTheRepeats() {
        let out = SourcePorter.port([
            (
                "Types.swift",
                """
                extension Double: Animatable {
                    public var values: [CGFloat] { [CGFloat(self)] }
                    public static func from(_ values: [CGFloat]) -> Double { Double(values[0]) }
                }
                extension CGFloat: Animatable, Hashy {
                    public var values: [CGFloat] { [self] }
                    public static func from(_ values: [CGFloat]) -> CGFloat { values[0] }
                    public func only() -> Int { 1 }
                }

                """
            )
        ])[0]
        #expect(
            out.text == """
                extension Double: Animatable {
                    public var values: [CGFloat] { [CGFloat(self)] }
                    public static func from(_ values: [CGFloat]) -> Double { Double(values[0]) }
                }
                extension CGFloat: Hashy {
                    public func only() -> Int { 1 }
                }

                """)
        #expect(out.changes.map(\.line) == [5, 6, 7] && out.changes.allSatisfy { $0.kind == .scalarExtension })
        #expect(out.refusals.isEmpty)
    }

    @Test func differentMembersAndOtherFilesExtensionsStay() {
        let out = SourcePorter.port([
            ("A.swift", "extension Double: P {\n    func f(_ x: Int) {}\n}\n"),
            ("B.swift", "extension CGFloat: P {\n    func f(_ x: CGFloat) {}\n    static func f(_ x: Int) {}\n}\n"),
        ])
        #expect(out[0].text == "extension Double: P {\n    func f(_ x: Int) {}\n}\n")
        #expect(out[1].text == "extension CGFloat {\n    func f(_ x: CGFloat) {}\n    static func f(_ x: Int) {}\n}\n")
    }

    @Test func withoutADoubleExtensionNothingChanges() {
        let source = "extension CGFloat: P {\n    var half: CGFloat { self / 2 }\n}\n"
        let out = SourcePorter.port([("A.swift", source)])[0]
        #expect(out.text == source && out.changes.isEmpty)
    }
}

/// A library's and its app's identical helper, one target after the port.
@Suite struct DuplicateMemberTests {
    @Test func aWordForWordRepeatInAnotherFileIsRemoved() {
        let helper = """
            extension Array {
              /// Returns the element at the specified index iff it is within bounds.
              subscript(safe index: Int) -> Element? {
                return indices.contains(index) ? self[index] : nil
              }
            }

            """
        let repeated = helper.replacingOccurrences(of: "nil\n", with: "nil  // same\n")
        let out = SourcePorter.port([
            ("App/Utils.swift", helper),
            (
                "Library/Utils.swift",
                repeated
                    + "extension Array {\n  subscript(safe index: Int, or d: Element) -> Element { self[safe: index] ?? d }\n}\n"
            ),
        ])
        #expect(out[0].text == helper && out[0].changes.isEmpty)
        #expect(
            out[1].text.hasPrefix(
                "extension Array {\n  /// Returns the element at the specified index iff it is within bounds.\n}\n"))
        #expect(out[1].text.contains("subscript(safe index: Int, or d: Element)"))
        #expect(out[1].changes.map(\.kind) == [.duplicateMember])
    }

    @Test func differentBodiesConstraintsAndPrivateMembersStay() {
        let a = "extension Array {\n    var second: Element? { dropFirst().first }\n    private func p() {}\n}\n"
        let b =
            "extension Array {\n    var second: Element? { self.count > 1 ? self[1] : nil }\n    private func p() {}\n}\n"
            + "extension Array where Element: Equatable {\n    var second: Element? { dropFirst().first }\n}\n"
        let out = SourcePorter.port([("A.swift", a), ("B.swift", b)])
        #expect(out[0].text == a && out[1].text == b)
    }

    /// IBAnimatable's app: two files each with `fileprivate extension DispatchQueue { … }`
    /// declaring the same helpers; each file sees only its own, so both stay.
    @Test func membersOfFileprivateExtensionsStay() {
        let a = "fileprivate extension DispatchQueue {\n  static var background: DispatchQueue { .main }\n}\n"
        let b = "private extension DispatchQueue {\n  static var background: DispatchQueue { .main }\n}\n"
        let out = SourcePorter.port([("A.swift", a), ("B.swift", a), ("C.swift", b)])
        #expect(out.map(\.text) == [a, a, b])
        #expect(out.allSatisfy { $0.changes.isEmpty })
    }
}

/// Core Animation's `override init(layer: Any)` is a required initialiser of Flipbook's layers.
@Suite struct RequiredInitializerTests {
    @Test func overrideInitLayerBecomesRequired() {
        let out = SourcePorter.port([
            (
                "A.swift",
                "class S: CAShapeLayer {\n  override public init(layer: Any) {\n    super.init(layer: layer)\n  }\n  override init() { super.init() }\n}\n"
            )
        ])[0]
        #expect(
            out.text
                == "class S: CAShapeLayer {\n  required override public init(layer: Any) {\n    super.init(layer: layer)\n  }\n  override init() { super.init() }\n}\n"
        )
        #expect(out.changes.map(\.kind) == [.requiredInitializer])
        let kept = "class T: CALayer {\n  required override init(layer: Any) { super.init(layer: layer) }\n}\n"
        #expect(SourcePorter.port([("B.swift", kept)])[0].text == kept)
    }
}

/// ElasticTransition's `@objc protocol Scrollable { var superview: UIView! { get } }`, which
/// `UIScrollView` adopts with UIKit's optional `superview`.
@Suite struct ObjcImplicitlyUnwrappedTests {
    @Test func anIUOPropertyOfAnObjcProtocolBecomesOptional() {
        let out = SourcePorter.port([
            (
                "A.swift",
                "@objc public protocol Scrollable {\n  var superview:UIView! { get }\n  var bounces:Bool { get set }\n}\n"
            )
        ])[0]
        #expect(
            out.text
                == "public protocol Scrollable: AnyObject {\n  var superview:UIView? { get }\n  var bounces:Bool { get set }\n}\n"
        )
        #expect(out.changes.contains(PortChange(file: "A.swift", line: 2, kind: .objcImplicitlyUnwrapped)))
        let plain = "protocol P {\n  var v: View! { get }\n}\n"
        #expect(SourcePorter.port([("B.swift", plain)])[0].text == plain)
    }
}

/// MotionAnimation's `class Weak<T: AnyObject>` holding `Weak<MotionAnimatorObserver>`, an
/// `@objc protocol`'s existential, which is a class type only with the Objective-C runtime.
@Suite struct ObjCProtocolGenericTests {
    @Test func aGenericInstantiatedWithAnObjcProtocolDropsItsAnyObjectConstraint() {
        let types = "class Weak<T: AnyObject> {\n  weak var value : T?\n  init (value: T) {\n    self.value = value\n  }\n}\n"
        let use =
            "@objc\npublic protocol Observer{\n  func update()\n}\nclass Animator {\n  var observers:[Int:Weak<Observer>] = [:]\n}\n"
        let out = SourcePorter.port([("Types.swift", types), ("Animator.swift", use)])
        #expect(
            out[0].text
                == "class Weak<T> {\n  @WeakReference var value : T?\n  init (value: T) {\n    self.value = value\n  }\n}\n")
        #expect(out[0].changes.map(\.kind) == [.objcProtocolGeneric, .objcProtocolGeneric])
        #expect(out[1].text.contains("[Int:Weak<Observer>]"))
    }

    @Test func aGenericOnlyUsedWithClassesIsLeftAlone() {
        let types = "class Weak<T: AnyObject, U> {\n  weak var value: T?\n}\nclass Box {\n  var a: Weak<NSObject, Int>?\n}\n"
        let objc = "@objc protocol P {}\nclass Holder<T: AnyObject> { weak var p: T? }\nlet h = Holder<NSObject>()\n"
        let out = SourcePorter.port([("Types.swift", types), ("P.swift", objc)])
        #expect(out[0].text == types)
        #expect(!out[1].text.contains("WeakReference"))
    }
}

/// MotionAnimation's `getRed(&values[0], green: &values[1], …)`: Swift 3 passed each element;
/// Swift 5 refuses the overlapping accesses to `values`.
@Suite struct OverlappingAccessTests {
    @Test func elementsPassedInoutGoThroughLocals() {
        let source = "func f(_ values: inout [CGFloat]) {\n    self.getRed(&values[0], green: &values[1], alpha: &a)\n}\n"
        let out = SourcePorter.port([("A.swift", source)])[0]
        #expect(
            out.text
                == "func f(_ values: inout [CGFloat]) {\n    var valuesElement0 = values[0]; var valuesElement1 = values[1]; "
                + "self.getRed(&valuesElement0, green: &valuesElement1, alpha: &a); values[0] = valuesElement0; "
                + "values[1] = valuesElement1\n}\n")
        #expect(out.changes.map(\.kind) == [.overlappingAccess])
    }

    @Test func oneElementOrAnExpressionIsLeftAlone() {
        let source = "func f() {\n    swap(&a[0], &b[0])\n    let x = g(&v[0], &v[1])\n}\n"
        #expect(SourcePorter.port([("A.swift", source)])[0].text == source)
    }
}

/// MotionAnimation's `open static let sharedInstance = MotionAnimator()`: one per application.
@Suite struct ApplicationSingletonTests {
    @Test func aStaticHoldingAClassOfThePortIsPerApplication() {
        let source =
            "class Animator {\n  public static let shared = Animator()\n  static let name = \"a\"\n  static let other = NSObject()\n}\n"
        let out = SourcePorter.port([("A.swift", source)])[0]
        #expect(
            out.text
                == "class Animator {\n  public static var shared: Animator { ApplicationStatics.value(\"Animator.shared\") { Animator() } }\n"
                + "  static let name = \"a\"\n  static let other = NSObject()\n}\n")
        #expect(out.changes.map(\.kind) == [.applicationSingleton])
    }
}
