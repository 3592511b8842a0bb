import FlipbookGeometry

/// One attribute of a view or ``LayoutGuide`` that makes constraints: UIKit's `NSLayoutAnchor`.
///
/// The subclasses keep axes apart at compile time, as UIKit's do: ``LayoutXAxisAnchor`` relates
/// only to x anchors, ``LayoutYAxisAnchor`` to y anchors, ``LayoutDimension`` to dimensions.
/// The constraints come back inactive; activate them.
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide.
    public private(set) weak var item: AnyObject?
    /// The attribute.
    public let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?, multiplier: Double = 1,
              constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
                         attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self ≥ anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self ≤ anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// UIKit's standard spacing between sibling edges (8 pt), what `constraint(equalToSystemSpacingAfter:)`
/// uses. iOS derives it from the fonts when baselines are involved; Kit uses 8 everywhere.
let systemSpacing = 8.0

/// A horizontal anchor (left, right, leading, trailing, centerX): UIKit's `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (UIKit's system spacing).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self ≥ anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self ≤ anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical anchor (top, bottom, centerY, baselines): UIKit's `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (UIKit's system spacing).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self ≥ anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self ≤ anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height anchor: UIKit's `NSLayoutDimension`.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: Double) -> LayoutConstraint { make(.equal, nil, constant: c) }
    /// `self ≥ constant`.
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self ≤ constant`.
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self ≥ multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double,
                           constant c: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self ≤ multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double,
                           constant c: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors every layout item has (views and guides).
protocol LayoutAnchoring: AnyObject {}

extension LayoutAnchoring {
    func xAnchor(_ attribute: LayoutConstraint.Attribute) -> LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: attribute) }
    func yAnchor(_ attribute: LayoutConstraint.Attribute) -> LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: attribute) }
    func dimension(_ attribute: LayoutConstraint.Attribute) -> LayoutDimension { LayoutDimension(item: self, attribute: attribute) }
}

/// A rectangle that takes part in Auto Layout without drawing: UIKit's `UILayoutGuide`.
///
/// Add it to a view with ``View/addLayoutGuide(_:)``; its ``layoutFrame`` (in the owning view's
/// bounds space) is solved with the constraints.
public class LayoutGuide: LayoutAnchoring {
    /// The view it was added to.
    public internal(set) weak var owningView: View?
    /// A name shown in diagnostics. Default "".
    public var identifier = ""
    /// The solved frame, in the owning view's bounds space (zero before a layout pass).
    public internal(set) var layoutFrame: Rect = .zero
    let variables = LayoutVariables(name: "guide")
    /// What places the guide: its constraints (a guide you add), its view's margins, safe area
    /// or readable width, a scroll view's content area or frame, or the bars above or below a
    /// controller's content (its `topLayoutGuide` and `bottomLayoutGuide`).
    enum Kind { case free, margins, safeArea, readableContent, scrollContent, scrollFrame, topBars, bottomBars }
    var kind = Kind.free

    /// A guide that is in no view yet.
    public init() {}

    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { xAnchor(.right) }
    /// The leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { xAnchor(.trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { xAnchor(.centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { yAnchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { yAnchor(.centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { dimension(.width) }
    /// The height.
    public var heightAnchor: LayoutDimension { dimension(.height) }
}

extension View: LayoutAnchoring {
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { xAnchor(.right) }
    /// The leading edge (left: Kit lays out left to right).
    public var leadingAnchor: LayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge (right: Kit lays out left to right).
    public var trailingAnchor: LayoutXAxisAnchor { xAnchor(.trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { xAnchor(.centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { yAnchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { yAnchor(.centerY) }
    /// The first baseline (a ``Label``'s first line; the bottom edge of other views).
    public var firstBaselineAnchor: LayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The last baseline (a ``Label``'s last line; the bottom edge of other views).
    public var lastBaselineAnchor: LayoutYAxisAnchor { yAnchor(.lastBaseline) }
    /// The width.
    public var widthAnchor: LayoutDimension { dimension(.width) }
    /// The height.
    public var heightAnchor: LayoutDimension { dimension(.height) }
}
