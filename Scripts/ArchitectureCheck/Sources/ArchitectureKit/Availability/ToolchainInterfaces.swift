import Foundation

/// Finds the `.swiftinterface` files of the modules the audit reads (`Swift`, `_Concurrency`,
/// `Synchronization`, `Observation`) in the toolchain of the `swift` on `PATH`: `usr/lib/swift/linux` beside
/// its `bin` on Linux (or `macosx` in a swift.org toolchain on a Mac), else the macOS SDK's `usr/lib/swift`
/// that `xcrun` names (Xcode). `SWIFT_INTERFACES` names the folder instead.
public enum ToolchainInterfaces {
    public static let modules = ["Swift", "_Concurrency", "Synchronization", "Observation"]

    /// The folder that holds `<Module>.swiftmodule/`, or nil.
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var candidates: [String] = []
        if let folder = environment["SWIFT_INTERFACES"], !folder.isEmpty { candidates.append(folder) }
        if let swift = executable(named: "swift", path: environment["PATH"] ?? "") {
            let usr = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
                .deletingLastPathComponent().path
            candidates += ["\(usr)/lib/swift/linux", "\(usr)/lib/swift/macosx"]
        }
        if let sdk = run("/usr/bin/xcrun", ["--sdk", "macosx", "--show-sdk-path"]) {
            candidates.append("\(sdk)/usr/lib/swift")
        }
        return candidates.first { FileManager.default.fileExists(atPath: "\($0)/Swift.swiftmodule") }
    }

    /// The interface file of each module found in `folder`: the public one, else the private one.
    public static func files(in folder: String) -> [(module: String, path: String)] {
        modules.compactMap { module in
            let directory = "\(folder)/\(module).swiftmodule"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
            let interfaces = names.filter { $0.hasSuffix(".swiftinterface") }.sorted()
            let chosen =
                interfaces.first {
                    !$0.hasSuffix(".private.swiftinterface") && !$0.hasSuffix(".package.swiftinterface")
                }
                ?? interfaces.first
            return chosen.map { (module, "\(directory)/\($0)") }
        }
    }

    private static func executable(named name: String, path: String) -> String? {
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func run(_ tool: String, _ arguments: [String]) -> String? {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
