import Foundation
import LayoutLintModel

/// Reads the Swift and Objective-C files below a directory.
enum SourceTree {
    /// Folders that hold build products, dependencies or tooling, not the project's own code.
    static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "vendor"]
    /// Bounds, so that pointing layoutlint at a huge tree costs seconds, not minutes.
    static let maximumFiles = 20_000
    static let maximumEntries = 200_000
    static let maximumFileSize = 4 << 20

    /// Summaries of the files, sorted by path.
    static func scan(root: String) -> [SourceFileSummary] {
        let paths = files(below: root, limit: maximumFiles) { SourceLanguage(pathExtension: ($0 as NSString).pathExtension) != nil }
        return paths.sorted().compactMap { relative -> SourceFileSummary? in
            let full = root.hasSuffix("/") ? root + relative : root + "/" + relative
            guard let language = SourceLanguage(pathExtension: (relative as NSString).pathExtension),
                  let data = FileManager.default.contents(atPath: full), data.count <= maximumFileSize else { return nil }
            return SourceFileSummary(relativePath: relative, language: language, text: String(decoding: data, as: UTF8.self))
        }
    }

    /// The paths, relative to `root`, of the files whose names `wanted` accepts, in the project's
    /// own folders (hidden and skipped folders left out), at most `limit` of them and within
    /// `maximumEntries` directory entries read.
    static func files(below root: String, limit: Int, _ wanted: (String) -> Bool) -> [String] {
        var paths: [String] = []
        var budget = maximumEntries
        collect(directory: root, relative: "", wanted: wanted, limit: limit, into: &paths, budget: &budget)
        return paths
    }

    private static func collect(directory: String, relative: String, wanted: (String) -> Bool, limit: Int,
                                into paths: inout [String], budget: inout Int) {
        guard paths.count < limit, budget > 0,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        budget -= entries.count
        for entry in entries.sorted() where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
            let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            let relativeEntry = relative.isEmpty ? entry : relative + "/" + entry
            guard let type = (try? FileManager.default.attributesOfItem(atPath: full))?[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                collect(directory: full, relative: relativeEntry, wanted: wanted, limit: limit, into: &paths, budget: &budget)
            } else if wanted(entry), paths.count < limit {
                paths.append(relativeEntry)
            }
        }
    }
}
