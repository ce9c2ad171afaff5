import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Findings and reports go to standard output; summaries and progress to standard error.
enum Output {
    static func standardOutput(_ text: String) {
        var text = text
        text.withUTF8 { buffer in _ = fwrite(buffer.baseAddress, 1, buffer.count, stdout) }
    }

    static func standardOutput(buffer: UnsafeRawBufferPointer) {
        _ = fwrite(buffer.baseAddress, 1, buffer.count, stdout)
    }

    static func standardError(_ text: String) {
        fflush(stdout)
        var text = text
        text.withUTF8 { buffer in _ = fwrite(buffer.baseAddress, 1, buffer.count, stderr) }
        fflush(stderr)
    }

    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): error: cannot write: \(reason)" }
    }

    /// Writes `text` to `path` through a temporary file in the same folder and a rename, so a
    /// reader (or a crash) never sees half a report and a failed run leaves the old one in place.
    static func writeAtomically(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).layoutlint-\(getpid()).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            throw WriteError(path: path, reason: (error as NSError).localizedDescription)
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}

/// What the process is attached to, read once.
struct Terminal {
    var standardOutputIsTerminal: Bool
    var standardErrorIsTerminal: Bool
    var environment: [String: String]

    static var current: Terminal {
        Terminal(standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1, standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
                 environment: ProcessInfo.processInfo.environment)
    }

    /// https://no-color.org: present and not empty.
    var noColor: Bool { !(environment["NO_COLOR"] ?? "").isEmpty }

    /// Progress is for a person watching a terminal; CI logs and pre-commit (which runs hooks on
    /// the user's terminal, possibly several at once) get none.
    var showsProgress: Bool {
        standardErrorIsTerminal && environment["CI"] == nil && environment["PRE_COMMIT"] == nil
    }
}

/// A one-line `[n/total] file` counter on standard error, redrawn at most ten times a second.
final class Progress: @unchecked Sendable {
    private let total: Int
    private var done = 0
    private var lastDraw = 0.0
    private let lock = NSLock()

    init(total: Int) {
        self.total = total
    }

    func advance(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let now = Date().timeIntervalSinceReferenceDate
        guard now - lastDraw >= 0.1 || done == total else { return }
        lastDraw = now
        let text = "\r\u{1B}[K[\(done)/\(total)] \(path)"
        text.withCString { _ = fputs($0, stderr) }
        fflush(stderr)
    }

    func finish() {
        _ = fputs("\r\u{1B}[K", stderr)
        fflush(stderr)
    }
}
