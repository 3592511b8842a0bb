import Foundation
import FlipbookConstraints
import FlipbookGeometry

/// Turns a view tree's active constraints into a FlipbookConstraints system, solves it and sets
/// the frames of the views that ``View/translatesAutoresizingMaskIntoConstraints`` hands to it.
///
/// Variables are frames in the layout root's space (transforms ignored: like UIKit's engine,
/// which sets `bounds` and `center`, leaving `transform` alone). A view whose frame is input
/// (translates its mask) is fixed at its frame, or, under a superview that the engine places,
/// follows that superview's size by its autoresizing mask.
final class LayoutEngine {
    private let solver = Solver()
    private var known: [ObjectIdentifier: LayoutVariables] = [:]
    private let root: View
    /// The pixel grid frames are rounded to: the application's ``Application/scale`` (the
    /// screen's, as UIKit rounds to `UIScreen.main.scale`), not the scale frames are rendered at.
    private let scale: Double

    private init(root: View) {
        self.root = root
        scale = Application.current?.scale ?? 2
    }

    // MARK: Entry points

    /// Solves `root`'s tree when something changed and applies the frames; a multi-line label
    /// whose width changed gets a second pass (its height depends on its width, as in UIKit).
    static func layout(root: View) {
        guard root.layoutState.engineNeedsSolve else { return }
        for _ in 0..<3 {
            root.layoutState.engineNeedsSolve = false
            var constraints: [LayoutConstraint] = []
            collect(root, into: &constraints)
            if constraints.isEmpty && !treeHasEngineViews(root) { return }
            let engine = LayoutEngine(root: root)
            engine.build(constraints)
            let relaid = engine.apply()
            if !relaid { break }
        }
        root.layoutState.engineNeedsSolve = false
    }

    static func fittingSize(of view: View, target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        var constraints: [LayoutConstraint] = []
        collect(view, into: &constraints)
        let engine = LayoutEngine(root: view)
        engine.fitting = true
        engine.build(constraints.filter { c in
            [c.firstItem, c.secondItem].allSatisfy { item in
                guard let item else { return true }
                guard let owner = LayoutConstraint.view(of: item) else { return false }
                return owner === view || owner.isDescendant(of: view)
            }
        })
        let v = engine.variables(for: view)
        for (variable, value, priority) in [(v.width, target.width, horizontal), (v.height, target.height, vertical)] {
            try? engine.solver.addConstraint(Constraint(LinearExpression(variable), .equal, LinearExpression(constant: value),
                                                        strength: Strength(uiKitPriority: priority.rawValue)))
        }
        engine.solver.updateVariables()
        return Size(width: v.width.value, height: v.height.value)
    }

    private var fitting = false

    private static func collect(_ view: View, into constraints: inout [LayoutConstraint]) {
        constraints.append(contentsOf: view.layoutState.constraints)
        for subview in view.subviews { collect(subview, into: &constraints) }
    }

    private static func treeHasEngineViews(_ view: View) -> Bool {
        if !view.layoutState.translatesAutoresizingMask && view.superview != nil { return true }
        return view.subviews.contains { treeHasEngineViews($0) }
    }

    // MARK: Building

    /// Whether the engine sets `view`'s frame.
    private func placesFrame(of view: View) -> Bool {
        if view === root { return fitting }
        return !view.layoutState.translatesAutoresizingMask
    }

    private func require(_ lhs: LinearExpression, _ rhs: LinearExpression, _ relation: Relation = .equal,
                         _ strength: Strength = .required, name: String = "") {
        try? solver.addConstraint(Constraint(lhs, relation, rhs, strength: strength, name: name))
    }

    /// How UIKit lists a translated autoresizing mask in its messages.
    private func maskName(_ view: View, _ attribute: String, _ value: Double) -> String {
        "<AutoresizingMaskLayoutConstraint h=--& v=--& \(type(of: view)):\(view.layoutAddress).\(attribute) == "
            + "\(LayoutConstraint.format(value))   (active)>"
    }

    private func variables(for view: View) -> LayoutVariables {
        let id = ObjectIdentifier(view)
        if let v = known[id] { return v }
        let v = view.layoutState.variables
        known[id] = v
        if placesFrame(of: view) {
            if view !== root, let superview = view.superview { _ = variables(for: superview) }
            addContentSize(of: view, v)
        } else if view !== root, let superview = view.superview, placesFrame(of: superview) {
            addAutoresizing(of: view, v, in: superview, variables(for: superview))
        } else {
            let frame = absoluteFrame(of: view)
            for (variable, value, attribute) in [(v.x, frame.minX, "minX"), (v.y, frame.minY, "minY"),
                                                 (v.width, frame.width, "width"), (v.height, frame.height, "height")] {
                require(LinearExpression(variable), LinearExpression(constant: value),
                        name: maskName(view, attribute, value))
            }
        }
        return v
    }

    private func variables(for guide: LayoutGuide) -> LayoutVariables? {
        guard let owner = guide.owningView else { return nil }
        let id = ObjectIdentifier(guide)
        if let v = known[id] { return v }
        let v = guide.variables
        known[id] = v
        let o = variables(for: owner)
        let insets: EdgeInsets
        switch guide.kind {
        case .free: return v
        case .scrollFrame: insets = .zero
        case .scrollContent:
            // The content's origin is the bounds space's origin: the frame's corner less the
            // content offset. Its size is what the constraints make it (the content size).
            let origin = owner.bounds.origin
            require(LinearExpression(v.x), o.x + LinearExpression(constant: -origin.x))
            require(LinearExpression(v.y), o.y + LinearExpression(constant: -origin.y))
            require(LinearExpression(v.width), 0, .greaterThanOrEqual)
            require(LinearExpression(v.height), 0, .greaterThanOrEqual)
            if let scroll = owner as? ScrollView {
                // A size the constraints leave open keeps the content size (Kit's choice).
                let hold = Strength(uiKitPriority: 1)
                require(LinearExpression(v.width), LinearExpression(constant: scroll.contentSize.width), .equal, hold)
                require(LinearExpression(v.height), LinearExpression(constant: scroll.contentSize.height), .equal, hold)
            }
            return v
        case .margins: insets = owner.effectiveLayoutMargins
        case .safeArea: insets = owner.safeAreaInsets
        case .topBars, .bottomBars:
            // The full width; the top or bottom band of the view the safe area leaves out.
            let safe = owner.safeAreaInsets
            let band = guide.kind == .topBars ? safe.top : safe.bottom
            require(LinearExpression(v.x), LinearExpression(o.x))
            require(LinearExpression(v.width), LinearExpression(o.width))
            require(LinearExpression(v.height), LinearExpression(constant: band))
            if guide.kind == .topBars {
                require(LinearExpression(v.y), LinearExpression(o.y))
            } else {
                require(LinearExpression(v.y), LinearExpression(o.y) + o.height - LinearExpression(constant: band))
            }
            return v
        case .readableContent:
            // The margins' box, its width min(margins' width, 672) centred in it: the width is
            // held to the margins' below the required priority, and capped at 672 required.
            let m = owner.effectiveLayoutMargins
            let marginsWidth = o.width - LinearExpression(constant: m.left + m.right)
            require(LinearExpression(v.y), o.y + LinearExpression(constant: m.top))
            require(LinearExpression(v.height), o.height - LinearExpression(constant: m.top + m.bottom))
            require(LinearExpression(v.width), LinearExpression(constant: View.readableContentWidth), .lessThanOrEqual)
            require(LinearExpression(v.width), marginsWidth, .lessThanOrEqual)
            require(LinearExpression(v.width), marginsWidth, .equal, Strength(uiKitPriority: 999))
            require(2 * LinearExpression(v.x) + v.width,
                    2 * LinearExpression(o.x) + o.width + LinearExpression(constant: m.left - m.right))
            return v
        }
        require(LinearExpression(v.x), o.x + LinearExpression(constant: insets.left))
        require(LinearExpression(v.y), o.y + LinearExpression(constant: insets.top))
        require(LinearExpression(v.width), o.width - LinearExpression(constant: insets.left + insets.right))
        require(LinearExpression(v.height), o.height - LinearExpression(constant: insets.top + insets.bottom))
        return v
    }

    /// The frame of `view` in the root's space, from the model (ignoring transforms).
    private func absoluteFrame(of view: View) -> Rect {
        var frame = Rect(origin: .zero, size: view.bounds.size)
        var current: View? = view
        while let v = current, v !== root {
            let f = v.frameIgnoringTransform
            frame.origin.x += f.minX
            frame.origin.y += f.minY
            if let parent = v.superview {
                frame.origin.x -= parent.bounds.minX
                frame.origin.y -= parent.bounds.minY
            }
            current = v.superview
        }
        if current === root && view !== root { return frame }
        return view === root ? Rect(origin: .zero, size: root.bounds.size) : frame
    }

    /// Hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`).
    private func addContentSize(of view: View, _ v: LayoutVariables) {
        let size = view.intrinsicContentSize
        let state = view.layoutState
        for (variable, value, hug, resist) in [(v.width, size.width, state.hugging.horizontal, state.compression.horizontal),
                                              (v.height, size.height, state.hugging.vertical, state.compression.vertical)]
            where value != View.noIntrinsicMetric {
            require(LinearExpression(variable), LinearExpression(constant: value), .lessThanOrEqual, Strength(uiKitPriority: hug.rawValue))
            require(LinearExpression(variable), LinearExpression(constant: value), .greaterThanOrEqual,
                    Strength(uiKitPriority: resist.rawValue))
        }
        // Sizes are never negative.
        require(LinearExpression(v.width), 0, .greaterThanOrEqual)
        require(LinearExpression(v.height), 0, .greaterThanOrEqual)
    }

    /// The autoresizing mask as constraints on the superview's size: each flexible part takes a
    /// share of the size change proportional to its current length (equal shares when all are 0).
    private func addAutoresizing(of view: View, _ v: LayoutVariables, in superview: View, _ s: LayoutVariables) {
        let frame = view.frameIgnoringTransform
        let size = superview.bounds.size, origin = superview.bounds.origin
        let mask = view.layoutState.autoresizingMask
        func axis(_ start: Double, _ length: Double, _ total: Double, flexible: (Bool, Bool, Bool),
                  _ position: Variable, _ extent: Variable, _ superPosition: Variable, _ superExtent: Variable, _ shift: Double) {
            let shares = View.autoresizingShares(start: start, length: length, total: total, flexible: flexible)
            func share(_ index: Int) -> Double { index == 0 ? shares.start : shares.length }
            // delta = superExtent − total; start' = start + share₀·delta; length' = length + share₁·delta.
            let delta = LinearExpression(superExtent) - LinearExpression(constant: total)
            require(LinearExpression(position),
                    superPosition + LinearExpression(constant: start - shift) + delta * share(0))
            require(LinearExpression(extent), LinearExpression(constant: length) + delta * share(1))
        }
        axis(frame.minX, frame.width, size.width,
             flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
             v.x, v.width, s.x, s.width, origin.x)
        axis(frame.minY, frame.height, size.height,
             flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
             v.y, v.height, s.y, s.height, origin.y)
    }

    private func expression(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> LinearExpression? {
        guard let item else { return nil }
        let v: LayoutVariables
        var margins = EdgeInsets.zero
        var view: View?
        if let itemView = item as? View {
            guard itemView === root || itemView.isDescendant(of: root) else { return nil }
            v = variables(for: itemView)
            if attribute.isInsetByMargins { margins = itemView.effectiveLayoutMargins }
            view = itemView
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView,
                  owner === root || owner.isDescendant(of: root), let gv = variables(for: guide) {
            v = gv
        } else {
            return nil
        }
        let x = LinearExpression(v.x), y = LinearExpression(v.y), w = LinearExpression(v.width), h = LinearExpression(v.height)
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        case .firstBaseline, .lastBaseline:
            if let label = view as? Label, let offsets = label.baselineOffsets() {
                // The text is centred vertically in the bounds: its top is y + (h − textHeight)/2.
                let fromTextTop = attribute == .firstBaseline ? offsets.first : offsets.last
                return y + h * 0.5 + LinearExpression(constant: fromTextTop - offsets.textHeight / 2)
            }
            return y + h
        case .leftMargin, .leadingMargin: return x + LinearExpression(constant: margins.left)
        case .rightMargin, .trailingMargin: return x + w - LinearExpression(constant: margins.right)
        case .topMargin: return y + LinearExpression(constant: margins.top)
        case .bottomMargin: return y + h - LinearExpression(constant: margins.bottom)
        case .centerXWithinMargins: return x + w * 0.5 + LinearExpression(constant: (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return y + h * 0.5 + LinearExpression(constant: (margins.top - margins.bottom) / 2)
        case .notAnAttribute: return nil
        }
    }

    private func build(_ constraints: [LayoutConstraint]) {
        for view in enginePlacedViews(root) { _ = variables(for: view) }
        for constraint in constraints.sorted(by: { $0.serial < $1.serial }) {
            let a = contentArea(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
            guard let first = expression(a.item, a.attribute).map({ $0 + LinearExpression(constant: a.shift) }) else { continue }
            let second: LinearExpression
            if constraint.secondItem != nil {
                let b = contentArea(constraint.secondItem, constraint.secondAttribute, other: constraint.firstItem)
                guard let other = expression(b.item, b.attribute).map({ $0 + LinearExpression(constant: b.shift) }) else { continue }
                second = other * constraint.multiplier + LinearExpression(constant: constraint.constant)
            } else {
                second = LinearExpression(constant: constraint.constant)
            }
            let relation: Relation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            let strength = constraint.priority >= .required ? Strength.required
                : Strength(uiKitPriority: max(1, constraint.priority.rawValue))
            let solverConstraint = Constraint(first, relation, second, strength: strength)
            solverToLayout[ObjectIdentifier(solverConstraint)] = constraint
            do {
                try solver.addConstraint(solverConstraint)
            } catch {
                guard case .unsatisfiable(let report) = error else { continue }
                reportUnsatisfiable(constraint, conflicting: report.conflicting)
            }
        }
        solver.updateVariables()
    }

    private var solverToLayout: [ObjectIdentifier: LayoutConstraint] = [:]

    /// UIKit's rule for constraints between a scroll view and a view inside it: the scroll view's
    /// edges and margins stand for its content area (``ScrollView/contentLayoutGuide``, the
    /// margins inset from it); its width, height and centres stay its frame.
    private func contentArea(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute, other: AnyObject?)
        -> (item: AnyObject?, attribute: LayoutConstraint.Attribute, shift: Double)
    {
        guard let scroll = item as? ScrollView, let other,
            let inside = (other as? View) ?? (other as? LayoutGuide)?.owningView,
            inside !== scroll, inside.isDescendant(of: scroll)
        else { return (item, attribute, 0) }
        let guide = scroll.contentLayoutGuide, m = scroll.effectiveLayoutMargins
        switch attribute {
        case .left, .leading, .right, .trailing, .top, .bottom: return (guide, attribute, 0)
        case .leftMargin, .leadingMargin: return (guide, .left, m.left)
        case .rightMargin, .trailingMargin: return (guide, .right, -m.right)
        case .topMargin: return (guide, .top, m.top)
        case .bottomMargin: return (guide, .bottom, -m.bottom)
        default: return (item, attribute, 0)
        }
    }

    /// UIKit's message, listing the constraints of the conflict (the solver's certificate), the
    /// broken one last, as UIKit lists the one it breaks among them.
    private func reportUnsatisfiable(_ broken: LayoutConstraint, conflicting: [Constraint]) {
        let involved = conflicting.dropFirst().map { solverToLayout[ObjectIdentifier($0)]?.description ?? $0.name }
            .filter { !$0.isEmpty } + [broken.description]
        var message = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
            + "(\n"
        message += involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
        message += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
            + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        LayoutDiagnostics.report(message)
    }

    private func enginePlacedViews(_ view: View) -> [View] {
        var result: [View] = []
        func walk(_ v: View) {
            if v !== root && placesFrame(of: v) { result.append(v) }
            v.subviews.forEach(walk)
        }
        walk(view)
        return result
    }

    // MARK: Applying

    private func rounded(_ value: Double) -> Double { (value * scale).rounded() / scale }

    /// Sets the solved frames (top-down), the guides' frames and the ambiguity flags; true when a
    /// multi-line label's wrapping width changed and the layout must be solved again.
    private func apply() -> Bool {
        var relayout = false
        for view in enginePlacedViews(root) {
            let v = variables(for: view)
            guard let superview = view.superview else { continue }
            let s = variables(for: superview)
            let minX = rounded(v.x.value), minY = rounded(v.y.value)
            let maxX = rounded(v.x.value + v.width.value), maxY = rounded(v.y.value + v.height.value)
            let originX = minX - s.x.value + superview.bounds.minX
            let originY = minY - s.y.value + superview.bounds.minY
            let size = Size(width: max(0, maxX - minX), height: max(0, maxY - minY))
            let center = Point(x: originX + size.width * view.layer.anchorPoint.x, y: originY + size.height * view.layer.anchorPoint.y)
            view.isApplyingLayout = true
            if view.bounds.size != size { view.bounds = Rect(origin: view.bounds.origin, size: size) }
            if view.center != center { view.center = center }
            view.isApplyingLayout = false
            view.layoutState.ambiguous = [v.x, v.y, v.width, v.height].contains { solver.isAmbiguous($0) }
            if let label = view as? Label, label.wrapsToBoundsWidth, label.intrinsicWidthUsed != size.width {
                relayout = true
            }
        }
        applyGuides(root)
        return relayout
    }

    private func applyGuides(_ view: View) {
        for guide in view.layoutState.guides {
            guard let g = known[ObjectIdentifier(guide)], let o = known[ObjectIdentifier(view)] else { continue }
            guide.layoutFrame = Rect(x: g.x.value - o.x.value + view.bounds.minX, y: g.y.value - o.y.value + view.bounds.minY,
                                     width: g.width.value, height: g.height.value)
            if guide.kind == .scrollContent, let scroll = view as? ScrollView {
                // The content area's solved size is the content size.
                let size = Size(width: max(0, rounded(g.width.value)), height: max(0, rounded(g.height.value)))
                if scroll.contentSize != size { scroll.contentSize = size }
            }
        }
        view.subviews.forEach(applyGuides)
    }
}

/// Where Kit reports what UIKit logs to the console (unsatisfiable constraints, …): the current
/// application's diagnostics (``Application/report(_:)``, a line on standard error by default),
/// and its ``Application/layoutDiagnostics``, in UIKit's words, for tests.
enum LayoutDiagnostics {
    static func report(_ message: String, code: String = "layout.constraints") {
        guard let app = Application.current else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return
        }
        app.layoutDiagnostics.append(message)
        app.report(KitDiagnostic(code: code, message: message))
    }
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute is an edge or centre inset by the item's layout margins (it reads
    /// the view's margins, which depend on its safe area: computed only for these).
    var isInsetByMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}
