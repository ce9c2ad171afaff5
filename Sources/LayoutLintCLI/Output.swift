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
    }
}
