import Foundation
import LayoutLintModel

/// The iPhone orientations an app's targets declare: `UISupportedInterfaceOrientations` (or its
/// `~iphone` variant, which wins on the iPhone) in Info.plist files, and the build settings Xcode
/// writes instead of an Info.plist (`INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone`, or
/// without the suffix) in `project.pbxproj`.
enum OrientationSettings {
    /// One target's declaration: where, and whether it lists a landscape orientation.
    struct Declaration: Equatable {
        var path: String
        var landscape: Bool
    }

    static func support(below root: String) -> PhoneLandscapeSupport {
        let candidates = SourceTree.files(below: root, limit: SourceTree.maximumFiles) { $0.hasSuffix(".plist") || $0 == "project.pbxproj" }
        let declarations = candidates.compactMap { relative -> Declaration? in
            let full = root.hasSuffix("/") ? root + relative : root + "/" + relative
            guard let data = FileManager.default.contents(atPath: full), data.count <= SourceTree.maximumFileSize,
                  let landscape = declaredLandscape(fileNamed: (relative as NSString).lastPathComponent, data) else { return nil }
            return Declaration(path: relative, landscape: landscape)
        }
        if let landscape = declarations.first(where: \.landscape) { return .supported(declaredIn: landscape.path) }
        return declarations.isEmpty ? .unknown : .portraitOnly(declaredIn: declarations.map(\.path))
    }

    /// nil when the file declares no iPhone orientations.
    static func declaredLandscape(fileNamed name: String, _ data: Data) -> Bool? {
        if name == "project.pbxproj" { return buildSettingsLandscape(String(decoding: data, as: UTF8.self)) }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        let orientations = (plist["UISupportedInterfaceOrientations~iphone"] ?? plist["UISupportedInterfaceOrientations"]) as? [String]
        return orientations.map { $0.contains(where: isLandscape) }
    }

    /// Any target's setting that lists a landscape orientation makes the project landscape.
    private static func buildSettingsLandscape(_ text: String) -> Bool? {
        var found: Bool?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("INFOPLIST_KEY_UISupportedInterfaceOrientations"),
                  !trimmed.hasPrefix("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad"),
                  let equals = trimmed.firstIndex(of: "=") else { continue }
            let landscape = trimmed[equals...].split(whereSeparator: { " \";=".contains($0) }).contains { isLandscape(String($0)) }
            found = (found ?? false) || landscape
        }
        return found
    }

    private static func isLandscape(_ orientation: String) -> Bool {
        orientation.hasPrefix("UIInterfaceOrientationLandscape")
    }
}
