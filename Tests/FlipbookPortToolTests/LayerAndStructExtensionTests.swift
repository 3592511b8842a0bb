@testable import FlipbookPortTool
import Testing

/// A layer subclass with initialisers of its own and no `init(layer:)` (IBAnimatable's gradient
/// layers) gains Flipbook's required `init(layer:)`.
@Suite struct LayerCopyInitializerTests {
    @Test func aLayerSubclassWithItsOwnInitialisersGainsInitLayer() {
        let source = """
            final class Conical: CALayer {
              required override init() {
                super.init()
              }
              var colors = [CGColor]()
            }
            public class Sub: Conical {
                override init() { super.init() }
            }

            """
        let out = SourcePorter.port([("A.swift", source)])[0]
        #expect(
            out.text == """
                final class Conical: CALayer {
                  required override init() {
                    super.init()
                  }
                  var colors = [CGColor]()

                  required init(layer: Any) {
                    super.init(layer: layer)
                  }
                }
                public class Sub: Conical {
                    override init() { super.init() }

                    public required init(layer: Any) {
                        super.init(layer: layer)
                    }
                }

                """)
        #expect(out.changes.map(\.kind) == [.layerCopyInitializer, .layerCopyInitializer])
    }

    @Test func classesWithoutInitialisersOrWithInitLayerOrNotLayersStay() {
        let source = """
            class Plain: CALayer {
              var x = 1
            }
            class Copying: CAGradientLayer {
              override init() { super.init() }
              override init(layer: Any) { super.init(layer: layer) }
            }
            class Other: NSObject {
              override init() { super.init() }
            }
            class Convenient: CALayer {
              convenience init(x: Int) { self.init() }
            }

            """
        let out = SourcePorter.port([("A.swift", source)])[0]
        #expect(!out.changes.contains { $0.kind == .layerCopyInitializer })
        #expect(!out.text.contains("required init(layer: Any)"))
    }
}

/// `convenience init` and `class func` in extensions of types that are structs in Flipbook.
@Suite struct StructTypeExtensionTests {
    @Test func convenienceAndClassMembersOfAColourExtensionBecomeAStructs() {
        let source = """
            public extension UIColor {
              convenience init(hexString: String) {
                self.init(red: 1, green: 1, blue: 1, alpha: 1)
              }
              class func lerp(from: UIColor, to: UIColor) -> UIColor { from }
              class var brand: UIColor { .red }
              struct RGBA { var red = 0.0 }
            }
            extension UIView {
              convenience init(x: Int) { self.init() }
              class func make() -> UIView { UIView() }
            }

            """
        let out = SourcePorter.port([("A.swift", source)])[0]
        #expect(
            out.text == """
                public extension UIColor {
                  init(hexString: String) {
                    self.init(red: 1, green: 1, blue: 1, alpha: 1)
                  }
                  static func lerp(from: UIColor, to: UIColor) -> UIColor { from }
                  static var brand: UIColor { .red }
                  struct RGBA { var red = 0.0 }
                }
                extension UIView {
                  convenience init(x: Int) { self.init() }
                  class func make() -> UIView { UIView() }
                }

                """)
        #expect(out.changes.map(\.line) == [2, 5, 6] && out.changes.allSatisfy { $0.kind == .structTypeExtension })
    }
}

/// Qualifiers of Apple modules with no Linux counterpart.
@Suite struct ModuleQualifierTests {
    @Test func coreFoundationAndUIKitQualifiersAreRemoved() {
        let source = """
            import CoreFoundation
            private let goldenRatio: Float = (1.0 + CoreFoundation.sqrt(5.0)) / 2.0
            let v: UIKit.UIView? = nil
            let s = "CoreFoundation.sqrt"
            let m = x.Darwin.y

            """
        let out = SourcePorter.port([("A.swift", source)])[0]
        #expect(
            out.text == """
                import FlipbookUIKit
                private let goldenRatio: Float = (1.0 + sqrt(5.0)) / 2.0
                let v: UIView? = nil
                let s = "CoreFoundation.sqrt"
                let m = x.Darwin.y

                """)
        #expect(out.changes.filter { $0.kind == .moduleQualifier }.map(\.line) == [2, 3])
    }
}

/// A library that strips its module's name from `String(describing:)` (IBAnimatable's
/// `stringValueWithoutQualification`): in the port the library is the target's module.
@Suite struct ModuleNameLiteralTests {
    @Test func aLiteralQualifiedNameInTheLibraryNamesThePortsModule() {
        let source = #"""
            let namespace = "IBAnimatable." + String(describing: Kind.self) + "."
            let type = "IBAnimatable.Kind.Direction"
            let prose = "IBAnimatable. is a library"
            let other = "Foundation.Date"
            let interpolated = "IBAnimatable.\(name)"

            """#
        let out = SourcePorter.port(
            [("A.swift", source)], localModules: ["IBAnimatable"], targetModule: "IBAnimatableApp")[0]
        #expect(
            out.text == #"""
                let namespace = "IBAnimatableApp." + String(describing: Kind.self) + "."
                let type = "IBAnimatableApp.Kind.Direction"
                let prose = "IBAnimatable. is a library"
                let other = "Foundation.Date"
                let interpolated = "IBAnimatable.\(name)"

                """#)
        #expect(out.changes.filter { $0.kind == .moduleNameLiteral }.map(\.line) == [1, 2])
    }

    @Test func withoutATargetModuleNothingChanges() {
        let source = "let namespace = \"IBAnimatable.\"\n"
        let out = SourcePorter.port([("A.swift", source)], localModules: ["IBAnimatable"])[0]
        #expect(out.text == source)
    }
}

/// A Swift delegate protocol refined from `NSObjectProtocol`, which a view controller adopts
/// (IBAnimatable's `TimingFunctionPickDelegate`).
@Suite struct NSObjectProtocolBoundTests {
    @Test func nsObjectProtocolInAnyProtocolBecomesAnyObject() {
        let out = SourcePorter.port([
            ("A.swift", "protocol PickDelegate: NSObjectProtocol {\n  func picked(_ v: Int)\n}\n")
        ])[0]
        #expect(out.text == "protocol PickDelegate: AnyObject {\n  func picked(_ v: Int)\n}\n")
        #expect(out.changes.map(\.kind) == [.classBound])
    }
}
