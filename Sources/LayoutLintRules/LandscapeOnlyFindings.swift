import LayoutLintModel

/// Errors that arise only in compact height, on a file that gives compact height no variation of
/// its own, hold only if the app shows an iPhone in landscape.
///
/// Whether it does is a project setting (`UISupportedInterfaceOrientations`), not something the
/// Interface Builder file says. Where the project's settings are found they decide: landscape
/// supported, the error stands; portrait only, the layout never shows and the finding is a note.
/// Where they are not found, the finding is a warning that says what it assumes. A file with a
/// compact-height variation was designed for landscape, so its errors there stay errors.
public enum LandscapeOnlyFindings {
    public static func apply(to findings: [Finding], document: Document,
                             support: () -> PhoneLandscapeSupport = { .unknown }) -> [Finding] {
        guard document.platform == .iOS, !document.traitKeysUsed.contains(where: { $0.height == .compact }),
              findings.contains(where: isLandscapeOnlyError) else { return findings }
        let support = support()
        return findings.map { finding in
            guard isLandscapeOnlyError(finding) else { return finding }
            var result = finding
            let arises = "\nIt arises only in compact height (an iPhone in landscape), which this file gives no variation of"
            switch support {
            case .supported(let file):
                result.message += arises + "; the app supports landscape (\(file))."
            case .portraitOnly(let files):
                result.severity = .note
                result.message += arises + ": the app never shows it, its targets list portrait orientations only ("
                    + files.joined(separator: ", ") + ")."
            case .unknown:
                result.severity = .warning
                result.message += arises + ": it is an error only if the app supports landscape (Xcode's default); "
                    + "an app that supports only portrait never shows this layout (no project settings were found to tell)."
            }
            return result
        }
    }

    private static func isLandscapeOnlyError(_ finding: Finding) -> Bool {
        finding.severity == .error && !finding.sizeClasses.isEmpty && finding.sizeClasses.allSatisfy { $0.height == .compact }
    }
}
