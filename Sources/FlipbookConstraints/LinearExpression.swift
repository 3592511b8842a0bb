/// An unknown of a ``Solver``: a named real number whose ``value`` the solver writes in
/// ``Solver/updateVariables()``.
///
/// Variables compare by identity. A variable may take part in constraints of one solver at a time.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for messages (not required to be unique).
    public let name: String
    /// The value of the last ``Solver/updateVariables()``; 0 before.
    public internal(set) var value: Double = 0

    /// A variable called `name`.
    public init(_ name: String = "") { self.name = name }

    /// Identity.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    /// Identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The name and value.
    public var description: String { "\(name)=\(value)" }
}

/// `coefficient × variable`.
public struct Term {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ termᵢ + constant`.
public struct LinearExpression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The terms, in the order they were written (a variable may appear more than once; they add).
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
    /// The expression `variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    /// A constant expression.
    public init(floatLiteral value: Double) { self.init(constant: value) }
    /// A constant expression.
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// The value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    /// The sum.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// The difference.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }
    /// Every term and the constant scaled.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
    /// Every term and the constant scaled.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
    /// `expression + variable`.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// `expression − variable`.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
}

/// `variable × coefficient` as an expression.
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, rhs)]) }
/// `coefficient × variable` as an expression.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
/// `variable + expression`.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// `variable − expression`.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
/// `variable + variable`.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// `variable − variable`.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }

/// How a constraint's two sides relate.
public enum Relation: Sendable {
    /// `lhs ≤ rhs`.
    case lessThanOrEqual
    /// `lhs = rhs`.
    case equal
    /// `lhs ≥ rhs`.
    case greaterThanOrEqual
}

/// How much a constraint matters: a ``priority`` level and a ``weight`` inside the level.
///
/// Levels are symbolic, as in Cassowary: any error at a higher priority outweighs any number of
/// errors at lower priorities, whatever their weights. ``required`` (priority 1000) constraints are
/// never violated; the solver reports one it cannot satisfy. UIKit's priorities 1…1000 map one to
/// one onto levels (``init(uiKitPriority:)``), so priority 751 dominates any number of 750s.
/// Inside one level errors add up multiplied by their weights (Cassowary's weighted sum).
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level, 0 < priority ≤ 1000; 1000 is required.
    public var priority: Double
    /// The weight of errors inside the level, > 0. Default 1.
    public var weight: Double

    /// A strength at `priority` (clamped to 0…1000) with `weight`.
    public init(priority: Double, weight: Double = 1) {
        self.priority = min(max(priority, 0), 1000)
        self.weight = weight
    }
    /// UIKit's `UILayoutPriority` (1…1000) as a level.
    public init(uiKitPriority: Float) { self.init(priority: Double(uiKitPriority)) }

    /// Never violated (priority 1000).
    public static let required = Strength(priority: 1000)
    /// Priority 750, UIKit's `defaultHigh`.
    public static let strong = Strength(priority: 750)
    /// Priority 500.
    public static let medium = Strength(priority: 500)
    /// Priority 250, UIKit's `defaultLow`.
    public static let weak = Strength(priority: 250)

    /// Whether this is ``required``.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders by priority, then weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }
    /// `priority` and, when not 1, `weight`.
    public var description: String {
        weight == 1 ? "\(priority)" : "\(priority)×\(weight)"
    }
}

/// A linear constraint `expression relation 0` at a ``Strength``, built from two sides.
///
/// Constraints compare by identity; the same constraint may be added to a solver once.
public final class Constraint: Hashable, CustomStringConvertible {
    /// `lhs − rhs`.
    public let expression: LinearExpression
    /// How `lhs` relates to `rhs`.
    public let relation: Relation
    /// The strength.
    public let strength: Strength
    /// A label for messages.
    public let name: String

    /// `lhs relation rhs` at `strength` (default ``Strength/required``).
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = 0,
                strength: Strength = .required, name: String = "") {
        expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// Identity.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    /// Identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name, or the expression `Σ cᵢ·xᵢ + k op 0 @strength`.
    public var description: String {
        if !name.isEmpty { return name }
        let terms = expression.terms.map { "\($0.coefficient)*\($0.variable.name)" }.joined(separator: " + ")
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(terms) + \(expression.constant) \(op) 0 @\(strength)"
    }
}
