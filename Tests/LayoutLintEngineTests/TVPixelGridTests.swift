import LayoutLintEngine
import LayoutLintInput
import LayoutLintModel
import XCTest

/// The pixel grid of the Apple TV canvas: whole points (the 1080p Apple TV at 1x) up to Xcode 10,
/// half points from Xcode 11 on; a collection view's cells keep the layout's item size.
final class TVPixelGridTests: XCTestCase {
    /// A 101-point freeform view holding a 51-point square centred in it: its edges fall on half
    /// points (25, 76 exactly; 24.5 before snapping).
    private func centredSquare(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="AppleTV" useAutolayout="YES" useTraitCollections="YES">
            <device id="appleTV" orientation="landscape"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="square">
                            <rect key="frame" x="25" y="25" width="51" height="51"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="51" id="w"/>
                                <constraint firstAttribute="height" constant="51" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="square" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                        <constraint firstItem="square" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    func testXcode10LaysTheAppleTVCanvasOutInWholePoints() throws {
        // 24.5…75.5 on the 1x grid: each edge halfway rounds away from zero, 25…76.
        XCTAssertEqual(try solveDocument(centredSquare(toolsVersion: "14460.31"), path: "Square.xib").frames["square"],
                       Rect(x: 25, y: 25, width: 51, height: 51))
        XCTAssertEqual(try solveDocument(centredSquare(toolsVersion: "12121"), path: "Square.xib").frames["square"],
                       Rect(x: 25, y: 25, width: 51, height: 51))
    }

    func testXcode11AndLaterLayTheAppleTVCanvasOutInHalfPoints() throws {
        XCTAssertEqual(try solveDocument(centredSquare(toolsVersion: "15705"), path: "Square.xib").frames["square"],
                       Rect(x: 24.5, y: 24.5, width: 51, height: 51))
        XCTAssertEqual(try solveDocument(centredSquare(toolsVersion: "21225"), path: "Square.xib").frames["square"],
                       Rect(x: 24.5, y: 24.5, width: 51, height: 51))
    }

    func testTheScaleFollowsTheXcodeOnTvOSOnly() {
        let screen = Size(width: 1920, height: 1080)
        XCTAssertEqual(DeviceMetrics.forScreen(screen, platform: .tvOS, deviceID: "appleTV", toolsVersion: 14109).scale, 1)
        XCTAssertEqual(DeviceMetrics.forScreen(screen, platform: .tvOS, deviceID: "appleTV", toolsVersion: 15505).scale, 2)
        XCTAssertEqual(DeviceMetrics.forScreen(screen, platform: .tvOS, deviceID: "appleTV", toolsVersion: nil).scale, 2)
        // An iPhone keeps its device's grid whatever the Xcode.
        XCTAssertEqual(DeviceMetrics.forScreen(Size(width: 375, height: 667), platform: .iOS, deviceID: "retina4_7",
                                               toolsVersion: 14109).scale, 2)
    }

    func testACollectionViewCellKeepsItsItemSizeOffTheGrid() throws {
        // A flow layout's item size of 262.5 on the 1x canvas: the collection view sets its cell
        // (and the cell's content view) to it; the view pinned 30 inside is laid out by
        // constraints and snapped: 30…232.5 becomes 30…233.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="14109" targetRuntime="AppleTV" useAutolayout="YES" useTraitCollections="YES">
            <device id="appleTV" orientation="landscape"/>
            <scenes><scene sceneID="s"><objects><collectionViewController id="vc" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="350" height="262.5"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="cell" id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="350" height="262.5"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="350" height="262.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                        <rect key="frame" x="30" y="30" width="290" height="203"/>
                                    </view>
                                </subviews>
                            </view>
                            <constraints>
                                <constraint firstItem="inner" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="30" id="l"/>
                                <constraint firstItem="inner" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="30" id="t"/>
                                <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="30" id="r"/>
                                <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="30" id="b"/>
                            </constraints>
                        </collectionViewCell>
                    </cells>
                </collectionView>
            </collectionViewController></objects></scene></scenes>
        </document>
        """
        let layout = try solveDocument(xml, path: "TV.storyboard")
        XCTAssertEqual(layout.frames["cell"]?.height, 262.5)
        XCTAssertEqual(layout.frames["content"]?.height, 262.5)
        XCTAssertEqual(layout.frames["inner"], Rect(x: 30, y: 30, width: 290, height: 203))
    }
}
