import Foundation
import LayoutLintModel

/// What an app's targets declare about the layouts it shows, read from their Info.plist files and
/// from the build settings Xcode writes instead of an Info.plist (`project.pbxproj`):
/// * an iPhone in landscape: `UISupportedInterfaceOrientations` (its `~iphone` variant wins on the
///   iPhone), `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone` (or without the suffix);
/// * an iPad: `UIDeviceFamily` (2 is the iPad), `TARGETED_DEVICE_FAMILY` ("1,2": iPhone and iPad).
enum TargetSettings {
    /// One declaration: where, and whether it declares the trait.
    struct Declaration: Equatable {
        var path: String
        var supports: Bool
    }

    /// Every trait's support below `root`: supported when any target declares it (an extension
    /// or a second app counts, so a finding stays an error whenever some target may show it).
    static func support(below root: String) -> [AppTrait: DeclaredSupport] {
        let candidates = SourceTree.files(below: root, limit: SourceTree.maximumFiles) { $0.hasSuffix(".plist") || $0 == "project.pbxproj" }
        var declarations: [AppTrait: [Declaration]] = [:]
        for relative in candidates {
            let full = root.hasSuffix("/") ? root + relative : root + "/" + relative
            guard let data = FileManager.default.contents(atPath: full), data.count <= SourceTree.maximumFileSize else { continue }
            for (trait, supports) in declared(fileNamed: (relative as NSString).lastPathComponent, data) {
                declarations[trait, default: []].append(Declaration(path: relative, supports: supports))
            }
        }
        return declarations.mapValues { found in
            if let supporting = found.first(where: \.supports) { return .supported(declaredIn: supporting.path) }
            return .unsupported(declaredIn: found.map(\.path))
        }
    }

    /// What one file declares, per trait it says anything about.
    static func declared(fileNamed name: String, _ data: Data) -> [AppTrait: Bool] {
        if name == "project.pbxproj" { return buildSettings(String(decoding: data, as: UTF8.self)) }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [:] }
        var result: [AppTrait: Bool] = [:]
        if let orientations = (plist["UISupportedInterfaceOrientations~iphone"] ?? plist["UISupportedInterfaceOrientations"]) as? [String] {
            result[.phoneLandscape] = orientations.contains(where: isLandscape)
        }
        if let families = plist["UIDeviceFamily"] as? [Any] {
            result[.pad] = families.contains { "\($0)" == "2" }
        }
        return result
    }

    /// Any target's setting that declares a trait makes the project's answer for it.
    private static func buildSettings(_ text: String) -> [AppTrait: Bool] {
        var result: [AppTrait: Bool] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let values = trimmed[trimmed.index(after: equals)...].split(whereSeparator: { " \";=,".contains($0) }).map(String.init)
            if trimmed.hasPrefix("INFOPLIST_KEY_UISupportedInterfaceOrientations"),
               !trimmed.hasPrefix("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad") {
                result[.phoneLandscape] = (result[.phoneLandscape] ?? false) || values.contains(where: isLandscape)
            } else if trimmed.hasPrefix("TARGETED_DEVICE_FAMILY ") || trimmed.hasPrefix("TARGETED_DEVICE_FAMILY=") {
                result[.pad] = (result[.pad] ?? false) || values.contains("2")
            }
        }
        return result
    }

    private static func isLandscape(_ orientation: String) -> Bool {
        orientation.hasPrefix("UIInterfaceOrientationLandscape")
    }
}
