import Foundation

/// One run of a program: how long it took, what it printed (standard output and error together, in order) and
/// how it ended.
public struct CommandResult: Sendable {
    public let seconds: Double
    public let output: String
    public let status: Int32
}

/// Start-up times of a few milliseconds, measured with `posix_spawn` and `waitpid`: Foundation's `Process` on
/// Linux notices a child's exit only at its run loop's next turn, which put every start-up at about 50 ms.
enum Command {
    /// Runs the program at `arguments[0]` with all three standard streams on /dev/null, so its output is empty.
    static func time(_ arguments: [String], environment: [String: String]) throws(MeasureError) -> CommandResult {
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
        defer { for pointer in argv + envp { free(pointer) } }
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
        return CommandResult(seconds: (ContinuousClock.now - start) / .seconds(1), output: "", status: status)
    }

    /// The median wall seconds of `runs` runs of `command`, after one run that warms the page cache.
    static func median(_ command: [String], runs: Int, environment: [String: String]) throws(MeasureError) -> Double {
        _ = try time(command, environment: environment)
        var walls: [Double] = []
        for _ in 0..<runs {
            let run = try time(command, environment: environment)
            guard run.status == 0 else {
                throw MeasureError("\(command.joined(separator: " ")) failed (wait status \(run.status))")
            }
            walls.append(run.seconds)
        }
        return Format.median(walls)
    }

    /// The medians of `commands`, run in turn `runs` times (first, second, first, …) after one warm-up each, so
    /// a machine that slows down or speeds up meanwhile weighs on each alike.
    static func medians(_ commands: [[String]], runs: Int, environment: [String: String]) throws(MeasureError)
        -> [Double]
    {
        for command in commands { _ = try time(command, environment: environment) }
        var walls = Array(repeating: [Double](), count: commands.count)
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() {
                let run = try time(command, environment: environment)
                guard run.status == 0 else {
                    throw MeasureError("\(command.joined(separator: " ")) failed (wait status \(run.status))")
                }
                walls[index].append(run.seconds)
            }
        }
        return walls.map(Format.median)
    }
}
