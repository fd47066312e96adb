import Foundation

/// Runs the real `app` binary in a clean environment: no `APP_*`, `NO_COLOR` or locale inherited, a fresh data
/// folder, `COLUMNS=80`, standard input from `input` (or empty), output captured in files so neither pipe
/// can fill up and block; `umask`, when given, is the app's. A run that outlives `limit` is killed, so no test
/// can hang.
enum AppProcess {
    static func run(
        _ arguments: [String],
        input: String = "",
        environment: [String: String] = [:],
        umask mask: String? = nil,
        limit: Duration = .seconds(60)
    ) async throws -> AppRun {
        let binary = try AppBinary.url.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = (
            stdin: folder.appendingPathComponent("stdin"), stdout: folder.appendingPathComponent("stdout"),
            stderr: folder.appendingPathComponent("stderr")
        )
        try Data(input.utf8).write(to: files.stdin)
        try Data().write(to: files.stdout)
        try Data().write(to: files.stderr)

        let process = Process()
        if let mask {  // the child's own umask, through a shell: the test process's is shared by parallel tests
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask \(mask) && exec \"$0\" \"$@\"", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.environment = cleanEnvironment(dataDirectory: folder.appendingPathComponent("data").path)
            .merging(environment) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: files.stdin)
        process.standardOutput = try FileHandle(forWritingTo: files.stdout)
        process.standardError = try FileHandle(forWritingTo: files.stderr)

        let clock = ContinuousClock()
        let (finished, finish) = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in finish.finish() }
        await ProcessSlots.shared.acquire()
        let start = clock.now
        do {
            try process.run()
        } catch {
            await ProcessSlots.shared.release()
            throw error
        }
        let pid = process.processIdentifier
        let watchdog = Task {
            try await Task.sleep(for: limit)
            kill(pid, SIGKILL)
        }
        for await _ in finished {}
        watchdog.cancel()
        await ProcessSlots.shared.release()
        return AppRun(
            status: process.terminationStatus,
            stdout: try String(contentsOf: files.stdout, encoding: .utf8),
            stderr: try String(contentsOf: files.stderr, encoding: .utf8),
            duration: clock.now - start
        )
    }

    private static func cleanEnvironment(dataDirectory: String) -> [String: String] {
        // No locale either: a test that wants a language asks for it, so `LANG=uz_UZ.UTF-8` on the machine
        // changes nothing.
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("APP_") && !key.hasPrefix("LC_")
                && !["NO_COLOR", "COLUMNS", "XDG_DATA_HOME", "LANG"].contains(key)
        }
        environment["APP_DATA_DIR"] = dataDirectory
        environment["COLUMNS"] = "80"
        return environment
    }
}
