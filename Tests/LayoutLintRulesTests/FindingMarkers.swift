import LayoutLintModel

/// SwiftLint's `↓` in the examples of `Rules/*.md`: each marks the place a finding points at, the
/// line and column a finding reports. Stripped, the text is what gets linted; marks only ever sit
/// where a finding would point, before the `<` of an element (or before the first token of a
/// statement in a source file), so stripping them leaves the XML or code as it was.
struct FindingMarkers {
    static let marker: Unicode.Scalar = "↓"

    /// The text without its markers.
    var text: String
    /// Where the character after each marker stands in `text`: 1-based lines, and columns counted in
    /// Unicode scalars, as layoutlint's source tokenizer counts them (in the XML before an element,
    /// only blanks, where scalars and the parser's bytes agree).
    var marks: Set<SourceLocation>

    init(_ marked: String) {
        var lines: [String] = []
        var marks = Set<SourceLocation>()
        for (index, line) in marked.components(separatedBy: "\n").enumerated() {
            var stripped = String.UnicodeScalarView()
            for scalar in line.unicodeScalars {
                if scalar == Self.marker {
                    marks.insert(SourceLocation(line: index + 1, column: stripped.count + 1))
                } else {
                    stripped.append(scalar)
                }
            }
            lines.append(String(stripped))
        }
        text = lines.joined(separator: "\n")
        self.marks = marks
    }

    static func describe(_ locations: Set<SourceLocation>) -> String {
        locations.sorted().map { "\($0.line):\($0.column)" }.joined(separator: ", ")
    }
}
