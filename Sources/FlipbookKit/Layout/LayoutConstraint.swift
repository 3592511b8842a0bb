import FlipbookGeometry
import Synchronization

/// A priority of a layout constraint, 1…1000: UIKit's `UILayoutPriority`.
///
/// Priorities are symbolic levels (FlipbookConstraints' `Strength`): a constraint at 751 wins
/// over any number of constraints at 750, as in UIKit's engine.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                              ExpressibleByIntegerLiteral {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority from a literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: compression resistance's default.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: content hugging's default.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to pull towards the target size.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// 510: UIKit's drag priority.
    public static let dragThatCanResizeScene = LayoutPriority(510)

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `priority + value`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// `priority − value`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

/// A relation between two layout attributes: UIKit's `NSLayoutConstraint`.
///
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// solved by FlipbookConstraints at ``priority``. Items are views or ``LayoutGuide``s. Activate
/// it (``isActive``, ``activate(_:)``) to add it to the nearest common ancestor of its items; the
/// window solves every active constraint before each rendered frame (and in ``View/layoutIfNeeded()``)
/// and sets the frames of the views that have ``View/translatesAutoresizingMaskIntoConstraints`` false.
/// Changing ``constant``, ``multiplier`` or ``priority`` marks the layout as needing a pass; in an
/// animation block, ``View/layoutIfNeeded()`` animates the frames that change.
public final class LayoutConstraint: CustomStringConvertible {
    /// The attribute of an item a constraint relates: UIKit's `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left: Kit lays out left to right only).
        case leading
        /// The trailing edge (right: Kit lays out left to right only).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last line's baseline (a ``Label``'s text; the bottom of other views).
        case lastBaseline
        /// The first line's baseline (a ``Label``'s text; the bottom of other views).
        case firstBaseline
        /// The left edge inset by the left layout margin.
        case leftMargin
        /// The right edge inset by the right layout margin.
        case rightMargin
        /// The top edge inset by the top layout margin.
        case topMargin
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the leading margin.
        case leadingMargin
        /// The trailing edge inset by the trailing margin.
        case trailingMargin
        /// The horizontal centre of the margins.
        case centerXWithinMargins
        /// The vertical centre of the margins.
        case centerYWithinMargins
        /// No attribute (the second attribute of a constant width or height).
        case notAnAttribute = 0

        /// The alias UIKit keeps for ``lastBaseline``.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides relate: UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// `first ≤ second`.
        case lessThanOrEqual = -1
        /// `first = second`.
        case equal = 0
        /// `first ≥ second`.
        case greaterThanOrEqual = 1
    }

    /// An axis of a view's layout (hugging and compression resistance): UIKit's
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Widths and x positions.
        case horizontal = 0
        /// Heights and y positions.
        case vertical = 1
    }

    /// The first item (a view or a ``LayoutGuide``).
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of ``firstItem``.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item, `nil` for a constant width or height.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of ``secondItem`` (``Attribute/notAnAttribute`` without one).
    public let secondAttribute: Attribute
    /// The factor of the second attribute.
    public let multiplier: Double
    /// Added to the second side; settable (marks the layout as needing a pass).
    public var constant: Double {
        didSet { if constant != oldValue { layoutDidChange() } }
    }
    /// 1…1000; a required constraint (1000) may not be made optional once active and vice
    /// versa, as in UIKit (that is refused with a diagnostic).
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                LayoutDiagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) "
                    + "is not supported.  You passed priority \(priority.rawValue) and the existing priority was "
                    + "\(oldValue.rawValue).")
                priority = oldValue
                return
            }
            layoutDidChange()
        }
    }
    /// A name shown in diagnostics.
    public var identifier: String?
    /// Whether UIKit archives it (kept for source compatibility; Kit archives nothing).
    public var shouldBeArchived = false

    /// The view the constraint is installed on while active (the items' nearest common ancestor).
    weak var installedOn: View?
    /// The solver constraint of the last pass.
    let serial: Int
    /// Unique in the process: constraints are made on several threads at once.
    private static let nextSerial = Atomic<Int>(0)

    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. The
    /// constraint starts inactive.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: Double, constant c: Double) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        serial = Self.nextSerial.add(1, ordering: .relaxed).newValue
    }

    /// Whether the constraint takes part in layout. Setting it installs it on the items' nearest
    /// common ancestor (UIKit's rule) or removes it.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let ancestor = commonAncestor() else {
                    LayoutDiagnostics.report("Unable to activate constraint with anchors \(description) because they have "
                        + "no common ancestor.  Does the constraint or its anchors reference items in different view "
                        + "hierarchies?  That's illegal.")
                    return
                }
                ancestor.addConstraint(self)
            } else {
                installedOn?.removeConstraint(self)
            }
        }
    }

    /// Activates every constraint in `constraints`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view an item is or belongs to.
    static func view(of item: AnyObject?) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    private func commonAncestor() -> View? {
        guard let first = Self.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = Self.view(of: secondItem) else { return nil }
        var ancestor: View? = first
        while let candidate = ancestor {
            if second === candidate || second.isDescendant(of: candidate) { return candidate }
            ancestor = candidate.superview
        }
        return nil
    }

    private func layoutDidChange() {
        installedOn?.layoutEngineDidChange()
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 20   (active)>`,
    /// with Kit's class names and serial numbers for addresses.
    public var description: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            if let view = item as? View { return "\(type(of: view)):\(view.layoutAddress)" }
            if let guide = item as? LayoutGuide { return "'\(guide.identifier)'" }
            return "\(item)"
        }
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var text = "<LayoutConstraint:0x\(String(serial, radix: 16)) "
        if let identifier { text += "'\(identifier)' " }
        text += "\(name(firstItem)).\(firstAttribute.name) \(op) "
        if secondItem != nil {
            if multiplier != 1 { text += "\(Self.format(multiplier))*" }
            text += "\(name(secondItem)).\(secondAttribute.name)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += " @\(Self.format(Double(priority.rawValue)))" }
        if !isActive { text += "   (inactive)" } else { text += "   (active)" }
        return text + ">"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension LayoutConstraint.Attribute {
    /// UIKit's spelling in descriptions (`leading`, `centerX`, …).
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
