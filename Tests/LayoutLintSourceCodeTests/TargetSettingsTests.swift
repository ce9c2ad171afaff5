import Foundation
import LayoutLintModel
import LayoutLintSourceCode
import XCTest

/// Whether an app shows an iPhone in landscape, or runs on an iPad, comes from its targets'
/// Info.plist files or from the build settings Xcode writes instead of one.
final class TargetSettingsTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-orientations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func write(_ text: String, to relative: String) throws {
        let url = project.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key>
            <string>$(PRODUCT_NAME)</string>
            \(body)
        </dict>
        </plist>
        """
    }

    private func orientations(_ key: String, _ values: [String]) -> String {
        "<key>\(key)</key><array>" + values.map { "<string>UIInterfaceOrientation\($0)</string>" }.joined() + "</array>"
    }

    private func support(_ trait: AppTrait) -> DeclaredSupport {
        SourceCodeReader().support(of: trait, forDocumentAt: project.appendingPathComponent("App/Base.lproj/Main.storyboard").path)
    }

    private var support: DeclaredSupport { support(.phoneLandscape) }

    func testNoDeclarationIsUnknown() throws {
        try write(plist(""), to: "App/Info.plist")
        XCTAssertEqual(support, .unknown)
    }

    func testAPortraitOnlyAppIsPortraitOnly() throws {
        try write(plist(orientations("UISupportedInterfaceOrientations", ["Portrait"])), to: "App/Info.plist")
        guard case .unsupported(let files) = support else { return XCTFail("\(support)") }
        XCTAssertEqual(files.map { ($0 as NSString).lastPathComponent }, ["Info.plist"])
    }

    func testTheIPhoneKeyWinsOverTheGeneralOne() throws {
        try write(plist(orientations("UISupportedInterfaceOrientations", ["Portrait", "LandscapeLeft"])
                        + orientations("UISupportedInterfaceOrientations~iphone", ["Portrait"])), to: "App/Info.plist")
        guard case .unsupported = support else { return XCTFail("\(support)") }
        try write(plist(orientations("UISupportedInterfaceOrientations~ipad", ["Portrait"])
                        + orientations("UISupportedInterfaceOrientations", ["Portrait", "LandscapeRight"])), to: "App/Info.plist")
        guard case .supported = support else { return XCTFail("\(support)") }
    }

    func testAnyTargetWithLandscapeMakesTheProjectLandscape() throws {
        try write(plist(orientations("UISupportedInterfaceOrientations", ["Portrait"])), to: "App/Info.plist")
        try write(plist(orientations("UISupportedInterfaceOrientations", ["Portrait", "LandscapeLeft"])), to: "Other/Other-Info.plist")
        guard case .supported(let file) = support else { return XCTFail("\(support)") }
        XCTAssertTrue(file.hasSuffix("Other/Other-Info.plist"), file)
    }

    func testGeneratedInfoPlistBuildSettingsCount() throws {
        let settings = """
            buildSettings = {
                INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
                INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
            };
            """
        try write(settings, to: "App.xcodeproj/project.pbxproj")
        guard case .unsupported = support else { return XCTFail("\(support)") }
        try write(settings.replacingOccurrences(of: "_iPhone = UIInterfaceOrientationPortrait;",
                                                with: "_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeRight\";"),
                  to: "App.xcodeproj/project.pbxproj")
        guard case .supported = support else { return XCTFail("\(support)") }
    }

    func testTheDeviceFamilySaysWhetherTheAppRunsOnIPad() throws {
        XCTAssertEqual(support(.pad), .unknown)
        try write("buildSettings = {\n    TARGETED_DEVICE_FAMILY = 1;\n};\n", to: "App.xcodeproj/project.pbxproj")
        guard case .unsupported = support(.pad) else { return XCTFail("\(support(.pad))") }
        try write(plist("<key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>"), to: "App/Info.plist")
        guard case .supported(let file) = support(.pad) else { return XCTFail("\(support(.pad))") }
        XCTAssertTrue(file.hasSuffix("App/Info.plist"), file)
        try write("buildSettings = {\n    TARGETED_DEVICE_FAMILY = \"1,2\";\n};\n", to: "App.xcodeproj/project.pbxproj")
        try write(plist(""), to: "App/Info.plist")
        guard case .supported = support(.pad) else { return XCTFail("\(support(.pad))") }
    }
}
