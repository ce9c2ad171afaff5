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
        var paths: [String] = []
        var budget = maximumEntries
        collect(directory: root, relative: "", into: &paths, budget: &budget)
        return paths.sorted().compactMap { relative -> SourceFileSummary? in
            let full = root.hasSuffix("/") ? root + relative : root + "/" + relative
            guard let language = SourceLanguage(pathExtension: (relative as NSString).pathExtension),
                  let data = FileManager.default.contents(atPath: full), data.count <= maximumFileSize else { return nil }
            return SourceFileSummary(relativePath: relative, language: language, text: String(decoding: data, as: UTF8.self))
        }
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
