/// The project's code, for the rules that compare a document with what code does to its outlets.
/// Rules ask for it only when a document gives them reason to, so a provider that reads the disk
/// reads nothing for documents that never need it.
public protocol SourceCodeProvider: Sendable {
    /// The source folders that belong to the document at `path`, in the order they were given.
    func sourceRoots(forDocumentAt path: String) -> [SourceRootSummary]
    /// Whether the document's app shows `trait` (an iPhone in landscape, an iPad), from its
    /// project's settings.
    func support(of trait: AppTrait, forDocumentAt path: String) -> DeclaredSupport
}

extension SourceCodeProvider {
    public func support(of trait: AppTrait, forDocumentAt path: String) -> DeclaredSupport { .unknown }
}
