import Foundation

/// Turns the paths on the command line into the files to lint.
///
/// A file named explicitly is linted whatever its extension; directories are searched recursively
/// for `.storyboard` and `.xib`, skipping hidden entries and not following symbolic links to
/// directories. A path that does not exist is passed through so the loader reports it.
enum FileDiscovery {
    static let extensions: Set<String> = ["storyboard", "xib"]

    static func files(for paths: [String]) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        for path in paths {
            for file in expand(path) where seen.insert(file).inserted {
                result.append(file)
            }
        }
        return result
    }

    private static func expand(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        var found: [String] = []
        walk(directory: path, into: &found)
        return found.sorted()
    }

    private static func walk(directory: String, into found: inout [String]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: full),
                  let type = attributes[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                walk(directory: full, into: &found)
            } else if type == .typeRegular || type == .typeSymbolicLink,
                      extensions.contains((entry as NSString).pathExtension.lowercased()) {
                found.append(full)
            }
        }
    }
}
