#!/usr/bin/env python3
"""Writes Sources/LayoutLintRules/RuleDocuments.generated.swift from Rules/*.md.

The rule documents are built into the binary so that an installed `layoutlint rules ID` can print
them without the repository. Run this after changing a document; the test suite fails while the
embedded documents differ from Rules/*.md.

Usage: python3 Scripts/generate_rule_documents.py [--check]
  --check   write nothing; exit 1 when the generated file is not what this script would write
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES = os.path.join(ROOT, "Rules")
GENERATED = os.path.join(ROOT, "Sources", "LayoutLintRules", "RuleDocuments.generated.swift")
COMMAND = "python3 Scripts/generate_rule_documents.py"

HEADER = f"""\
// Generated from Rules/*.md by Scripts/generate_rule_documents.py. Do not edit:
// change the Markdown, then run {COMMAND}

/// The document of every rule (`Rules/<id>.md`), built into the binary for `layoutlint rules ID`.
public enum RuleDocuments {{
    public static func document(for id: String) -> String? {{ byID[id] }}

    static let byID: [String: String] = [
"""


def read(path):
    # newline="" keeps the file's own line breaks, so the embedded text is the file's bytes.
    with open(path, encoding="utf-8", newline="") as file:
        return file.read()


def delimiter_length(text):
    """More `#` than any run after a quote or backslash in the text, so nothing inside ends the
    raw string or reads as an escape."""
    longest = 0
    run = 0
    counting = False
    for character in text:
        if character == "#" and counting:
            run += 1
            longest = max(longest, run)
        else:
            counting = character in "\"\\"
            run = 0
    return longest + 1


def generate():
    names = sorted(name for name in os.listdir(RULES) if name.endswith(".md") and name != "README.md")
    text = HEADER
    for name in names:
        markdown = read(os.path.join(RULES, name))
        hashes = "#" * delimiter_length(markdown)
        # A multi-line string literal drops the line break before its closing delimiter; keep the file's own.
        text += f'        "{name[:-3]}": {hashes}"""\n{markdown}\n"""{hashes},\n'
    return text + "    ]\n}\n"


def main(arguments):
    if arguments not in ([], ["--check"]):
        print(__doc__.strip(), file=sys.stderr)
        return 64
    expected = generate()
    current = read(GENERATED) if os.path.exists(GENERATED) else None
    if arguments == ["--check"]:
        if current != expected:
            print(f"RuleDocuments.generated.swift is stale: run {COMMAND}", file=sys.stderr)
            return 1
        return 0
    if current != expected:
        with open(GENERATED, "w", encoding="utf-8", newline="") as file:
            file.write(expected)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
