import Foundation

/// A copy of the repo under `.build/<name>` and the environment the tools run in there, with its own temporary
/// folder (SwiftPM leaves folders behind in it).
public struct Workspace: Sendable {
    public let root: String
    public let work: String
    public let copy: String

    /// A workspace whose copy is `.build/<name>/repo`.
    public init(root: String, name: String) {
        self.root = root
        work = root + "/.build/" + name
        copy = work + "/repo"
    }

    /// A workspace that works on the repo itself (no copy), keeping its files in `.build/<name>`.
    public init(inPlace root: String, name: String) {
        self.root = root
        work = root + "/.build/" + name
        copy = root
    }

    /// Runs `body` in a fresh copy of the repo, holding the work folder's lock (`command` names the run in
    /// messages); the copy is deleted after a success and kept after a failure, to look into.
    func inFreshCopy(command: String, _ body: () throws(MeasureError) -> Void) throws(MeasureError) {
        try locked(command: command) { () throws(MeasureError) in
            log("\(command): copying the repo to \(copy)")
            try RepoCopy.make(of: root, at: copy)
            try body()
            try? FileManager.default.removeItem(atPath: copy)
        }
    }

    /// Runs `body` holding the work folder's lock, so a second run of `command` stops at once.
    func locked(command: String, _ body: () throws(MeasureError) -> Void) throws(MeasureError) {
        let lock = try WorkFolderLock.acquire(for: work, command: command)
        defer { withExtendedLifetime(lock) {} }
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

    /// Runs `arguments` in the copy (or `directory`), failing on a non-zero exit unless `check` is false.
    @discardableResult
    public func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil, check: Bool = true
    ) throws(MeasureError) -> CommandResult {
        let result: CommandResult
        do {
            result = try Command.run(
                arguments, in: directory ?? copy, environment: environment ?? self.environment())
        } catch {
            throw MeasureError("cannot run \(arguments[0]): \(error.localizedDescription)")
        }
        return check ? try result.check(arguments) : result
    }

    /// Writes `text` to `results.md` in the work folder and prints it, a blank line after it.
    public func report(_ text: String) {
        try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try? text.write(toFile: work + "/results.md", atomically: true, encoding: .utf8)
        print(text)
    }
}

/// Progress for the person waiting, on standard error so the table on standard output stays clean.
public func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
