// swift-tools-version:5.9
import PackageDescription

// Layers, each depending only on the ones before it:
// input (IB XML via libxml2) → model (the constraint graph) → engine (solving, explaining) → rules → reporters → CLI.
// The model is the bottom layer in dependency terms: it knows nothing of XML or output formats.
//
// Source code (reading the project's Swift and Objective-C for what it does to outlet constraints)
// stands beside input: both read the disk and produce model values. Rules do not depend on it, so
// that they stay pure (the same context, the same findings) and cannot read files: the values the
// priority rule consumes and the SourceCodeProvider protocol it asks through live in the model,
// and the CLI passes a LayoutLintSourceCode reader in LintContext. A provider to ask rather than a
// value handed over, so that sources are still read only for documents with outlet constraints,
// each folder once per run.
let package = Package(
    name: "layoutlint",
    products: [
        .executable(name: "layoutlint", targets: ["layoutlint"]),
        .library(
            name: "LayoutLintKit",
            targets: ["LayoutLintModel", "LayoutLintInput", "LayoutLintConsoleLog", "LayoutLintSourceCode", "LayoutLintEngine", "LayoutLintRules", "LayoutLintReporters"]
        ),
        .plugin(name: "LayoutLintPlugin", targets: ["LayoutLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The configuration file (.layoutlint.yml); its Node API keeps line numbers for error messages.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "LayoutLintModel"),
        .target(name: "LayoutLintInput", dependencies: ["LayoutLintModel", "CLibXML2"]),
        .target(name: "LayoutLintSourceCode", dependencies: ["LayoutLintModel"]),
        // Reads Xcode console output (UIKit's and AppKit's Auto Layout logs) into blocks and parsed
        // constraint descriptions. Input side, beside LayoutLintInput: it reads text; the model
        // knows nothing of log formats. Mapping a log to a project's IB constraints uses the model.
        .target(name: "LayoutLintConsoleLog", dependencies: ["LayoutLintModel"]),
        .target(name: "LayoutLintEngine", dependencies: ["LayoutLintModel"]),
        .target(name: "LayoutLintRules", dependencies: ["LayoutLintModel", "LayoutLintEngine"]),
        .target(name: "LayoutLintReporters", dependencies: ["LayoutLintModel", "LayoutLintEngine", "LayoutLintRules"]),
        .target(
            name: "LayoutLintCLI",
            dependencies: [
                "LayoutLintModel", "LayoutLintInput", "LayoutLintSourceCode", "LayoutLintEngine", "LayoutLintRules", "LayoutLintReporters",
                "LayoutLintConsoleLog",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "layoutlint", dependencies: ["LayoutLintCLI"]),
        // Reads linear systems on stdin and solves them with the engine: for Benchmarks/ (kiwisolver
        // differential test and solver benchmark). Not part of the command line or the library product.
        .executableTarget(name: "engine-harness", dependencies: ["LayoutLintEngine"]),
        // The fuzzing harness (Scripts/fuzz.sh): the whole pipeline on one file's bytes and an
        // XML-aware mutator in a library (regression tests call it too), and an executable that is
        // libFuzzer's target when built with -sanitize=fuzzer and -DLIBFUZZER, else a replayer.
        .target(name: "LayoutLintFuzzing", dependencies: ["LayoutLintInput", "LayoutLintEngine", "LayoutLintRules", "LayoutLintReporters", "LayoutLintModel"]),
        .executableTarget(name: "layoutlint-fuzz", dependencies: ["LayoutLintFuzzing"]),
        // `swift package layoutlint`: runs the executable from the package's folder.
        .plugin(
            name: "LayoutLintPlugin",
            capability: .command(
                intent: .custom(verb: "layoutlint", description: "Lint the package's storyboards and xibs with layoutlint.")
            ),
            dependencies: ["layoutlint"]
        ),
        // For tests only: string literals for the model's vocabulary types, and `sceneDocument` (hand-written
        // Interface Builder documents around the views and constraints a test cares about).
        .target(name: "LayoutLintTestSupport", dependencies: ["LayoutLintModel", "LayoutLintEngine"], path: "Tests/LayoutLintTestSupport"),
        .testTarget(name: "LayoutLintModelTests", dependencies: ["LayoutLintModel", "LayoutLintTestSupport"]),
        .testTarget(name: "LayoutLintEngineTests", dependencies: ["LayoutLintEngine", "LayoutLintInput", "LayoutLintModel", "LayoutLintTestSupport"]),
        .testTarget(name: "LayoutLintInputTests", dependencies: ["LayoutLintInput", "LayoutLintModel", "LayoutLintTestSupport"]),
        .testTarget(
            name: "LayoutLintRulesTests",
            dependencies: ["LayoutLintRules", "LayoutLintSourceCode", "LayoutLintEngine", "LayoutLintInput", "LayoutLintModel", "LayoutLintTestSupport"]
        ),
        // The tokenizer and scanner, and the priority rule end to end over sources on disk.
        .testTarget(
            name: "LayoutLintSourceCodeTests",
            dependencies: ["LayoutLintSourceCode", "LayoutLintRules", "LayoutLintInput", "LayoutLintModel"]
        ),
        .testTarget(
            name: "LayoutLintReportersTests",
            dependencies: ["LayoutLintReporters", "LayoutLintRules", "LayoutLintInput", "LayoutLintModel"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "LayoutLintCLITests",
            dependencies: ["layoutlint", "LayoutLintCLI", "LayoutLintReporters", "LayoutLintInput", "LayoutLintModel"]
        ),
        // The log reader over hand-written logs, and over ../shared/uikit-logs when it is there.
        .testTarget(name: "LayoutLintConsoleLogTests", dependencies: ["LayoutLintConsoleLog", "LayoutLintRules", "LayoutLintInput", "LayoutLintModel"]),
        // Inputs the fuzzer crashed or hung on (minimized), hostile numbers, huge scenes and
        // conflict storms, through the whole pipeline.
        .testTarget(name: "LayoutLintFuzzingTests", dependencies: ["LayoutLintFuzzing", "LayoutLintReporters"], exclude: ["Regressions"]),
        // Reads ../shared/corpus (real Interface Builder files) when it is there; skips otherwise.
        .testTarget(
            name: "LayoutLintCorpusTests",
            dependencies: ["LayoutLintInput", "LayoutLintSourceCode", "LayoutLintRules", "LayoutLintModel"]
        ),
    ]
)
