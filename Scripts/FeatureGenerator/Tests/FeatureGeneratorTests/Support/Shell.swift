import Foundation

/// Runs shell commands the way a person at the terminal would, capturing their output.
enum Shell {
    /// How a command ended: its exit status and its standard output and error, interleaved.
    struct Result {
        let status: Int32
        let output: String
    }

    /// Runs `command` with bash in `folder`, with `environment` added to this process's environment.
    static func run(_ command: String, in folder: URL, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// `text` as one single-quoted shell word.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
