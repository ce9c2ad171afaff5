import Foundation
import XCTest

/// Runs the built `layoutlint` with a chosen working directory and environment, as CI would.
enum LayoutLintProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    private final class Box: @unchecked Sendable {
        var data = Data()
    }

    static let executable: URL? = {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for folder in candidates {
            let url = folder.appendingPathComponent("layoutlint")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()

    /// The package's root folder, for `SampleStoryboards/`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs with a clean, CI-like environment: no colour or progress variables leak in from the
    /// machine, and the timestamp is fixed so reports are comparable byte for byte.
    static func run(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
                    executable other: URL? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        let executable = try XCTUnwrap(other ?? executable, "layoutlint is not built next to the test bundle", file: file, line: line)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "CI", "PRE_COMMIT", "SOURCE_DATE_EPOCH"] { environment[name] = nil }
        environment["SOURCE_DATE_EPOCH"] = "1700000000"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "layoutlint crashed", file: file, line: line)
        return Result(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorData.data, as: UTF8.self))
    }

    /// Copies the package's samples into `directory/name` (tests never write to the originals).
    static func copySamples(to directory: URL, as name: String = "SampleStoryboards") throws -> URL {
        let destination = directory.appendingPathComponent(name)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("SampleStoryboards"), to: destination)
        return destination
    }
}
