import LayoutLintInput
import LayoutLintModel
import XCTest

/// Lines and columns of items, constraints, outlets and references, and the id declarations.
final class SourceLocationTests: XCTestCase {
    /// Line 1 is `<?xml`; one element per line, indented by four spaces a level, as Xcode writes.
    private let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <!--Main-->
                <scene sceneID="S1">
                    <objects>
                        <viewController id="VC" customClass="MainViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V0">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                                        <rect key="frame" x="20" y="64" width="10" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="G1"/>
                                <constraints>
                                    <constraint firstItem="L1" firstAttribute="top" secondItem="G1" secondAttribute="top" constant="20" id="C1"/>
                                    <constraint firstItem="L1" firstAttribute="leading" secondItem="V0" secondAttribute="leading" constant="20" id="C2"/>
                                </constraints>
                                <variation key="heightClass=compact">
                                    <mask key="constraints">
                                        <exclude reference="C1"/>
                                    </mask>
                                </variation>
                            </view>
                            <connections>
                                <outlet property="topConstraint" destination="C1" id="O1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="FR" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testItemAndSceneLocations() throws {
        let document = try parse(fixture)
        XCTAssertEqual(try document.scene("S1").location, SourceLocation(line: 6, column: 9))
        XCTAssertEqual(try document.item("V0").location, SourceLocation(line: 9, column: 21))
        XCTAssertEqual(try document.item("L1").location, SourceLocation(line: 12, column: 29))
        XCTAssertEqual(try document.item("G1").location, SourceLocation(line: 16, column: 25))
    }

    func testConstraintLocations() throws {
        let document = try parse(fixture)
        XCTAssertEqual(try document.constraint("C1").location, SourceLocation(line: 18, column: 29))
        XCTAssertEqual(try document.constraint("C2").location, SourceLocation(line: 19, column: 29))
    }

    func testOutletAndReferenceLocations() throws {
        let document = try parse(fixture)
        XCTAssertEqual(document.outlets.map(\.location), [SourceLocation(line: 28, column: 25)])
        XCTAssertEqual(document.references, [
            ObjectReference(target: "C1", source: "V0", context: .variationMask, location: SourceLocation(line: 23, column: 33)),
            ObjectReference(target: "C1", source: "O1", context: .outletDestination, location: SourceLocation(line: 28, column: 25)),
        ])
    }

    func testDeclarationsCoverEveryElementWithAnID() throws {
        let document = try parse(fixture)
        let expected = [
            ObjectDeclaration(id: "S1", type: "scene", location: SourceLocation(line: 6, column: 9)),
            ObjectDeclaration(id: "VC", type: "viewController", location: SourceLocation(line: 8, column: 17)),
            ObjectDeclaration(id: "V0", type: "view", location: SourceLocation(line: 9, column: 21)),
            ObjectDeclaration(id: "L1", type: "label", location: SourceLocation(line: 12, column: 29)),
            ObjectDeclaration(id: "G1", type: "viewLayoutGuide", location: SourceLocation(line: 16, column: 25)),
            ObjectDeclaration(id: "C1", type: "constraint", location: SourceLocation(line: 18, column: 29)),
            ObjectDeclaration(id: "C2", type: "constraint", location: SourceLocation(line: 19, column: 29)),
            ObjectDeclaration(id: "O1", type: "outlet", location: SourceLocation(line: 28, column: 25)),
            ObjectDeclaration(id: "FR", type: "placeholder", location: SourceLocation(line: 31, column: 17)),
        ]
        XCTAssertEqual(document.declarations, expected)
    }

    func testDuplicateIDsAreAllDeclared() throws {
        let text = fixture.replacingOccurrences(of: #"id="C2""#, with: #"id="C1""#)
        let document = try parse(text)
        XCTAssertEqual(document.declarations.filter { $0.id == "C1" }.map(\.location.line), [18, 19])
    }

    func testCRLFLineEndingsGiveTheSameLocations() throws {
        let unix = try parse(fixture)
        let windows = try parse(fixture.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(windows.declarations, unix.declarations)
        XCTAssertEqual(windows.references, unix.references)
    }

    func testTabIndentationCountsOneColumnPerTab() throws {
        let tabbed = fixture.replacingOccurrences(of: "    ", with: "\t")
        let document = try parse(tabbed)
        XCTAssertEqual(try document.item("L1").location, SourceLocation(line: 12, column: 8))
        XCTAssertEqual(try document.constraint("C1").location, SourceLocation(line: 18, column: 8))
    }

    func testByteOrderMarkDoesNotShiftLines() throws {
        let document = try parse("\u{FEFF}" + fixture)
        XCTAssertEqual(try document.item("L1").location, SourceLocation(line: 12, column: 29))
        XCTAssertEqual(try document.scene("S1").location.line, 6)
    }

    func testLocationsOfXibItemsAndPlaceholderOutlets() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">
                        <connections>
                            <outlet property="widthConstraint" destination="W" id="OW"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="TOP">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="W"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try parse(text, path: "Top.xib")
        XCTAssertEqual(try document.scene("TOP").location, SourceLocation(line: 9, column: 9))
        XCTAssertEqual(try document.item("TOP").location, SourceLocation(line: 9, column: 9))
        XCTAssertEqual(try document.constraint("W").location, SourceLocation(line: 12, column: 17))
        XCTAssertEqual(document.outlets, [
            Outlet(property: "widthConstraint", source: "-1", sourceClass: "Owner", destination: "W",
                   location: SourceLocation(line: 6, column: 17)),
        ])
        XCTAssertEqual(document.declarations.map(\.id), ["-1", "OW", "TOP", "W"])
    }
}
