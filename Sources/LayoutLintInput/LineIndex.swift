#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps a line number to the column where that line's first element starts.
///
/// libxml2 records line numbers but not columns; Interface Builder writes one element per line,
/// so the first non-blank character of the line is the element's `<`.
struct LineIndex {
    private let firstNonBlankColumn: [Int32]

    init(_ bytes: UnsafeRawBufferPointer) {
        var columns: [Int32] = [0]  // index 0 unused: lines are 1-based
        columns.reserveCapacity(bytes.count / 40 + 2)
        guard let base = bytes.baseAddress else {
            firstNonBlankColumn = columns
            return
        }
        var lineStart = 0
        while lineStart <= bytes.count {
            var position = lineStart
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
                position += 1
            }
            columns.append(Int32(clamping: position - lineStart + 1))
            guard lineStart < bytes.count,
                  let newline = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart) else { break }
            lineStart = base.distance(to: UnsafeRawPointer(newline)) + 1
        }
        firstNonBlankColumn = columns
    }

    func column(ofLine line: Int) -> Int {
        guard line > 0, line < firstNonBlankColumn.count else { return 1 }
        return Int(firstNonBlankColumn[line])
    }

    /// Whether the text has more than `count` lines, counting no further than needed.
    static func hasMoreLines(than count: Int, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > count else { return false }
        var newlines = 0
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
            newlines += 1
            if newlines >= count { return true }
            offset = base.distance(to: UnsafeRawPointer(found)) + 1
        }
        return false
    }

    /// The 1-based line of a byte offset (used for problems found before libxml2 runs).
    static func line(ofOffset offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        var line = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
        }
        return line
    }
}
