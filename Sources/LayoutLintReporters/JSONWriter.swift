import LayoutLintModel

/// A small streaming JSON writer: keys come out in the order they are written (so the output
/// follows the documented schema), numbers in their shortest exact form, bytes identical run to run.
///
/// `dump` writes tens of megabytes for a large project, so the writer appends into its own byte
/// buffer with `memcpy`-style copies and formats integers without creating strings.
public struct JSONWriter {
    private let sink = ByteSink()
    private var needsComma: [Bool] = [false]
    private var pendingKey = false
    private let indentUnit: Int
    private var depth = 0

    /// `indent` of 0 writes compact JSON.
    public init(indent: Int = 2) {
        indentUnit = indent
    }

    /// What has been written so far.
    public var bytes: [UInt8] { sink.bytes }
    public var text: String { String(decoding: sink.bytes, as: UTF8.self) }

    /// Hands the written bytes to `body` without copying them.
    public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try sink.withBytes(body)
    }

    // MARK: Structure

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    private mutating func newline() {
        guard indentUnit > 0 else { return }
        sink.append(UInt8(ascii: "\n"))
        var width = depth * indentUnit
        while width > 0 {
            let chunk = min(width, JSONWriter.spaces.count)
            JSONWriter.spaces.withUnsafeBytes { sink.append(UnsafeRawBufferPointer(rebasing: $0[0..<chunk])) }
            width -= chunk
        }
    }

    /// Called before every value: writes the separator, unless the value completes a `key`.
    private mutating func beginValue() {
        if pendingKey {
            pendingKey = false
            return
        }
        if needsComma[needsComma.count - 1] { sink.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
        if depth > 0 { newline() }
    }

    private mutating func open(_ byte: UInt8) {
        sink.append(byte)
        depth += 1
        needsComma.append(false)
    }

    private mutating func close(_ byte: UInt8) {
        let wroteSomething = needsComma.removeLast()
        depth -= 1
        if wroteSomething { newline() }
        sink.append(byte)
    }

    // MARK: Containers

    public mutating func beginObject() { beginValue(); open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { beginValue(); open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

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
        endKey()
    }

    /// A key known at compile time: schema keys need no escaping, so they are copied as they are.
    public mutating func key(_ name: StaticString) {
        beginValue()
        sink.append(UInt8(ascii: "\""))
        sink.append(UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        sink.append(UInt8(ascii: "\""))
        endKey()
    }

    private mutating func endKey() {
        sink.append(UInt8(ascii: ":"))
        if indentUnit > 0 { sink.append(UInt8(ascii: " ")) }
        pendingKey = true
    }

    // MARK: Values

    public mutating func string(_ value: String) { beginValue(); writeString(value) }
    public mutating func number(_ value: Double) { beginValue(); writeNumber(value) }
    public mutating func number(_ value: Int) { beginValue(); writeInteger(Int64(value)) }
    public mutating func bool(_ value: Bool) { beginValue(); writeLiteral(value ? "true" : "false") }
    public mutating func null() { beginValue(); writeLiteral("null") }

    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    // Key and value in one call.
    public mutating func field(_ name: StaticString, _ value: String?) { key(name); string(value) }
    public mutating func field(_ name: StaticString, _ value: Double) { key(name); number(value) }
    public mutating func field(_ name: StaticString, _ value: Int) { key(name); number(value) }
    public mutating func field(_ name: StaticString, _ value: Bool) { key(name); bool(value) }
    public mutating func field(_ name: String, _ value: String?) { key(name); string(value) }

    public mutating func objectField(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
        key(name)
        object(body)
    }

    public mutating func arrayField(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
        key(name)
        array(body)
    }

    /// A final line break at the end of the document.
    public mutating func finish() { sink.append(UInt8(ascii: "\n")) }

    // MARK: Encoding

    private func writeLiteral(_ literal: StaticString) {
        sink.append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Numbers as constraint descriptions print them: integral values without a fraction, others
    /// in Swift's shortest round-tripping form; non-finite values (invalid in JSON) as null.
    private func writeNumber(_ value: Double) {
        guard value.isFinite else { return writeLiteral("null") }
        if value == value.rounded(), abs(value) < 1e15 {
            writeInteger(Int64(value))
        } else {
            var text = formatLayoutNumber(value)
            text.withUTF8 { sink.append(UnsafeRawBufferPointer($0)) }
        }
    }

    private func writeInteger(_ value: Int64) {
        if value < 0 { sink.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch space, enough for 20 digits
        withUnsafeMutableBytes(of: &digits) { scratch in
            var index = scratch.count
            repeat {
                index -= 1
                scratch[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            sink.append(UnsafeRawBufferPointer(rebasing: scratch[index...]))
        }
    }

    private func writeString(_ value: String) {
        sink.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Copy runs of plain bytes in one go; escape the rest.
            var runStart = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                sink.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[runStart..<index])))
                writeEscaped(byte)
                runStart = index + 1
            }
            sink.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[runStart...])))
        }
        sink.append(UInt8(ascii: "\""))
    }

    private func writeEscaped(_ byte: UInt8) {
        sink.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): sink.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): sink.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "\n"): sink.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): sink.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): sink.append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            for digit in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]] {
                sink.append(digit)
            }
        }
    }
}

/// A growable byte buffer with cheap appends (Array's generic `append(contentsOf:)` was a fifth
/// of `dump`'s time).
final class ByteSink {
    private var storage: UnsafeMutableRawPointer
    private var count = 0
    private var capacity: Int

    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
    }

    deinit { storage.deallocate() }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let newStorage = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
        newStorage.copyMemory(from: storage, byteCount: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    func append(_ byte: UInt8) {
        reserve(1)
        storage.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    func append(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        reserve(buffer.count)
        (storage + count).copyMemory(from: base, byteCount: buffer.count)
        count += buffer.count
    }

    var bytes: [UInt8] { withBytes { Array($0) } }

    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: storage, count: count))
    }
}
