import LayoutLintInput
import LayoutLintModel
import LayoutLintTestSupport
import XCTest

/// NSGridView: rows, columns, cells and their placements.
final class GridViewTests: XCTestCase {
    func testGridRowsColumnsAndCells() throws {
        let document = try parse(Fixture.macView("""
            <subviews>
                <gridView xPlacement="trailing" yPlacement="center" rowAlignment="firstBaseline" rowSpacing="7" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                    <rect key="frame" x="20" y="20" width="300" height="60"/>
                    <rows>
                        <gridRow topPadding="2" id="r1"/>
                        <gridRow height="30" bottomPadding="4" id="r2"/>
                    </rows>
                    <columns>
                        <gridColumn xPlacement="leading" id="c1"/>
                        <gridColumn width="200" leadingPadding="3" id="c2"/>
                    </columns>
                    <gridCells>
                        <gridCell row="r1" column="c1" id="cell1">
                            <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="-2" y="40" width="94" height="16"/>
                            </textField>
                        </gridCell>
                        <gridCell row="r1" column="c2" yPlacement="top" id="cell2"/>
                        <gridCell row="r2" column="c1" headOfMergedCell="cell3" id="cell3">
                            <box key="contentView" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="5"/>
                            </box>
                        </gridCell>
                        <gridCell row="r2" column="c2" headOfMergedCell="cell3" id="cell4"/>
                    </gridCells>
                </gridView>
            </subviews>
            """))
        let grid = try XCTUnwrap(try document.item("grid").grid)
        XCTAssertEqual(grid.xPlacement, "trailing")
        XCTAssertEqual(grid.yPlacement, "center")
        XCTAssertEqual(grid.rowAlignment, "firstBaseline")
        XCTAssertEqual(grid.rowSpacing, 7)
        XCTAssertEqual(grid.columnSpacing, 6, "NSGridView's default")
        XCTAssertEqual(grid.rows.map(\.id), ["r1", "r2"])
        XCTAssertEqual(grid.rows.map(\.size), [nil, 30])
        XCTAssertEqual(grid.rows.map(\.leadingPadding), [2, 0])
        XCTAssertEqual(grid.rows.map(\.trailingPadding), [0, 4])
        XCTAssertEqual(grid.columns.map(\.size), [nil, 200])
        XCTAssertEqual(grid.columns.map(\.placement), ["leading", nil])
        XCTAssertEqual(grid.columns.map(\.leadingPadding), [0, 3])
        XCTAssertEqual(grid.cells.map(\.contentView), ["label", nil, "line", nil])
        XCTAssertEqual(grid.cells.map(\.headOfMergedCell), [nil, nil, "cell3", "cell3"])
        XCTAssertEqual(grid.cells[1].yPlacement, "top")
        XCTAssertEqual(try document.item("label").parent, "grid")
        XCTAssertNil(try document.item("label").grid)
    }
}
