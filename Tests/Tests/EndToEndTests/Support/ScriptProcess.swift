import Foundation

/// Runs a script or program of the repo (not the app under `AppProcess`'s clean environment): the
/// environment without the app's own variables plus `environment`, standard output and error together in
/// one file, so neither pipe can fill up and block, and waited for off the cooperative pool.
enum ScriptProcess {
    struct Outcome {
        let status: Int32
        let output: String
    }

    static func run(_ executable: URL, _ arguments: [String] = [], environment: [String: String]) async throws
        -> Outcome
    {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("script-log-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("APP_") }
            .merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let status = await ShellLoop.wait(process)
        try handle.close()
        return Outcome(status: status, output: try String(contentsOf: log, encoding: .utf8))
    }
}
