import LayoutLintRules

/// SHA-256 (FIPS 180-4), for fingerprints that stay the same on every platform and run. Foundation
/// on Linux has no digest API, and a fingerprint does not justify a cryptography dependency.
enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Lowercase hex of the digest, built as bytes: two small strings per byte, lowercased and
    /// joined, cost as much as the digest itself (SARIF and Code Climate hash every finding).
    static func hex(_ text: String) -> String {
        var characters: [UInt8] = []
        characters.reserveCapacity(64)
        for byte in digest(Array(text.utf8)) {
            characters.append(hexDigits[Int(byte >> 4)])
            characters.append(hexDigits[Int(byte & 0xF)])
        }
        return String(decoding: characters, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func digest(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var data = message
        data.append(0x80)
        while data.count % 64 != 56 { data.append(0) }
        let bits = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        var w = [UInt32](repeating: 0, count: 64)
        for chunk in stride(from: 0, to: data.count, by: 64) {
            for i in 0..<16 {
                let j = chunk + i * 4
                w[i] = UInt32(data[j]) << 24 | UInt32(data[j + 1]) << 16 | UInt32(data[j + 2]) << 8 | UInt32(data[j + 3])
            }
            for i in 16..<64 {
                let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7]
            for i in 0..<64 {
                let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                let ch = (e & f) ^ (~e & g)
                let t1 = hh &+ s1 &+ ch &+ k[i] &+ w[i]
                let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                let maj = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ maj
                hh = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
            }
            h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d; h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
        }
        return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}

/// A finding's identity that survives edits elsewhere in the file: path, rule, element and message,
/// never the line. The same key occurring twice in a file is told apart by its occurrence index.
public enum FindingIdentity {
    public static func key(path: String, finding: Finding) -> String {
        [path, finding.ruleID, finding.element ?? "", stableMessage(finding.message)].joined(separator: "\u{0}")
    }

    /// The message with the numbers that follow "line"/"lines" replaced by `#`: messages that
    /// point at another element ("already used by the <label> at line 15") would otherwise change
    /// identity whenever lines are added above it.
    public static func stableMessage(_ message: String) -> String {
        // Nearly every message is ASCII: walking its bytes gives the same result as walking its
        // Characters (an ASCII byte is a letter or a digit exactly when its Character is) at a
        // fraction of the cost of Unicode property lookups. A carriage return is the one ASCII
        // byte that joins the next into one Character ("\r\n"), so such a message walks Characters.
        let bytes = Array(message.utf8)
        if bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) { return stableASCIIMessage(bytes) }
        var result = ""
        var word = ""
        var afterLineWord = false
        var inNumber = false
        for character in message {
            if character.isNumber && character.isASCII {
                if afterLineWord {
                    if !inNumber { result += "#" }
                    inNumber = true
                    continue
                }
                result.append(character)
                continue
            }
            inNumber = false
            if character.isLetter {
                word.append(character)
            } else {
                if !word.isEmpty {
                    let lowered = word.lowercased()
                    afterLineWord = lowered == "line" || lowered == "lines"
                    word = ""
                } else if character != " " && character != "," {
                    afterLineWord = false
                }
            }
            result.append(character)
        }
        return result
    }

    /// `stableMessage` over an ASCII message without carriage returns, byte by byte. As there, a
    /// word is the letters since the last byte that is neither letter nor digit (digits inside a
    /// word are skipped, not part of it).
    private static func stableASCIIMessage(_ bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var word: [UInt8] = []
        var afterLineWord = false
        var inNumber = false
        for byte in bytes {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if afterLineWord {
                    if !inNumber { result.append(UInt8(ascii: "#")) }
                    inNumber = true
                    continue
                }
                result.append(byte)
                continue
            }
            inNumber = false
            let lowered = byte | 0x20
            if lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z") {
                word.append(lowered)
            } else {
                if !word.isEmpty {
                    afterLineWord = word == lineWord || word == linesWord
                    word.removeAll(keepingCapacity: true)
                } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: ",") {
                    afterLineWord = false
                }
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let lineWord = Array("line".utf8)
    private static let linesWord = Array("lines".utf8)

    /// One stable fingerprint per problem of the report, in `problems` order per file.
    static func fingerprints(_ report: LintReport) -> [[String]] {
        report.files.map { file in
            var seen: [String: Int] = [:]
            return file.problems.map { finding in
                let key = Self.key(path: report.environment.relativePath(finding.path), finding: finding)
                let occurrence = seen[key, default: 0]
                seen[key] = occurrence + 1
                return SHA256.hex(key + "\u{0}\(occurrence)")
            }
        }
    }
}

extension FindingIdentity {
    /// The hex SHA-256 of a string's UTF-8 bytes (exposed for tests and baselines).
    public static func sha256Hex(_ text: String) -> String { SHA256.hex(text) }
}
