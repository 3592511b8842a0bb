import FlipbookGeometry
@testable import FlipbookKit
import Testing

extension KitTests {
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: Apple's
    /// visual format language read into constraints that lay out as UIKit's.
    @Suite struct VisualFormatTests {
        @Test func superviewEdgesSpacingAndSizes() {
            let app = Application(device: .iPhone8)
            defer { Application.current = nil }
            let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            let a = View(), b = View()
            for v in [a, b] {
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
            }
            let views = ["a": a, "b": b]
            var constraints = LayoutConstraint.constraints(
                withVisualFormat: "H:|-(12.5)-[a(==w)]-[b]-|", metrics: ["w": 100], views: views)
            constraints += LayoutConstraint.constraints(withVisualFormat: "V:|-8-[a(40)]", metrics: nil, views: views)
            constraints += LayoutConstraint.constraints(
                withVisualFormat: "V:[b(==a)]", options: [.alignAllTop], metrics: nil, views: views)
            constraints += LayoutConstraint.constraints(withVisualFormat: "V:|[b]", metrics: nil, views: views)
            #expect(constraints.allSatisfy { !$0.isActive })
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(a.frame == Rect(x: 12.5, y: 8, width: 100, height: 40))
            // `-` between views is 8 pt, `-|` 20 pt to the superview's edge.
            #expect(b.frame == Rect(x: 120.5, y: 0, width: 159.5, height: 40))
            #expect(app.diagnostics.isEmpty)
        }

        @Test func relationsAndPrioritiesAreRead() {
            let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            let a = View()
            root.addSubview(a)
            let constraints = LayoutConstraint.constraints(
                withVisualFormat: "H:|-(>=10@750)-[a(<=50,>=20)]", metrics: nil, views: ["a": a])
            #expect(constraints.count == 3)
            #expect(constraints.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual])
            #expect(constraints[2].priority == LayoutPriority(750) && constraints[2].constant == 10)
            #expect(constraints[2].firstAttribute == .leading && constraints[2].secondItem === root)
        }

        @Test func anUnreadableFormatIsReportedNotThrown() {
            let app = Application()
            defer { Application.current = nil }
            let a = View()
            #expect(LayoutConstraint.constraints(withVisualFormat: "H:|-[missing]", metrics: nil, views: ["a": a]).isEmpty)
            #expect(LayoutConstraint.constraints(withVisualFormat: "H:|-[a]", metrics: nil, views: ["a": a]).isEmpty)
            #expect(LayoutConstraint.constraints(withVisualFormat: "H:[a", metrics: nil, views: ["a": a]).isEmpty)
            #expect(app.diagnostics.filter { $0.code == "layout.visualFormat" }.count == 3)
        }
    }
}
