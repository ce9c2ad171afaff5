"""Shared by kiwi_differential.py and engine_benchmark.py: linear systems, the engine harness, kiwisolver.

A system is (variable_count, constraints); a constraint is (relation, priority, constant, terms) with
relation in "==", "<=", ">=", terms a list of (variable, coefficient), meaning
`Σ coefficient × variable + constant RELATION 0`. Priority 1000 is required.
"""
import os
import subprocess
import sys

KIWI_VERSION = "1.4.9"
HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
VENV = os.path.join(PACKAGE, ".venv-bench")
SCRATCH = os.path.join(PACKAGE, ".build-bench")
HARNESS = os.path.join(SCRATCH, "release", "engine-harness")
# Set ENGINE_HARNESS to use an engine-harness built elsewhere (CI: the debug build); then nothing is built.
PREBUILT = os.environ.get("ENGINE_HARNESS")
if PREBUILT:
    HARNESS = os.path.abspath(PREBUILT)


def ensure_environment():
    """Re-runs the calling script inside .venv-bench with kiwisolver==KIWI_VERSION (made on first use)."""
    python = os.path.join(VENV, "bin", "python")
    if os.path.realpath(sys.prefix) != os.path.realpath(VENV):
        if not os.path.exists(python):
            print(f"creating {VENV} with kiwisolver=={KIWI_VERSION}", file=sys.stderr)
            subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                        f"kiwisolver=={KIWI_VERSION}"], check=True)
        os.execv(python, [python] + sys.argv)
    import kiwisolver
    if kiwisolver.__version__ != KIWI_VERSION:
        sys.exit(f"kiwisolver {kiwisolver.__version__} found, {KIWI_VERSION} expected")


def build_harness():
    """Builds the engine harness in release mode (incremental: fast when up to date)."""
    if PREBUILT:
        return
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", SCRATCH, "--product", "engine-harness"],
                   cwd=PACKAGE, check=True, stdout=subprocess.DEVNULL)


RELATION_CODES = {"==": "=", "<=": "<", ">=": ">"}


def encode(systems):
    lines = []
    for count, constraints in systems:
        lines.append(f"system {count} {len(constraints)}")
        for tag, (relation, priority, constant, terms) in enumerate(constraints):
            cells = " ".join(f"{v} {c!r}" for v, c in terms)
            lines.append(f"{RELATION_CODES[relation]} {priority!r} {tag} {constant!r} {len(terms)} {cells}")
    return "\n".join(lines) + "\n"


def run_harness(systems, repeat=1, values=True, timeout=None, warmup=0):
    """Solves systems with the engine. Returns (list of per-system dicts, median total seconds)."""
    command = [HARNESS, "--repeat", str(repeat), "--warmup", str(warmup)] + ([] if values else ["--no-values"])
    result = subprocess.run(command, input=encode(systems).encode(), capture_output=True, check=True, timeout=timeout)
    solutions, total = [], None
    for line in result.stdout.decode().splitlines():
        key, _, rest = line.partition(" ")
        fields = rest.split()
        if key == "system":
            solutions.append({"seconds": float(fields[2])})
        elif key == "values":
            solutions[-1]["values"] = [float(f) for f in fields]
        elif key == "movable":
            solutions[-1]["movable"] = [f == "1" for f in fields]
        elif key == "conflicts":
            solutions[-1]["conflicts"] = fields
        elif key == "tied":
            solutions[-1]["tied"] = [int(f) for f in fields]
        elif key == "total":
            total = float(fields[1])
    return solutions, total


def level_strength(priority):
    """Kiwi strengths for the levels used here, 1000× apart (kiwi's strong / medium / weak)."""
    import kiwisolver
    if priority == 1000:
        return kiwisolver.strength.required
    return {750: kiwisolver.strength.create(1, 0, 0),
            500: kiwisolver.strength.create(0, 1, 0),
            250: kiwisolver.strength.create(0, 0, 1)}[priority]


def proportional_strength(priority):
    """Priority as the weight itself: what a direct port of Auto Layout to a weighted solver does."""
    import kiwisolver
    return kiwisolver.strength.required if priority == 1000 else kiwisolver.strength.create(0, 0, priority)


def kiwi_objects(system, strength=level_strength):
    """Kiwi variables and constraints for a system, built before any timing."""
    import kiwisolver
    count, constraints = system
    variables = [kiwisolver.Variable(f"v{i}") for i in range(count)]
    built = []
    for relation, priority, constant, terms in constraints:
        expression = kiwisolver.Expression([kiwisolver.Term(variables[v], c) for v, c in terms], constant)
        built.append(kiwisolver.Constraint(expression, relation, strength(priority)))
    return variables, built


def kiwi_solve(variables, constraints):
    """Adds the constraints to a fresh solver and reads the values. Returns (values, seconds)."""
    import time
    import kiwisolver
    solver = kiwisolver.Solver()
    start = time.perf_counter()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    elapsed = time.perf_counter() - start
    return [v.value() for v in variables], elapsed


def close(a, b, tolerance=1e-6):
    return abs(a - b) <= tolerance * max(1.0, abs(a), abs(b))
