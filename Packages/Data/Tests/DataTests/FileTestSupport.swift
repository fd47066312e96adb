import Domain
import Foundation
import Synchronization

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("DataTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names in the folder (hidden ones included), sorted.
    func names(in subfolder: String? = nil) throws -> [String] {
        let folder = subfolder.map { url.appendingPathComponent($0).path } ?? url.path
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func remove() {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}

/// A clock tests move by hand.
final class ManualClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_780_000_000)) {
        current = Mutex(start)
    }

    var clock: Clock {
        Clock { self.current.withLock { $0 } }
    }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// The `file-store-stress` executable built next to this test binary, run as a separate process.
enum StressTool {
    struct Outcome {
        let status: Int32
        let errorOutput: String
    }

    static var url: URL {
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("file-store-stress")
    }

    static func start(_ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        let errors = Pipe()
        process.executableURL = url
        process.arguments = arguments
        process.standardError = errors
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
