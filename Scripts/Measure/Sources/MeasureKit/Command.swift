import Foundation

/// One run of a program: how long it took, what it printed (standard output and error together, in order) and
/// how it ended.
public struct CommandResult: Sendable {
    public let seconds: Double
    public let output: String
    public let status: Int32
}

/// Runs programs found on `PATH`, as a shell would, and times them.
public enum Command {
    /// Runs `arguments` in `directory` with `environment`, output captured. Throws only when the program cannot
    /// be started; a non-zero exit is in the result (see `check`).
    public static func run(
        _ arguments: [String], in directory: String, environment: [String: String]
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        // Read before waiting: a child that fills the pipe would otherwise wait for us forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            seconds: (ContinuousClock.now - start) / .seconds(1), output: String(decoding: data, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Runs the program at `arguments[0]` with nothing captured (all three standard streams on /dev/null) and
    /// returns the wall seconds, for start-up times of a few milliseconds. It uses `posix_spawn` and
    /// `waitpid` directly: Foundation's `Process` on Linux notices a child's exit only at its run loop's next
    /// turn, which put every start-up at about 50 ms whatever the program did.
    public static func time(_ arguments: [String], environment: [String: String]) throws(MeasureError) -> (
        wall: Double, status: Int32
    ) {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw MeasureError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw MeasureError("cannot wait for \(arguments[0])") }
        }
        return ((ContinuousClock.now - start) / .seconds(1), status)
    }
}

extension CommandResult {
    /// The result, or an error with the output's error lines (else its end) when the program failed.
    public func check(_ arguments: [String]) throws(MeasureError) -> CommandResult {
        guard status == 0 else {
            // Its error lines when it has some: a build's remarks would bury them.
            let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
            let detail = errors.isEmpty ? String(output.suffix(4000)) : errors.joined(separator: "\n")
            throw MeasureError("\(arguments.joined(separator: " ")) failed (exit \(status)):\n\(detail)")
        }
        return self
    }
}
