import LayoutLintModel
import LayoutLintRules

/// `layoutlint dump --format text`: the document as an indented outline, like Interface Builder's
/// document outline, with each scene's constraints in readable form.
public enum DocumentTextDump {
    public static func render(_ document: Document) -> String {
        var out = "\(document.path): \(document.kind.rawValue), \(document.targetRuntime)"
        if let device = document.device {
            out += ", device \(device.id)"
            if let orientation = device.orientation { out += " \(orientation)" }
        }
        out += document.usesAutolayout ? ", Auto Layout\n" : ", no Auto Layout\n"
        for scene in document.scenes {
            out += "\nScene \"\(scene.name)\" (\(scene.id)) line \(scene.location.line)\n"
            var children: [ObjectID?: [LayoutItem]] = [:]
            for item in scene.items { children[item.parent, default: []].append(item) }
            let known = Set(scene.items.map(\.id))
            // Roots, plus items whose parent is not an item of this scene.
            let roots = scene.items.filter { $0.parent == nil || !known.contains($0.parent!) }
            for root in roots { outline(root, depth: 1, children: children, into: &out) }
            if !scene.constraints.isEmpty {
                out += "  Constraints:\n"
                let wording = ConstraintWording(scene: scene)
                for constraint in scene.constraints {
                    var flags: [String] = []
                    if constraint.isPlaceholder { flags.append("placeholder") }
                    if !constraint.installation.isAlwaysInstalled {
                        flags.append("installed " + constraint.installation.sorted.map { "\($0.key.ibKey)=\($0.value ? "YES" : "NO")" }.joined(separator: " "))
                    }
                    let suffix = flags.isEmpty ? "" : " [\(flags.joined(separator: ", "))]"
                    out += "    \(wording.describe(constraint))  (\(constraint.id), line \(constraint.location.line))\(suffix)\n"
                }
            }
        }
        return out
    }

    private static func outline(_ item: LayoutItem, depth: Int, children: [ObjectID?: [LayoutItem]], into out: inout String) {
        out += String(repeating: "  ", count: depth)
        out += "\"\(item.name)\" \(item.className) (\(item.id))"
        if let frame = item.frame {
            out += " [\(formatLayoutNumber(frame.x)), \(formatLayoutNumber(frame.y)), \(formatLayoutNumber(frame.width)), \(formatLayoutNumber(frame.height))]"
        }
        var flags: [String] = []
        if item.xcode.ambiguous { flags.append("ambiguous") }
        if item.xcode.misplaced { flags.append("misplaced") }
        if item.kind == .view && item.translatesAutoresizingMaskIntoConstraints { flags.append("autoresizing") }
        if item.isHidden { flags.append("hidden") }
        if !flags.isEmpty { out += " {\(flags.joined(separator: ", "))}" }
        out += " line \(item.location.line)\n"
        for child in children[item.id] ?? [] {
            outline(child, depth: depth + 1, children: children, into: &out)
        }
    }
}
