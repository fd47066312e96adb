import Foundation

/// A `/bin/sh` loop that runs the app `count` times as separate processes, as a script would, so tests can
/// start several at once. Output goes to /dev/null; the loop stops at the first failing run with its code.
enum ShellLoop {
    /// Starts `app --data-dir <folder> --json todos add "<label> <n>"` for n in 1...count; returns the running
    /// shell. `app` and the folder are passed as positional parameters, never spliced into the script.
    static func addTodos(label: String, count: Int, folder: URL) throws -> Process {
        let binary = try AppBinary.url.get()
        let script = """
            n=1
            while [ "$n" -le "$4" ]; do
                "$1" --data-dir "$2" --json todos add "$3 $n" >/dev/null || exit $?
                n=$((n + 1))
            done
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh", binary.path, folder.path, label, String(count)]
        process.environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("APP_") && key != "NO_COLOR" && key != "XDG_DATA_HOME"
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits for `process` to end, without blocking a thread of the cooperative pool.
    static func wait(_ process: Process) async -> Int32 {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                process.waitUntilExit()
                continuation.resume(returning: process.terminationStatus)
            }
        }
    }
}
