import LayoutLintInput
import LayoutLintModel
import XCTest

/// Items are named the way Interface Builder's document outline names them.
final class NamingTests: XCTestCase {
    private func names(_ subviews: String, mac: Bool = false) throws -> Document {
        let content = "<subviews>\n\(subviews)\n</subviews>"
        return try parse(mac ? Fixture.macView(content) : Fixture.iOSView(content))
    }

    func testUserLabelWinsOverTextAndClass() throws {
        let document = try names("""
            <label text="Hello" userLabel="Title Label" customClass="FancyLabel" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </label>
            """)
        let item = try document.item("a")
        XCTAssertEqual(item.name, "Title Label")
        XCTAssertEqual(item.userLabel, "Title Label")
        XCTAssertEqual(item.text, "Hello")
    }

    func testTextAndTitles() throws {
        let document = try names("""
            <label text="Hello" customClass="FancyLabel" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </label>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <state key="normal" title="Sign In"/>
                <state key="highlighted" title="Signing In"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="configured">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <buttonConfiguration key="configuration" style="filled" title="Continue"/>
            </button>
            <textView text="Notes go here" translatesAutoresizingMaskIntoConstraints="NO" id="text-view">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </textView>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="multiline">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <string key="text">Two
            lines</string>
            </label>
            """)
        XCTAssertEqual(try document.item("label").name, "Hello")
        XCTAssertEqual(try document.item("label").text, "Hello")
        XCTAssertEqual(try document.item("button").name, "Sign In")
        XCTAssertEqual(try document.item("button").text, "Sign In")
        XCTAssertEqual(try document.item("configured").name, "Continue")
        XCTAssertEqual(try document.item("text-view").name, "Notes go here")
        XCTAssertEqual(try document.item("multiline").text, "Two\nlines")
    }

    func testEmptyTextFallsBackToTheType() throws {
        let document = try names("""
            <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="empty-label">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="untitled">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <state key="normal" image="plus"/>
            </button>
            """)
        XCTAssertEqual(try document.item("empty-label").name, "Label")
        XCTAssertEqual(try document.item("untitled").name, "Button")
        XCTAssertNil(try document.item("untitled").text)
    }

    func testAppKitCellTitles() throws {
        let document = try names("""
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="field-cell"/>
            </textField>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" id="ok-cell"/>
            </button>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="long-title">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <textFieldCell key="cell" id="long-title-cell">
                    <string key="title">Multi-line
            title</string>
                </textFieldCell>
            </textField>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="blank">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <textFieldCell key="cell" title="" id="blank-cell"/>
            </textField>
            """, mac: true)
        XCTAssertEqual(try document.item("field").name, "Name:")
        XCTAssertEqual(try document.item("field").text, "Name:")
        XCTAssertEqual(try document.item("ok").name, "OK")
        XCTAssertEqual(try document.item("long-title").text, "Multi-line\ntitle")
        XCTAssertEqual(try document.item("blank").name, "Text Field")
    }

    func testCustomClassSplitIntoWords() throws {
        let document = try names("""
            <view customClass="CardView" customModule="App" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <textField customClass="URLField" translatesAutoresizingMaskIntoConstraints="NO" id="url">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </textField>
            <view customClass="HTMLPreviewView" translatesAutoresizingMaskIntoConstraints="NO" id="html">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view customClass="UIVisualEffectView" translatesAutoresizingMaskIntoConstraints="NO" id="system-class">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """)
        XCTAssertEqual(try document.item("card").name, "Card View")
        XCTAssertEqual(try document.item("url").name, "URL Field")
        XCTAssertEqual(try document.item("html").name, "HTML Preview View")
        // A system class set as custom class does not name the view: its type does.
        XCTAssertEqual(try document.item("system-class").name, "View")
        XCTAssertEqual(try document.item("system-class").className, "UIVisualEffectView")
    }

    func testTypeDisplayNames() throws {
        let document = try names("""
            <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </imageView>
            <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </stackView>
            <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="rounded">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </textField>
            <textField borderStyle="line" translatesAutoresizingMaskIntoConstraints="NO" id="lined">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </textField>
            <activityIndicatorView style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </activityIndicatorView>
            <wkWebView translatesAutoresizingMaskIntoConstraints="NO" id="web">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </wkWebView>
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </segmentedControl>
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </switch>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </scrollView>
            """)
        let expected = [
            "image": "Image View", "stack": "Stack View", "rounded": "Round Style Text Field", "lined": "Text Field",
            "spinner": "Activity Indicator View", "web": "Web View", "segments": "Segmented Control",
            "toggle": "Switch", "scroll": "Scroll View", "root": "View",
        ]
        for (id, name) in expected {
            XCTAssertEqual(try document.item(id).name, name, id)
        }
        XCTAssertEqual(try document.item("web").className, "WKWebView")
        XCTAssertEqual(try document.item("toggle").className, "UISwitch")
    }

    func testAppKitTypeDisplayNames() throws {
        let document = try names("""
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </customView>
            <progressIndicator translatesAutoresizingMaskIntoConstraints="NO" id="progress">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </progressIndicator>
            <box title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </box>
            """, mac: true)
        XCTAssertEqual(try document.item("custom").name, "Custom View")
        XCTAssertEqual(try document.item("progress").name, "Progress Indicator")
        XCTAssertEqual(try document.item("progress").className, "NSProgressIndicator")
        XCTAssertEqual(try document.item("box").name, "Options")
        XCTAssertEqual(try document.item("box").className, "NSBox")
    }

    func testCharacterReferencesAndNonASCIIText() throws {
        let document = try names("""
            <label text="Line&#10;two &amp; &quot;three&quot;" translatesAutoresizingMaskIntoConstraints="NO" id="escaped">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </label>
            <label text="Café ☕️ 日本" translatesAutoresizingMaskIntoConstraints="NO" id="unicode">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </label>
            <view userLabel="Bouton «OK»" translatesAutoresizingMaskIntoConstraints="NO" id="french">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """)
        XCTAssertEqual(try document.item("escaped").text, "Line\ntwo & \"three\"")
        XCTAssertEqual(try document.item("unicode").name, "Café ☕️ 日本")
        XCTAssertEqual(try document.item("french").name, "Bouton «OK»")
    }
}
