// Without libFuzzer (a plain `swift build`): replays inputs through the same pipeline, for
// reproducing a crash the fuzzer saved and for timing a corpus: `layoutlint-fuzz FILE|DIR...`
// prints the slowest inputs.
#if !LIBFUZZER
import Foundation
import LayoutLintFuzzing

@main
struct Replay {
    static func main() {
        var timings: [(seconds: Double, path: String)] = []
        for path in CommandLine.arguments.dropFirst().flatMap(files) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let start = DispatchTime.now().uptimeNanoseconds
            FuzzPipeline.run(Array(data), path: path)
            timings.append((Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, path))
        }
        print("replayed \(timings.count) inputs")
        for timing in timings.sorted(by: { $0.seconds > $1.seconds }).prefix(5) {
            print(String(format: "%8.3f s  %@", timing.seconds, timing.path))
        }
    }

    /// The file, or every regular file under the directory (sorted, for a stable order).
    static func files(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return names.sorted().map { path + "/" + $0 }.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}
#endif
