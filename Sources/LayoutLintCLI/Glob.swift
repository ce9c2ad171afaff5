/// Path patterns of the configuration file: `*` and `?` stay within one path component, `**`
/// spans any number of components (including none), `[abc]` is a character class. A pattern that
/// matches a folder matches everything in it, so `Legacy` and `Legacy/**` mean the same.
struct Glob: Hashable, Sendable {
    let pattern: String
    private let components: [Substring]

    init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed.removeLast() }
        self.pattern = pattern
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(components[...], parts[...], allowingPrefix: true)
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>, allowingPrefix: Bool) -> Bool {
        guard let head = pattern.first else { return path.isEmpty || allowingPrefix }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining, allowingPrefix: allowingPrefix) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let first = path.first, component(Array(head.unicodeScalars)[...], Array(first.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst(), allowingPrefix: allowingPrefix)
    }

    private static func component(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let head = pattern.first else { return name.isEmpty }
        switch head {
        case "*":
            var remaining = name
            while true {
                if component(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            return !name.isEmpty && component(pattern.dropFirst(), name.dropFirst())
        case "[":
            guard let close = pattern.dropFirst().firstIndex(of: "]"), let char = name.first else {
                return !name.isEmpty && name.first == "[" && component(pattern.dropFirst(), name.dropFirst())
            }
            var set = pattern[(pattern.startIndex + 1)..<close]
            let negated = set.first == "!" || set.first == "^"
            if negated { set = set.dropFirst() }
            var found = false
            var index = set.startIndex
            while index < set.endIndex {
                if index + 2 < set.endIndex, set[index + 1] == "-" {
                    if set[index] <= char && char <= set[index + 2] { found = true }
                    index += 3
                } else {
                    if set[index] == char { found = true }
                    index += 1
                }
            }
            return found != negated && component(pattern[(close + 1)...], name.dropFirst())
        default:
            return name.first == head && component(pattern.dropFirst(), name.dropFirst())
        }
    }
}
