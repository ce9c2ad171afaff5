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
    private var settingsByRoot: [String: [AppTrait: DeclaredSupport]] = [:]
    /// Per folder a document was given in (as written on the command line): its source roots.
    /// Both caches pay (measured, docs/performance.md): a project's documents share their folder,
    /// and working out its absolute path and walking up it with Foundation's path functions cost
    /// about 440,000 instructions a document; `folders` lists each folder on the walks once, for
    /// documents of different folders that share parents (a folder of many projects).
    private var rootsByFolder: [String: [SourceRoot]] = [:]
    private let folders = ProjectFolders()

    public init(sourceDirectories: [String] = []) {
        self.sourceDirectories = sourceDirectories
    }

    public func sourceRoots(forDocumentAt path: String) -> [SourceRootSummary] {
        roots(forDocumentAt: path).map { root in
            SourceRootSummary(display: root.display, files: files(below: root.absolute))
        }
    }

    public func support(of trait: AppTrait, forDocumentAt path: String) -> DeclaredSupport {
        let roots = roots(forDocumentAt: path)
        lock.lock()
        defer { lock.unlock() }
        var unsupported: [String] = []
        for root in roots {
            let settings = settingsByRoot[root.absolute] ?? TargetSettings.support(below: root.absolute)
            settingsByRoot[root.absolute] = settings
            switch settings[trait] ?? .unknown {
            case .supported(let file): return .supported(declaredIn: root.displayPath(of: file))
            case .unsupported(let files): unsupported += files.map(root.displayPath(of:))
            case .unknown: break
            }
        }
        return unsupported.isEmpty ? .unknown : .unsupported(declaredIn: unsupported)
    }

    /// The roots depend only on the document's folder as given (absolute or not, the same
    /// current directory), not on its file name.
    private func roots(forDocumentAt path: String) -> [SourceRoot] {
        let folder = (path as NSString).deletingLastPathComponent
        lock.lock()
        defer { lock.unlock() }
        if let roots = rootsByFolder[folder] { return roots }
        let roots = SourceRoot.roots(forDocumentAt: path, sourceDirectories: sourceDirectories, folders: folders)
        rootsByFolder[folder] = roots
        return roots
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
