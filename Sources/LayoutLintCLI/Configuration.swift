import Foundation
import LayoutLintEngine
import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules
import Yams

/// A mistake in the configuration file, with the place it was made.
struct ConfigurationError: Error, CustomStringConvertible {
    var path: String
    var line: Int?
    var column: Int?
    var message: String

    var description: String {
        var location = path
        if let line { location += ":\(line):\(column ?? 1)" }
        return "\(location): error: \(message) [config]"
    }
}

/// What a rule is set to: off, on at its default severity, or on at a given severity.
enum RuleSetting: Hashable, Sendable {
    case off
    case on(Severity?)
}

/// `.layoutlint.yml`. Every key is checked: a misspelt key would otherwise silently do nothing.
struct Configuration: Sendable {
    struct Override: Sendable {
        var paths: [Glob]
        var rules: [String: RuleSetting]
    }

    /// The file it was read from, and the folder its relative paths are relative to.
    var path: String?
    var directory: String
    var reporter: ReporterKind?
    var strict: Bool?
    var rules: [String: RuleSetting] = [:]
    var overrides: [Override] = []
    var included: [String] = []
    var excluded: [Glob] = []
    var sizeClasses: [String]?
    var device: String?
    var sources: [String] = []

    static let fileName = ".layoutlint.yml"

    init(directory: String) {
        self.directory = directory
    }

    /// The nearest `.layoutlint.yml` in `directory` or one of its parents.
    static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    // MARK: Applying

    /// The rules to run on `relativePath` (relative to the configuration's folder) and the severity
    /// each reports at, in catalog order.
    func rules(for relativePath: String) -> [(rule: any Rule.Type, severity: Severity?)] {
        var settings = rules
        for override in overrides where override.paths.contains(where: { $0.matches(relativePath) }) {
            settings.merge(override.rules) { _, new in new }
        }
        return RuleCatalog.all.compactMap { rule in
            switch settings[rule.description.id] {
            case .off: return nil
            case .on(let severity): return (rule, severity)
            case nil: return rule.description.isEnabledByDefault ? (rule, nil) : nil
            }
        }
    }

    func isExcluded(_ relativePath: String) -> Bool {
        excluded.contains { $0.matches(relativePath) }
    }

    /// `path` relative to the configuration's folder (for glob matching), or nil when outside it.
    func relativePath(of path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }

    /// A path from the file, as the command line should see it.
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let joined = URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
        let cwd = FileManager.default.currentDirectoryPath
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        if joined == cwd { return "." }
        return joined.hasPrefix(prefix) ? String(joined.dropFirst(prefix.count)) : joined
    }

    // MARK: Reading

    static func load(path: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, message: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: path, message: "the configuration file is not UTF-8 text")
        }
        let directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return try parse(text, path: path, directory: directory)
    }

    static func parse(_ text: String, path: String, directory: String) throws -> Configuration {
        var configuration = Configuration(directory: directory)
        configuration.path = path
        let reader = NodeReader(path: path)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw reader.syntaxError(error)
        }
        guard let root else { return configuration }  // an empty file: all defaults
        let top = try reader.mapping(root, context: "the configuration", keys: [
            "reporter", "strict", "rules", "overrides", "included", "excluded", "size_classes", "device", "sources",
        ])
        for (key, value) in top {
            switch key.string {
            case "reporter": configuration.reporter = try reader.reporter(value)
            case "strict": configuration.strict = try reader.bool(value, "strict")
            case "rules": configuration.rules = try reader.ruleSettings(value)
            case "overrides": configuration.overrides = try reader.overrides(value)
            case "included": configuration.included = try reader.strings(value, "included")
            case "excluded": configuration.excluded = try reader.strings(value, "excluded").map(Glob.init)
            case "size_classes": configuration.sizeClasses = try reader.sizeClasses(value)
            case "device": configuration.device = try reader.device(value)
            case "sources": configuration.sources = try reader.sourceFolders(value, resolvedBy: configuration)
            default: break  // `mapping` has already rejected unknown keys
            }
        }
        return configuration
    }
}

/// The configuration file's keys.
private extension NodeReader {
    func reporter(_ node: Node) throws -> ReporterKind {
        let name = try scalar(node, "reporter")
        guard let kind = ReporterKind(rawValue: name) else {
            throw error(node, "unknown reporter '\(name)'; expected one of: "
                + ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return kind
    }

    func overrides(_ node: Node) throws -> [Configuration.Override] {
        try sequence(node, "overrides").map { entry in
            let fields = try mapping(entry, context: "an override", keys: ["paths", "rules"])
            guard let paths = fields.first(where: { $0.key.string == "paths" })?.value else {
                throw error(entry, "an override needs 'paths' (a list of globs)")
            }
            let globs = try strings(paths, "paths").map(Glob.init)
            let rules = try fields.first(where: { $0.key.string == "rules" }).map { try ruleSettings($0.value) } ?? [:]
            return Configuration.Override(paths: globs, rules: rules)
        }
    }

    func sizeClasses(_ node: Node) throws -> [String] {
        try sequence(node, "size_classes").map { item in
            let text = try scalar(item, "a size class")
            guard let trait = text == "any" ? TraitKey.any : TraitKey(ibKey: text), trait.otherTraits.isEmpty else {
                throw error(item, "'\(text)' is not a size class; write Interface Builder's keys, "
                    + "such as default, widthClass=compact or widthClass=regular-heightClass=compact")
            }
            return trait.ibKey
        }
    }

    func device(_ node: Node) throws -> String {
        let device = try scalar(node, "device")
        guard DeviceMetrics.screens[device] != nil else {
            throw error(node, "'\(device)' is not an Interface Builder device id layoutlint knows; "
                + "use one of \(DeviceMetrics.screens.keys.sorted().joined(separator: ", "))")
        }
        return device
    }

    /// Folders relative to the configuration's; each must exist.
    func sourceFolders(_ node: Node, resolvedBy configuration: Configuration) throws -> [String] {
        try sequence(node, "sources").map { item in
            let folder = try scalar(item, "a source folder")
            let resolved = configuration.resolve(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw error(item, "source folder '\(folder)' does not exist")
            }
            return resolved
        }
    }
}

/// Reads Yams nodes, turning every unexpected shape into an error at the node's line.
private struct NodeReader {
    var path: String

    func error(_ node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(path: path, line: node.mark?.line, column: node.mark?.column, message: message)
    }

    func syntaxError(_ error: YamlError) -> ConfigurationError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return ConfigurationError(path: path, line: mark.line, column: mark.column, message: "invalid YAML: \(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return ConfigurationError(path: path, line: context.mark.line, column: context.mark.column,
                                      message: "\(keys) appears twice in the mapping that starts here")
        default:
            return ConfigurationError(path: path, message: "invalid YAML: \(error)")
        }
    }

    func mapping(_ node: Node, context: String, keys: [String]) throws -> [(key: Node, value: Node)] {
        guard let mapping = node.mapping else { throw error(node, "\(context) must be a mapping of keys to values") }
        var seen = Set<String>()
        var pairs: [(key: Node, value: Node)] = []
        for (key, value) in mapping {
            guard let name = key.scalar?.string else { throw error(key, "keys must be plain names") }
            guard keys.contains(name) else {
                throw error(key, "unknown key '\(name)' in \(context); expected one of: \(keys.joined(separator: ", "))")
            }
            guard seen.insert(name).inserted else { throw error(key, "'\(name)' appears twice in \(context)") }
            pairs.append((key, value))
        }
        return pairs
    }

    func scalar(_ node: Node, _ name: String) throws -> String {
        guard let scalar = node.scalar else { throw error(node, "\(name) must be a single value") }
        return scalar.string
    }

    func bool(_ node: Node, _ name: String) throws -> Bool {
        guard node.scalar != nil, let value = node.bool else { throw error(node, "\(name) must be true or false") }
        return value
    }

    func sequence(_ node: Node, _ name: String) throws -> [Node] {
        guard let sequence = node.sequence else { throw error(node, "\(name) must be a list") }
        return Array(sequence)
    }

    func strings(_ node: Node, _ name: String) throws -> [String] {
        try sequence(node, name).map { item in
            let text = try scalar(item, "each entry of \(name)")
            if text.isEmpty { throw error(item, "an entry of \(name) is empty") }
            return text
        }
    }

    /// `rule-id: off | on | error | warning | note`, or `rule-id: {enabled: Bool, severity: …}`.
    func ruleSettings(_ node: Node) throws -> [String: RuleSetting] {
        let known = RuleCatalog.all.map { $0.description.id }
        guard let mapping = node.mapping else { throw error(node, "rules must map rule ids to settings") }
        var settings: [String: RuleSetting] = [:]
        for (key, value) in mapping {
            guard let id = key.scalar?.string else { throw error(key, "rule ids must be plain names") }
            guard known.contains(id) else {
                throw error(key, "unknown rule '\(id)'; the rules are: \(known.joined(separator: ", "))")
            }
            guard settings[id] == nil else { throw error(key, "rule '\(id)' appears twice") }
            if value.mapping != nil {
                let fields = try self.mapping(value, context: "rule '\(id)'", keys: ["enabled", "severity"])
                var enabled = true
                var severity: Severity?
                for (field, fieldValue) in fields {
                    if field.string == "enabled" { enabled = try bool(fieldValue, "enabled") }
                    if field.string == "severity" { severity = try self.severity(fieldValue) }
                }
                settings[id] = enabled ? .on(severity) : .off
            } else {
                let text = try scalar(value, "the setting of '\(id)'")
                switch text {
                case "off", "false", "disabled": settings[id] = .off
                case "on", "true", "enabled": settings[id] = .on(nil)
                default:
                    guard let severity = Severity(rawValue: text) else {
                        throw error(value, "'\(text)' is not a rule setting; expected off, on, error, warning or note")
                    }
                    settings[id] = .on(severity)
                }
            }
        }
        return settings
    }

    func severity(_ node: Node) throws -> Severity {
        let text = try scalar(node, "severity")
        guard let severity = Severity(rawValue: text) else {
            throw error(node, "'\(text)' is not a severity; expected error, warning or note")
        }
        return severity
    }
}
