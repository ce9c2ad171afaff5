/// Whether the app a document belongs to shows an iPhone in landscape (compact height), as its
/// `UISupportedInterfaceOrientations` say. Interface Builder files do not hold it: the project does.
public enum PhoneLandscapeSupport: Hashable, Sendable {
    /// Some app target lists a landscape orientation for the iPhone, in this file.
    case supported(declaredIn: String)
    /// Every app target found lists portrait orientations only, in these files.
    case portraitOnly(declaredIn: [String])
    /// No target's orientations were found (no project around the document, or none declared).
    case unknown
}
