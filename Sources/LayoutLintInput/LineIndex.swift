/// Maps a line number to the column where that line's first element starts.
///
/// libxml2 records line numbers but not columns; Interface Builder writes one element per line,
/// so the first non-blank character of the line is the element's `<`.
struct LineIndex {
    private let firstNonBlankColumn: [Int32]

    init(_ bytes: UnsafeRawBufferPointer) {
        var columns: [Int32] = [0]  // index 0 unused: lines are 1-based
        columns.reserveCapacity(bytes.count / 40 + 2)
        var atLineStart = true
        var column: Int32 = 1
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if atLineStart { columns.append(1) }
                atLineStart = true
                column = 1
                continue
            }
            if atLineStart {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    column += 1
                } else {
                    columns.append(column)
                    atLineStart = false
                }
            }
        }
        if atLineStart { columns.append(1) }
        firstNonBlankColumn = columns
    }

    func column(ofLine line: Int) -> Int {
        guard line > 0, line < firstNonBlankColumn.count else { return 1 }
        return Int(firstNonBlankColumn[line])
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
