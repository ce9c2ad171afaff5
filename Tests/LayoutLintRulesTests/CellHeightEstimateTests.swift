import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// A table row's height at run time is its cell's less a separator pixel, and Xcode stores it
/// rounded: a conflict with a cell's encapsulated height that a point or less would resolve is an
/// estimate, not an error; a larger one is reported.
final class CellHeightEstimateTests: XCTestCase {
    /// A xib cell stored 44 tall whose content view holds a field of `fieldHeight` between 0-point pins.
    private func cell(fieldHeight: Double) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" rowHeight="44" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" userLabel="Field" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="\(fieldHeight)"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="field" firstAttribute="height" constant="\(fieldHeight)" id="h"/>
                            <constraint firstItem="field" firstAttribute="top" secondItem="content" secondAttribute="top" id="t"/>
                            <constraint firstAttribute="bottom" secondItem="field" secondAttribute="bottom" id="b"/>
                            <constraint firstItem="field" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
                            <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    private func conflicts(fieldHeight: Double) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: cell(fieldHeight: fieldHeight), path: "Cell.xib")
        return UnsatisfiableConstraintsRule().check(LintContext(document: document))
    }

    func testASeparatorPixelIsNotAConflict() throws {
        XCTAssertEqual(try conflicts(fieldHeight: 43.67), [])
        XCTAssertEqual(try conflicts(fieldHeight: 45), [])
    }

    func testMoreThanAPointIsAConflict() throws {
        let findings = try conflicts(fieldHeight: 48)
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.contains("UIView-Encapsulated-Layout-Height") == true, findings.first?.message ?? "")
        // The xib does not describe the table the cell goes in: a self-sizing row would take the
        // content's 48 points, so the conflict is a warning that says so.
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertTrue(findings.first?.message.contains("as stored is part of this conflict") == true, findings.first?.message ?? "")
    }
}
