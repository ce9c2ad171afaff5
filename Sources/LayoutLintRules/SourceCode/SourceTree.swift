import Foundation

/// The Swift and Objective-C files below a directory, summarised once per process and shared by
/// every document linted in it (a project's storyboards all look at the same sources).
public struct SourceTree: Sendable {
    /// Absolute.
    public let root: String
    /// Sorted by path.
    public let files: [SourceFileSummary]

    /// Folders that hold build products, dependencies or tooling, not the project's own code.
    static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "vendor"]
    /// Bounds, so that pointing layoutlint at a huge tree costs seconds, not minutes.
    static let maximumFiles = 20_000
    static let maximumEntries = 200_000
    static let maximumFileSize = 4 << 20

    public init(root: String, files: [SourceFileSummary]) {
        self.root = root
        self.files = files
    }

    /// Reads the tree, or returns the copy read earlier in this process.
    public static func scanned(root: String) -> SourceTree {
        SourceTreeCache.shared.tree(root: root) { scan(root: root) }
    }

    static func scan(root: String) -> SourceTree {
        var paths: [String] = []
        var budget = maximumEntries
        collect(directory: root, relative: "", into: &paths, budget: &budget)
        let files = paths.sorted().compactMap { relative -> SourceFileSummary? in
            let full = root.hasSuffix("/") ? root + relative : root + "/" + relative
            guard let language = SourceLanguage(pathExtension: (relative as NSString).pathExtension),
                  let data = FileManager.default.contents(atPath: full), data.count <= maximumFileSize else { return nil }
            return SourceFileSummary(relativePath: relative, language: language, text: String(decoding: data, as: UTF8.self))
        }
        return SourceTree(root: root, files: files)
    }

    private static func collect(directory: String, relative: String, into paths: inout [String], budget: inout Int) {
        guard paths.count < maximumFiles, budget > 0,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        budget -= entries.count
        for entry in entries.sorted() where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
            let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            let relativeEntry = relative.isEmpty ? entry : relative + "/" + entry
            guard let type = (try? FileManager.default.attributesOfItem(atPath: full))?[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                collect(directory: full, relative: relativeEntry, into: &paths, budget: &budget)
            } else if SourceLanguage(pathExtension: (entry as NSString).pathExtension) != nil, paths.count < maximumFiles {
                paths.append(relativeEntry)
            }
        }
    }
}

/// Trees already read, by absolute root. Linting is single-threaded today; the lock keeps the cache
/// right if documents are ever linted in parallel.
final class SourceTreeCache: @unchecked Sendable {
    static let shared = SourceTreeCache()

    private let lock = NSLock()
    private var trees: [String: SourceTree] = [:]

    func tree(root: String, scan: () -> SourceTree) -> SourceTree {
        lock.lock()
        defer { lock.unlock() }
        if let tree = trees[root] { return tree }
        let tree = scan()
        trees[root] = tree
        return tree
    }
}
