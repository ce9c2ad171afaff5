import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import LayoutLintTestSupport
import XCTest

/// An NSBox holds its subviews in a content view it sizes through the content view's autoresizing
/// mask. Where layoutlint finds the box's size free (nothing below its last subview), Interface
/// Builder does not flag the box ambiguous: a verdict on the box's free size is a warning that
/// says so. A plain custom view in the same place stays an error.
final class BoxSizeCertaintyTests: XCTestCase {
    /// A titled box (or, with `box` false, a custom view) pinned at its top and sides, holding a
    /// button pinned at the top of its content and nothing below it.
    private func document(box: Bool) -> String {
        let content = """
                                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="go" userLabel="Go">
                                    <rect key="frame" x="12" y="40" width="90" height="32"/>
                                    <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="go-cell">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
            """
        let inner = """
                                <constraint firstItem="go" firstAttribute="leading" secondItem="inner" secondAttribute="leading" constant="12" id="i1"/>
                                <constraint firstItem="go" firstAttribute="top" secondItem="inner" secondAttribute="top" constant="12" id="i2"/>
            """
        let container = box ? """
                        <box title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                            <rect key="frame" x="17" y="120" width="446" height="100"/>
                            <view key="contentView" id="inner">
                                <rect key="frame" x="4" y="5" width="438" height="80"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
            \(content)
                                </subviews>
                                <constraints>
            \(inner)
                                </constraints>
                            </view>
                        </box>
            """ : """
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel" userLabel="Options">
                            <rect key="frame" x="20" y="120" width="440" height="100"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="0.0" y="0.0" width="440" height="100"/>
                                    <subviews>
            \(content)
                                    </subviews>
                                    <constraints>
            \(inner)
                                    </constraints>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="inner" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="w1"/>
                                <constraint firstItem="inner" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="w2"/>
                                <constraint firstItem="inner" firstAttribute="top" secondItem="panel" secondAttribute="top" id="w3"/>
                                <constraint firstItem="inner" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="w4"/>
                            </constraints>
                        </customView>
            """
        return sceneDocument(.macXib, width: 480, height: 270, documentAttributes: #"propertyAccessControl="none""#, subviews: """
            \(container)
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r1"/>
            <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" id="r2"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="r3"/>
            """)
    }

    private func findings(box: Bool) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: document(box: box), path: "Options.xib")
        return AmbiguousLayoutRule().check(LintContext(document: document)).filter { $0.element == "panel" }
    }

    func testABoxWhoseHeightNothingBoundsIsAWarningThatSaysWhy() throws {
        let findings = try findings(box: true)
        XCTAssertEqual(findings.map(\.severity), [.warning], "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.contains("Need constraints for: height") ?? false, "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.contains("this is an NSBox") ?? false, "\(findings.map(\.message))")
    }

    func testACustomViewWhoseHeightNothingBoundsIsAnError() throws {
        let findings = try findings(box: false)
        XCTAssertEqual(findings.map(\.severity), [.error], "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.contains("Need constraints for: height") ?? false, "\(findings.map(\.message))")
    }
}
