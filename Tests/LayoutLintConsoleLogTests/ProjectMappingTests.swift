import LayoutLintConsoleLog
import LayoutLintInput
import LayoutLintModel
import XCTest

/// Hand-made pairs: a storyboard, and the console log UIKit would print for it (written following
/// the grammar of the real logs: pointers, class names, label text, VFL where UIKit uses it). Every
/// constraint must map to the IB constraint (or, for the constraints UIKit makes, the view) it
/// comes from; a constraint made in code maps to nothing.
final class ProjectMappingTests: XCTestCase {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <imageView userLabel="Avatar" translatesAutoresizingMaskIntoConstraints="NO" id="avt">
                                        <rect key="frame" x="175" y="68" width="64" height="64"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="64" id="c-w"/>
                                            <constraint firstAttribute="height" secondItem="avt" secondAttribute="width" multiplier="0.5" id="c-ratio"/>
                                        </constraints>
                                    </imageView>
                                    <label text="Welcome to the new profile page" translatesAutoresizingMaskIntoConstraints="NO" id="ttl">
                                        <rect key="frame" x="16" y="140" width="382" height="21"/>
                                    </label>
                                    <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="nam">
                                        <rect key="frame" x="16" y="170" width="382" height="21"/>
                                    </label>
                                    <stackView axis="horizontal" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                        <rect key="frame" x="16" y="200" width="382" height="44"/>
                                        <subviews>
                                            <button title="Cancel" translatesAutoresizingMaskIntoConstraints="NO" id="bt1">
                                                <rect key="frame" x="0.0" y="0.0" width="185" height="44"/>
                                            </button>
                                            <button title="Save" translatesAutoresizingMaskIntoConstraints="NO" id="bt2">
                                                <rect key="frame" x="197" y="0.0" width="185" height="44"/>
                                            </button>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="44" priority="750" id="c-stkh"/>
                                        </constraints>
                                    </stackView>
                                    <view userLabel="Banner" id="bnr">
                                        <rect key="frame" x="20" y="300" width="374" height="50"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf"/>
                                <constraints>
                                    <constraint firstItem="avt" firstAttribute="top" secondItem="saf" secondAttribute="top" constant="24" id="c-top"/>
                                    <constraint firstItem="avt" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-cx"/>
                                    <constraint firstItem="ttl" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c-tl"/>
                                    <constraint firstItem="nam" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c-nl"/>
                                    <constraint firstAttribute="trailing" secondItem="ttl" secondAttribute="trailing" constant="16" id="c-tt"/>
                                    <constraint firstItem="ttl" firstAttribute="top" secondItem="avt" secondAttribute="bottom" constant="8" id="c-tv"/>
                                    <constraint firstItem="stk" firstAttribute="top" secondItem="nam" secondAttribute="bottom" constant="8" identifier="stack-below-name" id="c-sv"/>
                                    <constraint firstItem="bnr" firstAttribute="height" constant="60" id="c-bh"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The log UIKit would print: one line per constraint kind, each with the id it must map to.
    static let pairs: [(String, String?)] = [
        // A constant size.
        ("<NSLayoutConstraint:0x600000071d10 UIImageView:0x7f8a1c00e150.width == 64   (active)>", "c-w"),
        // A multiplier, printed before the item.
        ("<NSLayoutConstraint:0x600000071d60 UIImageView:0x7f8a1c00e150.height == 0.5*UIImageView:0x7f8a1c00e150.width   (active)>", "c-ratio"),
        // The same before iOS 10: postfix multiplier, no (active).
        ("<NSLayoutConstraint:0x600000071d60 UIImageView:0x7f8a1c00e150.height == UIImageView:0x7f8a1c00e150.width * 0.5>", "c-ratio"),
        // Written the other way round (the IB constraint says root.trailing == title.trailing + 16).
        ("<NSLayoutConstraint:0x600000071e00 UILabel:0x7f8a1c00e3a0'Welcome to the new profil...'.trailing == UIView:0x7f8a1c00e010.trailing - 16   (active)>", "c-tt"),
        // Label text tells two leading constraints apart.
        ("<NSLayoutConstraint:0x600000071e50 UILabel:0x7f8a1c00e3a0'Welcome to the new profil...'.leading == UIView:0x7f8a1c00e010.leadingMargin   (active)>", "c-tl"),
        ("<NSLayoutConstraint:0x600000071ea0 UILabel:0x7f8a1c00e5f0'Name'.leading == UIView:0x7f8a1c00e010.leadingMargin   (active)>", "c-nl"),
        // Visual format, as UIKit prints a spacing between siblings.
        ("<NSLayoutConstraint:0x600000071ef0 V:[UIImageView:0x7f8a1c00e150]-(8)-[UILabel:0x7f8a1c00e3a0'Welcome to the new profil...']   (active)>", "c-tv"),
        // The safe area guide.
        ("<NSLayoutConstraint:0x600000071f40 UIImageView:0x7f8a1c00e150.top == UILayoutGuide:0x600002a0c1c0'UIViewSafeAreaLayoutGuide'.top + 24   (active)>", "c-top"),
        // An identifier.
        ("<NSLayoutConstraint:0x600000071f90 'stack-below-name' V:[UILabel:0x7f8a1c00e5f0'Name']-(8)-[UIStackView:0x7f8a1c00e840]   (active)>", "c-sv"),
        // A priority in visual format.
        ("<NSLayoutConstraint:0x600000071fe0 V:[UIStackView:0x7f8a1c00e840(>=44@750)]   (active)>", "c-stkh"),
        // Made by UIKit for the stack view: maps to the stack view its buttons are arranged in.
        ("<NSLayoutConstraint:0x600000072030 'UISV-spacing' H:[UIButton:0x7f8a1c00ea90'Cancel']-(12)-[UIButton:0x7f8a1c00ece0'Save']   (active)>", "stk"),
        // Autoresizing: maps to the view that still translates its mask.
        ("<NSAutoresizingMaskLayoutConstraint:0x600000072080 h=-&- v=--& UIView:0x7f8a1c00ef30.height == 50   (active)>", nil),
        ("<NSLayoutConstraint:0x6000000720d0 UIView:0x7f8a1c00ef30.height == 60   (active)>", "c-bh"),
        // Intrinsic content size: maps to the label it sizes.
        ("<NSContentSizeLayoutConstraint:0x6000000721c0 UILabel:0x7f8a1c00e5f0'Name'.width == 42 Hug:250 CompressionResistance:750   (active)>", "nam"),
        // Made in code: no IB constraint has this shape.
        ("<NSLayoutConstraint:0x600000072120 UIImageView:0x7f8a1c00e150.width == 100   (active)>", nil),
        ("<SnapKit.LayoutConstraint:0x600000072170@ProfileView.swift#42 UILabel:0x7f8a1c00e5f0'Name'.height == 30>", nil),
    ]

    func mapping() throws -> ProjectMapping {
        let document = try DocumentLoader.parse(text: Self.storyboard, path: "Profile.storyboard")
        return ProjectMapping(documents: [document])
    }

    func testEachConstraintMapsToItsInterfaceBuilderConstraint() throws {
        let mapping = try mapping()
        for (text, id) in Self.pairs {
            guard case .success(let constraint) = ConstraintDescriptionParser.parse(Substring(text)) else {
                XCTFail("does not parse: \(text)")
                continue
            }
            XCTAssertEqual(mapping.source(of: constraint)?.id, id, text)
        }
    }

    func testAutoresizingConstraintsMapToTheViewWhenTheClassSaysWhich() throws {
        let mapping = try mapping()
        // Two plain UIViews translate their masks (the root and the banner): the class alone cannot say.
        let ambiguous = "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=--& UIView:0x7f8a1c00ef30.height == 50   (active)>"
        guard case .success(let constraint) = ConstraintDescriptionParser.parse(Substring(ambiguous)) else { return XCTFail() }
        XCTAssertNil(mapping.source(of: constraint))
        // The stack view is the only one of its class.
        let stack = "<NSLayoutConstraint:0x2 'UISV-canvas-connection' UIStackView:0x7f8a1c00e840.leading == UIButton:0x7f8a1c00ea90'Cancel'.leading   (active)>"
        guard case .success(let spacing) = ConstraintDescriptionParser.parse(Substring(stack)) else { return XCTFail() }
        XCTAssertEqual(mapping.source(of: spacing)?.id, "stk")
        XCTAssertEqual(mapping.source(of: spacing)?.kind, "view")
    }

    /// A view `_autolayoutTrace` marks ambiguous maps to the view of that class and text.
    func testAmbiguousViewsMapToTheirViews() throws {
        let mapping = try mapping()
        var blocks: [LogBlock] = []
        let scanner = LogBlockScanner { blocks.append($0) }
        scanner.consume("|   |   *UILabel:0x7f8a1c00e5f0'Name'- AMBIGUOUS LAYOUT for UILabel:0x7f8a1c00e5f0'Name'.minY{id: 25}", line: 1)
        scanner.consume("|   |   *UIButton:0x7f8a1c00ea90'Cancel'- AMBIGUOUS LAYOUT for UIButton:0x7f8a1c00ea90'Cancel'.Width{id: 26}", line: 2)
        scanner.finish()
        XCTAssertEqual(blocks.first?.ambiguousViews.map { mapping.source(of: $0.item)?.id }, ["nam", "bt1"])
    }

    func testInterfaceBuilderIDsInPlaceOfPointersMapExactly() throws {
        let mapping = try mapping()
        let text = "<NSLayoutConstraint:c-w UIImageView:avt'Avatar'.width == 64   (active)>"
        guard case .success(let constraint) = ConstraintDescriptionParser.parse(Substring(text)) else { return XCTFail() }
        XCTAssertEqual(mapping.source(of: constraint), LogSource(file: "Profile.storyboard", line: 15, id: "c-w", kind: "constraint", scene: "scn"))
    }
}
