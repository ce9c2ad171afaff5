/// Escaping shared by the text-based formats.
enum Escaping {
    /// XML 1.0 text or attribute value. Characters XML 1.0 cannot carry at all (C0 controls other
    /// than tab, LF and CR, lone surrogates cannot occur in a Swift string) become U+FFFD, so the
    /// report always parses. In attributes, tab and line breaks are written as character
    /// references, or the parser would normalise them to spaces.
    static func xml(_ text: String, attribute: Bool = false) -> String {
        // Most text (ids, rule names, paths, messages) is printable ASCII with nothing to escape:
        // returned as it is, without rebuilding it scalar by scalar.
        if text.utf8.allSatisfy(isPlainXMLByte) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += attribute ? "&quot;" : "\""
            case "'": result += attribute ? "&apos;" : "'"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\r": result += "&#13;"
            case "\t": result += attribute ? "&#9;" : "\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result.unicodeScalars.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Printable ASCII that `xml` writes as it is in text and attributes alike.
    private static func isPlainXMLByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
            && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
    }

    /// A relative path as a URI reference: every byte outside RFC 3986's unreserved set and `/`
    /// is percent-encoded (file names contain spaces, `#`, `%`, non-ASCII letters).
    static func uriPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + hexByte(byte)
            }
        }
        return result
    }

    static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
