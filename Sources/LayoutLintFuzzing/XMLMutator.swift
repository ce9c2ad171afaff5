/// Structure-aware mutations of Interface Builder XML, for the fuzzer: byte flips rarely get past
/// the XML parser, so most interesting inputs are well-formed documents that a bad merge, a
/// generator or a hand edit could produce. Works on the text (no parser: a mutation may well
/// produce malformed XML, which is an input worth trying too) and is deterministic for a seed.
public struct XMLMutator {
    /// Numbers that have broken or could break arithmetic downstream: huge, tiny, non-finite,
    /// beyond `Int`, negative zero, hexadecimal floats, and not numbers at all.
    public static let hostileNumbers = [
        "1e308", "-1e308", "1.7976931348623157e308", "nan", "NaN", "inf", "-inf", "infinity", "1e-320", "5e-324",
        "0", "-0", "-1", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "4294967296",
        "100000000", "100000001", "3.4028234663852886e+38", "0x1p1023", "1e", "", " ", "1:0", "0:0", "1e300:1e-300",
        "999", "1000", "1001", "0.5", "1e7", "-1e7", "2147483648",
    ]
    static let numericAttributes = [
        "x", "y", "width", "height", "constant", "multiplier", "priority", "spacing", "top", "bottom", "left", "right",
        "leading", "trailing", "minX", "maxX", "minY", "maxY", "rowHeight", "estimatedRowHeight", "pointSize", "size",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "numberOfLines", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "rowSpacing", "columnSpacing", "value", "toolsVersion",
    ]
    static let referenceAttributes = ["firstItem", "secondItem", "destination", "ref", "initialViewController", "initialItem"]
    static let layoutAttributes = [
        "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY", "baseline",
        "lastBaseline", "firstBaseline", "leadingMargin", "trailingMargin", "topMargin", "bottomMargin", "centerXWithinMargins",
        "notAnAttribute", "bogus",
    ]

    private var random: SplitMix

    public init(seed: UInt64) { random = SplitMix(state: seed) }

    /// One mutation of `bytes`; nil when none applies (the caller mutates bytes instead).
    public mutating func mutate(_ bytes: [UInt8]) -> [UInt8]? {
        var text = Array(String(decoding: bytes, as: UTF8.self).utf8)
        let operations: [(inout XMLMutator, inout [UInt8]) -> Bool] = [
            { $0.hostileNumber(&$1) }, { $0.hostileNumber(&$1) }, { $0.deleteElement(&$1) }, { $0.duplicateElement(&$1) },
            { $0.reparentElement(&$1) }, { $0.collideIDs(&$1) }, { $0.rewireReference(&$1) }, { $0.rewireAttribute(&$1) },
            { $0.nest(&$1) }, { $0.randomConstraints(&$1) },
        ]
        let operation = operations[random.below(operations.count)]
        return operation(&self, &text) ? text : nil
    }

    // MARK: Operations

    mutating func hostileNumber(_ text: inout [UInt8]) -> Bool {
        let name = Self.numericAttributes[random.below(Self.numericAttributes.count)]
        guard let value = pick(attributeValues(named: name, in: text)) else { return false }
        text.replaceSubrange(value, with: Array(Self.hostileNumbers[random.below(Self.hostileNumbers.count)].utf8))
        return true
    }

    mutating func deleteElement(_ text: inout [UInt8]) -> Bool {
        guard let element = pick(elements(in: text)) else { return false }
        text.removeSubrange(element)
        return true
    }

    mutating func duplicateElement(_ text: inout [UInt8]) -> Bool {
        guard let element = pick(elements(in: text)) else { return false }
        let copy = Array(text[element])
        let times = random.below(4) == 0 ? 1 + random.below(50) : 1
        for _ in 0..<times { text.insert(contentsOf: copy, at: element.upperBound) }
        return true
    }

    /// Cut an element and paste it right after another start tag (a subview moved under another view,
    /// a constraint moved out of its owner, a view inside itself's former place).
    mutating func reparentElement(_ text: inout [UInt8]) -> Bool {
        guard let element = pick(elements(in: text)) else { return false }
        let copy = Array(text[element])
        text.removeSubrange(element)
        guard let target = pick(startTagEnds(in: text)) else { return false }
        text.insert(contentsOf: copy, at: target)
        return true
    }

    mutating func collideIDs(_ text: inout [UInt8]) -> Bool {
        let ids = attributeValues(named: "id", in: text)
        guard ids.count > 1, let source = pick(ids), let target = pick(ids) else { return false }
        text.replaceSubrange(target, with: Array(text[source]))
        return true
    }

    mutating func rewireReference(_ text: inout [UInt8]) -> Bool {
        let name = Self.referenceAttributes[random.below(Self.referenceAttributes.count)]
        let ids = attributeValues(named: "id", in: text)
        guard let id = pick(ids), let reference = pick(attributeValues(named: name, in: text)) else { return false }
        text.replaceSubrange(reference, with: Array(text[id]))
        return true
    }

    mutating func rewireAttribute(_ text: inout [UInt8]) -> Bool {
        let name = random.below(2) == 0 ? "firstAttribute" : "secondAttribute"
        guard let value = pick(attributeValues(named: name, in: text)) else { return false }
        text.replaceSubrange(value, with: Array(Self.layoutAttributes[random.below(Self.layoutAttributes.count)].utf8))
        return true
    }

    /// Wraps an element in up to 300 views, each in the next's subviews.
    mutating func nest(_ text: inout [UInt8]) -> Bool {
        guard let element = pick(elements(in: text)) else { return false }
        let depth = 1 + random.below(random.below(4) == 0 ? 300 : 20)
        var open = "", close = ""
        for level in 0..<depth {
            open += "<view id=\"fz-n\(level)\"><rect key=\"frame\" x=\"1\" y=\"1\" width=\"10\" height=\"10\"/><subviews>"
            close = "</subviews></view>" + close
        }
        text.insert(contentsOf: Array(close.utf8), at: element.upperBound)
        text.insert(contentsOf: Array(open.utf8), at: element.lowerBound)
        return true
    }

    /// A `<constraints>` block of up to 400 constraints between the document's ids, right after a
    /// start tag: conflicts, cycles, duplicates and references to anything.
    mutating func randomConstraints(_ text: inout [UInt8]) -> Bool {
        let ids = attributeValues(named: "id", in: text).map { String(decoding: text[$0], as: UTF8.self) }
        guard !ids.isEmpty, let target = pick(startTagEnds(in: text)) else { return false }
        let count = 1 + random.below(random.below(3) == 0 ? 400 : 20)
        var block = "<constraints>"
        for index in 0..<count { block += constraint(index, ids) }
        block += "</constraints>"
        text.insert(contentsOf: Array(block.utf8), at: target)
        return true
    }

    private mutating func constraint(_ index: Int, _ ids: [String]) -> String {
        func any<T>(_ values: [T]) -> T { values[random.below(values.count)] }
        var result = "<constraint firstItem=\"\(any(ids))\" firstAttribute=\"\(any(Self.layoutAttributes))\""
        if random.below(3) > 0 { result += " secondItem=\"\(any(ids))\" secondAttribute=\"\(any(Self.layoutAttributes))\"" }
        result += any(["", " relation=\"greaterThanOrEqual\"", " relation=\"lessThanOrEqual\""])
        result += " constant=\"\(random.below(5) == 0 ? any(Self.hostileNumbers) : String(random.below(801) - 400))\""
        result += any(["", "", " priority=\"750\"", " priority=\"250\"", " priority=\"999\"", " multiplier=\"2\"", " multiplier=\"1:3\""])
        return result + " id=\"fz-c\(index)-\(random.below(1000))\"/>"
    }

    // MARK: Scanning

    private mutating func pick<T>(_ values: [T]) -> T? { values.isEmpty ? nil : values[random.below(values.count)] }

    /// The ranges of the values of every attribute `name` (without the quotes).
    func attributeValues(named name: String, in text: [UInt8]) -> [Range<Int>] {
        let pattern = Array(" \(name)=\"".utf8)
        var result: [Range<Int>] = []
        var index = 0
        while let start = find(pattern, in: text, from: index) {
            let valueStart = start + pattern.count
            guard let end = text[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            result.append(valueStart..<end)
            index = end
        }
        return result
    }

    /// Where each start tag ends (just after its `>`), for insertions.
    func startTagEnds(in text: [UInt8]) -> [Int] {
        var result: [Int] = []
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: ">") && index > 0 {
            if text[index - 1] != UInt8(ascii: "/") && text[index - 1] != UInt8(ascii: "?") && text[index - 1] != UInt8(ascii: "-") {
                result.append(index + 1)
            }
        }
        return result.filter { position in
            // Not a closing tag: find the `<` of this tag.
            guard let open = text[..<position].lastIndex(of: UInt8(ascii: "<")), open + 1 < text.count else { return false }
            return text[open + 1] != UInt8(ascii: "/") && text[open + 1] != UInt8(ascii: "!")
        }
    }

    /// Whole elements: each start tag through its matching end tag (same name, counted), or a
    /// self-closing tag. At most 2,000, spread over the document.
    func elements(in text: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = 0
        while index < text.count, result.count < 2000 {
            guard let open = text[index...].firstIndex(of: UInt8(ascii: "<")) else { break }
            index = open + 1
            guard index < text.count, isNameStart(text[index]) else { continue }
            let nameEnd = text[index...].firstIndex { !isNameByte($0) } ?? text.count
            let name = Array(text[index..<nameEnd])
            guard let close = text[index...].firstIndex(of: UInt8(ascii: ">")) else { break }
            if text[close - 1] == UInt8(ascii: "/") { result.append(open..<(close + 1)); continue }
            if let end = matchingEnd(of: name, from: close + 1, in: text) { result.append(open..<end) }
        }
        return result
    }

    private func matchingEnd(of name: [UInt8], from start: Int, in text: [UInt8]) -> Int? {
        let opening = [UInt8(ascii: "<")] + name, closing = Array("</".utf8) + name + [UInt8(ascii: ">")]
        var depth = 1, index = start
        while index < text.count {
            guard let next = text[index...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
            if hasPrefix(closing, at: next, in: text) {
                depth -= 1
                if depth == 0 { return next + closing.count }
            } else if hasPrefix(opening, at: next, in: text), next + opening.count < text.count, !isNameByte(text[next + opening.count]) {
                if let close = text[next...].firstIndex(of: UInt8(ascii: ">")), text[close - 1] != UInt8(ascii: "/") { depth += 1 }
            }
            index = next + 1
        }
        return nil
    }

    private func find(_ pattern: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= text.count {
            guard let first = text[index...].firstIndex(of: pattern[0]) else { return nil }
            if hasPrefix(pattern, at: first, in: text) { return first }
            index = first + 1
        }
        return nil
    }

    private func hasPrefix(_ pattern: [UInt8], at index: Int, in text: [UInt8]) -> Bool {
        index + pattern.count <= text.count && text[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    private func isNameStart(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) }
}

/// A small deterministic generator (SplitMix64), so a seed always gives the same mutation.
struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
