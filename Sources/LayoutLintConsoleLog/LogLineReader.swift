import Foundation

/// Reads a log file (or standard input) a chunk at a time and hands over its lines, so that a
/// 100 MB console dump needs no more memory than its longest line (itself capped).
public enum LogLineReader {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Lines longer than this are cut: no description is that long, and a binary file or a
    /// minified blob has no newlines to stop at.
    public static let maximumLineLength = 256 * 1024
    static let chunkSize = 1 << 16

    /// Calls `body` with each line (without its newline) and its 1-based number; returns the count.
    /// Throws for a file that cannot be opened, is empty, or holds binary data (NUL bytes near its start).
    @discardableResult
    public static func read(path: String, _ body: (Substring, Int) -> Void) throws -> Int {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(description: "\(path): no such file")
            }
            guard !isDirectory.boolValue else { throw Failure(description: "\(path): is a directory, not a log") }
            guard let opened = FileHandle(forReadingAtPath: path) else { throw Failure(description: "\(path): cannot be read") }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        return try read(chunks: { handle.readData(ofLength: chunkSize) }, name: path == "-" ? "standard input" : path, body)
    }

    /// The same over any source of chunks (an empty chunk ends it), for tests.
    public static func read(chunks next: () -> Data, name: String, _ body: (Substring, Int) -> Void) throws -> Int {
        var pending: [UInt8] = []
        var number = 0
        var sawAny = false
        var checkedBinary = false
        var skipping = false
        func deliver(_ bytes: ArraySlice<UInt8>) {
            number += 1
            let cut = bytes.count > maximumLineLength ? bytes.prefix(maximumLineLength) : bytes
            body(Substring(String(decoding: cut, as: UTF8.self)), number)
        }
        while true {
            let data = next()
            if data.isEmpty { break }
            sawAny = true
            if !checkedBinary {
                checkedBinary = true
                if data.prefix(8192).contains(0) { throw Failure(description: "\(name): binary data (NUL bytes), not console output") }
            }
            pending.append(contentsOf: data)
            var start = 0
            while let newline = pending[start...].firstIndex(of: 0x0A) {
                if skipping { skipping = false } else { deliver(pending[start..<newline]) }
                start = newline + 1
            }
            pending.removeFirst(start)
            if pending.count > maximumLineLength {
                // An endless line: keep its start, drop the rest until the next newline.
                if !skipping { deliver(pending[...]) }
                skipping = true
                pending.removeAll()
            }
        }
        guard sawAny else { throw Failure(description: "\(name): empty, nothing to read") }
        if !pending.isEmpty && !skipping { deliver(pending[...]) }
        return number
    }
}
