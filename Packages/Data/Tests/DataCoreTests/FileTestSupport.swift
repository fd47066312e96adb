import DataTesting
import DomainCore
import Foundation
import Synchronization

extension TemporaryFolder {
    /// A folder that every user can reach, for a test that drops root's privileges in a child process: the
    /// usual temporary directory lies inside the repo's build folder (`make test` sets `TMPDIR` there), and a
    /// clone under a mode-700 folder (what `mktemp -d` gives) is closed to `nobody`. The first of the
    /// temporary directory, `/tmp` and `/var/tmp` whose every ancestor others may search is used; the folder
    /// itself is mode 755.
    static func reachableByEveryone() throws -> TemporaryFolder {
        let candidates = [FileManager.default.temporaryDirectory.path, "/tmp", "/var/tmp"]
        guard let base = candidates.first(where: isSearchableByEveryone) else {
            throw Unreachable(candidates: candidates)
        }
        let folder = try TemporaryFolder(in: URL(fileURLWithPath: base, isDirectory: true))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
        return folder
    }

    /// Whether `path` and each folder above it lets other users through (their `x` bit is set).
    private static func isSearchableByEveryone(_ path: String) -> Bool {
        var url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath()
        while true {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                let mode = attributes[.posixPermissions] as? Int, mode & 0o001 != 0
            else { return false }
            if url.path == "/" { return true }
            url.deleteLastPathComponent()
        }
    }

    struct Unreachable: Error, CustomStringConvertible {
        let candidates: [String]
        var description: String {
            "none of \(candidates.joined(separator: ", ")) can be reached by every user, so no unprivileged "
                + "process could test permissions there"
        }
    }
}

/// The `file-store-stress` executable built next to this test binary, run as a separate process.
enum StressTool {
    struct Outcome {
        let status: Int32
        let errorOutput: String
    }

    /// Beside the tests in SwiftPM's build folder. On Linux the tests are a program in that folder; on macOS
    /// they are an `.xctest` bundle there that a runner loads, so the program's own path is the runner's.
    static var url: URL {
        let tests = Bundle(for: BundleMarker.self).bundleURL
        let products = tests.pathExtension == "xctest" ? tests.deletingLastPathComponent() : tests
        return products.appendingPathComponent("file-store-stress")
    }

    /// A class of the test binary, for `Bundle(for:)` to find the bundle it was loaded from.
    private final class BundleMarker {}

    static func start(_ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        let errors = Pipe()
        process.executableURL = url
        process.arguments = arguments
        process.standardError = errors
        if arguments.contains("--as-nobody"), ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"] != nil {
            // Under `make coverage` the tool is instrumented: as nobody it cannot write its profile into the build
            // folder and would say so on standard error, which the tests compare. Its coverage is not needed.
            var environment = ProcessInfo.processInfo.environment
            environment["LLVM_PROFILE_FILE"] = "/dev/null"
            process.environment = environment
        }
        try process.run()
        return (process, errors)
    }

    static func finish(_ running: (Process, Pipe)) -> Outcome {
        let output = running.1.fileHandleForReading.readDataToEndOfFile()
        running.0.waitUntilExit()
        return Outcome(
            status: running.0.terminationStatus,
            errorOutput: String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
