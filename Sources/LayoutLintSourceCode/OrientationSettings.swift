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
        var declarations: [Declaration] = []
        var budget = SourceTree.maximumEntries
        collect(directory: root, relative: "", into: &declarations, budget: &budget)
        if let landscape = declarations.first(where: \.landscape) { return .supported(declaredIn: landscape.path) }
        return declarations.isEmpty ? .unknown : .portraitOnly(declaredIn: declarations.map(\.path))
    }

    private static func collect(directory: String, relative: String, into declarations: inout [Declaration], budget: inout Int) {
        guard budget > 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        budget -= entries.count
        for entry in entries.sorted() where !entry.hasPrefix(".") && !SourceTree.skippedFolders.contains(entry) {
            let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            let relativeEntry = relative.isEmpty ? entry : relative + "/" + entry
            guard let type = (try? FileManager.default.attributesOfItem(atPath: full))?[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                collect(directory: full, relative: relativeEntry, into: &declarations, budget: &budget)
            } else if let data = readable(full), let landscape = declaredLandscape(fileNamed: entry, data) {
                declarations.append(Declaration(path: relativeEntry, landscape: landscape))
            }
        }
    }

    private static func readable(_ path: String) -> Data? {
        let name = (path as NSString).lastPathComponent
        guard name.hasSuffix(".plist") || name == "project.pbxproj",
              let data = FileManager.default.contents(atPath: path), data.count <= SourceTree.maximumFileSize else { return nil }
        return data
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
