import Foundation
import PackagePlugin

/// `swift package layoutlint [options] [paths]`: runs layoutlint from the package's own folder, so
/// `.layoutlint.yml` there is found and the paths in reports are relative to the package. With no
/// arguments it lints the whole package.
@main
struct LayoutLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "layoutlint")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = arguments.isEmpty ? ["."] : arguments
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("layoutlint exited with status \(process.terminationStatus)")
        }
    }
}
