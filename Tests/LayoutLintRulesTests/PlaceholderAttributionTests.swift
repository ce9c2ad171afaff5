import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// placeholder-dependency names, for a view, the placeholders its lost layout hangs on: a view whose
/// width comes from a stack view held by placeholders is not blamed on a placeholder inside it.
final class PlaceholderAttributionTests: XCTestCase {
    private func messages(_ xml: String) throws -> [String] {
        let document = try DocumentLoader.parse(text: xml, path: "test.xib")
        return PlaceholderDependencyRule().check(LintContext(document: document)).sorted(by: Finding.deterministicOrder).map(\.message)
    }

    /// A vertical stack placed horizontally only by two placeholders; its arranged "Header" holds
    /// a label whose leading is a placeholder too (and `labelTrailing`, a placeholder `>=` to its
    /// trailing, when given). The header's width is the stack's.
    private func cell(labelTrailing: Bool) -> String {
        let trailing = labelTrailing ? """
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="title" secondAttribute="trailing" placeholder="YES" id="title-trailing"/>
            """ : ""
        return sceneDocument(width: 320, height: 100, toolsVersion: nil, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="10" y="8" width="300" height="30"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header" userLabel="Header">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="Title">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="title-height"/>
                                </constraints>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="header" secondAttribute="top" id="title-top"/>
                            <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" id="title-bottom"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leading" placeholder="YES" id="title-leading"/>
                            \(trailing)
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="stack-top"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" placeholder="YES" id="stack-leading"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="10" placeholder="YES" id="stack-trailing"/>
            """)
    }

    func testAViewSizedByItsStackIsNotBlamedOnAPlaceholderInsideIt() throws {
        for labelTrailing in [false, true] {
            let found = try messages(cell(labelTrailing: labelTrailing))
            XCTAssertFalse(found.contains { $0.contains("\"Header\" needs constraints") }, "\(labelTrailing): \(found)")
            // The label's own loss stays with its placeholder, and the stack's with the stack's.
            XCTAssertTrue(found.contains { $0.contains("\"Title\".leading == \"Header\".leading") && $0.contains("\"Title\" needs constraints for: X position") },
                          "\(labelTrailing): \(found)")
            XCTAssertTrue(found.contains { $0.contains("\"Stack View\".trailing + 10") && $0.contains("\"Stack View\" needs constraints for:") },
                          "\(labelTrailing): \(found)")
        }
    }

    /// Placeholders needed only together on one view are still each reported for it.
    func testPlaceholdersNeededOnlyTogetherAreStillReported() throws {
        let xml = sceneDocument(width: 320, height: 100, toolsVersion: nil, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                <rect key="frame" x="10" y="10" width="300" height="40"/>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="box-top"/>
            <constraint firstItem="box" firstAttribute="height" constant="40" id="box-height"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="box-leading"/>
            <constraint firstItem="box" firstAttribute="width" constant="300" placeholder="YES" id="box-width"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" placeholder="YES" id="box-trailing"/>
            """)
        let found = try messages(xml)
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found.allSatisfy { $0.contains("\"Box\" needs constraints for: width") }, "\(found)")
    }

    /// Two views that share a row's slack, each held by its own placeholder width: either
    /// placeholder alone can be spared, both are needed, and each is reported for its view.
    func testPlaceholdersOnNeighboursNeededTogetherAreEachReported() throws {
        let xml = sceneDocument(width: 320, height: 100, toolsVersion: nil, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Left">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="Right">
                <rect key="frame" x="100" y="0.0" width="220" height="40"/>
            </view>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="a-top"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="b-top"/>
            <constraint firstItem="a" firstAttribute="height" constant="40" id="a-height"/>
            <constraint firstItem="b" firstAttribute="height" constant="40" id="b-height"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a-leading"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="b-leading"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="b-trailing"/>
            <constraint firstItem="a" firstAttribute="width" constant="100" placeholder="YES" id="a-width"/>
            <constraint firstItem="b" firstAttribute="width" constant="220" placeholder="YES" id="b-width"/>
            """)
        let found = try messages(xml)
        XCTAssertTrue(found.contains { $0.contains("\"Left\".width == 100") && $0.contains("\"Left\" needs constraints for: width") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("\"Right\".width == 220") && $0.contains("\"Right\" needs constraints for:") }, "\(found)")
    }
}
