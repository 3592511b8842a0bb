/// A Cassowary constraint solver: an incremental simplex over a tableau in which required
/// constraints are hard and optional ones minimise their errors by symbolic ``Strength``.
///
/// Adding a constraint runs the primal simplex (with an artificial variable when no symbol of the
/// new row can enter the basis at once); ``suggestValue(_:_:)`` on an edit variable moves its edit
/// constraint's constant and restores feasibility with the dual simplex, as in Badros, Borning and
/// Stuckey's *The Cassowary Linear Arithmetic Constraint Solving Algorithm* (2001). Pivot choices,
/// tie-breaks and tolerances (1e-8) follow the kiwi implementation, so a system at one level gives
/// kiwi's values.
///
/// Optional strengths are lexicographic: the objective is one row per priority level and a symbol
/// may enter the basis only when its first non-zero objective coefficient, from the highest level
/// down, is negative. Any error at priority 751 therefore outweighs any number of errors at 750.
///
/// Not thread-safe; a solver and its variables belong to one thread at a time.
public final class Solver {
    private enum Kind: UInt8 { case external, slack, error, dummy }

    private struct Tag {
        var marker = -1
        var other = -1
    }

    private struct EditInfo {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    /// Everything a failed ``addConstraint(_:)`` must put back.
    private struct Tableau {
        var kinds: [Kind] = []
        var rows: [Row?] = []
        var basics: [Int] = []              // ids of the basic symbols, sorted
        var levels: [Double] = []           // objective levels' priorities, highest first
        var objective: [Row] = []           // one row per level
        var varSymbols: [Variable: Int] = [:]
        var symbolVariables: [Int: Variable] = [:]
    }

    private var tableau = Tableau()
    private var constraints: [Constraint: Tag] = [:]
    private var markerOwners: [Int: Constraint] = [:]
    private var edits: [Variable: EditInfo] = [:]
    private var infeasibleRows: [Int] = []
    private var artificial: Row?

    /// An empty solver.
    public init() {}

    /// The constraints added and not removed (edit constraints excluded), in no particular order.
    public var allConstraints: [Constraint] {
        let editConstraints = Set(edits.values.map(\.constraint))
        return constraints.keys.filter { !editConstraints.contains($0) }
    }

    /// Whether `constraint` was added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    // MARK: Constraints

    /// Adds `constraint` and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is already in;
    ///   ``SolverError/unsatisfiable(_:)`` when it is required and contradicts the required
    ///   constraints already in (the error lists them). The solver is then left exactly as before.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        let symbolCount = tableau.kinds.count
        var tag = Tag()
        var row = createRow(constraint, &tag)
        var subject = chooseSubject(row, tag)
        if subject < 0 && allDummies(row) {
            if !Row.nearZero(row.constant) {
                // Only a required constraint gets here, and its row holds no new external
                // symbol: forgetting the symbols it created undoes it.
                forgetSymbols(from: symbolCount)
                throw .unsatisfiable(UnsatisfiableConstraint(
                    constraint: constraint, conflicting: owners(of: row.cells.map(\.0), adding: constraint)))
            }
            subject = tag.marker
        }
        if subject < 0 {
            // A snapshot only on this path (copying the tableau on every add would make adding
            // n constraints quadratic).
            let saved = tableau
            if let conflict = addWithArtificialVariable(row) {
                tableau = saved
                forgetSymbols(from: symbolCount)
                infeasibleRows = []
                throw .unsatisfiable(UnsatisfiableConstraint(
                    constraint: constraint, conflicting: owners(of: conflict, adding: constraint)))
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        }
        constraints[constraint] = tag
        if tag.marker >= 0 { markerOwners[tag.marker] = constraint }
        if tag.other >= 0 { markerOwners[tag.other] = constraint }
        optimize()
    }

    /// Removes `constraint` and re-optimises.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        markerOwners[tag.marker] = nil
        if tag.other >= 0 { markerOwners[tag.other] = nil }
        removeEffects(of: tag, strength: constraint.strength)
        if takeRow(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), var row = takeRow(leaving) else {
                preconditionFailure("Solver: no row to remove a constraint's marker from (internal error)")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        optimize()
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `strength` (which must not be required): a constraint
    /// `variable = value` whose value ``suggestValue(_:_:)`` changes.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditStrength``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength, name: "edit \(variable.name)")
        try addConstraint(constraint)
        edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// Removes `variable`'s edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
    }

    /// Suggests `value` for the edit variable `variable`; the dual simplex restores optimality
    /// incrementally.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var info = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        defer { dualOptimize() }
        if tableau.rows[info.tag.marker] != nil {
            tableau.rows[info.tag.marker]!.constant -= delta
            if tableau.rows[info.tag.marker]!.constant < 0 { infeasibleRows.append(info.tag.marker) }
            return
        }
        if tableau.rows[info.tag.other] != nil {
            tableau.rows[info.tag.other]!.constant += delta
            if tableau.rows[info.tag.other]!.constant < 0 { infeasibleRows.append(info.tag.other) }
            return
        }
        for basic in tableau.basics {
            let coefficient = tableau.rows[basic]!.coefficient(for: info.tag.marker)
            guard coefficient != 0 else { continue }
            tableau.rows[basic]!.constant += delta * coefficient
            if tableau.rows[basic]!.constant < 0 && tableau.kinds[basic] != .external { infeasibleRows.append(basic) }
        }
    }

    /// Writes every variable's solved value into its ``Variable/value``.
    public func updateVariables() {
        for (variable, symbol) in tableau.varSymbols {
            variable.value = tableau.rows[symbol]?.constant ?? 0
        }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        constraints = [:]
        markerOwners = [:]
        edits = [:]
        infeasibleRows = []
        artificial = nil
    }

    /// Whether `variable` is not fixed by the constraints at their priorities: its value could
    /// change without changing any error (the question UIKit's `hasAmbiguousLayout` asks).
    ///
    /// True when the variable is non-basic, or its row holds a non-basic symbol other than a
    /// required equality's dummy whose objective coefficient is zero at every level: moving that
    /// symbol moves the variable at no cost. (A degenerate tableau can hide a blocked direction,
    /// so this may call a variable pinned only by a zero-length inequality ambiguous.)
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = tableau.varSymbols[variable] else { return true }
        guard let row = tableau.rows[symbol] else { return true }
        return row.cells.contains { cell in
            tableau.kinds[cell.0] != .dummy && tableau.objective.allSatisfy { $0.coefficient(for: cell.0) == 0 }
        }
    }

    // MARK: The tableau

    private func newSymbol(_ kind: Kind) -> Int {
        tableau.kinds.append(kind)
        tableau.rows.append(nil)
        return tableau.kinds.count - 1
    }

    /// Drops the symbols created from `count` on (none of them basic or in the objective).
    private func forgetSymbols(from count: Int) {
        for symbol in count..<tableau.kinds.count {
            if let variable = tableau.symbolVariables.removeValue(forKey: symbol) { tableau.varSymbols[variable] = nil }
        }
        tableau.kinds.removeSubrange(count...)
        tableau.rows.removeSubrange(count...)
    }

    private func symbol(for variable: Variable) -> Int {
        if let symbol = tableau.varSymbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        tableau.varSymbols[variable] = symbol
        tableau.symbolVariables[symbol] = variable
        return symbol
    }

    private func setRow(_ symbol: Int, _ row: Row) {
        if tableau.rows[symbol] == nil { tableau.basics.insert(symbol, at: basicsIndex(of: symbol)) }
        tableau.rows[symbol] = row
    }

    private func takeRow(_ symbol: Int) -> Row? {
        guard symbol >= 0, let row = tableau.rows[symbol] else { return nil }
        tableau.rows[symbol] = nil
        tableau.basics.remove(at: basicsIndex(of: symbol))
        return row
    }

    /// Where `symbol` is (or would go) in the sorted list of basic symbols.
    private func basicsIndex(of symbol: Int) -> Int {
        var low = 0, high = tableau.basics.count
        while low < high {
            let mid = (low + high) >> 1
            if tableau.basics[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func level(for priority: Double) -> Int {
        if let index = tableau.levels.firstIndex(of: priority) { return index }
        let index = tableau.levels.firstIndex { $0 < priority } ?? tableau.levels.count
        tableau.levels.insert(priority, at: index)
        tableau.objective.insert(Row(), at: index)
        return index
    }

    private func createRow(_ constraint: Constraint, _ tag: inout Tag) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.rows[symbol] {
                row.insert(row: basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                tableau.objective[level(for: strength.priority)].insert(error, strength.weight)
            }
        case .equal:
            if !strength.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                let level = level(for: strength.priority)
                tableau.objective[level].insert(plus, strength.weight)
                tableau.objective[level].insert(minus, strength.weight)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        for (symbol, _) in row.cells where tableau.kinds[symbol] == .external { return symbol }
        for marker in [tag.marker, tag.other] where marker >= 0 {
            let kind = tableau.kinds[marker]
            if (kind == .slack || kind == .error) && row.coefficient(for: marker) < 0 { return marker }
        }
        return -1
    }

    private func allDummies(_ row: Row) -> Bool {
        row.cells.allSatisfy { tableau.kinds[$0.0] == .dummy }
    }

    /// Adds `row` through an artificial variable; `nil` on success, else the symbols of the
    /// infeasibility's certificate (the final artificial objective's cells).
    private func addWithArtificialVariable(_ row: Row) -> [Int]? {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let success = Row.nearZero(artificial!.constant)
        let certificate = artificial!.cells.map(\.0) + row.cells.map(\.0)
        artificial = nil
        if var artRow = takeRow(art) {
            if !artRow.isEmpty {
                guard let entering = artRow.cells.first(where: {
                    tableau.kinds[$0.0] == .slack || tableau.kinds[$0.0] == .error
                })?.0 else { return certificate }
                artRow.solve(for: art, entering)
                substitute(entering, artRow)
                setRow(entering, artRow)
            } else if !success {
                return certificate
            }
        }
        for basic in tableau.basics { tableau.rows[basic]!.remove(art) }
        for level in tableau.objective.indices { tableau.objective[level].remove(art) }
        return success ? nil : certificate
    }

    private func substitute(_ symbol: Int, _ row: Row) {
        for basic in tableau.basics {
            tableau.rows[basic]!.substitute(symbol, with: row)
            if tableau.kinds[basic] != .external && tableau.rows[basic]!.constant < 0 { infeasibleRows.append(basic) }
        }
        for level in tableau.objective.indices { tableau.objective[level].substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    private func optimize(artificialObjective: Bool = false) {
        while true {
            let entering = artificialObjective ? enteringSymbol(single: artificial!) : enteringSymbol()
            guard entering >= 0 else { return }
            guard let leaving = leavingRow(for: entering), var row = takeRow(leaving) else {
                preconditionFailure("Solver: the objective is unbounded (internal error)")
            }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(entering, row)
        }
    }

    private func dualOptimize() {
        while let leaving = infeasibleRows.popLast() {
            guard let row = tableau.rows[leaving], !Row.nearZero(row.constant), row.constant < 0 else { continue }
            let entering = dualEnteringSymbol(row)
            guard entering >= 0, var pivot = takeRow(leaving) else {
                preconditionFailure("Solver: dual optimize failed (internal error)")
            }
            pivot.solve(for: leaving, entering)
            substitute(entering, pivot)
            setRow(entering, pivot)
        }
    }

    private func enteringSymbol(single objective: Row) -> Int {
        for (symbol, coefficient) in objective.cells where tableau.kinds[symbol] != .dummy && coefficient < 0 {
            return symbol
        }
        return -1
    }

    /// The lowest-id non-dummy symbol whose objective vector is lexicographically negative.
    private func enteringSymbol() -> Int {
        var best = -1
        for (level, row) in tableau.objective.enumerated() {
            for (symbol, coefficient) in row.cells where coefficient < 0 && tableau.kinds[symbol] != .dummy {
                if best >= 0 && symbol >= best { break }
                if (0..<level).allSatisfy({ tableau.objective[$0].coefficient(for: symbol) == 0 }) {
                    best = symbol
                    break
                }
            }
        }
        return best
    }

    private func leavingRow(for entering: Int) -> Int? {
        var ratio = Double.greatestFiniteMagnitude
        var found: Int?
        for basic in tableau.basics where tableau.kinds[basic] != .external {
            let coefficient = tableau.rows[basic]!.coefficient(for: entering)
            if coefficient < 0 {
                let candidate = -tableau.rows[basic]!.constant / coefficient
                if candidate < ratio { ratio = candidate; found = basic }
            }
        }
        return found
    }

    private func dualEnteringSymbol(_ row: Row) -> Int {
        var entering = -1
        var ratio: [Double] = []
        for (symbol, coefficient) in row.cells where coefficient > 0 && tableau.kinds[symbol] != .dummy {
            let candidate = tableau.objective.map { $0.coefficient(for: symbol) / coefficient }
            if entering < 0 || candidate.lexicographicallyPrecedes(ratio) {
                ratio = candidate
                entering = symbol
            }
        }
        return entering
    }

    private func markerLeavingRow(_ marker: Int) -> Int? {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first: Int?, second: Int?, third: Int?
        for basic in tableau.basics {
            let coefficient = tableau.rows[basic]!.coefficient(for: marker)
            if coefficient == 0 { continue }
            if tableau.kinds[basic] == .external {
                third = basic
            } else if coefficient < 0 {
                let r = -tableau.rows[basic]!.constant / coefficient
                if r < r1 { r1 = r; first = basic }
            } else {
                let r = tableau.rows[basic]!.constant / coefficient
                if r < r2 { r2 = r; second = basic }
            }
        }
        return first ?? second ?? third
    }

    private func removeEffects(of tag: Tag, strength: Strength) {
        for marker in [tag.marker, tag.other] where marker >= 0 && tableau.kinds[marker] == .error {
            let level = level(for: strength.priority)
            if let row = tableau.rows[marker] {
                tableau.objective[level].insert(row: row, -strength.weight)
            } else {
                tableau.objective[level].insert(marker, -strength.weight)
            }
        }
    }

    private func owners(of symbols: [Int], adding constraint: Constraint) -> [Constraint] {
        var seen = Set<Constraint>([constraint])
        var result = [constraint]
        for symbol in symbols.sorted() {
            if let owner = markerOwners[symbol], owner.strength.isRequired, seen.insert(owner).inserted {
                result.append(owner)
            }
        }
        return result
    }
}

/// A required constraint the solver could not add, and the required constraints that contradict
/// it (the markers in the simplex's certificate of infeasibility).
public struct UnsatisfiableConstraint: @unchecked Sendable {
    // Unchecked: constraints are immutable but hold their variables; the error is meant to be
    // caught on the thread that owns the solver.
    /// The constraint that was being added (not added).
    public let constraint: Constraint
    /// `constraint` first, then the required constraints already in that conflict with it.
    public let conflicting: [Constraint]
}

/// What ``Solver`` refuses.
public enum SolverError: Error, @unchecked Sendable {
    // Unchecked: see ``UnsatisfiableConstraint``.
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint contradicts the required constraints already in.
    case unsatisfiable(UnsatisfiableConstraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditStrength
}
