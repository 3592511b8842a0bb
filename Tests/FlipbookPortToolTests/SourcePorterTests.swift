@testable import FlipbookPortTool
import Testing

/// Ports one file and returns it.
private func port(_ source: String, path: String = "A.swift") -> PortedSource {
    SourcePorter.port([(path, source)])[0]
}

@Suite struct SourcePorterTests {
    @Test func uikitImportBecomesFlipbookUIKitAndClashingImportsGo() {
        let out = port("import UIKit\nimport Foundation\n@testable import QuartzCore\nimport CoreGraphics\n\nlet x = 1\n")
        #expect(out.text == "import FlipbookUIKit\n\nlet x = 1\n")
        #expect(out.changes.map(\.line) == [1, 2, 3, 4] && out.changes.allSatisfy { $0.kind == .imports })
        #expect(out.refusals.isEmpty)
    }

    @Test func importsWithoutALinuxCounterpartAreRefused() {
        let out = port("import SwiftUI\nimport SnapKit\nimport Dispatch\n")
        #expect(out.text == "import SwiftUI\nimport SnapKit\nimport Dispatch\n")
        #expect(out.refusals.map(\.line) == [1, 2])
        #expect(out.refusals[0].reason.contains("Apple framework") && out.refusals[1].reason.contains("Package.swift"))
    }

    @Test func objcAttributesAreRemoved() {
        let out = port("""
        class A {
            @objc func a() {}
            @objc(bee:) func b(_ x: Int) {}
            @objc
            private func c() {}
            @objc dynamic var d = 0
        }
        """)
        #expect(out.text == """
        class A {
            func a() {}
            func b(_ x: Int) {}
            private func c() {}
            var d = 0
        }
        """)
        #expect(Set(out.changes.map(\.line)) == [2, 3, 4, 6])
        #expect(out.changes.contains(PortChange(file: "A.swift", line: 6, kind: .dynamicModifier)))
    }

    @Test func openExtensionMembersBecomePublic() {
        let out = port("extension A {\n    @objc open func a() {}\n    open var b: Int { 1 }\n}\nopen class B { open func c() {} }\n")
        #expect(out.text == "extension A {\n    public func a() {}\n    public var b: Int { 1 }\n}\nopen class B { open func c() {} }\n")
    }

    @Test func stringsAndCommentsAreNotRewritten() {
        let source = "let s = \"@objc #selector(x) import UIKit\" // @objc dynamic\n/* @IBOutlet */ let dynamic = 1\n"
        let out = port(source)
        #expect(out.text == source && out.changes.isEmpty && out.refusals.isEmpty)
    }

    @Test func selectorInAnActionArgumentBecomesAMethodReference() {
        let out = port("""
        let a = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        r.addTarget(t, action: #selector(Zoom.handle(recognizer:)))
        b.addTarget(self, action: #selector(self.close), for: .touchUpInside)
        """)
        #expect(out.text == """
        let a = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        r.addTarget(t, action: Zoom.handle(recognizer:))
        b.addTarget(self, action: Self.close, for: .touchUpInside)
        """)
        #expect(out.changes.map(\.kind) == [.selector, .selector, .selector] && out.refusals.isEmpty)
    }

    /// Darwin, Apple's C library (`sqrt`, `arc4random_uniform`'s neighbours), is Glibc on Linux,
    /// which Foundation brings with FlipbookUIKit.
    @Test func darwinImportBecomesFlipbookUIKit() {
        let out = port("import Darwin\nlet r = sqrt(2.0)\n")
        #expect(out.text == "import FlipbookUIKit\nlet r = sqrt(2.0)\n")
        #expect(out.changes.map(\.kind) == [.imports] && out.refusals.isEmpty)
        #expect(port("import UIKit\nimport Darwin\n").text == "import FlipbookUIKit\n")
    }

    @Test func displayLinkSelectorBecomesAnActionMethodReference() {
        let out = port("""
        link = CADisplayLink(target: self, selector: #selector(update))
        let l = CADisplayLink(target: self, selector: #selector(Animator.step(_:)))
        t = Timer.scheduledTimer(timeInterval: 3, target: self, selector: #selector(fire), userInfo: nil, repeats: false)

        """)
        #expect(out.text.contains("link = CADisplayLink(target: self, action: Self.update)"))
        #expect(out.text.contains("let l = CADisplayLink(target: self, action: Animator.step(_:))"))
        #expect(out.changes.map(\.kind) == [.selector, .selector, .foundationSelector])
        #expect(out.refusals.isEmpty)  // Timer's selector form is FlipbookUIKit's overload
    }

    @Test func selectorsKitCannotTakeAreRefusedWithTheReason() {
        let source = """
        let t = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        if d.responds(to: #selector(MenuDelegate.didOpen(_:))) {}
        b.addTarget(self, action: #selector(getter: x), for: .touchUpInside)
        perform(#selector(go))
        """
        let out = port(source)
        #expect(out.text == source)
        #expect(out.refusals.map(\.line) == [1, 2, 3, 4])
        #expect(out.refusals[0].reason.contains("SceneTimer"))
        #expect(out.refusals[1].reason.contains("responds(to:"))
        #expect(out.refusals[2].reason.contains("accessor"))
        #expect(out.refusals[3].reason.contains("selector-based"))
        #expect(out.refusals[1].source == "if d.responds(to: #selector(MenuDelegate.didOpen(_:))) {}")
    }

    @Test func selectorFoundationCallsBecomeMethodReferences() {
        let out = port("""
        NotificationCenter.default.addObserver(self, selector: #selector(keyboard(_:)), name: n, object: nil)
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(Presenter.hide(notification:)),
            name: n, object: nil)
        timer = Timer.scheduledTimer(timeInterval: 3.0, target: self, selector: #selector(timedOut), userInfo: nil, repeats: false)
        perform(#selector(close), with: nil, afterDelay: 0.3)
        """)
        #expect(out.text == """
        NotificationCenter.default.addObserver(self, action: Self.keyboard(_:), name: n, object: nil)
        NotificationCenter.default.addObserver(
            self,
            action: Presenter.hide(notification:),
            name: n, object: nil)
        timer = Timer.scheduledTimer(timeInterval: 3.0, target: self, action: Self.timedOut, userInfo: nil, repeats: false)
        perform(Self.close, with: nil, afterDelay: 0.3)
        """)
        #expect(out.changes.map(\.line) == [1, 4, 6, 7] && out.changes.allSatisfy { $0.kind == .foundationSelector })
        #expect(out.refusals.isEmpty)
    }

    @Test func selectorsKeptAsValuesBecomeSelectorsHoldingTheMethodReference() {
        let out = port("""
        var action: Selector {
            switch self {
            case .a: return #selector(Menu.openA)
            case .b: return #selector(close(_:))
            }
        }
        let s = #selector(self.tapped)
        """)
        #expect(out.text == """
        var action: Selector {
            switch self {
            case .a: return Selector(Menu.openA)
            case .b: return Selector(Self.close(_:))
            }
        }
        let s = Selector(Self.tapped)
        """)
        #expect(out.changes.map(\.line) == [3, 4, 7] && out.changes.allSatisfy { $0.kind == .selectorValue })
        #expect(out.refusals.isEmpty)
    }

    @Test func aTableViewCellsOverriddenStyleInitializerBecomesRequired() {
        let out = port("""
        class Cell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            public override init(style: CellStyle, reuseIdentifier: String?) {}
            override init(frame: CGRect) {}
            override init(style: Int) {}
        }
        """)
        #expect(out.text == """
        class Cell: UITableViewCell {
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            public required init(style: CellStyle, reuseIdentifier: String?) {}
            override init(frame: CGRect) {}
            override init(style: Int) {}
        }
        """)
        #expect(out.changes.map(\.line) == [2, 5] && out.changes.allSatisfy { $0.kind == .requiredCellInitializer })
    }

    @Test func respondsToForTheTransitionContextBecomesTheMembersSwiftName() {
        let out = port("if ctx.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:))) {}\n")
        #expect(out.text == "if ctx.responds(to: \"view(forKey:)\") {}\n")
        #expect(out.changes.map(\.kind) == [.selector] && out.refusals.isEmpty)
    }

    @Test func respondsToAPropertyAccessorBecomesAKeyPathQuery() {
        let out = port("""
            if responds(to: #selector(setter: UITableViewCell.separatorInset)) {}
            if cell.responds(to: #selector(getter: UIView.layoutMargins)) {}

            """)
        #expect(out.text == """
            if responds(toSetter: \\UITableViewCell.separatorInset) {}
            if cell.responds(toGetter: \\UIView.layoutMargins) {}

            """)
        #expect(out.changes.map(\.kind) == [.selector, .selector] && out.refusals.isEmpty)
    }

    @Test func optionalRequirementsGetDefaultsAndCallSitesLoseTheirQuestionMark() {
        let files = [("P.swift", """
        @objc public protocol MenuDelegate: NSObjectProtocol {
            func required()
            @objc optional func didOpen(_ menu: Menu)
            @objc optional func view(for menu: Menu) -> UIView?
            @objc optional func height(for menu: Menu) -> CGFloat
            @objc optional var tint: UIColor? { get }
        }
        """), ("Q.swift", """
        @objc protocol Plain {
            @objc optional func ping()
        }
        func use(_ d: MenuDelegate?) { d?.didOpen?(m); _ = d?.view?(for: m) }
        """)]
        let out = SourcePorter.port(files)
        #expect(out[0].text == """
        public protocol MenuDelegate: AnyObject {
            func required()
            func didOpen(_ menu: Menu)
            func view(for menu: Menu) -> UIView?
            func heightIfImplemented(for menu: Menu) -> CGFloat?
            var tint: UIColor? { get }
        }

        /// Defaults for the requirements that were `optional` (generated by flipbook port).
        extension MenuDelegate {
            public func didOpen(_ menu: Menu) {}
            public func view(for menu: Menu) -> UIView? { nil }
            public func heightIfImplemented(for menu: Menu) -> CGFloat? { nil }
            public func height(for menu: Menu) -> CGFloat? { heightIfImplemented(for: menu) }
            public var tint: UIColor? { nil }
        }
        """)
        #expect(out[0].refusals.isEmpty)
        #expect(out[1].text == """
        protocol Plain: AnyObject {
            func ping()
        }

        /// Defaults for the requirements that were `optional` (generated by flipbook port).
        extension Plain {
            func ping() {}
        }
        func use(_ d: MenuDelegate?) { d?.didOpen(m); _ = d?.view(for: m) }
        """)
        #expect(out[1].changes.filter { $0.line == 4 }.map(\.kind) == [.optionalRequirement])
    }

    @Test func dynamicAsANameIsKept() {
        let source = "let dynamic = 1\nprint(x.dynamic)\nfunc dynamic() {}\n"
        #expect(port(source).text == source)
    }

    @Test func managedIsRemovedAndReported() {
        let out = port("class Note: NSManagedObject {\n    @NSManaged var title: String?\n}\n")
        #expect(out.text == "class Note: NSManagedObject {\n    var title: String?\n}\n")
        #expect(out.changes.map(\.kind) == [.managed] && out.refusals.map(\.line) == [2])
    }

    @Test func keyPathBecomesItsString() {
        let out = port("let k = #keyPath(CALayer.shadowOffset)\nlet m = #keyPath(view.frame)\n")
        #expect(out.text == "let k = \"shadowOffset\"\nlet m = \"view.frame\"\n")
    }

    @Test func iosConditionsAreTrueOnLinux() {
        let out = port("#if os(iOS) || os(tvOS)\nlet a = 1\n#elseif canImport(UIKit)\nlet b = 2\n#endif\nlet os = os(iOS)\n")
        #expect(out.text == "#if os(Linux) || os(tvOS)\nlet a = 1\n#elseif canImport(FlipbookUIKit)\nlet b = 2\n#endif\nlet os = os(iOS)\n")
        #expect(out.changes.map(\.line) == [1, 3])
    }

    @Test func appDelegateAttributeIsRemovedSinceLaunchCallsTheDelegate() {
        let out = port("@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        #expect(out.text == "class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        #expect(out.refusals.isEmpty && out.changes == [PortChange(file: "A.swift", line: 1, kind: .applicationMain)])
    }

    @Test func unreadableFileIsCopiedAndReported() {
        let out = port("let s = \"open\n")
        #expect(out.text == "let s = \"open\n" && out.refusals.count == 1 && out.refusals[0].line == 1)
    }
}

@Suite struct LocalModuleTests {
    @Test func importsOfThePortsOwnModulesAreRemoved() {
        let out = SourcePorter.port([("Demo/A.swift", "import UIKit\nimport BubbleTransition\nimport Other\n")],
                                    localModules: ["BubbleTransition"])[0]
        #expect(out.text == "import FlipbookUIKit\nimport Other\n")
        #expect(out.changes.map(\.line) == [1, 2] && out.refusals.map(\.line) == [3])
    }
}
