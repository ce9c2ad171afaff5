// libFuzzer's entry points, compiled only in the fuzzing build (Scripts/fuzz.sh passes
// -DLIBFUZZER with -sanitize=fuzzer,address; libFuzzer then supplies `main`).
#if LIBFUZZER
import LayoutLintFuzzing

/// One input: the bytes of a file, through the whole pipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzPipeline.run(bytes)
    return 0
}

/// libFuzzer's own byte-level mutator (flips, inserts, dictionary words).
@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// Half of the time a structural mutation (`XMLMutator`), otherwise libFuzzer's byte-level one.
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzCustomMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    if seed % 2 == 0 {
        var mutator = XMLMutator(seed: UInt64(seed))
        if let mutated = mutator.mutate(Array(UnsafeBufferPointer(start: data, count: size))), mutated.count <= maxSize {
            mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
            return mutated.count
        }
    }
    return libFuzzerMutate(data, size, maxSize)
}
#endif
