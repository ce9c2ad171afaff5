import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// A table row's height at run time is its cell's less a separator pixel, and Xcode stores it
/// rounded: a conflict with a cell's encapsulated height that a point or less would resolve is an
/// estimate, not an error; a larger one is reported.
final class CellHeightEstimateTests: XCTestCase {
    /// A xib cell stored 44 tall whose content view holds a field of `fieldHeight` between 0-point
    /// pins; with `secondHeight`, a second view of that height between the same pins beside it.
    private func cell(fieldHeight: Double, secondHeight: Double? = nil) -> String {
        let second = secondHeight.map { height in
            """
            <view contentMode="scaleToFill" userLabel="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                <rect key="frame" x="0.0" y="0.0" width="20" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="height" constant="\(height)" id="bh"/>
                    <constraint firstAttribute="width" constant="20" id="bw"/>
                </constraints>
            </view>
            """
        } ?? ""
        let secondPins = secondHeight == nil ? "" : """
            <constraint firstItem="badge" firstAttribute="top" secondItem="content" secondAttribute="top" id="bt"/>
            <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" id="bb"/>
            <constraint firstItem="badge" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="bl"/>
            """
        return """
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
                            \(second)
                        </subviews>
                        <constraints>
                            \(secondPins)
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

    private func conflicts(fieldHeight: Double, secondHeight: Double? = nil) throws -> [Finding] {
        let document = try DocumentLoader.parse(text: cell(fieldHeight: fieldHeight, secondHeight: secondHeight), path: "Cell.xib")
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

    func testAConflictAtAnyCellSizeStaysAnError() throws {
        // 44 and 40 between the same pins: no height the table gives the cell satisfies both.
        let findings = try conflicts(fieldHeight: 44, secondHeight: 40)
        XCTAssertEqual(findings.map(\.severity), [.error], findings.map(\.message).joined())
        XCTAssertTrue(findings.first?.message.contains("conflict at any size") == true, findings.first?.message ?? "")
    }
}
