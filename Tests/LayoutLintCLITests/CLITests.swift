import Foundation
import XCTest

/// Runs the built `layoutlint` executable, as a user or CI would, and checks what it prints and
/// how it exits.
final class CLITests: TemporaryDirectoryTestCase {

    // MARK: Running the executable

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutBytes: Data
    }

    /// Standard error as read on another thread; the `DispatchGroup` orders the write before the read.
    private final class DataBox: @unchecked Sendable {
        var data = Data()
    }

    /// The `layoutlint` built next to this test bundle.
    private static let executable: URL? = {
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

    /// Runs `layoutlint arguments…` in the test's temporary directory (so relative paths are short and exact).
    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let executable = try XCTUnwrap(Self.executable, "layoutlint is not built next to the test bundle", file: file, line: line)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory.url
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drain both pipes at once, so a full pipe never blocks the child.
        let errorData = DataBox()
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
        return Run(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                   stderr: String(decoding: errorData.data, as: UTF8.self), stdoutBytes: outputData)
    }

    private func write(_ name: String, _ text: String) throws {
        try directory.write(name, text)
    }

    /// The one finding the invalid-constraint fixture produces, for a file at `path`.
    private func assertInvalidConstraintLine(_ line: String, path: String, file: StaticString = #filePath, line sourceLine: UInt = #line) {
        let prefix = "\(path):\(Fixtures.secondConstraintLine):\(Fixtures.secondConstraintColumn): error: Invalid constraint "
        XCTAssertTrue(line.hasPrefix(prefix), "\(line) should start with \(prefix)", file: file, line: sourceLine)
        XCTAssertTrue(line.hasSuffix(" [invalid-constraint]"), line, file: file, line: sourceLine)
        XCTAssertTrue(line.contains("top") && line.contains("width"), line, file: file, line: sourceLine)
    }

    // MARK: Exit codes and the diagnostic format

    func testCleanFileExitsZeroWithEmptyStandardOutput() throws {
        try write("Main.storyboard", Fixtures.clean)
        let result = try run(["Main.storyboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "layoutlint: 1 file checked: 0 errors, 0 warnings\n")
        let explicit = try run(["lint", "Main.storyboard"])
        XCTAssertEqual(explicit.status, 0)
        XCTAssertEqual(explicit.stdout, "")
    }

    func testTheContainerAndGuideSamplesAreClean() throws {
        // A bordered NSTabView pinned inside its view, with fully constrained tabs (its frame
        // reaches past its bezel, its item views sit in its content rect), a form in an
        // NSGridView its tracks size, and an iOS input bar on the keyboard layout guide under SF
        // Symbol image views: each laid out as stored, nothing to report.
        let samples = try LayoutLintProcess.copySamples(to: directory.url)
        for sample in ["CleanTabView.xib", "CleanGridView.xib", "CleanKeyboardGuide.storyboard"] {
            let result = try run([samples.appendingPathComponent(sample).path])
            XCTAssertEqual(result.status, 0, "\(sample): \(result.stdout + result.stderr)")
            XCTAssertEqual(result.stdout, "", sample)
        }
    }

    func testInvalidConstraintExitsOneWithTheDiagnosticLine() throws {
        try write("Broken.storyboard", Fixtures.invalidConstraint)
        let result = try run(["Broken.storyboard"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.lines
        XCTAssertEqual(lines.count, 1, result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("\n"))
        assertInvalidConstraintLine(lines[0], path: "Broken.storyboard")
        XCTAssertEqual(lines[0], "Broken.storyboard:20:29: error: Invalid constraint \"Title\".top == \"Safe Area\".width + 41: "
                           + "it relates a position (top) to a size (width) [invalid-constraint]")
        XCTAssertEqual(result.stderr, "layoutlint: 1 file checked: 1 error, 0 warnings\n")
    }

    func testBadFileAndFileWithFindingsExitTwoAndReportBoth() throws {
        let truncated = String(Fixtures.clean.dropLast(200))
        try write("Truncated.storyboard", truncated)
        try write("Broken.storyboard", Fixtures.invalidConstraint)
        let result = try run(["Truncated.storyboard", "Missing.xib", "Broken.storyboard"])
        XCTAssertEqual(result.status, 2, "unreadable input wins over findings")
        let lines = result.stdout.lines
        XCTAssertEqual(lines.count, 3, result.stdout)
        let parseLine = truncated.filter { $0 == "\n" }.count + 1
        XCTAssertTrue(lines[0].hasPrefix("Truncated.storyboard:\(parseLine):"), lines[0])
        XCTAssertTrue(lines[0].contains(": error: malformed XML: "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix(" [parse-error]"), lines[0])
        XCTAssertEqual(lines[1], "Missing.xib: error: no such file [parse-error]")
        assertInvalidConstraintLine(lines[2], path: "Broken.storyboard")
        XCTAssertEqual(result.stderr, "layoutlint: 3 files checked: 1 error, 0 warnings, 2 unreadable\n")
    }

    func testEveryKindOfBadInputIsAOneLineParseError() throws {
        try directory.write("Empty.xib", bytes: [])
        try directory.write("Binary.xib", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D])
        try write("Plist.storyboard", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        try write("Legacy.xib", "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\"/>\n")
        var badBytes = Array(Fixtures.storyboard(labelText: "X@").utf8)
        badBytes[badBytes.firstIndex(of: UInt8(ascii: "@"))!] = 0xFF
        try directory.write("BadUTF8.storyboard", bytes: badBytes)
        try write("Deep.storyboard", Fixtures.nestedViews(5_000))
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("Folder.xib"), withIntermediateDirectories: true)
        let files = ["Empty.xib", "Binary.xib", "Plist.storyboard", "Legacy.xib", "BadUTF8.storyboard", "Deep.storyboard"]
        let result = try run(files)
        XCTAssertEqual(result.status, 2)
        let lines = result.stdout.lines
        XCTAssertEqual(lines.count, files.count, result.stdout)
        for (file, line) in zip(files, lines) {
            XCTAssertTrue(line.hasPrefix(file + ":"), line)
            XCTAssertTrue(line.contains(" error: "), line)
            XCTAssertTrue(line.hasSuffix(" [parse-error]"), line)
        }
        XCTAssertEqual(lines[0], "Empty.xib: error: file is empty [parse-error]")
        XCTAssertTrue(lines[1].hasPrefix("Binary.xib:3:1: error: not a text file"), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("Plist.storyboard:2:1: error: not an Interface Builder document"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("Legacy.xib:2:1: error: unsupported legacy format"), lines[3])
        XCTAssertTrue(lines[4].hasPrefix("BadUTF8.storyboard:13:"), lines[4])
        XCTAssertTrue(lines[4].contains("invalid UTF-8"), lines[4])
        XCTAssertTrue(lines[5].contains("nested"), lines[5])
        XCTAssertTrue(result.stderr.contains("6 unreadable"), result.stderr)
    }

    func testExternalEntityContentNeverReachesOutput() throws {
        let marker = "LAYOUTLINT-CLI-SECRET-41f0"
        try write("secret.txt", marker + "\n")
        let secretURL = directory.url.appendingPathComponent("secret.txt").absoluteString
        try write("XXE.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "\(secretURL)">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="s1"><objects><viewController id="vc"><view key="view" id="&xxe;"/></viewController></objects></scene></scenes>
            </document>

            """)
        for arguments in [["XXE.storyboard"], ["dump", "XXE.storyboard"], ["dump", "--format", "text", "XXE.storyboard"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertFalse(result.stdout.contains(marker), "\(arguments)")
            XCTAssertFalse(result.stderr.contains(marker), "\(arguments)")
            XCTAssertTrue((result.stdout + result.stderr).contains("XXE.storyboard:2:1: error: DOCTYPE"), "\(arguments)")
        }
    }

    // MARK: Finding files

    func testDirectoryRecursionIsCaseInsensitiveSkipsHiddenAndIsSorted() throws {
        let linted = ["App/Main.storyboard", "App/b/Other.STORYBOARD", "App/b/View.XiB", "App/a/deep/er/Cell.xib",
                      "App/Z.storyboard", "App/a.xib"]
        let ignored = ["App/notes.txt", "App/scene.xml", "App/Main.storyboard.orig", "App/.hidden/Hidden.storyboard",
                       "App/.Secret.xib", "App/b/.git/Index.xib", "App/storyboard", "App/xib"]
        for name in linted + ignored { try write(name, Fixtures.invalidConstraint) }
        let first = try run(["App"])
        XCTAssertEqual(first.status, 1, first.stdout + first.stderr)
        let reported = first.stdout.lines.map { String($0.prefix(while: { $0 != ":" })) }
        XCTAssertEqual(reported, linted.sorted(), "every storyboard and xib, in sorted order, and nothing else")
        XCTAssertEqual(first.stdout.lines, first.stdout.lines.sorted())
        for line in first.stdout.lines {
            let path = String(line.prefix(while: { $0 != ":" }))
            assertInvalidConstraintLine(line, path: path)
        }
        XCTAssertEqual(first.stderr, "layoutlint: \(linted.count) files checked: \(linted.count) errors, 0 warnings\n")
        let second = try run(["App"])
        XCTAssertEqual(second.stdoutBytes, first.stdoutBytes, "byte-identical across runs")
        XCTAssertEqual(second.stderr, first.stderr)
        XCTAssertEqual(second.status, first.status)
        // A trailing slash names the same files.
        let slash = try run(["App/"])
        XCTAssertEqual(slash.stdout.lines.count, linted.count)
    }

    func testEmptyDirectoryFindsNothing() throws {
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("Nothing"), withIntermediateDirectories: true)
        try write("Nothing/readme.md", "no layouts here\n")
        let result = try run(["Nothing"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "layoutlint: no .storyboard or .xib files found\n")
    }

    func testExplicitlyNamedFileIsLintedWhateverItsExtension() throws {
        try write("scene.xml", Fixtures.invalidConstraint)
        let result = try run(["scene.xml"])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.lines
        XCTAssertEqual(lines.count, 1, result.stdout)
        assertInvalidConstraintLine(lines[0], path: "scene.xml")
    }

    func testQuietDropsTheSummary() throws {
        try write("Broken.storyboard", Fixtures.invalidConstraint)
        let loud = try run(["Broken.storyboard"])
        XCTAssertFalse(loud.stderr.isEmpty)
        for arguments in [["--quiet", "Broken.storyboard"], ["lint", "Broken.storyboard", "--quiet"]] {
            let quiet = try run(arguments)
            XCTAssertEqual(quiet.status, 1, "\(arguments)")
            XCTAssertEqual(quiet.stderr, "", "\(arguments)")
            XCTAssertEqual(quiet.stdout, loud.stdout, "\(arguments)")
        }
    }

    func testUsageErrorsExit64() throws {
        try write("Main.storyboard", Fixtures.clean)
        let usageErrors: [[String]] = [
            [], ["lint"], ["--quiet"], ["--bogus", "Main.storyboard"], ["lint", "-x", "Main.storyboard"],
            ["dump"], ["dump", "--format", "xml", "Main.storyboard"], ["dump", "--format"],
        ]
        for arguments in usageErrors {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertFalse(result.stderr.isEmpty, "\(arguments) explains the mistake")
        }
    }

    // MARK: dump

    private func jsonObject(_ data: Data) throws -> Any {
        try JSONSerialization.jsonObject(with: data, options: [])
    }

    func testDumpJSONHasTheDocumentedKeys() throws {
        try write("Main.storyboard", Fixtures.clean)
        let result = try run(["dump", "Main.storyboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let document = try XCTUnwrap(try jsonObject(result.stdoutBytes) as? [String: Any])
        XCTAssertEqual(document["file"] as? String, "Main.storyboard")
        XCTAssertEqual(document["type"] as? String, "storyboard")
        XCTAssertEqual(document["targetRuntime"] as? String, "iOS.CocoaTouch")

        let scenes = try XCTUnwrap(document["scenes"] as? [[String: Any]])
        XCTAssertEqual(scenes.count, 1)
        let scene = scenes[0]
        XCTAssertEqual(scene["id"] as? String, "tne-QT-ifu")
        XCTAssertEqual(scene["name"] as? String, "View Controller")

        let items = try XCTUnwrap(scene["items"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["id"] as? String }, ["8bC-Xf-vdC", "abc-12-def", "6Tk-OE-BBY"])
        for item in items {
            for key in ["id", "kind", "class", "element", "name", "parent", "line", "frame", "xcode"] {
                XCTAssertTrue(item.keys.contains(key), "item \(item["id"] ?? "?") lacks \(key)")
            }
            let xcode = try XCTUnwrap(item["xcode"] as? [String: Any])
            XCTAssertNotNil(xcode["ambiguous"] as? Bool)
            XCTAssertNotNil(xcode["misplaced"] as? Bool)
        }
        let label = items[1]
        XCTAssertEqual(label["kind"] as? String, "view")
        XCTAssertEqual(label["class"] as? String, "UILabel")
        XCTAssertEqual(label["element"] as? String, "label")
        XCTAssertEqual(label["name"] as? String, "Title")
        XCTAssertEqual(label["parent"] as? String, "8bC-Xf-vdC")
        XCTAssertEqual(label["line"] as? Int, Fixtures.labelLine)
        let frame = try XCTUnwrap(label["frame"] as? [String: Any])
        XCTAssertEqual(frame["x"] as? Double, 16)
        XCTAssertEqual(frame["width"] as? Double, 361)
        XCTAssertEqual((label["xcode"] as? [String: Any])?["ambiguous"] as? Bool, true)
        XCTAssertEqual((label["xcode"] as? [String: Any])?["misplaced"] as? Bool, false)
        XCTAssertTrue(items[0]["parent"] is NSNull, "the root view has no parent")
        XCTAssertEqual(items[2]["kind"] as? String, "layoutGuide")
        XCTAssertTrue(items[2]["frame"] is NSNull)

        let constraints = try XCTUnwrap(scene["constraints"] as? [[String: Any]])
        XCTAssertEqual(constraints.count, 3)
        for constraint in constraints {
            for key in ["id", "line", "owner", "first", "relation", "second", "multiplier", "constant", "priority",
                        "placeholder", "identifier"] {
                XCTAssertTrue(constraint.keys.contains(key), "constraint \(constraint["id"] ?? "?") lacks \(key)")
            }
            let first = try XCTUnwrap(constraint["first"] as? [String: Any])
            XCTAssertNotNil(first["item"] as? String)
            XCTAssertNotNil(first["attribute"] as? String)
        }
        let top = constraints[1]
        XCTAssertEqual(top["id"] as? String, "c2-aa-bbb")
        XCTAssertEqual(top["line"] as? Int, Fixtures.secondConstraintLine)
        XCTAssertEqual(top["owner"] as? String, "8bC-Xf-vdC")
        XCTAssertEqual((top["first"] as? [String: Any])?["item"] as? String, "abc-12-def")
        XCTAssertEqual((top["first"] as? [String: Any])?["attribute"] as? String, "top")
        XCTAssertEqual(top["relation"] as? String, "==")
        XCTAssertEqual((top["second"] as? [String: Any])?["item"] as? String, "6Tk-OE-BBY")
        XCTAssertEqual((top["second"] as? [String: Any])?["attribute"] as? String, "top")
        XCTAssertEqual(top["multiplier"] as? Double, 1)
        XCTAssertEqual(top["constant"] as? Double, 41)
        XCTAssertEqual(top["priority"] as? Double, 1000)
        XCTAssertEqual(top["placeholder"] as? Bool, false)
        XCTAssertTrue(top["identifier"] is NSNull)
        let height = constraints[2]
        XCTAssertTrue(height["second"] is NSNull, "a constant constraint has no second anchor")
        XCTAssertEqual((height["first"] as? [String: Any])?["item"] as? String, "8bC-Xf-vdC", "the implicit first item is the owner")
        XCTAssertEqual(height["identifier"] as? String, "labelHeight")
    }

    func testDumpOfSeveralFilesIsAnArray() throws {
        try write("One.storyboard", Fixtures.clean)
        try write("Two.storyboard", Fixtures.invalidConstraint)
        let result = try run(["dump", "One.storyboard", "Two.storyboard"])
        XCTAssertEqual(result.status, 0, "dump does not lint: \(result.stderr)")
        let documents = try XCTUnwrap(try jsonObject(result.stdoutBytes) as? [[String: Any]])
        XCTAssertEqual(documents.map { $0["file"] as? String }, ["One.storyboard", "Two.storyboard"])

        // A missing file among several: the others are still dumped, as an array, and the exit code is 2.
        let partial = try run(["dump", "One.storyboard", "Missing.storyboard", "Two.storyboard"])
        XCTAssertEqual(partial.status, 2)
        XCTAssertEqual(partial.stderr, "Missing.storyboard: error: no such file\n")
        let dumped = try XCTUnwrap(try jsonObject(partial.stdoutBytes) as? [[String: Any]])
        XCTAssertEqual(dumped.map { $0["file"] as? String }, ["One.storyboard", "Two.storyboard"])
    }

    func testDumpSolveHasTiesAndContentSizeAmbiguity() throws {
        try write("Main.storyboard", Fixtures.clean)
        let result = try run(["dump", "--solve", "Main.storyboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(try jsonObject(result.stdoutBytes) as? [String: Any])
        let scene = try XCTUnwrap((document["scenes"] as? [[String: Any]])?.first)
        XCTAssertNotNil(scene["tied"] as? [Any], "a solved scene lists its tied optional constraints")
        for item in try XCTUnwrap(scene["items"] as? [[String: Any]]) {
            XCTAssertNotNil(item["ambiguousContentSize"] as? [Any], "item \(item["id"] ?? "?") lacks ambiguousContentSize")
        }
    }

    func testDumpSolveGivesEachItemsContentSizeAndItsSource() throws {
        try write("Main.storyboard", Fixtures.storyboard(labelText: "Title"))
        let result = try run(["dump", "--solve", "Main.storyboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(try jsonObject(result.stdoutBytes) as? [String: Any])
        let scene = try XCTUnwrap((document["scenes"] as? [[String: Any]])?.first)
        var sources: [String: String] = [:]
        for item in try XCTUnwrap(scene["items"] as? [[String: Any]]) {
            let size = try XCTUnwrap(item["contentSize"] as? [String: Any], "item \(item["id"] ?? "?") lacks contentSize")
            XCTAssertEqual(Array(size.keys).sorted(), ["estimate", "height", "source", "width"])
            sources[try XCTUnwrap(item["id"] as? String)] = size["source"] as? String
            if let label = item["element"] as? String, label == "label" {
                // "Title" in the 17-point system font, measured on the 3x screen the file was saved for.
                let width = try XCTUnwrap(size["width"] as? Double)
                XCTAssertEqual(width, 34, accuracy: 2)
                XCTAssertEqual((width * 3).rounded(), width * 3, accuracy: 1e-9, "rounded up to thirds of a point")
                XCTAssertEqual(size["height"] as? Double, 20 + 1.0 / 3)
                XCTAssertEqual(size["estimate"] as? Bool, false)
            }
        }
        XCTAssertEqual(sources["abc-12-def"], "text")
        XCTAssertEqual(sources["8bC-Xf-vdC"], "none", "a plain view has no intrinsic size")
        XCTAssertEqual(sources["6Tk-OE-BBY"], "none", "nor has a layout guide")
        // Without --solve, no content sizes.
        let plain = try run(["dump", "Main.storyboard"])
        XCTAssertFalse(plain.stdout.contains("contentSize"))
    }

    /// What `Scripts/corpus_agreement.py` reads to leave out of the strict frames a view that is
    /// not installed in the size class its scene was solved in (`uninstalled_in_solved_class`): the
    /// scene's `sizeClass` (the saved iPhone's compact width, regular height), the view's
    /// `installed` variations, and no solved frame for it or for the view inside it, while the
    /// installed sibling is solved.
    func testDumpSolveLeavesAViewNotInstalledInTheSolvedClassWithoutAFrame() throws {
        try write("Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-aa-aaa">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-aa-aaa">
                    <objects>
                        <viewController id="vc1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt1-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pad-aa-aaa">
                                        <rect key="frame" x="-25" y="-30" width="97" height="30"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inn-aa-aaa">
                                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="inn-aa-aaa" firstAttribute="top" secondItem="pad-aa-aaa" secondAttribute="top" id="c01-aa-aaa"/>
                                            <constraint firstItem="inn-aa-aaa" firstAttribute="leading" secondItem="pad-aa-aaa" secondAttribute="leading" id="c02-aa-aaa"/>
                                            <constraint firstItem="inn-aa-aaa" firstAttribute="width" constant="10" id="c03-aa-aaa"/>
                                            <constraint firstItem="inn-aa-aaa" firstAttribute="height" constant="10" id="c04-aa-aaa"/>
                                        </constraints>
                                        <variation key="default">
                                            <mask key="subviews">
                                                <exclude reference="inn-aa-aaa"/>
                                            </mask>
                                        </variation>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="all-aa-aaa">
                                        <rect key="frame" x="20" y="40" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="c05-aa-aaa"/>
                                            <constraint firstAttribute="height" constant="50" id="c06-aa-aaa"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="pad-aa-aaa" firstAttribute="top" secondItem="rt1-aa-aaa" secondAttribute="top" constant="100" id="c07-aa-aaa"/>
                                    <constraint firstItem="pad-aa-aaa" firstAttribute="leading" secondItem="rt1-aa-aaa" secondAttribute="leading" constant="20" id="c08-aa-aaa"/>
                                    <constraint firstItem="pad-aa-aaa" firstAttribute="width" constant="200" id="c09-aa-aaa"/>
                                    <constraint firstItem="pad-aa-aaa" firstAttribute="height" constant="200" id="c10-aa-aaa"/>
                                    <constraint firstItem="all-aa-aaa" firstAttribute="top" secondItem="rt1-aa-aaa" secondAttribute="top" constant="40" id="c11-aa-aaa"/>
                                    <constraint firstItem="all-aa-aaa" firstAttribute="leading" secondItem="rt1-aa-aaa" secondAttribute="leading" constant="20" id="c12-aa-aaa"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="pad-aa-aaa"/>
                                    </mask>
                                    <mask key="constraints">
                                        <exclude reference="c07-aa-aaa"/>
                                        <exclude reference="c08-aa-aaa"/>
                                        <exclude reference="c09-aa-aaa"/>
                                        <exclude reference="c10-aa-aaa"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=regular-widthClass=regular">
                                    <mask key="subviews">
                                        <include reference="pad-aa-aaa"/>
                                    </mask>
                                    <mask key="constraints">
                                        <include reference="c07-aa-aaa"/>
                                        <include reference="c08-aa-aaa"/>
                                        <include reference="c09-aa-aaa"/>
                                        <include reference="c10-aa-aaa"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
        let result = try run(["dump", "--solve", "Main.storyboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(try jsonObject(result.stdoutBytes) as? [String: Any])
        let scene = try XCTUnwrap((document["scenes"] as? [[String: Any]])?.first)
        XCTAssertEqual(scene["sizeClass"] as? String, "heightClass=regular-widthClass=compact")
        var items: [String: [String: Any]] = [:]
        for item in try XCTUnwrap(scene["items"] as? [[String: Any]]) {
            items[try XCTUnwrap(item["id"] as? String)] = item
        }
        let hidden = try XCTUnwrap(items["pad-aa-aaa"])
        XCTAssertEqual(hidden["installed"] as? [String: Bool], ["default": false, "heightClass=regular-widthClass=regular": true])
        XCTAssertTrue(hidden["solved"] is NSNull, "not installed on the saved iPhone: no frame")
        XCTAssertEqual(try XCTUnwrap(items["inn-aa-aaa"])["parent"] as? String, "pad-aa-aaa")
        XCTAssertTrue(try XCTUnwrap(items["inn-aa-aaa"])["solved"] is NSNull, "inside a view not installed: no frame")
        let solved = try XCTUnwrap(try XCTUnwrap(items["all-aa-aaa"])["solved"] as? [String: Double])
        XCTAssertEqual(solved, ["x": 20, "y": 40, "width": 100, "height": 50])
    }

    func testDumpJSONIsDeterministic() throws {
        try write("Main.storyboard", Fixtures.clean)
        let first = try run(["dump", "Main.storyboard"])
        let second = try run(["dump", "Main.storyboard"])
        XCTAssertEqual(first.stdoutBytes, second.stdoutBytes)
        XCTAssertTrue(first.stdout.hasSuffix("}\n"))
    }

    /// Each run of the tool hashes with a new seed, so dictionary order differs between runs: the
    /// solution must not depend on it. The icon is free on both axes (only centred), and which
    /// constraint the solver lets define its edges once decided whether it came out 142 wide at
    /// x 0 or -142 wide at x 142, run by run.
    func testSolvedDumpIsTheSameOnEveryRun() throws {
        try write("Blur.xib", #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES">
    <device id="appleTV" orientation="landscape"/>
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="142" height="115"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blur">
                    <rect key="frame" x="0.0" y="0.0" width="142" height="80"/>
                    <view key="contentView" opaque="NO" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="142" height="80"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                <rect key="frame" x="52" y="21" width="39" height="39"/>
                            </imageView>
                            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="glow">
                                <rect key="frame" x="-36" y="-67" width="214" height="214"/>
                                <constraints>
                                    <constraint firstAttribute="width" secondItem="glow" secondAttribute="height" multiplier="1:1" id="c1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="glow" firstAttribute="width" secondItem="content" secondAttribute="width" multiplier="1.5" id="c2"/>
                            <constraint firstItem="icon" firstAttribute="centerX" secondItem="content" secondAttribute="centerX" id="c3"/>
                            <constraint firstItem="glow" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c4"/>
                            <constraint firstItem="icon" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c5"/>
                            <constraint firstItem="glow" firstAttribute="centerX" secondItem="content" secondAttribute="centerX" id="c6"/>
                        </constraints>
                    </view>
                    <constraints>
                        <constraint firstAttribute="height" constant="80" id="c7"/>
                    </constraints>
                    <blurEffect style="light"/>
                </visualEffectView>
            </subviews>
            <constraints>
                <constraint firstItem="blur" firstAttribute="top" secondItem="root" secondAttribute="top" id="c8"/>
                <constraint firstItem="blur" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c9"/>
                <constraint firstAttribute="trailing" secondItem="blur" secondAttribute="trailing" id="c10"/>
            </constraints>
        </view>
    </objects>
</document>
"""#)
        let first = try run(["dump", "--solve", "Blur.xib"])
        XCTAssertEqual(first.status, 0, first.stderr)
        for _ in 0..<11 {
            let again = try run(["dump", "--solve", "Blur.xib"])
            XCTAssertEqual(again.stdoutBytes, first.stdoutBytes)
        }
    }

    func testDumpTextFormat() throws {
        try write("Main.storyboard", Fixtures.clean)
        let result = try run(["dump", "--format", "text", "Main.storyboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let lines = result.stdout.lines
        XCTAssertEqual(lines.first, "Main.storyboard: storyboard, iOS.CocoaTouch, device retina6_12 portrait, Auto Layout")
        XCTAssertTrue(lines.contains("Scene \"View Controller\" (tne-QT-ifu) line 6"), result.stdout)
        XCTAssertTrue(lines.contains { $0.contains("\"Title\" UILabel (abc-12-def)") && $0.contains("ambiguous") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.contains("\"Title\".top == \"Safe Area\".top + 41") && $0.contains("line 20") }, result.stdout)
        XCTAssertThrowsError(try JSONSerialization.jsonObject(with: result.stdoutBytes), "text, not JSON")
    }

    func testDumpOfAMissingFileExitsTwoWithTheErrorOnStandardError() throws {
        for format in ["json", "text"] {
            let result = try run(["dump", "--format", format, "Missing.storyboard"])
            XCTAssertEqual(result.status, 2, format)
            XCTAssertEqual(result.stdout, "", format)
            XCTAssertEqual(result.stderr, "Missing.storyboard: error: no such file\n", format)
        }
        try write("Truncated.xib", String(Fixtures.clean.prefix(500)))
        let malformed = try run(["dump", "Truncated.xib"])
        XCTAssertEqual(malformed.status, 2)
        XCTAssertEqual(malformed.stdout, "")
        XCTAssertTrue(malformed.stderr.hasPrefix("Truncated.xib:"), malformed.stderr)
        XCTAssertTrue(malformed.stderr.contains("error: malformed XML"), malformed.stderr)
    }

    // MARK: Read-only

    func testNeverModifiesItsInput() throws {
        try write("App/Main.storyboard", Fixtures.invalidConstraint)
        try write("App/View.xib", Fixtures.clean)
        try write("App/Truncated.storyboard", String(Fixtures.clean.prefix(700)))
        let files = ["App/Main.storyboard", "App/View.xib", "App/Truncated.storyboard"].map { directory.url.appendingPathComponent($0).path }
        // Back-date the files, so that any write, even of the same bytes, would show.
        let past = Date(timeIntervalSince1970: 1_600_000_000)
        for file in files {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
        }
        func snapshot() throws -> [String: (Data, Date, Int)] {
            var result: [String: (Data, Date, Int)] = [:]
            for file in files {
                let attributes = try FileManager.default.attributesOfItem(atPath: file)
                result[file] = (try Data(contentsOf: URL(fileURLWithPath: file)),
                                try XCTUnwrap(attributes[.modificationDate] as? Date),
                                try XCTUnwrap((attributes[.posixPermissions] as? NSNumber)?.intValue))
            }
            return result
        }
        let before = try snapshot()
        let listingBefore = try FileManager.default.subpathsOfDirectory(atPath: directory.path).sorted()

        XCTAssertEqual(try run(["App"]).status, 2)
        XCTAssertEqual(try run(["--quiet", "App/Main.storyboard"]).status, 1)
        XCTAssertEqual(try run(["dump", "App/Main.storyboard", "App/View.xib"]).status, 0)
        XCTAssertEqual(try run(["dump", "--format", "text", "App/Main.storyboard", "App/Truncated.storyboard"]).status, 2)

        let after = try snapshot()
        for file in files {
            let (bytesBefore, dateBefore, modeBefore) = try XCTUnwrap(before[file])
            let (bytesAfter, dateAfter, modeAfter) = try XCTUnwrap(after[file])
            XCTAssertEqual(bytesAfter, bytesBefore, file)
            XCTAssertEqual(dateAfter, dateBefore, file)
            XCTAssertEqual(dateAfter, past, file)
            XCTAssertEqual(modeAfter, modeBefore, file)
        }
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: directory.path).sorted(), listingBefore,
                       "no files created next to the inputs")
    }
}
