import LayoutLintModel

/// Errors that arise only in a layout the app may never show: an iPhone in landscape (compact
/// height) or an iPad (regular width and height), in a file that gives that size class no
/// variation of its own.
///
/// Whether an app shows them is a project setting (its supported orientations, its device
/// family), not something the Interface Builder file says. Where the project's settings are found
/// they decide: shown, the error stands; never shown, the finding is a note. Where they are not
/// found, the finding is a warning that says what it assumes. A file with a variation for the size
/// class was designed for it, so its errors there stay errors.
public enum ProjectDependentFindings {
    public static func apply(to findings: [Finding], document: Document,
                             support: (AppTrait) -> DeclaredSupport = { _ in .unknown }) -> [Finding] {
        guard document.platform == .iOS else { return findings }
        let keys = document.traitKeysUsed
        var supports: [AppTrait: DeclaredSupport] = [:]
        return findings.map { finding in
            guard finding.severity == .error, !finding.sizeClasses.isEmpty,
                  let trait = AppTrait.allCases.first(where: { $0.covers(finding.sizeClasses) && !$0.isDesignedFor(keys) })
            else { return finding }
            let declared = supports[trait] ?? support(trait)
            supports[trait] = declared
            return trait.qualify(finding, declared)
        }
    }
}

extension AppTrait {
    /// Whether every size class of a finding is one only this trait shows.
    func covers(_ sizeClasses: [TraitKey]) -> Bool {
        switch self {
        case .phoneLandscape: return sizeClasses.allSatisfy { $0.height == .compact }
        case .pad: return sizeClasses.allSatisfy { $0.width == .regular && $0.height == .regular }
        }
    }

    /// Whether the file has a variation for the trait's size classes.
    func isDesignedFor(_ keys: [TraitKey]) -> Bool {
        switch self {
        case .phoneLandscape: return keys.contains { $0.height == .compact }
        case .pad: return keys.contains { $0.width == .regular && $0.height != .compact }
        }
    }

    private var situation: String {
        switch self {
        case .phoneLandscape: return "compact height (an iPhone in landscape)"
        case .pad: return "regular width and height (an iPad)"
        }
    }

    func qualify(_ finding: Finding, _ declared: DeclaredSupport) -> Finding {
        var result = finding
        let arises = "\nIt arises only in \(situation), which this file gives no variation of"
        switch (self, declared) {
        case (.phoneLandscape, .supported(let file)):
            result.message += arises + "; the app supports landscape (\(file))."
        case (.pad, .supported(let file)):
            result.message += arises + "; the app runs on iPad (\(file))."
        case (.phoneLandscape, .unsupported(let files)):
            result.severity = .note
            result.message += arises + ": the app never shows it, its targets list portrait orientations only (" + files.joined(separator: ", ") + ")."
        case (.pad, .unsupported(let files)):
            result.severity = .note
            result.message += arises + ": the app never shows it, its targets are for iPhone only (" + files.joined(separator: ", ")
                + "; an iPhone app on an iPad keeps an iPhone's size classes)."
        case (.phoneLandscape, .unknown):
            result.severity = .warning
            result.message += arises + ": it is an error only if the app supports landscape (Xcode's default); "
                + "an app that supports only portrait never shows this layout (no project settings were found to tell)."
        case (.pad, .unknown):
            result.severity = .warning
            result.message += arises + ": it is an error only if the app runs on iPad (Xcode's default for a new app); "
                + "an iPhone-only app never shows this layout (no project settings were found to tell)."
        }
        return result
    }
}
