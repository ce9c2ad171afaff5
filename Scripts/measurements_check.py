#!/usr/bin/env python3
"""Checks that every Swift name docs/measurements.md keys an entry by still exists in Sources/.

An entry is keyed by the backticked names in its heading (`### `EnginePriority.stackFitting``,
`### `SceneScreen.margins(of:)``, `### `MisplacedViewRule``). For `Type.member`, the type must be
declared or extended somewhere in Sources/ and the member declared (func, let, var, case) in a file
that declares or extends that type; a bare `Type` must be declared. Argument labels in
parentheses are ignored. Exits 1, listing the missing names, when any is gone, so that the
evidence cannot silently outlive the constant it is about.

Usage (from the package root): python3 Scripts/measurements_check.py [--doc PATH] [--sources DIR]
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

HEADING = re.compile(r"^#{2,6}\s")
KEY = re.compile(r"`([A-Z][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\([^`]*\))?`")
TYPE_DECLARATION = r"\b(?:enum|struct|class|actor|protocol|extension)\s+{name}\b"
MEMBER_DECLARATION = r"\b(?:func|let|var|case)\s+{name}\b"


def keyed_names(doc_path):
    """(line number, name) for every backticked Swift name in a heading."""
    names = []
    with open(doc_path, encoding="utf-8") as doc:
        in_code = False
        for number, line in enumerate(doc, 1):
            if line.startswith("```"):
                in_code = not in_code
                continue
            if in_code or not HEADING.match(line):
                continue
            for match in KEY.finditer(line):
                names.append((number, match.group(1)))
    return names


def swift_files(sources):
    result = {}
    for directory, _, files in os.walk(sources):
        for name in files:
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as source:
                    result[path] = source.read()
    return result


def exists(name, files):
    parts = name.split(".")
    type_pattern = re.compile(TYPE_DECLARATION.format(name=re.escape(parts[0])))
    owners = [text for text in files.values() if type_pattern.search(text)]
    if not owners:
        return False
    if len(parts) == 1:
        return True
    # A nested path (`Type.Inner.member`) is checked by its last component in the type's files.
    member_pattern = re.compile(MEMBER_DECLARATION.format(name=re.escape(parts[-1])))
    return any(member_pattern.search(text) for text in owners)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--doc", default=os.path.join(ROOT, "docs", "measurements.md"))
    parser.add_argument("--sources", default=os.path.join(ROOT, "Sources"))
    args = parser.parse_args()
    names = keyed_names(args.doc)
    if not names:
        print(f"{args.doc}: no keyed names found", file=sys.stderr)
        return 1
    files = swift_files(args.sources)
    missing = [(line, name) for line, name in names if not exists(name, files)]
    for line, name in missing:
        print(f"{os.path.relpath(args.doc)}:{line}: `{name}` is not declared in {os.path.relpath(args.sources)}")
    distinct = len({name for _, name in names})
    if missing:
        print(f"{len(missing)} of {len(names)} keyed names missing", file=sys.stderr)
        return 1
    print(f"all {distinct} keyed names exist")
    return 0


if __name__ == "__main__":
    sys.exit(main())
