import LayoutLintInput
import LayoutLintModel
import LayoutLintReporters
import LayoutLintRules
import XCTest

/// `explain --format html`: the page's picture is the solved layout drawn to scale, with the marks
/// the browser check (Conformance/browser_check.py) relies on; it escapes what a storyboard holds.
final class HTMLPictureTests: XCTestCase {
    /// A root 320 × 200 with a label pinned at (16, 20), 100 × 21, and `extra` subviews/constraints.
    private func xib(label: String = "Title", extraViews: String = "", extraConstraints: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="\(label)" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="16" y="20" width="100" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w"/>
                                <constraint firstAttribute="height" constant="21" id="h"/>
                            </constraints>
                        </label>
                        \(extraViews)
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        \(extraConstraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    private func page(_ text: String) throws -> String {
        let document = try DocumentLoader.parse(text: text, path: "View & Co.xib")
        let context = LintContext(document: document)
        let findings = RuleCatalog.enabledByDefault.flatMap { $0.init().check(context) }.sorted(by: Finding.deterministicOrder)
        return HTMLPage.explain(DocumentPicture(document: document, findings: findings, context: context))
    }

    /// The opening tag of the element whose `data-id` is `id`.
    private func element(_ id: String, in html: String) -> String? {
        guard let range = html.range(of: "data-id=\"\(id)\"") else { return nil }
        let start = html[..<range.lowerBound].lastIndex(of: "<")!
        let end = html[range.upperBound...].firstIndex(of: ">")!
        return String(html[start...end])
    }

    private func attribute(_ name: String, of tag: String) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[range.upperBound...].prefix { $0 != "\"" })
    }

    func testEveryViewIsDrawnAtItsSolvedFrameInsideOneScenePicture() throws {
        let html = try page(xib())
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        XCTAssertEqual(html.components(separatedBy: "<svg xmlns").count - 1, 1, "one picture for the one scene")
        XCTAssertTrue(html.contains("data-scene=\"root\""), "a xib's scene is its top-level view")
        let label = try XCTUnwrap(element("label", in: html))
        XCTAssertEqual([attribute("x", of: label), attribute("y", of: label), attribute("width", of: label), attribute("height", of: label)],
                       ["16", "20", "100", "21"])
        XCTAssertTrue(label.contains("class=\"view\""), label)
        let root = try XCTUnwrap(element("root", in: html))
        XCTAssertEqual(attribute("width", of: root), "320")
        XCTAssertTrue(html.contains(">Title</text>"), "the label's text is drawn")
        XCTAssertTrue(html.contains("No unsatisfiable constraints; no ambiguous views."))
        XCTAssertFalse(html.contains("ambiguous\" data-id="), "nothing ambiguous")
    }

    func testNothingOutsideTheFileIsReferenced() throws {
        let html = try page(xib())
        for outside in ["src=", "href=\"http", "url(", "@import", "<link"] {
            XCTAssertFalse(html.contains(outside), outside)
        }
        XCTAssertTrue(html.contains("prefers-color-scheme:dark"), "a dark scheme")
    }

    func testAnAmbiguousViewIsMarkedWithBandsWhereItMayMove() throws {
        let html = try page(xib(extraViews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="40" y="100" width="50" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="lw"/>
                    <constraint firstAttribute="height" constant="30" id="lh"/>
                </constraints>
            </view>
            """, extraConstraints: """
            <constraint firstItem="loose" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="lt"/>
            """))
        let loose = try XCTUnwrap(element("loose", in: html))
        XCTAssertTrue(loose.contains("ambiguous"), loose)
        XCTAssertTrue(html.contains("class=\"ambiguity-band band-minX\" data-band-for=\"loose\""))
        XCTAssertFalse(html.contains("band-minY"), "its vertical position is determined")
        XCTAssertTrue(html.contains("undetermined: minX"), "the view's entry says what is undetermined, as explain --view does")
    }

    func testABandCoversOnlyTheRangeTheConstraintsLeave() throws {
        // leading between 20 and 80 from the root, nothing preferring a place: the band runs from
        // x = 20 to 80 + 50, not over the whole root.
        let html = try page(xib(extraViews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="40" y="100" width="50" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="lw"/>
                    <constraint firstAttribute="height" constant="30" id="lh"/>
                </constraints>
            </view>
            """, extraConstraints: """
            <constraint firstItem="loose" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="lt"/>
            <constraint firstItem="loose" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="20" id="lmin"/>
            <constraint firstItem="loose" firstAttribute="leading" relation="lessThanOrEqual" secondItem="root" secondAttribute="leading" constant="80" id="lmax"/>
            """))
        let band = try XCTUnwrap(html.range(of: "<rect class=\"ambiguity-band band-minX\" data-band-for=\"loose\"").map {
            String(html[$0.lowerBound...].prefix { $0 != ">" })
        })
        XCTAssertEqual([attribute("x", of: band), attribute("y", of: band), attribute("width", of: band), attribute("height", of: band)],
                       ["20", "100", "110", "30"], band)
    }

    func testAConflictMarksItsViewsAndTheBrokenConstraint() throws {
        let html = try page(xib(extraConstraints: """
            <constraint firstItem="label" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-16" id="tr"/>
            """))
        let label = try XCTUnwrap(element("label", in: html))
        XCTAssertTrue(label.contains("conflict"), label)
        XCTAssertTrue(html.contains("class=\"constraint required conflict broken\""), "the broken constraint is drawn red")
        XCTAssertTrue(html.contains("1 unsatisfiable set"))
        XCTAssertTrue(html.contains("[unsatisfiable-constraints]</code>"), "the finding is listed")
        XCTAssertTrue(html.contains("<a href=\"#d0s0c0-"), "and links to the view it concerns")
    }

    func testConstraintsAreDrawnAsInterfaceBuilderDrawsThem() throws {
        let html = try page(xib(extraViews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="16" y="60" width="100" height="30"/>
            </view>
            """, extraConstraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="label" secondAttribute="leading" id="align"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="19" id="gap"/>
            <constraint firstItem="box" firstAttribute="width" secondItem="label" secondAttribute="width" id="same"/>
            <constraint firstItem="box" firstAttribute="height" constant="30" priority="750" id="tall"/>
            """))
        // The spacing: an I-beam from the label's bottom (41) to the box's top (60), capped at both ends.
        XCTAssertTrue(html.contains("d=\"M66 60V41M63 60H69M63 41H69\" data-constraint=\"gap\""), html)
        // The alignment: one line at x 16 along both views.
        XCTAssertTrue(html.contains("d=\"M16 20V90\" data-constraint=\"align\""))
        XCTAssertTrue(html.contains("class=\"constraint optional high\" d=\""), "priority 750 is drawn as optional")
        XCTAssertTrue(html.contains("data-constraint=\"same\" data-items=\"box label\""))
    }

    func testEachViewsConstraintsReadAsExplainViewWordsThem() throws {
        let text = xib()
        let html = try page(text)
        let document = try DocumentLoader.parse(text: text, path: "View & Co.xib")
        let explained = try LayoutExplanation(document: document, viewID: "label").render()
        let start = try XCTUnwrap(explained.range(of: "Constraints affecting"))
        let end = try XCTUnwrap(explained.range(of: "_autolayoutTrace"))
        let words = explained[start.lowerBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        let escaped = words.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        XCTAssertTrue(html.contains("<pre>" + escaped), words)
        XCTAssertTrue(html.contains("(View &amp; Co.xib:"), "with the file and line")
    }

    func testAViewListedAlikeInSeveralConfigurationsIsWrittenOutOnce() throws {
        // The box's height differs in compact height; the label reads the same in every configuration.
        let html = try page(xib(extraViews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="16" y="60" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="bw"/>
                    <constraint firstAttribute="height" constant="40" id="bh">
                        <variation key="heightClass=compact" constant="60"/>
                    </constraint>
                </constraints>
            </view>
            """, extraConstraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="bl"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="bt"/>
            """))
        let configurations = html.components(separatedBy: "<section class=\"scene-section\"").count - 1
        XCTAssertGreaterThan(configurations, 1, "the variation gives the scene more than one configuration")
        let labelEntries = html.components(separatedBy: "data-for=\"label\"").count - 1
        XCTAssertEqual(labelEntries, configurations, "every configuration keeps an entry the picture can select")
        XCTAssertEqual(html.components(separatedBy: "<pre>Constraints affecting \"Title\" (id label,").count - 1, 1, "written out once")
        XCTAssertGreaterThan(html.components(separatedBy: "<pre>Constraints affecting \"View\" (id box,").count - 1, 1, "the box differs, so it is written per configuration")
        // Each short entry names an entry that holds the text.
        for reference in html.components(separatedBy: " data-text=\"").dropFirst() {
            let id = String(reference.prefix { $0 != "\"" })
            let target = try XCTUnwrap(html.range(of: "id=\"\(id)\""), id)
            XCTAssertTrue(html[target.upperBound...].prefix(400).contains("<pre>"), "the entry \(id) holds the text")
        }
    }

    func testTextIsEscapedAndControlCharactersReplaced() throws {
        // U+0085 and U+FDD0: XML carries them, an HTML5 parser reports them as errors.
        let html = try page(xib(label: "a &lt;b&gt; &amp; &quot;c&quot; &#x85;d&#xFDD0;"))
        XCTAssertTrue(html.contains("a &lt;b&gt; &amp; \"c\" \u{FFFD}d\u{FFFD}"), "text content keeps quotes, replaces what HTML forbids")
        XCTAssertFalse(html.contains("\u{85}"))
    }

    func testTheLintReportListsEveryFileAndDrawsTheOnesItCanRead() throws {
        let text = xib()
        let report = LintReport(files: [
            FileReport(path: "View.xib", rules: []),
            FileReport(path: "Broken.xib", rules: [], failure: ParseFailure(path: "Broken.xib", line: 1, message: "malformed <xml>")),
        ], environment: ReportEnvironment())
        let html = HTMLReporter { path in
            guard path == "View.xib", let document = try? DocumentLoader.parse(text: text, path: path) else { return nil }
            return (document, LintContext(document: document))
        }.render(report)
        XCTAssertTrue(html.contains("<a href=\"#f0\">View.xib</a>"))
        XCTAssertTrue(html.contains("<a href=\"#f1\">Broken.xib</a>"))
        XCTAssertTrue(html.contains("data-scene=\"root\""), "the readable file is drawn")
        XCTAssertTrue(html.contains("malformed &lt;xml&gt; <code>[parse-error]</code>"))
        XCTAssertTrue(html.contains("id=\"f0s0c0\""))
    }
}
