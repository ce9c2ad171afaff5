/// Hand-written Interface Builder documents for the stress tests: a scene of `views` views under
/// one root, with whatever constraints the test gives, and a deterministic generator of random
/// ones (a conflict storm, a huge scene).
enum StressDocuments {
    static func storyboard(views: Int, constraints: [String], frame: String = #"x="0" y="0" width="390" height="844""#) -> String {
        var subviews = ""
        for index in 0..<views {
            subviews += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v\#(index)">"#
                + #"<rect key="frame" x="\#(index % 30 * 10)" y="\#(index / 30 * 20)" width="50" height="40"/></view>"#
                + "\n"
        }
        return #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="stress-scene">
                    <objects>
                        <viewController id="stress-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" \#(frame)/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \#(subviews)
                                </subviews>
                                <constraints>
        \#(constraints.joined(separator: "\n"))
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#
    }

    /// `count` random constraints between the views and the root: edges, sizes and centres, all
    /// three relations, required and optional, constants from -100 to 400. The same seed, the
    /// same constraints.
    static func randomConstraints(views: Int, count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let attributes = ["leading", "trailing", "top", "bottom", "width", "height", "centerX", "centerY"]
        let relations = ["", #" relation="greaterThanOrEqual""#, #" relation="lessThanOrEqual""#]
        let priorities = ["", "", #" priority="750""#, #" priority="250""#]
        return (0..<count).map { index in
            let first = "v\(next(views))"
            let tail = relations[next(3)] + priorities[next(4)] + #" id="c\#(index)"/>"#
            if next(10) < 3 {
                return #"<constraint firstItem="\#(first)" firstAttribute="\#(["width", "height"][next(2)])" constant="\#(next(400))""# + tail
            }
            let second = next(views + 1) == views ? "root" : "v\(next(views))"
            return #"<constraint firstItem="\#(first)" firstAttribute="\#(attributes[next(8)])" secondItem="\#(second)" "#
                + #"secondAttribute="\#(attributes[next(8)])" constant="\#(next(200) - 100)""# + tail
        }
    }
}
