/// Why a file could not be turned into a document. Each case is a distinct, user-facing problem;
/// the CLI maps all of them to exit code 2 and keeps going with the other files.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case fileNotFound = "file-not-found"
        case unreadable = "unreadable"
        case empty = "empty-file"
        case binary = "binary-file"
        case malformedXML = "malformed-xml"
        case doctypeNotAllowed = "doctype-not-allowed"
        case notInterfaceBuilder = "not-interface-builder"
        case legacyArchive = "legacy-archive-format"
        case invalidNumber = "invalid-number"
    }

    public var kind: Kind
    public var path: String
    /// 1-based line, when the problem has one.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(kind: Kind, path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:col: error: message` — the same shape as every other diagnostic.
    public var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            location += ":\(column ?? 1)"
        }
        return "\(location): error: \(message)"
    }
}
