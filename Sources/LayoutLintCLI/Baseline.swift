import Foundation
import LayoutLintReporters
import LayoutLintRules

/// Findings accepted as they are today, so that only new ones are reported.
///
/// An entry is keyed by the file's path relative to the baseline's folder, the rule, the element's
/// id and the message (with line numbers in it masked) — never the line, so editing a file above a
/// finding does not bring it back.
/// Keys carry a count: a key recorded twice and found three times reports one.
struct Baseline {
    struct Key: Hashable, Comparable {
        var file: String
        var rule: String
        var element: String
        var message: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.rule, lhs.element, lhs.message) < (rhs.file, rhs.rule, rhs.element, rhs.message)
        }
    }

    var counts: [Key: Int] = [:]
    /// The folder paths are relative to.
    var directory: String

    static let version = 1

    init(directory: String) {
        self.directory = directory
    }

    func key(for finding: Finding) -> Key {
        Key(file: relativePath(finding.path), rule: finding.ruleID, element: finding.element ?? "",
            message: FindingIdentity.stableMessage(finding.message))
    }

    private func relativePath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    init(recording report: LintReport, directory: String) {
        self.directory = directory
        for finding in report.findings { counts[key(for: finding), default: 0] += 1 }
    }

    /// The report without the findings the baseline accounts for. Within a file the earliest
    /// findings of a key are taken as the old ones, so the result does not depend on scheduling.
    func filter(_ report: LintReport) -> LintReport {
        var remaining = counts
        var filtered = report
        for index in filtered.files.indices {
            filtered.files[index].findings.removeAll { finding in
                let key = key(for: finding)
                guard let left = remaining[key], left > 0 else { return false }
                remaining[key] = left - 1
                return true
            }
        }
        return filtered
    }

    // MARK: File format

    func serialized() -> String {
        var json = JSONWriter()
        json.object { json in
            json.field("version", Self.version)
            json.field("tool", "layoutlint")
            json.arrayField("findings") { json in
                for key in counts.keys.sorted() {
                    json.object { json in
                        json.field("file", key.file)
                        json.field("rule", key.rule)
                        json.field("element", key.element)
                        json.field("message", key.message)
                        json.field("count", counts[key]!)
                    }
                }
            }
        }
        json.finish()
        return json.text
    }

    struct FormatError: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): error: \(message) [baseline]" }
    }

    static func load(path: String) throws -> Baseline {
        let directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(path: path, message: "cannot read the baseline file")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == version, let entries = object["findings"] as? [[String: Any]] else {
            throw FormatError(path: path, message: "not a layoutlint baseline (version \(version)); write one with --write-baseline")
        }
        var baseline = Baseline(directory: directory)
        for (index, entry) in entries.enumerated() {
            guard let file = entry["file"] as? String, let rule = entry["rule"] as? String,
                  let element = entry["element"] as? String, let message = entry["message"] as? String,
                  let count = entry["count"] as? Int, count > 0 else {
                throw FormatError(path: path, message: "entry \(index + 1) needs file, rule, element, message and a positive count")
            }
            baseline.counts[Key(file: file, rule: rule, element: element, message: message), default: 0] += count
        }
        return baseline
    }
}
