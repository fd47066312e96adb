import Foundation
import Synchronization

/// Finds the `.swiftinterface` files of the modules the audit reads in the toolchain of the `swift` on `PATH`:
/// `usr/lib/swift/linux` (or `macosx`) beside its `bin`, else the macOS SDK's `usr/lib/swift` that `xcrun` names
/// (Xcode). `SWIFT_INTERFACES` names the folder instead.
public enum ToolchainInterfaces {
    public static let modules = ["Swift", "_Concurrency", "Synchronization", "Observation"]

    /// The folder that holds `<Module>.swiftmodule/`, or nil.
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var candidates: [String] = []
        if let folder = environment["SWIFT_INTERFACES"], !folder.isEmpty { candidates.append(folder) }
        let swift = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        if let swift {
            let bin = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
            let usr = bin.deletingLastPathComponent().path
            candidates += ["\(usr)/lib/swift/linux", "\(usr)/lib/swift/macosx"]
        }
        if let sdk = xcrunSDK() { candidates.append("\(sdk)/usr/lib/swift") }
        return candidates.first { FileManager.default.fileExists(atPath: "\($0)/Swift.swiftmodule") }
    }

    /// The interface file of each module found in `folder`: the public one, else the private one.
    public static func files(in folder: String) -> [(module: String, path: String)] {
        modules.compactMap { module in
            let directory = "\(folder)/\(module).swiftmodule"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
            let interfaces = names.filter { $0.hasSuffix(".swiftinterface") }.sorted()
            let chosen = interfaces.first { !$0.contains(".private.") && !$0.contains(".package.") } ?? interfaces.first
            return chosen.map { (module, "\(directory)/\($0)") }
        }
    }

    private static let parsed = Mutex<[String: [APIDeclaration]]>([:])

    /// The declarations of `interfaces` (as `files(in: folder)` lists them), parsed once per folder and process:
    /// the parse takes seconds, and holds the lock so that tests running at once wait for it, not repeat it.
    static func declarations(folder: String, interfaces: [(module: String, path: String)]) -> [APIDeclaration] {
        parsed.withLock { cache in
            if let cached = cache[folder] { return cached }
            let declarations = interfaces.flatMap { module, path in
                InterfaceParser.declarations(in: PathUtilities.read(path) ?? "", module: module, source: path)
            }
            cache[folder] = declarations
            return declarations
        }
    }

    /// The macOS SDK's path, from Xcode's `xcrun`; nil without Xcode.
    private static func xcrunSDK() -> String? {
        let xcrun = "/usr/bin/xcrun"
        guard FileManager.default.isExecutableFile(atPath: xcrun) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xcrun)
        process.arguments = ["--sdk", "macosx", "--show-sdk-path"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !text.isEmpty ? text : nil
    }
}
