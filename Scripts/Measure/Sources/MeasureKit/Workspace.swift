import Foundation

/// A work folder, `.build/<name>`, and the repo the tools run in: a copy of it under the work folder, or the repo
/// itself. Commands get a temporary folder of their own there (SwiftPM leaves folders behind in it).
public struct Workspace: Sendable {
    public let root: String
    public let work: String
    public let copy: String

    /// A workspace whose copy is `.build/<name>/repo`, or the repo itself when `inPlace`.
    public init(root: String, name: String, inPlace: Bool = false) {
        self.root = root
        work = root + "/.build/" + name
        copy = inPlace ? root : work + "/repo"
    }

    /// Runs `body` in a fresh copy of the repo without build folders or `.git`, holding the work folder's lock;
    /// the copy is deleted after a success and kept after a failure, to look into.
    func inFreshCopy(command: String, _ body: () throws(MeasureError) -> Void) throws(MeasureError) {
        try locked(command: command) { () throws(MeasureError) in
            log("\(command): copying the repo to \(copy)")
            try? FileManager.default.removeItem(atPath: copy)
            try attempt("cannot create \(copy)") {
                try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
            }
            // tar skips the excluded folders without reading them, and every POSIX system has it.
            let excluded = "--exclude=.build --exclude='.build-*' --exclude=.swiftpm --exclude=.git"
            try run(["sh", "-c", "tar -cf - \(excluded) . | tar -xf - -C \"$1\"", "sh", copy], in: root)
            try body()
            try? FileManager.default.removeItem(atPath: copy)
        }
    }

    /// Runs `body` holding `flock` on `<work>.lock`, so a second run of `command` stops at once: two builds in
    /// one SwiftPM folder crash SwiftPM. The system lets go when the process ends, however it ends.
    func locked(command: String, _ body: () throws(MeasureError) -> Void) throws(MeasureError) {
        try attempt("cannot create \(work)") {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        }
        // Not inherited by the builds the run starts: the lock ends with this process, not with its children.
        let descriptor = open(work + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw MeasureError("cannot open \(work).lock: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            guard errno == EWOULDBLOCK else {
                throw MeasureError("cannot lock \(work).lock: \(String(cString: strerror(errno)))")
            }
            throw MeasureError("another \(command) is running in \(work); wait for it to end, then run this again")
        }
        try body()
    }

    /// Builds `product` of the package at `package` with `options` (`-c release`, `--scratch-path …`) and
    /// returns the path of its binary.
    func build(_ product: String, package: String, _ options: [String]) throws(MeasureError) -> String {
        let command = ["swift", "build", "--package-path", package] + options
        try run(command + ["--product", product])
        let binPath = try run(command + ["--show-bin-path"]).output
        return (binPath.split(separator: "\n").last.map(String.init) ?? "") + "/" + product
    }

    /// The environment for commands run in the copy, with `extra` added.
    public func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = copy + "/.build/tmp"
        try? FileManager.default.createDirectory(atPath: copy + "/.build/tmp", withIntermediateDirectories: true)
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// Runs `arguments` (found on `PATH`) in the copy or `directory`, timed, standard output and error captured
    /// together; a non-zero exit throws with the output's error lines (else its end) unless `check` is false.
    @discardableResult
    public func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil, check: Bool = true
    ) throws(MeasureError) -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? copy)
        process.environment = environment ?? self.environment()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let start = ContinuousClock.now
        try attempt("cannot run \(arguments[0])") { try process.run() }
        // Read before waiting: a child that fills the pipe would otherwise wait for us forever.
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        guard check, process.terminationStatus != 0 else {
            return CommandResult(seconds: seconds, output: output, status: process.terminationStatus)
        }
        // Its error lines when it has some: a build's remarks would bury them.
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
        let detail = errors.isEmpty ? String(output.suffix(4000)) : errors.joined(separator: "\n")
        throw MeasureError("\(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus)):\n\(detail)")
    }

    /// Writes `text` to `results.md` in the work folder and prints it.
    public func report(_ text: String) {
        try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try? text.write(toFile: work + "/results.md", atomically: true, encoding: .utf8)
        print(text)
    }
}
