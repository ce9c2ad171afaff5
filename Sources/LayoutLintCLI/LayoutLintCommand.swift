import ArgumentParser

/// `layoutlint`: lints Interface Builder files; `lint` is the default subcommand, so
/// `layoutlint Main.storyboard` and `layoutlint lint Main.storyboard` are the same.
public struct LayoutLintCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layoutlint",
        abstract: "A layout debugger and linter for Interface Builder storyboards and xibs.",
        discussion: """
            Exit codes: 0 no failing findings, 1 failing findings, 2 an input could not be read or parsed, \
            64 a usage error, 78 a bad configuration file.
            """,
        version: "0.1.0",
        subcommands: [Lint.self, Dump.self, Rules.self, Explain.self, LogCommand.self],
        defaultSubcommand: Lint.self
    )

    public init() {}
}

/// The project's exit codes.
enum ExitStatus {
    static let clean: Int32 = 0
    static let failingFindings: Int32 = 1
    static let unreadableInput: Int32 = 2
    static let usage: Int32 = 64
    /// EX_CONFIG from sysexits.h: the configuration file is wrong, not the command line.
    static let badConfiguration: Int32 = 78
}
