import Foundation

/// Runs shell commands the way a person at the terminal would, capturing their output.
enum Shell {
    /// How a command ended: its exit status and its standard output and error, interleaved.
    struct Result {
        let status: Int32
        let output: String
    }

    /// Runs `command` with bash in `folder`, with `environment` added to this process's environment.
    ///
    /// The output goes to a file, not a pipe: the tests run side by side, and a child started by one test at the
    /// moment another test's pipe is open inherits that pipe's write end, so the other test's read would wait
    /// for the first test's child to end (seen: five quick tests all finishing with the slowest one, 28 s).
    static func run(_ command: String, in folder: URL, environment: [String: String] = [:]) throws -> Result {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("shell-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        // Without a git hook's GIT_* variables, which would point git in the copies at the user's repository.
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
            .merging(environment) { _, new in new }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let output = try Data(contentsOf: log)
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// `text` as one single-quoted shell word.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
