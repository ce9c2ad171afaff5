import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport

/// Hand-written NSGridView documents shared by the grid tests.
enum GridFixture {
    /// A check box above a three-line label in a one-column grid pinned to the root's edges
    /// (`pinsBottom`: also its bottom).
    static func checkBoxAboveLabel(rootHeight: Int = 120, gridAttributes: String, gridConstraints: String = "", pinsBottom: Bool = true,
                                   checkBoxAttributes: String = "") throws -> Document {
        let bottomPin = pinsBottom
            ? #"<constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" constant="20" symbolic="YES" id="c4"/>"# : ""
        return try DocumentLoader.parse(text: sceneDocument(.macXib, width: 300, height: Double(rootHeight),
                                                            documentAttributes: #"propertyAccessControl="none""#, subviews: """
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
                        <button key="contentView" \(checkBoxAttributes)verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
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
            """, constraints: """
            <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" symbolic="YES" id="c1"/>
            <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" symbolic="YES" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" constant="20" symbolic="YES" id="c3"/>
            \(bottomPin)
            """), path: "test.xib")
    }
}
