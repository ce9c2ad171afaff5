import Foundation

/// Which source trees belong to a document, and how to print paths in them.
struct SourceRoot: Hashable {
    /// Absolute, for reading and caching.
    var absolute: String
    /// The prefix findings print before a file's relative path; empty for the current directory.
    var display: String

    /// `--sources` directories when given; else the project around the document: the nearest
    /// enclosing folder with an `.xcodeproj`, `.xcworkspace`, `Package.swift` or `.git`, at most
    /// `searchDepth` levels up, or the document's own folder when there is none.
    static func roots(forDocumentAt path: String, sourceDirectories: [String]) -> [SourceRoot] {
        if !sourceDirectories.isEmpty {
            return sourceDirectories.map { directory in
                var display = directory
                while display.count > 1 && display.hasSuffix("/") { display.removeLast() }
                return SourceRoot(absolute: absolute(directory), display: display == "." ? "" : display)
            }
        }
        let folder = (absolute(path) as NSString).deletingLastPathComponent
        let root = projectRoot(from: folder) ?? folder
        return [SourceRoot(absolute: root, display: display(root, relativeTo: path.hasPrefix("/") ? nil : currentDirectory))]
    }

    static let searchDepth = 6
    static let projectMarkers = ["Package.swift", ".git"]
    static let projectMarkerExtensions = ["xcodeproj", "xcworkspace"]

    private static func projectRoot(from folder: String) -> String? {
        var candidate = folder
        // A home folder under version control (dotfiles) is not the document's project.
        let home = (NSHomeDirectory() as NSString).standardizingPath
        for _ in 0...searchDepth where candidate != home {
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: candidate),
               entries.contains(where: { projectMarkers.contains($0) || projectMarkerExtensions.contains(($0 as NSString).pathExtension) }) {
                return candidate
            }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { return nil }
            candidate = parent
        }
        return nil
    }

    private static var currentDirectory: String {
        (FileManager.default.currentDirectoryPath as NSString).standardizingPath
    }

    private static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return (joined as NSString).standardizingPath
    }

    /// Relative to `base` when the root lies inside it (as the document's own path was given), else absolute.
    private static func display(_ root: String, relativeTo base: String?) -> String {
        guard let base else { return root }
        if root == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return root.hasPrefix(prefix) ? String(root.dropFirst(prefix.count)) : root
    }
}
