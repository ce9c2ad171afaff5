import LayoutLintModel

/// A small streaming JSON writer: keys come out in the order they are written (so the output
/// follows the documented schema), numbers in their shortest exact form, bytes identical run to run.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]
    private let indentUnit: Int
    private var depth = 0

    /// `indent` of 0 writes compact JSON.
    public init(indent: Int = 2, capacity: Int = 1 << 16) {
        indentUnit = indent
        bytes.reserveCapacity(capacity)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func newline() {
        guard indentUnit > 0 else { return }
        bytes.append(UInt8(ascii: "\n"))
        let width = depth * indentUnit
        if width <= JSONWriter.spaces.count {
            bytes.append(contentsOf: JSONWriter.spaces[0..<width])
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    /// Called before every value: writes the separator, unless the value completes a `key`.
    private mutating func beginValue() {
        if pendingKey {
            pendingKey = false
            return
        }
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        if depth > 0 { newline() }
    }

    private var pendingKey = false

    private mutating func open(_ byte: Character) {
        bytes.append(byte.asciiValue!)
        depth += 1
        needsComma.append(false)
    }

    private mutating func close(_ byte: Character) {
        let wroteSomething = needsComma.removeLast()
        depth -= 1
        if wroteSomething { newline() }
        bytes.append(byte.asciiValue!)
    }

    // MARK: Containers

    public mutating func beginObject() { beginValue(); open("{") }
    public mutating func endObject() { close("}") }
    public mutating func beginArray() { beginValue(); open("[") }
    public mutating func endArray() { close("]") }

    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginArray()
        body(&self)
        endArray()
    }

    /// Writes `"key": `; the next value written is the key's value.
    public mutating func key(_ name: String) {
        beginValue()
        writeString(name)
        bytes.append(UInt8(ascii: ":"))
        if indentUnit > 0 { bytes.append(UInt8(ascii: " ")) }
        pendingKey = true
    }

    // MARK: Values

    public mutating func string(_ value: String) { beginValue(); writeString(value) }
    public mutating func number(_ value: Double) { beginValue(); bytes.append(contentsOf: JSONWriter.format(value).utf8) }
    public mutating func number(_ value: Int) { beginValue(); bytes.append(contentsOf: String(value).utf8) }
    public mutating func bool(_ value: Bool) { beginValue(); bytes.append(contentsOf: (value ? "true" : "false").utf8) }
    public mutating func null() { beginValue(); bytes.append(contentsOf: "null".utf8) }

    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    // Key and value in one call.
    public mutating func field(_ name: String, _ value: String?) { key(name); string(value) }
    public mutating func field(_ name: String, _ value: Double) { key(name); number(value) }
    public mutating func field(_ name: String, _ value: Int) { key(name); number(value) }
    public mutating func field(_ name: String, _ value: Bool) { key(name); bool(value) }

    public mutating func objectField(_ name: String, _ body: (inout JSONWriter) -> Void) {
        key(name)
        object(body)
    }

    public mutating func arrayField(_ name: String, _ body: (inout JSONWriter) -> Void) {
        key(name)
        array(body)
    }

    /// A finished line break at the end of the document.
    public mutating func finish() { bytes.append(UInt8(ascii: "\n")) }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return formatLayoutNumber(value)
    }

    private mutating func writeString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escaping: copy them in one go.
        var value = value
        let copied: Bool = value.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !copied { writeEscaped(value) }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscaped(_ value: String) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
    }
}
