@testable import FlipbookPortTool
import Testing

/// Swift without Objective-C refuses overrides in extensions: the command moves them into the
/// class body when the port declares the class, and reports them otherwise.
@Suite struct ExtensionOverrideTests {
    @Test func anOverrideInAnExtensionMovesIntoTheClassBody() {
        let out = SourcePorter.port([
            (
                "A.swift",
                """
                class A: UIViewController {
                    var x = 0
                }

                extension A {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                    }

                    func helper() {}
                }

                """
            )
        ])[0]
        #expect(
            out.text == """
                class A: UIViewController {
                    var x = 0

                    override func viewDidLoad() {
                        super.viewDidLoad()
                    }
                }

                extension A {

                    func helper() {}
                }

                """)
        #expect(out.changes == [PortChange(file: "A.swift", line: 6, kind: .extensionOverride)])
        #expect(out.refusals.isEmpty)
    }

    /// IBAnimatable: `public extension AnimatablePresentationController` overrides of a public
    /// class; in the class body they need the `public` the extension gave them.
    @Test func anOverrideOfAPublicExtensionMovesAsPublic() {
        let out = SourcePorter.port([
            (
                "A.swift",
                "public class A: UIPresentationController {\n}\npublic extension A {\n    override func f() {}\n    override public var g: Int { 0 }\n}\n"
            )
        ])[0]
        #expect(
            out.text
                == "public class A: UIPresentationController {\n\n    override public var g: Int { 0 }\n\n    override public func f() {}\n}\npublic extension A {\n}\n"
        )
        #expect(out.refusals.isEmpty)
    }

    @Test func anOverrideInAnotherFileMovesAndLosesItsFilePrivacy() {
        let out = SourcePorter.port([
            ("A.swift", "class A: UIPresentationController {\n}\n"),
            (
                "B.swift",
                "extension A: Delegate {\n    var y: Int { 0 }\n    @objc private override var frameOfPresentedViewInContainerView: CGRect {\n        .zero\n    }\n}\n"
            ),
        ])
        #expect(
            out[0].text
                == "class A: UIPresentationController {\n\n    override var frameOfPresentedViewInContainerView: CGRect {\n        .zero\n    }\n}\n"
        )
        #expect(out[1].text == "extension A: Delegate {\n    var y: Int { 0 }\n}\n")
        #expect(out[1].changes.map(\.kind) == [.objcAttribute, .extensionOverride])
        #expect(out[0].changes.isEmpty && out.allSatisfy { $0.refusals.isEmpty })
    }

    @Test func aMemberASubclassOverridesMovesIntoItsClassToo() {
        let out = SourcePorter.port([
            (
                "A.swift",
                """
                class Base: UIView {}
                extension Base {
                    func configure() {}
                    static func make() {}
                }
                class Sub: Base {
                    override func configure() {}
                }

                """
            )
        ])[0]
        #expect(
            out.text == """
                class Base: UIView {
                    func configure() {}
                }
                extension Base {
                    static func make() {}
                }
                class Sub: Base {
                    override func configure() {}
                }

                """)
        #expect(out.changes.map(\.line) == [3])
    }

    @Test func anOverrideInAnExtensionOfAKitClassIsRefused() {
        let source = "extension UIView {\n    override open func layoutSubviews() {}\n}\n"
        let out = SourcePorter.port([("A.swift", source)])[0]
        #expect(out.text == "extension UIView {\n    override public func layoutSubviews() {}\n}\n")
        #expect(out.refusals.map(\.line) == [2])
        #expect(out.refusals[0].reason.contains("not declared in the port"))
    }

    @Test func aConstrainedOrConditionalExtensionIsRefused() {
        let source = """
            class G<T>: UIView {}
            extension G where T == Int {
                override func layoutSubviews() {}
            }
            extension G {
                #if DEBUG
                override func draw(_ rect: CGRect) {}
                #endif
            }

            """
        let out = SourcePorter.port([("A.swift", source)])[0]
        #expect(out.text == source)
        #expect(out.refusals.map(\.line) == [3, 7])
        #expect(out.refusals[0].reason.contains("where") && out.refusals[1].reason.contains("#if"))
    }
}
