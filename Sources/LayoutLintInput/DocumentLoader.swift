import LayoutLintModel

/// The input layer's front door: a path or bytes in, a `Document` (or an `InputError`) out.
public enum DocumentLoader {
    /// Reads and parses a file. Never writes to it.
    public static func load(path: String) throws -> Document {
        let bytes = try XMLDocumentReader.readFile(atPath: path)
        return try parse(bytes: bytes, path: path)
    }

    /// Parses Interface Builder XML held in memory; `path` is used in messages and in the document.
    public static func parse(bytes: [UInt8], path: String) throws -> Document {
        try bytes.withUnsafeBytes { buffer in
            let xml = try XMLDocumentReader.parse(buffer, path: path)
            guard let root = xml.root else {
                throw InputError(kind: .notInterfaceBuilder, path: path, message: "the XML has no root element")
            }
            let lines = LineIndex(buffer)
            return try withExtendedLifetime(xml) {
                try DocumentBuilder(path: path, lines: lines).build(root: root)
            }
        }
    }

    public static func parse(text: String, path: String) throws -> Document {
        try parse(bytes: Array(text.utf8), path: path)
    }
}
