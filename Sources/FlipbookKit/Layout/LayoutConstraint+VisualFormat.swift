import FlipbookGeometry
import Foundation

extension LayoutConstraint {
    /// The options of ``constraints(withVisualFormat:options:metrics:views:)``
    /// (`NSLayoutConstraint.FormatOptions`), with UIKit's raw values: an `alignAll…` option
    /// also lines up every view of the format on that attribute. The direction options are
    /// accepted; Kit lays out left to right, so leading is left either way.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lines up the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Lines up the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Lines up the views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Lines up the views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Lines up the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Lines up the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Lines up the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Lines up the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Lines up the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Lines up the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Horizontal formats run leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run right to left (Kit lays out left to right: reported).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// The standard space between two sibling views of a visual format (`-`): 8 points.
    public static let visualFormatStandardSpacing = 8.0
    /// The standard space between a view and its superview's edge of a visual format (`|-[v]`):
    /// 20 points.
    public static let visualFormatStandardSuperviewSpacing = 20.0

    /// The constraints a visual format describes
    /// (`constraints(withVisualFormat:options:metrics:views:)`), inactive, as UIKit returns them.
    ///
    /// Kit reads Apple's grammar: an orientation (`H:` by default, `V:`), `|` for the superview
    /// at either end, views in brackets named in `views` (with size predicates,
    /// `[button(>=50,<=b@750)]`), connections (`-` the standard space, `-20-`, `-(>=8@750)-`,
    /// nothing for flush), numbers or names of `metrics` (numbers). Horizontal formats give
    /// leading/trailing and width constraints, vertical ones top/bottom and height. A format
    /// Kit cannot read makes UIKit throw; Kit returns no constraints and reports the diagnostic
    /// `layout.visualFormat` naming the problem.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            var constraints = try parser.parse()
            constraints += try parser.alignments(options)
            return constraints
        } catch let error as VisualFormatError {
            LayoutDiagnostics.report(
                "Unable to parse constraint format: \(error.message)\n\(format)",
                code: "layout.visualFormat")
            return []
        } catch {
            LayoutDiagnostics.report(
                "Unable to parse constraint format: \(error)\n\(format)",
                code: "layout.visualFormat")
            return []
        }
    }
}

/// A problem in a visual format.
private struct VisualFormatError: Error {
    let message: String
}

/// Apple's visual format language, read left to right into constraints.
private struct VisualFormatParser {
    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0
    var isVertical = false
    var orderedViews: [View] = []

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    /// One predicate: `==`, `<=` or `>=`, a constant or a view, a priority.
    struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant = 0.0
        var view: View?
        var priority: LayoutPriority = .required
    }

    var leadingAttribute: LayoutConstraint.Attribute { isVertical ? .top : .leading }
    var trailingAttribute: LayoutConstraint.Attribute { isVertical ? .bottom : .trailing }
    var sizeAttribute: LayoutConstraint.Attribute { isVertical ? .height : .width }

    mutating func parse() throws -> [LayoutConstraint] {
        if starts(with: "H:") { index += 2 } else if starts(with: "V:") { index += 2; isVertical = true }
        var constraints: [LayoutConstraint] = []
        var previous: View?
        var pendingSuperview = false
        if peek == "|" {
            index += 1
            pendingSuperview = true
        }
        var connection = try readConnection(afterSuperview: pendingSuperview)
        guard peek == "[" else { throw VisualFormatError(message: "Expected a view") }
        while peek == "[" {
            let (view, sizes) = try readView()
            orderedViews.append(view)
            for p in sizes {
                constraints.append(make(view, sizeAttribute, p.relation, p.view, sizeAttribute, p.constant, p.priority))
            }
            if let previous {
                for p in connection ?? [Predicate()] {
                    constraints.append(
                        make(view, leadingAttribute, p.relation, previous, trailingAttribute, p.constant, p.priority))
                }
            } else if pendingSuperview {
                guard let superview = view.superview else {
                    throw VisualFormatError(
                        message: "Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                for p in connection ?? [Predicate()] {
                    constraints.append(
                        make(view, leadingAttribute, p.relation, superview, leadingAttribute, p.constant, p.priority))
                }
            }
            previous = view
            connection = try readConnection(afterSuperview: false)
            if peek == "|" {
                index += 1
                guard let superview = view.superview else {
                    throw VisualFormatError(
                        message: "Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                let standard = connection?.count == 1 && isStandard ? LayoutConstraint.visualFormatStandardSuperviewSpacing : nil
                for var p in connection ?? [Predicate()] {
                    if let standard { p.constant = standard }
                    constraints.append(
                        make(superview, trailingAttribute, p.relation, view, trailingAttribute, p.constant, p.priority))
                }
                connection = nil
                break
            }
        }
        guard index == characters.count else {
            throw VisualFormatError(message: "Unexpected '\(characters[index])' at \(index)")
        }
        return constraints
    }

    /// The `alignAll…` constraints between consecutive views.
    func alignments(_ options: LayoutConstraint.FormatOptions) throws -> [LayoutConstraint] {
        let table: [(LayoutConstraint.FormatOptions, LayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        var result: [LayoutConstraint] = []
        for (option, attribute) in table where options.contains(option) {
            for (a, b) in zip(orderedViews, orderedViews.dropFirst()) {
                result.append(
                    LayoutConstraint(
                        item: b, attribute: attribute, relatedBy: .equal, toItem: a,
                        attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    private func make(
        _ a: View, _ attrA: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation, _ b: View?,
        _ attrB: LayoutConstraint.Attribute, _ constant: Double, _ priority: LayoutPriority
    ) -> LayoutConstraint {
        let c = LayoutConstraint(
            item: a, attribute: attrA, relatedBy: relation, toItem: b,
            attribute: b == nil ? .notAnAttribute : attrB, multiplier: 1, constant: constant)
        c.priority = priority
        return c
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }
    /// Whether the last connection read was a bare `-` (the standard space).
    private var isStandard = false

    private func starts(with text: String) -> Bool {
        let t = Array(text)
        return index + t.count <= characters.count && Array(characters[index..<(index + t.count)]) == t
    }

    /// A connection: `nil` for none (flush), the predicates of `-…-`, or the standard space.
    private mutating func readConnection(afterSuperview: Bool) throws -> [Predicate]? {
        isStandard = false
        guard peek == "-" else { return nil }
        index += 1
        if peek == "[" || peek == "|" {
            isStandard = true
            return [
                Predicate(
                    constant: afterSuperview
                        ? LayoutConstraint.visualFormatStandardSuperviewSpacing
                        : LayoutConstraint.visualFormatStandardSpacing)
            ]
        }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try readPredicateList(allowViews: false)
        } else {
            predicates = [Predicate(constant: try readConstant())]
        }
        guard peek == "-" else { throw VisualFormatError(message: "Expected '-' after a connection's predicates") }
        index += 1
        return predicates
    }

    /// `[name(predicates)]`.
    private mutating func readView() throws -> (View, [Predicate]) {
        index += 1
        let name = readName()
        guard !name.isEmpty else { throw VisualFormatError(message: "Expected a view name") }
        guard let view = views[name] as? View else {
            throw VisualFormatError(message: "\(name) is not a key in the views dictionary")
        }
        var sizes: [Predicate] = []
        if peek == "(" { sizes = try readPredicateList(allowViews: true) }
        guard peek == "]" else { throw VisualFormatError(message: "Expected ']' after \(name)") }
        index += 1
        return (view, sizes)
    }

    /// `(predicate, predicate, …)`.
    private mutating func readPredicateList(allowViews: Bool) throws -> [Predicate] {
        index += 1
        var predicates: [Predicate] = []
        while true {
            var p = Predicate()
            if starts(with: "==") {
                index += 2
            } else if starts(with: "<=") {
                index += 2
                p.relation = .lessThanOrEqual
            } else if starts(with: ">=") {
                index += 2
                p.relation = .greaterThanOrEqual
            }
            if let c = peek, c.isLetter || c == "_" {
                let name = readName()
                if let value = Self.number(metrics[name]) {
                    p.constant = value
                } else if allowViews, let view = views[name] as? View {
                    p.view = view
                } else {
                    throw VisualFormatError(message: "\(name) is not a key in the metrics or views dictionaries")
                }
            } else {
                p.constant = try readConstant()
            }
            if peek == "@" {
                index += 1
                p.priority = LayoutPriority(Float(try readConstant()))
            }
            predicates.append(p)
            if peek == "," {
                index += 1
                continue
            }
            guard peek == ")" else { throw VisualFormatError(message: "Expected ')' or ','") }
            index += 1
            return predicates
        }
    }

    /// A number or a metric's name.
    private mutating func readConstant() throws -> Double {
        if let c = peek, c.isLetter || c == "_" {
            let name = readName()
            guard let value = Self.number(metrics[name]) else {
                throw VisualFormatError(message: "\(name) is not a key in the metrics dictionary")
            }
            return value
        }
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let c = peek, c.isNumber || c == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])) else {
            throw VisualFormatError(message: "Expected a number at \(start)")
        }
        return value
    }

    private mutating func readName() -> String {
        let start = index
        while let c = peek, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as Float: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
