#!/usr/bin/env python3
"""Differential test of layoutlint's linear solver against kiwisolver (pinned in enginesys.KIWI_VERSION).

    python3 Benchmarks/kiwi_differential.py [--systems 500] [--seed 20240603] [--verbose]

Creates .venv-bench/ with the pinned kiwisolver on first use and builds the engine harness
(`swift build -c release --scratch-path .build-bench --product engine-harness`).

1. Agreement: random layout-like systems (views with minX and width; pins, fixed and intrinsic sizes,
   spacing, equal and proportional widths, centring, superview edges; each constraint required or
   optional at 750, 500 or 250, mapped to kiwi strengths 10^6, 10^3, 1). Required constraints are
   made to hold at a hidden reference layout, so the system is feasible; optional constants are
   perturbed so optional constraints fight. ENGINE.md §6: with no ties and three well-separated
   levels kiwi and a lexicographic engine agree, so only systems with a unique optimum are compared
   (every variable determined according to the engine's `movable`); the others are skipped and counted.
   Values must agree within 1e-6 relative.
2. Lexicographic cases: systems where a weighted sum and lexicographic levels give different answers
   (one constraint at level p+1 against k ≥ 2 at level p, kiwi weights = priorities; and 1001
   errors at 500 against one at 750 with kiwi's 1000×-apart strengths). Kiwi must give the
   weighted answer (else the case tests nothing) and the engine the lexicographic one.

Ends with `kiwi-differential: N passed, N failed, N skipped` and exits 1 on any failure.
"""
import argparse
import random
import sys

import enginesys

PRIORITIES = [1000, 750, 500, 250]
WIDTH = 375.0


def random_system(rng):
    """A layout-like system over n views (variables minX = 2i, width = 2i + 1) and a reference layout."""
    n = rng.randint(2, 6)
    x = [rng.randint(0, 600) / 2 for _ in range(n)]
    w = [rng.randint(20, 400) / 2 for _ in range(n)]
    reference = [value for i in range(n) for value in (x[i], w[i])]
    constraints = []

    def add(terms, relation, priority=None, constant_offset=None, base=0.0):
        priority = priority if priority is not None else rng.choice(PRIORITIES)
        value = base + sum(c * reference[v] for v, c in terms)
        if priority == 1000:
            # Holds at the reference: equalities exactly, inequalities with some slack.
            slack = 0 if relation == "==" or rng.random() < 0.3 else rng.randint(1, 40)
            target = value - slack if relation == ">=" else value + slack if relation == "<=" else value
        else:
            offset = constant_offset if constant_offset is not None else rng.choice([0, 0, rng.randint(-60, 60)])
            target = value + offset
        constraints.append((relation, priority, base - target, terms))

    def relation():
        return rng.choice(["==", "==", "==", "<=", ">="])

    def constrain(kind, i, j, relation=relation):
        if kind == 0:    # leading pinned to the superview
            add([(2 * i, 1.0)], relation())
        elif kind == 1:  # fixed width
            add([(2 * i + 1, 1.0)], relation())
        elif kind == 2:  # sibling spacing: j.leading = i.trailing + c
            add([(2 * j, 1.0), (2 * i, -1.0), (2 * i + 1, -1.0)], relation())
        elif kind == 3:  # equal or proportional widths
            add([(2 * j + 1, 1.0), (2 * i + 1, -rng.choice([1.0, 1.0, 0.5, 2.0]))], relation())
        elif kind == 4:  # centres aligned
            add([(2 * i, 1.0), (2 * i + 1, 0.5), (2 * j, -1.0), (2 * j + 1, -0.5)], relation())
        elif kind == 5:  # trailing to the superview's trailing edge
            add([(2 * i, -1.0), (2 * i + 1, -1.0)], relation(), base=WIDTH)
        elif kind == 6:  # intrinsic size: hugging (<=) and compression resistance (>=)
            hug, resist = rng.choice([(250, 750), (250, 500), (500, 750), (750, 1000), (250, 250)])
            intrinsic = rng.choice([0, rng.randint(-50, 50)])
            add([(2 * i + 1, 1.0)], "<=", hug, intrinsic)
            add([(2 * i + 1, 1.0)], ">=", resist, intrinsic)
        else:            # leading edges aligned
            add([(2 * i, 1.0), (2 * j, -1.0)], relation())

    # Every view gets something for its position and its size (so most systems are determined),
    # then random extra constraints between random views.
    # (Unary kinds constrain their first view, relational ones their second.)
    for i in range(n):
        j = rng.choice([k for k in range(n) if k != i])
        kind = rng.choice([0, 2, 4, 5, 7])
        constrain(kind, *((i, j) if kind in (0, 5) else (j, i)), relation=lambda: "==")
        kind = rng.choice([1, 3, 6])
        constrain(kind, *((i, j) if kind in (1, 6) else (j, i)), relation=lambda: "==")
    for _ in range(rng.randint(0, n + 2)):
        constrain(rng.randrange(8), *rng.sample(range(n), 2))
    return (2 * n, constraints)


def violation(constraint, values):
    relation, _, constant, terms = constraint
    value = constant + sum(c * values[v] for v, c in terms)
    return abs(value) if relation == "==" else max(0.0, value) if relation == "<=" else max(0.0, -value)


def lexicographic_cases(rng):
    """(system, strength mapping, engine's expected values for some variables, kiwi's expected values)."""
    cases = []
    for _ in range(60):
        p = rng.choice([250, 500, 749, 999 - 1])
        k = rng.randint(2, 6)
        a, b = rng.randint(0, 400), rng.randint(0, 400)
        if a == b:
            b += 1
        # variable 0 is w; w == a @(p+1); a_i == b @p; a_i == w required.
        constraints = [("==", p + 1, -float(a), [(0, 1.0)])]
        for i in range(1, k + 1):
            constraints.append(("==", p, -float(b), [(i, 1.0)]))
            constraints.append(("==", 1000, 0.0, [(i, 1.0), (0, -1.0)]))
        cases.append(((k + 1, constraints), enginesys.proportional_strength, {0: a}, {0: b}))
    for _ in range(30):
        p = rng.choice([250, 500, 748])
        k = rng.randint(2, 6)
        low = rng.randint(0, 200)
        high = low + rng.randint(1, 200)
        # Compression resistance w >= high @(p+1) against k caps w <= low @p (e.g. k hugging pulls).
        constraints = [(">=", p + 1, -float(high), [(0, 1.0)])]
        constraints += [("<=", p, -float(low), [(0, 1.0)]) for _ in range(k)]
        cases.append(((1, constraints), enginesys.proportional_strength, {0: high}, {0: low}))
    # kiwi's well-separated strengths (10^6, 10^3) still add up: 1001 errors at 500 beat one at 750
    # (here 1001 copies of one pull, and one pull whose error is scaled by 1001 or more).
    a, b = rng.randint(0, 400), rng.randint(401, 800)
    constraints = [("==", 750, -float(a), [(0, 1.0)])] + [("==", 500, -float(b), [(0, 1.0)])] * 1001
    cases.append(((1, constraints), enginesys.level_strength, {0: a}, {0: b}))
    for _ in range(10):
        a, b = rng.randint(0, 400), rng.randint(401, 800)
        scale = float(rng.randint(1001, 5000))
        constraints = [("==", 750, -float(a), [(0, 1.0)]), ("==", 500, -scale * b, [(0, scale)])]
        cases.append(((1, constraints), enginesys.level_strength, {0: a}, {0: b}))
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--systems", type=int, default=500, help="random systems to compare (after skipping)")
    parser.add_argument("--seed", type=int, default=20240603)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    enginesys.ensure_environment()
    enginesys.build_harness()
    rng = random.Random(args.seed)

    # 1. Agreement on systems with a unique optimum. Generate in batches until enough are compared.
    compared = agreed = skipped = fighting = 0
    failures = []
    while compared < args.systems:
        batch = [random_system(rng) for _ in range(2 * (args.systems - compared))]
        solutions, _ = enginesys.run_harness(batch)
        for system, ours in zip(batch, solutions):
            if compared == args.systems:
                break
            if any(ours["movable"]) or ours["conflicts"]:
                skipped += 1
                continue
            compared += 1
            fighting += any(violation(constraint, ours["values"]) > 1e-6 for constraint in system[1])
            variables, constraints = enginesys.kiwi_objects(system)
            theirs, _ = enginesys.kiwi_solve(variables, constraints)
            if all(enginesys.close(a, b) for a, b in zip(ours["values"], theirs)):
                agreed += 1
            else:
                failures.append(("agreement", system, ours["values"], theirs))

    # 2. Lexicographic cases.
    cases = lexicographic_cases(rng)
    lexicographic_passed = 0
    solutions, _ = enginesys.run_harness([case[0] for case in cases])
    for (system, strength, expected, kiwi_expected), ours in zip(cases, solutions):
        variables, constraints = enginesys.kiwi_objects(system, strength)
        theirs, _ = enginesys.kiwi_solve(variables, constraints)
        engine_ok = all(enginesys.close(ours["values"][v], value) for v, value in expected.items())
        kiwi_differs = all(enginesys.close(theirs[v], value) for v, value in kiwi_expected.items())
        if engine_ok and kiwi_differs and not any(ours["movable"]):
            lexicographic_passed += 1
        else:
            failures.append(("lexicographic", system, ours["values"][:1], theirs[:1]))

    for kind, system, ours, theirs in failures[:10]:
        print(f"FAIL ({kind}): {system}\n  engine {ours}\n  kiwi   {theirs}")
    print(f"agreement: {compared} random systems with a unique optimum compared, {agreed} agree "
          f"(within 1e-6 relative); {skipped} generated systems skipped (a variable not determined, or a "
          f"required conflict); {fighting} of the compared have violated optional constraints")
    print(f"lexicographic: {len(cases)} cases where kiwi's weighted answer differs, "
          f"{lexicographic_passed} give the lexicographic answer")
    passed = agreed + lexicographic_passed
    print(f"kiwi-differential: {passed} passed, {len(failures)} failed, {skipped} skipped")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
