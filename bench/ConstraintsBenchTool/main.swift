// Times FlipbookConstraints on a screen-sized system: 25 views in a column of cards (4 variables
// each, ~100 constraints with priorities and inequalities), built from scratch, and then moved
// by an edit variable, as a layout pass does. Results: bench/constraints.md.
//     swift build -c release --product ConstraintsBenchTool && .build/release/ConstraintsBenchTool
import FlipbookConstraints
import Foundation

func buildScreen() throws -> (Solver, Variable) {
    let solver = Solver()
    let screenWidth = Variable("screen.width")
    try solver.addConstraint(Constraint(LinearExpression(screenWidth), .equal, 375))
    var previousBottom: LinearExpression = 44
    for index in 0..<25 {
        let x = Variable("v\(index).x"), y = Variable("v\(index).y")
        let w = Variable("v\(index).w"), h = Variable("v\(index).h")
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 16))
        try solver.addConstraint(Constraint(x + w, .equal, screenWidth - 16))
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, previousBottom + 8))
        try solver.addConstraint(Constraint(LinearExpression(h), .greaterThanOrEqual, 44))
        try solver.addConstraint(Constraint(LinearExpression(h), .equal, LinearExpression(constant: Double(30 + index % 7 * 10)),
                                            strength: Strength(uiKitPriority: 250)))
        try solver.addConstraint(Constraint(LinearExpression(h), .lessThanOrEqual, w * 0.5, strength: Strength(uiKitPriority: 750)))
        previousBottom = y + h
    }
    return (solver, screenWidth)
}

func time(_ label: String, runs: Int, _ body: () throws -> Void) rethrows {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    print(String(format: "%@: median %.3f ms, min %.3f ms, p90 %.3f ms (%d runs)", label,
                 samples[runs / 2], samples[0], samples[runs * 9 / 10], runs))
}

let (probe, _) = try buildScreen()
print("constraints:", probe.allConstraints.count)
try time("build and solve ~150 constraints", runs: 200) {
    let (solver, _) = try buildScreen()
    solver.updateVariables()
}
let (solver, width) = try buildScreen()
try solver.removeConstraint(solver.allConstraints.first { $0.expression.terms.count == 1 && $0.expression.terms[0].variable === width }!)
try solver.addEditVariable(width, strength: .strong)
var step = 0.0
try time("suggestValue + update (one edit)", runs: 2000) {
    step += 1
    try solver.suggestValue(width, 320 + step.truncatingRemainder(dividingBy: 100))
    solver.updateVariables()
}
