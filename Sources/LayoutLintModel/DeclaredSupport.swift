/// What an app shows that its Interface Builder files cannot tell: whether it runs an iPhone in
/// landscape (compact height), whether it runs on an iPad (regular width and height). The project's
/// targets declare it.
public enum AppTrait: String, Hashable, Sendable, CaseIterable {
    case phoneLandscape
    case pad
}

/// What the project around a document declares about an `AppTrait`.
public enum DeclaredSupport: Hashable, Sendable {
    /// Some target declares it, in this file.
    case supported(declaredIn: String)
    /// Every target found declares it away, in these files.
    case unsupported(declaredIn: [String])
    /// No target declares either (no project around the document, or nothing declared).
    case unknown
}
