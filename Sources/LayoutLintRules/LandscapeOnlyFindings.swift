import LayoutLintModel

/// Errors that arise only in compact height, on a file that gives compact height no variation of
/// its own, become warnings that say so.
///
/// Compact height is an iPhone in landscape. Whether an app ever shows it is a project setting
/// (`UISupportedInterfaceOrientations`), not something the Interface Builder file says: the error
/// holds only if the app supports landscape. A file with a compact-height variation was designed
/// for landscape, so its errors there stay errors.
public enum LandscapeOnlyFindings {
    public static func apply(to findings: [Finding], document: Document) -> [Finding] {
        guard document.platform == .iOS, !document.traitKeysUsed.contains(where: { $0.height == .compact }) else {
            return findings
        }
        return findings.map { finding in
            guard finding.severity == .error, !finding.sizeClasses.isEmpty,
                  finding.sizeClasses.allSatisfy({ $0.height == .compact }) else { return finding }
            var softened = finding
            softened.severity = .warning
            softened.message += "\nIt arises only in compact height (an iPhone in landscape), which this file gives no "
                + "variation of: it is an error only if the app supports landscape (Xcode's default); an app that "
                + "supports only portrait never shows this layout."
            return softened
        }
    }
}
