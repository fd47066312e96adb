import Foundation
import Testing

/// The fast version of `make reliability`: the same script, with 10 kills per command and 2 x 20 concurrent
/// writes, so `make test` proves the property on every run and `make reliability` proves it at length.
@Suite("app survives kill -9 and concurrent writers")
struct ReliabilityTests {
    /// The script belongs to the repository, not to this package: when the package is copied out alone
    /// (`make portability`), there is no script to run, and the test says so instead of failing.
    static let scriptIsPresent = FileManager.default.isExecutableFile(
        atPath: AppBinary.repositoryRoot.appendingPathComponent("Scripts/reliability").path)

    @Test(
        "Scripts/reliability with 10 kills and 2 x 20 mixed writes reports no failure and no data lost",
        .enabled(if: scriptIsPresent, "Scripts/reliability is not here: this package was copied out of the repo")
    )
    func quickReliability() async throws {
        let binary = try AppBinary.url.get()
        let script = AppBinary.repositoryRoot.appendingPathComponent("Scripts/reliability")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("reliability-\(UUID().uuidString)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reliability-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = script
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("APP_") }
        environment["APP_BINARY"] = binary.path
        environment["KILL_TRIALS"] = "10"
        environment["WORKERS"] = "2"
        environment["WRITES"] = "20"
        environment["WORK"] = work.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle

        try process.run()
        let status = await ShellLoop.wait(process)
        try handle.close()
        let text = try String(contentsOf: output, encoding: .utf8)

        #expect(status == 0, "\(text)")
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("kill -9") || $0.contains("mixed todos writes") }
        #expect(rows.count == 3, "\(text)")
        #expect(rows.allSatisfy { $0.hasSuffix(" 0          0") }, "\(text)")
    }
}
