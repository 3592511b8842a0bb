import Foundation
import FlipbookGeometry

/// A view that lines up its arranged subviews along an axis with constraints: UIKit's `UIStackView`.
///
/// The stack makes the constraints itself (UIKit does the same), so its arranged subviews get
/// ``View/translatesAutoresizingMaskIntoConstraints`` false; place the stack with constraints
/// (or a frame). Hiding an arranged subview collapses it and its spacing; inside an animation
/// block the other views slide and the hidden view shrinks to nothing, its layer hidden when the
/// block's animations end, as in UIKit.
open class StackView: View {
    /// How the views share the length along the axis: UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views keep their intrinsic lengths; hugging and compression resistance decide who
        /// stretches or shrinks to fill the stack.
        case fill = 0
        /// Every view has the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Intrinsic lengths, the free space shared equally between the views (at least ``StackView/spacing``).
        case equalSpacing
        /// Intrinsic lengths, with equal distances between the views' centres.
        case equalCentering
    }

    /// How the views sit across the axis: UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// Every view spans the stack's width (vertical stack) or height (horizontal).
        case fill = 0
        /// Leading edges (vertical stacks), top edges (horizontal: ``top`` is the same case).
        case leading
        /// First baselines line up (horizontal stacks).
        case firstBaseline
        /// Centres line up.
        case center
        /// Trailing edges (vertical stacks), bottom edges (horizontal).
        case trailing
        /// Last baselines line up (horizontal stacks).
        case lastBaseline

        /// Top edges (horizontal stacks): ``leading``.
        public static let top = Alignment.leading
        /// Bottom edges (horizontal stacks): ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// UIKit's `UIStackView.spacingUseDefault`: use ``spacing``.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// UIKit's `UIStackView.spacingUseSystem`: 8 points.
    public static let spacingUseSystem = -Double.greatestFiniteMagnitude

    /// The views lined up, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    private var stackConstraints: [LayoutConstraint] = []
    private var spacers: [LayoutGuide] = []
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    private var axisStorage = LayoutConstraint.Axis.horizontal
    private var distributionStorage = Distribution.fill
    private var alignmentStorage = Alignment.fill
    private var spacingStorage = 0.0
    private var marginsRelativeStorage = false

    /// A stack with no views at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A stack from an Interface Builder file.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack of `views` (UIKit's `init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// The axis the views line up along. Default horizontal.
    public var axis: LayoutConstraint.Axis {
        get { axisStorage }
        set { axisStorage = newValue; rebuild() }
    }
    /// How the views share the length. Default ``Distribution/fill``.
    public var distribution: Distribution {
        get { distributionStorage }
        set { distributionStorage = newValue; rebuild() }
    }
    /// How the views sit across the axis. Default ``Alignment/fill``.
    public var alignment: Alignment {
        get { alignmentStorage }
        set { alignmentStorage = newValue; rebuild() }
    }
    /// The gap between neighbours (a minimum for ``Distribution/equalSpacing`` and
    /// ``Distribution/equalCentering``). Default 0.
    public var spacing: Double {
        get { spacingStorage }
        set { spacingStorage = newValue; rebuild() }
    }
    /// Whether the views line up inside the layout margins rather than the bounds. Default false.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { marginsRelativeStorage }
        set { marginsRelativeStorage = newValue; rebuild() }
    }

    /// Appends `view` to the arranged views (and the subviews).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the arranged views (adding it as a subview when it is not one).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rebuild()
    }

    /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        rebuild()
    }

    /// The gap after `arrangedSubview` instead of ``spacing``.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        rebuild()
    }

    /// The custom gap after `arrangedSubview`, or ``spacingUseDefault``.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    /// An arranged view is hidden or shown: the arrangement changes at once, so inside an
    /// animation block the new frames animate; a view hidden in a block stays visible while it
    /// collapses and its layer hides when the block's animations end.
    func setArrangedSubview(_ view: View, hidden: Bool) {
        let transaction = Application.current?.animationContext.current
        if hidden, let transaction {
            view.hidesAfterAnimation = true
            relayout()
            let app = Application.current!
            app.schedule(at: transaction.completionTime) { [weak view] in
                guard let view, view.hidesAfterAnimation else { return }
                view.hidesAfterAnimation = false
                view.layer.isHidden = true
            }
        } else {
            view.hidesAfterAnimation = false
            view.layer.isHidden = hidden
            relayout()
        }
    }

    private func relayout() {
        rebuild()
        var root: View = self
        while let parent = root.superview { root = parent }
        root.layoutIfNeeded()
    }

    private func gap(after view: View) -> Double {
        let custom = customSpacing(after: view)
        if custom == StackView.spacingUseDefault { return spacing }
        if custom == StackView.spacingUseSystem { return 8 }
        return custom
    }

    private func rebuild() {
        LayoutConstraint.deactivate(stackConstraints)
        spacers.forEach(removeLayoutGuide)
        spacers = []
        var made: [LayoutConstraint] = []
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        let horizontal = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        func start(_ item: AnyObject, container: Bool = false) -> LayoutConstraint.Attribute {
            container && margins ? (horizontal ? .leadingMargin : .topMargin) : (horizontal ? .leading : .top)
        }
        func end(_ item: AnyObject, container: Bool = false) -> LayoutConstraint.Attribute {
            container && margins ? (horizontal ? .trailingMargin : .bottomMargin) : (horizontal ? .trailing : .bottom)
        }
        func crossStart(container: Bool = false) -> LayoutConstraint.Attribute {
            container && margins ? (horizontal ? .topMargin : .leadingMargin) : (horizontal ? .top : .leading)
        }
        func crossEnd(container: Bool = false) -> LayoutConstraint.Attribute {
            container && margins ? (horizontal ? .bottomMargin : .trailingMargin) : (horizontal ? .bottom : .trailing)
        }
        let length: LayoutConstraint.Attribute = horizontal ? .width : .height
        let center: LayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        func make(_ a: AnyObject, _ attrA: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
                  _ b: AnyObject?, _ attrB: LayoutConstraint.Attribute, multiplier: Double = 1, constant: Double = 0,
                  priority: LayoutPriority = .required) {
            let constraint = LayoutConstraint(item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: attrB,
                                              multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = "UISV-\(distribution)"
            made.append(constraint)
        }
        // Hidden arranged views collapse along the axis where they were (UIKit's UISV-hiding),
        // keeping their place across it.
        var previousVisible: View?
        for view in arrangedSubviews where view.superview === self {
            guard view.isHidden else { previousVisible = view; continue }
            make(view, length, .equal, nil, .notAnAttribute)
            if let previousVisible {
                make(view, start(view), .equal, previousVisible, end(previousVisible))
            } else {
                make(view, start(view), .equal, self, start(self, container: true))
            }
            make(view, crossStart(), .equal, self, crossStart(container: true))
            make(view, crossEnd(), .equal, self, crossEnd(container: true))
        }
        if let first = views.first, let last = views.last {
            make(first, start(first), .equal, self, start(self, container: true))
            make(last, end(last), .equal, self, end(self, container: true))
        } else {
            // An empty stack collapses along its axis, as UIKit's.
            make(self, length, .equal, nil, .notAnAttribute, priority: .defaultLow)
        }
        for (previous, next) in zip(views, views.dropFirst()) {
            let space = gap(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(next, start(next), .equal, previous, end(previous), constant: space)
            case .equalSpacing, .equalCentering:
                make(next, start(next), .greaterThanOrEqual, previous, end(previous), constant: space)
                let spacer = LayoutGuide()
                spacer.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let from: LayoutConstraint.Attribute = distribution == .equalSpacing ? end(previous) : center
                let to: LayoutConstraint.Attribute = distribution == .equalSpacing ? start(next) : center
                make(spacer, horizontal ? .leading : .top, .equal, previous, from)
                make(spacer, horizontal ? .trailing : .bottom, .equal, next, to)
                // Equal gaps win over the views' hugging (UIKit: 999… here required-but-one).
                if let firstSpacer = spacers.first, firstSpacer !== spacer {
                    make(spacer, length, .equal, firstSpacer, length, priority: LayoutPriority(999))
                }
            }
        }
        if let first = views.first {
            switch distribution {
            case .fillEqually:
                for view in views.dropFirst() { make(view, length, .equal, first, length) }
            case .fillProportionally:
                let sizes = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
                if let firstSize = sizes.first, firstSize > 0 {
                    for (view, size) in zip(views, sizes).dropFirst() where size >= 0 {
                        make(view, length, .equal, first, length, multiplier: size / firstSize, priority: LayoutPriority(999))
                    }
                }
            default: break
            }
        }
        // Across the axis.
        for view in views {
            switch alignment {
            case .fill:
                make(view, crossStart(), .equal, self, crossStart(container: true))
                make(view, crossEnd(), .equal, self, crossEnd(container: true))
            case .leading:
                make(view, crossStart(), .equal, self, crossStart(container: true))
                make(view, crossEnd(), .lessThanOrEqual, self, crossEnd(container: true))
            case .trailing:
                make(view, crossStart(), .greaterThanOrEqual, self, crossStart(container: true))
                make(view, crossEnd(), .equal, self, crossEnd(container: true))
            case .center, .firstBaseline, .lastBaseline:
                make(view, crossStart(), .greaterThanOrEqual, self, crossStart(container: true))
                make(view, crossEnd(), .lessThanOrEqual, self, crossEnd(container: true))
                if alignment == .center || !horizontal {
                    make(view, horizontal ? .centerY : .centerX, .equal, self, horizontal ? .centerY : .centerX)
                } else if let first = views.first, first !== view {
                    make(view, alignment == .firstBaseline ? .firstBaseline : .lastBaseline, .equal,
                         first, alignment == .firstBaseline ? .firstBaseline : .lastBaseline)
                }
            }
        }
        if alignment != .fill && !views.isEmpty {
            // The stack hugs its tallest (widest) view across the axis.
            make(self, horizontal ? .height : .width, .equal, nil, .notAnAttribute, priority: LayoutPriority(49))
        }
        stackConstraints = made
        LayoutConstraint.activate(made)
    }
}
