import LayoutLintInput
import LayoutLintModel
import XCTest

/// The scene records what it uses that layoutlint does not model, once per feature, where it is
/// first used; harmless values and modelled neighbours record nothing.
final class UnmodelledFeatureTests: XCTestCase {
    func testGravityAreasPastTheBeginningAreRecordedOnTheStack() throws {
        let document = try parse(Fixture.macView("""
            <subviews>
                <stackView distribution="gravityAreas" orientation="horizontal" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="40"/>
                    <beginningViews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="first"/>
                    </beginningViews>
                    <middleViews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="middle"/>
                    </middleViews>
                    <endViews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="last"/>
                    </endViews>
                </stackView>
                <stackView distribution="gravityAreas" orientation="horizontal" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                    <rect key="frame" x="0.0" y="40" width="400" height="40"/>
                    <endViews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="other"/>
                    </endViews>
                </stackView>
            </subviews>
            """), path: "Fixture.xib")
        let features = try XCTUnwrap(document.scenes.first).unmodelledFeatures
        XCTAssertEqual(features.map(\.name), ["<middleViews>", "<endViews>", "<endViews>"], "once per feature and view")
        XCTAssertEqual(features.map(\.item), ["stack", "stack", "second"])
        XCTAssertEqual(features.map(\.effect), [.placesSubviews, .placesSubviews, .placesSubviews])
        XCTAssertGreaterThan(features[1].location.line, features[0].location.line)
    }

    func testSimulatedSizesAndBarsAreRecordedOnTheirScene() throws {
        let document = try parse(Fixture.storyboard(
            Fixture.scene("", sceneID: "sheet", controllerExtras: """
                <nil key="simulatedTopBarMetrics"/>
                <modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                """)
                + Fixture.scene("", sceneID: "plain", controllerExtras: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)))
        // Top Bar "None" is read (the scene shows no navigation bar): not a feature left out.
        XCTAssertEqual(document.scenes.map { $0.unmodelledFeatures.map(\.name) },
                       [["<modalPageSheetSimulatedSizeMetrics>"], []])
        XCTAssertEqual(document.scenes[0].unmodelledFeatures.map(\.effect), [.sceneSize])
    }

    func testAttributesCountOnlyWithTheValueThatChangesLayout() throws {
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <view autoresizesSubviews="NO" contentMode="scaleToFill" id="fixed">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <button semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="leaf">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                        </button>
                    </subviews>
                </view>
                <view autoresizesSubviews="YES" semanticContentAttribute="forceLeftToRight" contentMode="scaleToFill" id="default">
                    <rect key="frame" x="0.0" y="100" width="100" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="inner">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                        </view>
                    </subviews>
                </view>
            </subviews>
            """))
        let features = try XCTUnwrap(document.scenes.first).unmodelledFeatures
        // The button forces its own direction only (image and title), no subview's: not recorded.
        XCTAssertEqual(features.map(\.name), [#"autoresizesSubviews="NO""#])
        XCTAssertEqual(features.map(\.item), ["fixed"])
        XCTAssertEqual(features.map(\.effect), [.autoresizing])
    }

    func testAViewWithoutSubviewsDoesNotHideALaterUseOfTheSameFeature() throws {
        // The image view resizes no subviews: only the container after it, which has subviews, is
        // recorded.
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <imageView autoresizesSubviews="NO" contentMode="scaleToFill" id="icon">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                </imageView>
                <view autoresizesSubviews="NO" contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="20" width="100" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="inner">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                        </view>
                    </subviews>
                </view>
            </subviews>
            """))
        let features = try XCTUnwrap(document.scenes.first).unmodelledFeatures
        XCTAssertEqual(features.map(\.name), [#"autoresizesSubviews="NO""#])
        XCTAssertEqual(features.map(\.item), ["panel"])
    }

    func testSeveralAttributesOfOneViewAreRecordedInTheVocabularysOrder() throws {
        // Written in the reverse order: what is recorded does not depend on the order in the file.
        let document = try parse(Fixture.iOSView("""
            <subviews>
                <view semanticContentAttribute="forceRightToLeft" autoresizesSubviews="NO" contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="20" width="100" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="inner">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                        </view>
                    </subviews>
                </view>
            </subviews>
            """))
        let features = try XCTUnwrap(document.scenes.first).unmodelledFeatures
        XCTAssertEqual(features.map(\.name), [#"autoresizesSubviews="NO""#, #"semanticContentAttribute="forceRightToLeft""#])
        XCTAssertEqual(features.map(\.item), ["panel", "panel"])
    }
}
