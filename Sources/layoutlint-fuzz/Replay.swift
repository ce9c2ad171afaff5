// Without libFuzzer (a plain `swift build`): replays inputs through the same pipeline, for
// reproducing a crash the fuzzer saved and for timing a corpus: `layoutlint-fuzz FILE|DIR...`
// prints the slowest inputs, by the CPU time of the thread (on a loaded machine the wall time says
// more about the other processes than about layoutlint) with the wall time beside it.
#if !LIBFUZZER
import Foundation
import LayoutLintFuzzing

@main
struct Replay {
    static func main() {
        var timings: [(cpu: Double, wall: Double, path: String)] = []
        for path in CommandLine.arguments.dropFirst().flatMap(files) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let (cpu, wall) = (threadCPUSeconds(), DispatchTime.now().uptimeNanoseconds)
            FuzzPipeline.run(Array(data), path: path)
            timings.append((threadCPUSeconds() - cpu, Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9, path))
        }
        let total = timings.reduce(0) { $0 + $1.cpu }
        print(String(format: "replayed %d inputs, %.3f s CPU (%.2f ms each)", timings.count, total, total * 1000 / Double(max(timings.count, 1))))
        for timing in timings.sorted(by: { $0.cpu > $1.cpu }).prefix(5) {
            print(String(format: "%8.3f s CPU %8.3f s wall  %@", timing.cpu, timing.wall, timing.path))
        }
    }

    /// The CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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
