import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import XCTest

/// A table's cells take their side margins from the table's own width: on a 414-point phone a
/// full-width table's cells are 20 points in, a 300-point table's 16.
final class NarrowTableMarginTests: XCTestCase {
    private func document(tableX: Int, tableWidth: Int) -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="\#(tableX)" y="100" width="\#(tableWidth)" height="300"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" id="cell">
                                                <rect key="frame" x="0.0" y="28" width="\#(tableWidth)" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="cv">
                                                    <rect key="frame" x="0.0" y="0.0" width="\#(tableWidth)" height="44"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                                            <rect key="frame" x="0" y="10" width="24" height="24"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="dot" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="d1"/>
                                                        <constraint firstItem="dot" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="d2"/>
                                                        <constraint firstItem="dot" firstAttribute="height" constant="24" id="d3"/>
                                                        <constraint firstItem="dot" firstAttribute="width" constant="24" id="d4"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\#(tableX)" id="t1"/>
                                    <constraint firstItem="table" firstAttribute="width" constant="\#(tableWidth)" id="t2"/>
                                    <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t3"/>
                                    <constraint firstItem="table" firstAttribute="height" constant="300" id="t4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#
    }

    func testAFullWidthTableOnA414PointPhoneInsetsItsCells20() throws {
        let layout = try solveDocument(document(tableX: 0, tableWidth: 414), path: "Wide.storyboard")
        XCTAssertEqual(layout.frames["dot"]?.x, 20)
    }

    func testATableNoWiderThanA375PointPhoneInsetsItsCells16OnAWiderPhone() throws {
        let layout = try solveDocument(document(tableX: 57, tableWidth: 300), path: "Narrow.storyboard")
        XCTAssertEqual(layout.frames["dot"]?.x, 16)
        XCTAssertEqual(layout.conflicts, [])
    }
}
