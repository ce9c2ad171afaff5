import LayoutLintInput
import LayoutLintModel
import LayoutLintRules
import XCTest

/// equal-priority-conflict in an NSGridView: layoutlint's model makes a track hug towards zero at
/// the grid's hugging priority, which ties with its content's compression resistance when the two
/// are equal; NSGridView sizes a track to its largest content, so that tie is the model's and not
/// reported. Content squeezed by a grid held at a height its rows do not fit still ties.
final class GridTieTests: XCTestCase {
    /// A check box above a three-line label in a one-column grid pinned to the root's edges.
    private func document(rootHeight: Int, gridAttributes: String, gridConstraints: String = "", pinsBottom: Bool = true) throws -> Document {
        let bottomPin = pinsBottom
            ? #"<constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" constant="20" symbolic="YES" id="c4"/>"# : ""
        return try DocumentLoader.parse(text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="\(rootHeight)"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <gridView \(gridAttributes)xPlacement="leading" yPlacement="center" rowAlignment="none" rowSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                            <rect key="frame" x="20" y="20" width="260" height="80"/>
                            \(gridConstraints)<rows>
                                <gridRow id="row1"/>
                                <gridRow id="row2"/>
                            </rows>
                            <columns>
                                <gridColumn id="col1"/>
                            </columns>
                            <gridCells>
                                <gridCell row="row1" column="col1" id="cell1">
                                    <button key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                                        <rect key="frame" x="-2" y="57" width="150" height="18"/>
                                        <buttonCell key="cell" type="check" title="Remember the choice" bezelStyle="regularSquare" imagePosition="left" inset="2" id="checkCell">
                                            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                    </button>
                                </gridCell>
                                <gridCell row="row2" column="col1" id="cell2">
                                    <textField key="contentView" verticalHuggingPriority="750" horizontalCompressionResistancePriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                        <rect key="frame" x="-2" y="0.0" width="264" height="48"/>
                                        <textFieldCell key="cell" selectable="YES" title="A long explanation that wraps over three lines of text in the grid's only column, below the check box." id="noteCell">
                                            <font key="font" metaFont="system"/>
                                            <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                            <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                        </textFieldCell>
                                    </textField>
                                </gridCell>
                            </gridCells>
                        </gridView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" symbolic="YES" id="c1"/>
                        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" symbolic="YES" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" constant="20" symbolic="YES" id="c3"/>
                        \(bottomPin)
                    </constraints>
                </customView>
            </objects>
        </document>
        """, path: "test.xib")
    }

    private func ties(_ document: Document) -> [Finding] {
        EqualPriorityConflictRule().check(LintContext(document: document))
    }

    /// The grid hugs at 750 like its content's compression resistance, in a root stored too short
    /// for it (which gives way at the window's size-stay-put priority): no tie.
    func testAGridThatHugsAtItsContentsCompressionResistanceMakesNoTie() throws {
        let found = ties(try document(rootHeight: 80, gridAttributes: #"verticalHuggingPriority="750" "#))
        XCTAssertEqual(found.map(\.message), [])
    }

    /// A grid held at 50 points by a required height: the check box and the label both resist
    /// compression at 750, and which one gives way is undetermined.
    func testContentSqueezedByAGridOfFixedHeightStillTies() throws {
        let height = #"<constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>"#
        let found = ties(try document(rootHeight: 120, gridAttributes: "", gridConstraints: height, pinsBottom: false))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("compression resistance priority") ?? false, found.map(\.message).joined())
    }
}
