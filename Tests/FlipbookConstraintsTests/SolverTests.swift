import Testing
@testable import FlipbookConstraints

@Suite struct SolverTests {
    @Test func requiredEqualitiesAndInequalitiesSolve() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(Constraint(left + width, .equal, LinearExpression(right)))
        try solver.addConstraint(Constraint(LinearExpression(left), .equal, 20))
        try solver.addConstraint(Constraint(LinearExpression(right), .equal, 300))
        try solver.addConstraint(Constraint(LinearExpression(width), .greaterThanOrEqual, 100))
        solver.updateVariables()
        #expect(left.value == 20)
        #expect(width.value == 280)
        #expect(right.value == 300)
    }

    @Test func optionalConstraintYieldsToRequiredInequality() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression(width), .lessThanOrEqual, 120))
        try solver.addConstraint(Constraint(LinearExpression(width), .equal, 200, strength: .strong))
        solver.updateVariables()
        #expect(width.value == 120)
    }

    @Test func higherPriorityDominatesAnyNumberOfLowerOnes() throws {
        // One constraint at 751 against 50 at 750 that all pull the other way, each weighted 10:
        // with numeric strengths the 50 would win; with symbolic levels 751 wins.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 10, strength: Strength(uiKitPriority: 751)))
        for _ in 0..<50 {
            try solver.addConstraint(Constraint(LinearExpression(x), .equal, 90, strength: Strength(priority: 750, weight: 10)))
        }
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func weightsAddUpInsideOneLevel() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 10, strength: Strength(priority: 500, weight: 3)))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 90, strength: Strength(priority: 500, weight: 2)))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 90, strength: Strength(priority: 500, weight: 2)))
        solver.updateVariables()
        #expect(x.value == 90)
    }

    @Test func editVariableFollowsSuggestionsIncrementally() throws {
        let left = Variable("left"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression(right), .equal, left + 50))
        try solver.addConstraint(Constraint(LinearExpression(right), .lessThanOrEqual, 300))
        try solver.addEditVariable(left, strength: .strong)
        for (suggested, expectedLeft) in [(10.0, 10.0), (200, 200), (400, 250), (0, 0)] {
            try solver.suggestValue(left, suggested)
            solver.updateVariables()
            #expect(left.value == expectedLeft)
            #expect(right.value == expectedLeft + 50)
        }
        #expect(throws: SolverError.self) { try solver.addEditVariable(left, strength: .required) }
    }

    @Test func removingAConstraintRestoresTheRest() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = Constraint(LinearExpression(x), .equal, 40)
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 10, strength: .weak))
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.removeConstraint(pin)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(!solver.hasConstraint(pin))
    }

    @Test func unsatisfiableRequiredConstraintIsReportedWithItsConflictsAndNotAdded() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        let sum = Constraint(left + width, .equal, LinearExpression(right), name: "sum")
        let leftPin = Constraint(LinearExpression(left), .equal, 0, name: "left")
        let rightPin = Constraint(LinearExpression(right), .equal, 100, name: "right")
        let unrelated = Constraint(LinearExpression(Variable("other")), .equal, 7, name: "unrelated")
        for constraint in [sum, leftPin, rightPin, unrelated] { try solver.addConstraint(constraint) }
        let wide = Constraint(LinearExpression(width), .greaterThanOrEqual, 150, name: "wide")
        do {
            try solver.addConstraint(wide)
            Issue.record("expected unsatisfiable")
        } catch {
            guard case .unsatisfiable(let report) = error else { Issue.record("\(error)"); return }
            #expect(report.constraint === wide)
            #expect(Set(report.conflicting.map(\.name)) == ["wide", "sum", "left", "right"])
        }
        #expect(!solver.hasConstraint(wide))
        solver.updateVariables()
        #expect(width.value == 100)
        // The solver still works after the refusal.
        try solver.addConstraint(Constraint(LinearExpression(width), .lessThanOrEqual, 100))
        solver.updateVariables()
        #expect(width.value == 100)
    }

    @Test func contradictoryConstantsAreUnsatisfiable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 5, name: "five"))
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(LinearExpression(x), .equal, 6, name: "six")) }
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func ambiguityIsDetected() throws {
        let x = Variable("x"), width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression(width), .equal, 50))
        try solver.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual, 0))
        solver.updateVariables()
        #expect(!solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 0, strength: .weak))
        #expect(!solver.isAmbiguous(x))
    }
}
