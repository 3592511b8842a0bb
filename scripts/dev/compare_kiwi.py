#!/usr/bin/env python3
"""Generates constraint systems, solves them with kiwisolver, and writes them with kiwi's values as
fixtures for FlipbookConstraintsTests (Tests/FlipbookConstraintsTests/__Fixtures__/*.json).

Development only: `swift test` reads the committed fixtures and never runs Python.
    pip install kiwisolver
    scripts/dev/compare_kiwi.py            # regenerate the fixtures (deterministic seeds)

Sizes 10, 50, 100 and 200 (at 500, kiwisolver 1.5.1 aborted with "The objective is unbounded"
on every seed tried within 15 minutes). Two modes per size:
  weights  every optional constraint at one level with kiwi's numeric strength as its weight: the
           solver must reproduce kiwi's weighted sum exactly.
  levels   optional constraints at three priority levels (kiwi: strong/medium/weak numbers). A system
           is kept only when kiwi gives the same values with two separations of the levels
           (1e3/31.6/1, 1e4/1e2/1 and 1e5/316/1; kiwi aborts with
           "The objective is unbounded" on many systems at 1e6/1e3/1), i.e. when kiwi's numeric strengths act as symbolic levels,
           which FlipbookConstraints' are by construction.
The edit variables stay in while constraints are removed: kiwisolver 1.5.1 aborts ("The objective
is unbounded") on removing an edit variable in many of these systems.
Every variable has a weak stay, so the optimum is unique and does not depend on pivot order.
"""
import json, os, random, sys
import kiwisolver as kiwi

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "FlipbookConstraintsTests", "__Fixtures__")
LEVELS = {750: "strong", 500: "medium", 250: "weak"}


def generate(seed, count, mode):
    rnd = random.Random(seed)
    nvars = max(4, count // 3)
    truth = [rnd.uniform(0, 1000) for _ in range(nvars)]
    cons = []

    def strength():
        if mode == "weights":
            return {"priority": 500, "weight": round(rnd.choice([1, 10, 100]) * rnd.uniform(1, 2), 6)}
        return {"priority": rnd.choice([750, 500, 250]), "weight": round(rnd.uniform(1, 2), 6)}

    for v in range(nvars):   # stays
        cons.append({"terms": [[v, 1.0]], "constant": -round(rnd.uniform(0, 1000), 4), "op": "==",
                     "strength": {"priority": 250, "weight": round(rnd.uniform(0.01, 0.02), 6)} if mode == "levels"
                     else {"priority": 500, "weight": round(rnd.uniform(0.01, 0.02), 6)}})
    while len(cons) < count:
        a, b = rnd.sample(range(nvars), 2)
        coeffs = [[a, 1.0], [b, -rnd.choice([1.0, 1.0, 0.5, 2.0])]]
        if rnd.random() < 0.2:
            coeffs.append([rnd.choice([x for x in range(nvars) if x not in (a, b)]), rnd.choice([1.0, -1.0, 0.25])])
        at_truth = sum(c * truth[v] for v, c in coeffs)
        op = rnd.choice(["==", "<=", ">="])
        required = rnd.random() < 0.3
        if required:
            if op == "==":
                constant = -at_truth
            elif op == "<=":
                constant = -at_truth - rnd.uniform(0, 50)
            else:
                constant = -at_truth + rnd.uniform(0, 50)
            st = {"priority": 1000, "weight": 1}
        else:
            constant = -at_truth + rnd.uniform(-200, 200)
            st = strength()
        cons.append({"terms": coeffs, "constant": round(constant, 4), "op": op, "strength": st})
    edits = [{"variable": v, "strength": {"priority": 750, "weight": 1} if mode == "levels" else {"priority": 500, "weight": 5000},
              "suggest": [round(rnd.uniform(0, 1000), 3) for _ in range(3)]} for v in rnd.sample(range(nvars), 2)]
    # Optional constraints only: kiwisolver 1.5.1 can raise "The objective is unbounded" when a
    # required inequality is removed after edits (seen at 50 constraints, weights mode).
    optional = [i for i in range(nvars, len(cons)) if cons[i]["strength"]["priority"] < 1000]
    removals = rnd.sample(optional, max(1, min(len(optional), count // 10)))
    return {"mode": mode, "seed": seed, "variables": nvars, "constraints": cons, "edits": edits, "removals": removals}


def kiwi_strength(st, mode, separation):
    if st["priority"] >= 1000:
        return kiwi.strength.required
    if mode == "weights":
        return st["weight"]
    base = {750: separation[0], 500: separation[1], 250: separation[2]}[st["priority"]]
    return base * st["weight"]


def solve(system, separation):
    mode = system["mode"]
    xs = [kiwi.Variable("x%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    made = []
    for c in system["constraints"]:
        expr = sum((coef * xs[v] for v, coef in c["terms"]), c["constant"])
        k = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[c["op"]]
        k = k | kiwi_strength(c["strength"], mode, separation)
        solver.addConstraint(k)
        made.append(k)
    solver.updateVariables()
    states = {"initial": [x.value() for x in xs], "edits": []}
    for e in system["edits"]:
        solver.addEditVariable(xs[e["variable"]], kiwi_strength(e["strength"], mode, separation))
    for step in range(3):
        for e in system["edits"]:
            solver.suggestValue(xs[e["variable"]], e["suggest"][step])
        solver.updateVariables()
        states["edits"].append([x.value() for x in xs])
    for r in system["removals"]:
        solver.removeConstraint(made[r])
    solver.updateVariables()
    states["removed"] = [x.value() for x in xs]
    return states


def same(a, b):
    flat = lambda s: s["initial"] + sum(s["edits"], []) + s["removed"]
    return all(abs(x - y) < 1e-7 for x, y in zip(flat(a), flat(b)))


def survives(system):
    """Whether kiwisolver gets through the system without aborting (its C++ InternalSolverError
    terminates the process, so each try runs in a child)."""
    pid = os.fork()
    if pid == 0:
        try:
            solve(system, (1e4, 1e2, 1))
            solve(system, (1e5, 316, 1))
            solve(system, (1e3, 31.6, 1))
        finally:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    return status == 0


def main():
    os.makedirs(OUT, exist_ok=True)
    for count in [int(c) for c in sys.argv[1:]] or (10, 50, 100, 200):
        for mode in ("weights", "levels"):
            seed = count * 1000 + (0 if mode == "weights" else 500)
            while True:
                system = generate(seed, count, mode)
                if not survives(system):
                    print("seed", seed, "skipped: kiwisolver aborts on it", file=sys.stderr)
                    seed += 1
                    continue
                expected = solve(system, (1e4, 1e2, 1))
                if mode == "weights" or (same(expected, solve(system, (1e5, 316, 1)))
                                         and same(expected, solve(system, (1e3, 31.6, 1)))):
                    break
                seed += 1
            system["expected"] = expected
            path = os.path.join(OUT, "kiwi-%s-%d.json" % (mode, count))
            with open(path, "w") as f:
                json.dump(system, f, separators=(",", ":"))
            print(path, "seed", seed, "constraints", len(system["constraints"]))


if __name__ == "__main__":
    sys.exit(main())
