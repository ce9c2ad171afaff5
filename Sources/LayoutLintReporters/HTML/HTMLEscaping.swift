/// Escaping for HTML text and attribute values (double-quoted). Characters an HTML5 parser reports
/// as errors (controls other than tab and line feed, noncharacters) become U+FFFD, so every page
/// parses cleanly whatever a storyboard's labels contain.
enum HTMLEscaping {
    /// Text content: quotes stay as they are (constraint descriptions are full of them, and the
    /// largest documents' pages would grow by a tenth).
    static func text(_ value: String) -> String { escape(value, quotes: false) }

    /// A double-quoted attribute value.
    static func attribute(_ value: String) -> String { escape(value, quotes: true) }

    private static func escape(_ value: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        var afterCarriageReturn = false
        for scalar in value.unicodeScalars {
            // CR LF and a lone CR are line feeds, as the HTML parser would read them.
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\r": result += "\n"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if isParseError(scalar) {
                    result.unicodeScalars.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func isParseError(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if (0xFDD0...0xFDEF).contains(value) { return true }
        return value & 0xFFFE == 0xFFFE
    }

    /// A number for SVG coordinates: two decimals at most, no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return String(Int(rounded)) }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
