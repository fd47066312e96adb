import Foundation

/// One finished run of the `app` binary: what a script would see.
struct AppRun: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
    /// How long the process ran, wall clock.
    let duration: Duration

    /// The lines of standard error, without empty ones.
    var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
    /// The lines of standard output, without empty ones.
    var outputLines: [String] { stdout.split(separator: "\n").map(String.init) }
}
