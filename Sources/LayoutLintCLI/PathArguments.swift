import ArgumentParser

/// A subcommand that takes any number of paths (`lint`, `dump`), so that a build script or `xargs`
/// can pass thousands of them.
///
/// swift-argument-parser merges the input positions of a repeated argument into a set and copies
/// the growing array for every value, so its cost grows with the square of the number of paths
/// (at 20,000 paths it was 10 s of CPU, more than linting them). `PathArguments` takes the paths
/// out before the parser sees them and hands them to the parsed command afterwards.
protocol ManyPathsCommand: ParsableCommand {
    /// The long options that take a value as the next argument (`--name VALUE`).
    static var optionsWithValues: Set<String> { get }
    /// Appends paths after those the parser read (in the order given).
    mutating func appendPaths(_ paths: [String])
}

/// Splits a command line into what swift-argument-parser must parse and the paths it need not.
///
/// The parser keeps every option, every option's value and the first path (so a required path
/// argument and every message stay as they were); the other paths are set aside, in order, and
/// appended after the parsed first path, which is where the parser would have put them. Where the
/// split could read a command line differently from the parser (`--`, `-`, a word that names a
/// subcommand), nothing is set aside.
enum PathArguments {
    struct Split: Equatable {
        var arguments: [String]
        var paths: [String]
    }

    static let commands: [String: any ManyPathsCommand.Type] = ["lint": Lint.self, "dump": Dump.self]

    /// `arguments` without the program's name.
    static func split(_ arguments: [String]) -> Split {
        let unchanged = Split(arguments: arguments, paths: [])
        guard let first = arguments.first else { return unchanged }
        let explicit = commands[first]
        let command = explicit ?? Lint.self
        let start = explicit == nil ? 0 : 1
        let subcommands = Set(LayoutLintCommand.configuration.subcommands.map { $0._commandName } + ["help"])
        let rest = arguments[start...]
        if rest.contains(where: { $0 == "--" || $0 == "-" || subcommands.contains($0) }) { return unchanged }

        var kept = Array(arguments[..<start])
        var paths: [String] = []
        var expectsValue = false
        var seenPath = false
        for argument in rest {
            if argument.hasPrefix("-") {
                kept.append(argument)
                expectsValue = command.optionsWithValues.contains(argument)
            } else if expectsValue || !seenPath {
                kept.append(argument)
                seenPath = seenPath || !expectsValue
                expectsValue = false
            } else {
                paths.append(argument)
            }
        }
        return Split(arguments: kept, paths: paths)
    }

    /// Parses `arguments` as `LayoutLintCommand.parseAsRoot` would, the set-aside paths included.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        let split = split(arguments)
        let command = try LayoutLintCommand.parseAsRoot(split.arguments)
        guard !split.paths.isEmpty, var many = command as? any ManyPathsCommand else { return command }
        many.appendPaths(split.paths)
        return many
    }
}

extension LayoutLintCommand {
    /// `ParsableCommand.main()`, with the paths parsed by `PathArguments`.
    public static func main() {
        do {
            var command = try PathArguments.parse(Array(CommandLine.arguments.dropFirst()))
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}

extension Lint: ManyPathsCommand {
    static let optionsWithValues: Set<String> = ["--reporter", "--output", "--config", "--baseline", "--write-baseline", "--sources", "--jobs"]

    mutating func appendPaths(_ paths: [String]) { self.paths += paths }
}

extension Dump: ManyPathsCommand {
    static let optionsWithValues: Set<String> = ["--format", "--size-class"]

    mutating func appendPaths(_ paths: [String]) { files += paths }
}
