import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed libxml2 document. Owns the tree; elements handed out are valid while it lives.
final class ParsedXML {
    let document: xmlDocPtr

    init(document: xmlDocPtr) { self.document = document }

    deinit { xmlFreeDoc(document) }

    var root: XMLElement? {
        xmlDocGetRootElement(document).map(XMLElement.init(node:))
    }
}

/// Reads files and parses XML with libxml2, safely: no network, no DTD loading, no entity
/// substitution, libxml2's default depth and size limits, and no DOCTYPE at all (Interface Builder
/// never writes one, and refusing it takes external entities and entity bombs off the table).
enum XMLDocumentReader {
    private static let setUp: Void = {
        xmlInitParser()
        // Defense in depth: even if some option let an external entity through, nothing is loaded.
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    /// Reads a whole file into memory, with errors that say what went wrong.
    static func readFile(atPath path: String) throws -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw InputError(kind: .fileNotFound, path: path, message: "no such file")
            }
            throw InputError(kind: .unreadable, path: path, message: "cannot read file: \(String(cString: strerror(code)))")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw InputError(kind: .unreadable, path: path, message: "is a directory")
        }
        guard let file = fopen(path, "rb") else {
            throw InputError(kind: .unreadable, path: path, message: "cannot read file: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count {
                if ferror(file) != 0 {
                    throw InputError(kind: .unreadable, path: path, message: "cannot read file: read error")
                }
                break
            }
        }
        return bytes
    }

    /// Parses bytes as XML, or throws an `InputError` with the line of the first problem.
    static func parse(_ bytes: UnsafeRawBufferPointer, path: String) throws -> ParsedXML {
        _ = setUp
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
            throw InputError(kind: .empty, path: path, message: "file is empty")
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw InputError(kind: .binary, path: path, line: LineIndex.line(ofOffset: nul, in: bytes),
                             message: "not a text file (NUL byte at offset \(nul)); expected Interface Builder XML")
        }
        if let doctype = PrologScanner.doctypeOffset(in: bytes) {
            throw InputError(kind: .doctypeNotAllowed, path: path, line: LineIndex.line(ofOffset: doctype, in: bytes),
                             message: "DOCTYPE declarations are not allowed: Interface Builder never writes one, and its entities are not read")
        }
        guard let context = xmlNewParserCtxt() else {
            throw InputError(kind: .unreadable, path: path, message: "out of memory creating the XML parser")
        }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)
        let document = bytes.withMemoryRebound(to: CChar.self) { chars in
            xmlCtxtReadMemory(context, chars.baseAddress, Int32(clamping: chars.count), path, nil, options)
        }
        let wellFormed = context.pointee.wellFormed != 0
        guard let document, wellFormed else {
            if let document { xmlFreeDoc(document) }
            throw malformed(context: context, path: path)
        }
        let parsed = ParsedXML(document: document)
        if document.pointee.intSubset != nil || document.pointee.extSubset != nil {
            throw InputError(kind: .doctypeNotAllowed, path: path, line: 1,
                             message: "DOCTYPE declarations are not allowed: Interface Builder never writes one")
        }
        return parsed
    }

    private static func malformed(context: xmlParserCtxtPtr, path: String) -> InputError {
        let error = context.pointee.lastError
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        while message.last == "\n" || message.last == " " { message.removeLast() }
        let line = error.line > 0 ? Int(error.line) : nil
        let column = error.int2 > 0 ? Int(error.int2) : nil
        return InputError(kind: .malformedXML, path: path, line: line, column: line == nil ? nil : column,
                          message: "malformed XML: \(message)")
    }
}

/// Finds a `<!DOCTYPE` in the prolog without parsing it.
enum PrologScanner {
    static func doctypeOffset(in bytes: UnsafeRawBufferPointer) -> Int? {
        var index = 0
        let count = bytes.count
        func starts(with text: StaticString, at offset: Int) -> Bool {
            let length = text.utf8CodeUnitCount
            guard offset + length <= count else { return false }
            for position in 0..<length where bytes[offset + position] != text.utf8Start[position] { return false }
            return true
        }
        // A UTF-8 byte order mark may precede the prolog.
        if starts(with: "\u{FEFF}", at: 0) { index = 3 }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t") {
                index += 1
            } else if starts(with: "<?", at: index) {
                guard let end = find("?>", from: index + 2) else { return nil }
                index = end + 2
            } else if starts(with: "<!--", at: index) {
                guard let end = find("-->", from: index + 4) else { return nil }
                index = end + 3
            } else if starts(with: "<!DOCTYPE", at: index) || starts(with: "<!doctype", at: index) {
                return index
            } else {
                return nil
            }
        }
        return nil

        func find(_ text: StaticString, from start: Int) -> Int? {
            var position = start
            while position < count {
                if starts(with: text, at: position) { return position }
                position += 1
            }
            return nil
        }
    }
}
