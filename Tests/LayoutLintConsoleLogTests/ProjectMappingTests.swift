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

    // MARK: - Encapsulated layout and the safe area and margins guides

    /// A table cell's content view, and a child view controller's root beside two other plain
    /// views, with constraints to the safe area guide, to the margins and to the root's edges.
    static let systemStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="tsc">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="-1" estimatedRowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbv">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="cell" id="cel">
                                        <rect key="frame" x="0.0" y="50" width="414" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel" id="cnt">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="clb">
                                                    <rect key="frame" x="20" y="12" width="374" height="20"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="clb" firstAttribute="top" secondItem="cnt" secondAttribute="top" constant="12" id="c-ct"/>
                                                <constraint firstAttribute="bottom" secondItem="clb" secondAttribute="bottom" constant="12" id="c-cb"/>
                                                <constraint firstItem="clb" firstAttribute="leading" secondItem="cnt" secondAttribute="leadingMargin" id="c-cl"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="dsc">
                    <objects>
                        <viewController id="dvc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dtr">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="dlb">
                                        <rect key="frame" x="20" y="68" width="374" height="21"/>
                                    </label>
                                    <view userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="crd">
                                        <rect key="frame" x="16" y="100" width="378" height="200"/>
                                    </view>
                                    <view userLabel="Footer" translatesAutoresizingMaskIntoConstraints="NO" id="ftr">
                                        <rect key="frame" x="16" y="800" width="398" height="96"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="dsf"/>
                                <constraints>
                                    <constraint firstItem="dlb" firstAttribute="top" secondItem="dsf" secondAttribute="top" constant="20" id="c-dt"/>
                                    <constraint firstItem="dlb" firstAttribute="leading" secondItem="dtr" secondAttribute="leadingMargin" id="c-dl"/>
                                    <constraint firstItem="crd" firstAttribute="leading" secondItem="dsf" secondAttribute="leading" constant="16" id="c-kl"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="crd" secondAttribute="trailing" id="c-kr"/>
                                    <constraint firstItem="crd" firstAttribute="top" secondItem="dlb" secondAttribute="bottom" constant="11" id="c-kt"/>
                                    <constraint firstItem="crd" firstAttribute="height" constant="200" id="c-kh"/>
                                    <constraint firstItem="ftr" firstAttribute="leading" secondItem="dtr" secondAttribute="leading" constant="16" id="c-fl"/>
                                    <constraint firstAttribute="trailing" secondItem="ftr" secondAttribute="trailing" id="c-fr"/>
                                    <constraint firstAttribute="bottom" secondItem="ftr" secondAttribute="bottom" id="c-fb"/>
                                    <constraint firstItem="ftr" firstAttribute="height" constant="96" id="c-fh"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The log UIKit would print for it: encapsulated layout in both eras' grammar, and the guides
    /// as iOS 11 and later print them (`UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`, a margin
    /// attribute as the superview's `'UIViewLayoutMarginsGuide'`, with or without `NSSpace(0)`).
    static let systemPairs: [(String, String?)] = [
        // The table sizes its cell's content view: maps to that content view.
        ("<NSLayoutConstraint:0x6040002845b0 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f82eed105e0.height == 44   (active)>", "cnt"),
        ("<NSLayoutConstraint:0x7f8203985ab0 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x7f8201454460(44)]>", "cnt"),
        // The container sizes a child view controller's root: of three plain views, the root.
        ("<NSLayoutConstraint:0x6000000911c0 'UIView-Encapsulated-Layout-Width' UIView:0x7fd720c07680.width == 414   (active)>", "dtr"),
        ("<NSLayoutConstraint:0x174295e50 'UIView-Encapsulated-Layout-Height' V:[UIView:0x7fd720c07680(896)]>", "dtr"),
        // A table view controller's root is its table.
        ("<NSLayoutConstraint:0x600000096da0 'UIView-Encapsulated-Layout-Width' UITableView:0x7f9658035600.width == 414   (active)>", "tbv"),
        // The content view's margins guide, in place of the IB constraint's leadingMargin.
        ("<NSLayoutConstraint:0x600000885550 UILayoutGuide:0x6000007a1b20'UIViewLayoutMarginsGuide'.leading == UILabel:0x7f82eed10830'Title'.leading   (active)>", "c-cl"),
        ("<NSLayoutConstraint:0x600000885560 UILabel:0x7f82eed10830'Title'.top == UITableViewCellContentView:0x7f82eed105e0.top + 12   (active)>", "c-ct"),
        // The root's margins guide, with the NSSpace(0) UIKit appends to some anchor constraints.
        ("<NSLayoutConstraint:0x283c8c8c0 UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.leading == UILabel:0x10f755100'Detail'.leading NSSpace(0)   (active)>", "c-dl"),
        // Only the guide tells the card's trailing (to the margins guide) from the footer's (to the root).
        ("<NSLayoutConstraint:0x283c8c900 UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.trailing == UIView:0x10f7553a0.trailing   (active)>", "c-kr"),
        ("<NSLayoutConstraint:0x283c8c950 UIView:0x10f754f20.trailing == UIView:0x10f7553a0.trailing   (active)>", "c-fr"),
        // Before iOS 11 the same margin constraint printed the attribute.
        ("<NSLayoutConstraint:0x283c8c9a0 UIView:0x10f754f20.trailingMargin == UIView:0x10f7553a0.trailing>", "c-kr"),
        // Only the guide tells the card's leading (to the safe area) from the footer's (to the root).
        ("<NSLayoutConstraint:0x600002a87340 UIView:0x10f7553a0.leading == UILayoutGuide:0x60000306d340'UIViewSafeAreaLayoutGuide'.leading + 16   (active)>", "c-kl"),
        ("<NSLayoutConstraint:0x600002a87390 UIView:0x10f755600.leading == UIView:0x10f754f20.leading + 16   (active)>", "c-fl"),
        ("<NSLayoutConstraint:0x600002a873e0 UILabel:0x10f755100'Detail'.top == UILayoutGuide:0x60000306d340'UIViewSafeAreaLayoutGuide'.top + 20   (active)>", "c-dt"),
        // UIKit's own constraints placing the guides map to the owner's safe area guide element, or
        // for the margins to the owning view (the content view is the only one of its class).
        ("<NSLayoutConstraint:0x600002138370 'UIViewSafeAreaLayoutGuide-top' V:|-(0)-[UILayoutGuide:0x60000306d340'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0x10f754f20 )>", "dsf"),
        ("<NSLayoutConstraint:0x600003169590 'UIView-leftMargin-guide-constraint' H:|-(20)-[UILayoutGuide:0x600002b64380'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UITableViewCellContentView:0x7f82eed105e0 )>", "cnt"),
        // Of three plain UIViews the class cannot say whose margins these are.
        ("<NSLayoutConstraint:0x600003169600 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x600002b64380'UIViewLayoutMarginsGuide']-(20)-|(LTR)   (active, names: '|':UIView:0x10f754f20 )>", nil),
        // A safe area constraint no IB constraint states: made in code.
        ("<NSLayoutConstraint:0x600002a87430 UIView:0x10f755600.bottom == UILayoutGuide:0x60000306d340'UIViewSafeAreaLayoutGuide'.bottom   (active)>", nil),
    ]

    func testEncapsulatedLayoutAndGuideConstraintsMapToTheirSources() throws {
        let document = try DocumentLoader.parse(text: Self.systemStoryboard, path: "Detail.storyboard")
        let mapping = ProjectMapping(documents: [document])
        for (text, id) in Self.systemPairs {
            guard case .success(let constraint) = ConstraintDescriptionParser.parse(Substring(text)) else {
                XCTFail("does not parse: \(text)")
                continue
            }
            XCTAssertEqual(mapping.source(of: constraint)?.id, id, text)
        }
    }
}
