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
    ///
    /// Text with a UTF-16 byte order mark is valid XML (Xcode itself only writes UTF-8): it is
    /// transcoded to UTF-8 first, so the checks below and libxml2 see the same bytes.
    static func parse(_ bytes: UnsafeRawBufferPointer, path: String) throws -> ParsedXML {
        _ = setUp
        switch TextEncoding.sniff(bytes) {
        case .utf16(let bigEndian):
            let utf8 = try TextEncoding.utf8(fromUTF16: bytes, bigEndian: bigEndian, path: path)
            // The XML declaration still says UTF-16; the bytes are UTF-8 now.
            return try utf8.withUnsafeBytes { try parseText($0, path: path, ignoringDeclaredEncoding: true) }
        case .utf16WithoutByteOrderMark:
            throw InputError(kind: .malformedXML, path: path, line: 1, column: 1,
                             message: "malformed XML: the text looks like UTF-16 without a byte order mark; save the file as UTF-8")
        case .utf32:
            throw InputError(kind: .malformedXML, path: path, line: 1, column: 1,
                             message: "malformed XML: UTF-32 text is not supported; save the file as UTF-8")
        case .other:
            return try parseText(bytes, path: path, ignoringDeclaredEncoding: false)
        }
    }

    private static func parseText(_ bytes: UnsafeRawBufferPointer, path: String, ignoringDeclaredEncoding: Bool) throws -> ParsedXML {
        let isBlank = { (byte: UInt8) in
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
        let text = TextEncoding.hasUTF8ByteOrderMark(bytes) ? UnsafeRawBufferPointer(rebasing: bytes[3...]) : bytes
        if text.allSatisfy(isBlank) {
            throw InputError(kind: .empty, path: path, message: "file is empty")
        }
        if let found = memchr(bytes.baseAddress!, 0, bytes.count) {
            let nul = bytes.baseAddress!.distance(to: UnsafeRawPointer(found))
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
        var options = XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue
        // Indentation text nodes are a third of the tree and mean nothing in IB XML; but libxml2
        // recovers the lines of elements past line 65,535 from them, so long files keep them.
        if !LineIndex.hasMoreLines(than: 65_535, in: bytes) { options |= XML_PARSE_NOBLANKS.rawValue }
        if ignoringDeclaredEncoding { options |= XML_PARSE_IGNORE_ENC.rawValue }
        let document = bytes.withMemoryRebound(to: CChar.self) { chars in
            xmlCtxtReadMemory(context, chars.baseAddress, Int32(clamping: chars.count), path, nil, Int32(options))
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
        // libxml2's messages may span lines ("…indicate encoding !\nBytes: 0xFF…"); a diagnostic is one line.
        var message = (error.message.map { String(cString: $0) } ?? "malformed XML")
            .split(whereSeparator: { $0.isNewline }).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: " ")
        if message.hasPrefix("Input is not proper UTF-8") {
            // "Input is not proper UTF-8, indicate encoding ! Bytes: 0xFF 0xFE 0x74 0x6C"
            let bytes = message.components(after: "Bytes: ").map { " starting with \($0)" } ?? ""
            message = "invalid UTF-8 byte sequence\(bytes); Interface Builder files are UTF-8"
        } else if message.hasPrefix("Excessive depth in document") {
            // "Excessive depth in document: 256 use XML_PARSE_HUGE option": that option is not the user's to set.
            let limit = message.drop(while: { !$0.isNumber }).prefix(while: { $0.isNumber })
            message = "elements are nested more than \(limit.isEmpty ? "the allowed number of" : String(limit)) levels deep"
        }
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

/// The encodings recognised from the first bytes of a file (XML 1.0, appendix F).
enum TextEncoding: Equatable {
    case utf16(bigEndian: Bool)
    case utf16WithoutByteOrderMark
    case utf32
    /// UTF-8 or whatever the XML declaration says: libxml2 decides.
    case other

    static func sniff(_ bytes: UnsafeRawBufferPointer) -> TextEncoding {
        let head = Array(bytes.prefix(4))
        if head == [0xFF, 0xFE, 0, 0] || head == [0, 0, 0xFE, 0xFF] { return .utf32 }
        if head.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false) }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true) }
        if head.starts(with: [UInt8(ascii: "<"), 0]) || head.starts(with: [0, UInt8(ascii: "<")]) { return .utf16WithoutByteOrderMark }
        return .other
    }

    static func hasUTF8ByteOrderMark(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }

    /// UTF-16 after a byte order mark, as UTF-8 without one.
    static func utf8(fromUTF16 bytes: UnsafeRawBufferPointer, bigEndian: Bool, path: String) throws -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count + units.count / 2)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { utf8.append($0) }
        if failed || bytes.count % 2 != 0 {
            let line = utf8.withUnsafeBytes { LineIndex.line(ofOffset: $0.count, in: $0) }
            let problem = failed ? "an unpaired UTF-16 surrogate" : "an odd number of bytes (truncated?)"
            throw InputError(kind: .malformedXML, path: path, line: line, message: "malformed XML: UTF-16 text with \(problem)")
        }
        return utf8
    }
}

private extension String {
    /// The text after the first occurrence of `marker`, if it occurs.
    func components(after marker: String) -> Substring? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(marker) { return self[index(start, offsetBy: marker.count)...] }
            start = index(after: start)
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space (comments, libxml2's messages).
    func trimmingWhitespace() -> SubSequence {
        var slice = self[...]
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return slice
    }
}
