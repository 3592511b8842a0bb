import Foundation
import Testing
@testable import FlipbookConstraints

/// Systems generated and solved by kiwisolver (`scripts/dev/compare_kiwi.py`), replayed here:
/// every variable's value after adding, after three rounds of suggested edits, and after removing
/// some constraints must equal kiwi's to 1e-6 (relative above 1).
@Suite struct KiwiFixtureTests {
    struct System: Decodable {
        struct StrengthSpec: Decodable { var priority: Double; var weight: Double }
        struct ConstraintSpec: Decodable {
            var terms: [[Double]]
            var constant: Double
            var op: String
            var strength: StrengthSpec
        }
        struct EditSpec: Decodable { var variable: Int; var strength: StrengthSpec; var suggest: [Double] }
        struct Expected: Decodable { var initial: [Double]; var edits: [[Double]]; var removed: [Double] }
        var mode: String
        var variables: Int
        var constraints: [ConstraintSpec]
        var edits: [EditSpec]
        var removals: [Int]
        var expected: Expected
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Fixtures__")

    static var fixtureNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    static func strength(_ spec: System.StrengthSpec) -> Strength {
        spec.priority >= 1000 ? .required : Strength(priority: spec.priority, weight: spec.weight)
    }

    static func expectEqual(_ xs: [Variable], _ expected: [Double], _ stage: String, _ name: String,
                            tolerance: Double) {
        for (x, value) in zip(xs, expected) {
            let allowed = tolerance >= 1e-4 ? tolerance : tolerance * max(1, abs(value))
            #expect(abs(x.value - value) <= allowed, "\(name) \(stage): \(x.name) = \(x.value), kiwi \(value)")
        }
    }

    @Test func fixturesArePresent() {
        #expect(Self.fixtureNames.count >= 8)
    }

    @Test(arguments: fixtureNames)
    func matchesKiwisolver(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let system = try JSONDecoder().decode(System.self, from: data)
        let xs = (0..<system.variables).map { Variable("x\($0)") }
        // 1e-6, relative above 1 pt, up to 100 constraints. At 200 with weights spanning 0.01…200
        // in one level, both solvers drop cells below 1e-8 along different pivot sequences and
        // differ by up to 4e-5 pt: 1e-4 pt there.
        let tolerance = system.constraints.count > 100 ? 1e-4 : 1e-6
        let solver = Solver()
        var made: [Constraint] = []
        for spec in system.constraints {
            let expression = LinearExpression(spec.terms.map { Term(xs[Int($0[0])], $0[1]) }, constant: spec.constant)
            let relation: Relation = spec.op == "==" ? .equal : spec.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            let constraint = Constraint(expression, relation, strength: Self.strength(spec.strength))
            try solver.addConstraint(constraint)
            made.append(constraint)
        }
        solver.updateVariables()
        Self.expectEqual(xs, system.expected.initial, "initial", name, tolerance: tolerance)
        for edit in system.edits {
            try solver.addEditVariable(xs[edit.variable], strength: Self.strength(edit.strength))
        }
        for step in 0..<3 {
            for edit in system.edits { try solver.suggestValue(xs[edit.variable], edit.suggest[step]) }
            solver.updateVariables()
            Self.expectEqual(xs, system.expected.edits[step], "edit \(step)", name, tolerance: tolerance)
        }
        for index in system.removals { try solver.removeConstraint(made[index]) }
        solver.updateVariables()
        Self.expectEqual(xs, system.expected.removed, "removed", name, tolerance: tolerance)
    }
}
