/// The formats `--reporter` accepts, by the name users type.
public enum ReporterKind: String, CaseIterable, Sendable {
    case xcode, json, junit, sarif, github, checkstyle, codeclimate, summary, html

    public func makeReporter(colored: Bool = false) -> any Reporter {
        switch self {
        case .xcode: return XcodeReporter(colored: colored)
        case .json: return JSONReporter()
        case .junit: return JUnitReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        case .codeclimate: return CodeClimateReporter()
        case .summary: return SummaryReporter()
        // The pictures need the documents: the command line gives them (HTMLReporter(documents:)).
        case .html: return HTMLReporter()
        }
    }
}
