import Foundation
import LayoutLintModel

/// Reads the project's Swift and Objective-C code for the rules. Each source folder is read on the
/// first document that needs it and then shared by every later one, on every worker thread: a
/// project's storyboards all look at the same sources, and reading them is the slow part.
public final class SourceCodeReader: SourceCodeProvider, @unchecked Sendable {
    /// `--sources`; when empty, each document's sources are the project around it.
    public let sourceDirectories: [String]

    private let lock = NSLock()
    private var filesByRoot: [String: [SourceFileSummary]] = [:]
    /// Finding the project around a document lists up to seven folders; a project's documents
    /// share them, so each folder is listed once (the one cache of this look-up).
    private let folders = ProjectFolders()

    public init(sourceDirectories: [String] = []) {
        self.sourceDirectories = sourceDirectories
    }

    public func sourceRoots(forDocumentAt path: String) -> [SourceRootSummary] {
        roots(forDocumentAt: path).map { root in
            SourceRootSummary(display: root.display, files: files(below: root.absolute))
        }
    }

    private func roots(forDocumentAt path: String) -> [SourceRoot] {
        SourceRoot.roots(forDocumentAt: path, sourceDirectories: sourceDirectories, folders: folders)
    }

    /// The lock is held while scanning so that a second worker wanting the same folder waits for
    /// the first one's result instead of reading the folder again.
    private func files(below root: String) -> [SourceFileSummary] {
        lock.lock()
        defer { lock.unlock() }
        if let files = filesByRoot[root] { return files }
        let files = SourceTree.scan(root: root)
        filesByRoot[root] = files
        return files
    }
}
