import Foundation
import LayoutLintModel

/// Which source trees belong to a document, and how to print paths in them.
struct SourceRoot: Hashable {
    /// Absolute, for reading and caching.
    var absolute: String
    /// The prefix findings print before a file's relative path; empty for the current directory.
    var display: String

    /// A file below this root as findings print it.
    func displayPath(of relative: String) -> String {
        SourceRootSummary.displayPath(of: relative, under: display)
    }

    /// `--sources` directories when given; else the project around the document: the nearest
    /// enclosing folder with an `.xcodeproj`, `.xcworkspace`, `Package.swift` or `.git`, at most
    /// `searchDepth` levels up, or the document's own folder when there is none.
    static func roots(forDocumentAt path: String, sourceDirectories: [String],
                      folders: ProjectFolders = ProjectFolders()) -> [SourceRoot] {
        if !sourceDirectories.isEmpty {
            return sourceDirectories.map { directory in
                var display = directory
                while display.count > 1 && display.hasSuffix("/") { display.removeLast() }
                return SourceRoot(absolute: absolute(directory), display: display == "." ? "" : display)
            }
        }
        let folder = (absolute(path) as NSString).deletingLastPathComponent
        let root = projectRoot(from: folder, folders) ?? folder
        return [SourceRoot(absolute: root, display: display(root, relativeTo: path.hasPrefix("/") ? nil : currentDirectory))]
    }

    static let searchDepth = 6
    static let projectMarkers = ["Package.swift", ".git"]
    static let projectMarkerExtensions = ["xcodeproj", "xcworkspace"]

    private static func projectRoot(from folder: String, _ folders: ProjectFolders) -> String? {
        var candidate = folder
        // A home folder under version control (dotfiles) is not the document's project.
        let home = (NSHomeDirectory() as NSString).standardizingPath
        for _ in 0...searchDepth where candidate != home {
            if folders.holdsProjectMarker(candidate) { return candidate }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { return nil }
            candidate = parent
        }
        return nil
    }

    /// Whether a folder holds a project marker (listed here, remembered by `ProjectFolders`).
    fileprivate static func holdsProjectMarker(_ folder: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return entries.contains { entry in
            projectMarkers.contains(entry) || projectMarkerExtensions.contains { hasExtension(entry, $0) }
        }
    }

    /// `(name as NSString).pathExtension == pathExtension` for a folder entry, without building
    /// an `NSString` per entry (a folder of many projects lists thousands of entries).
    private static func hasExtension(_ name: String, _ pathExtension: String) -> Bool {
        name.utf8.count > pathExtension.utf8.count + 1 && name.hasSuffix("." + pathExtension)
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

/// Which folders hold a project marker, each folder listed once however many documents look up
/// through it: the documents of a project share their parent folders, and listing a large one
/// (a folder of many projects) for every document was most of the cost of finding the roots.
final class ProjectFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: Bool] = [:]

    func holdsProjectMarker(_ folder: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let answer = known[folder] { return answer }
        let answer = SourceRoot.holdsProjectMarker(folder)
        known[folder] = answer
        return answer
    }
}
