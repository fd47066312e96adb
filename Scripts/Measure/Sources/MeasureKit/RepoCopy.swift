import Foundation

/// A copy of the repo to measure in, without build folders or `.git`, so the measurements never touch the
/// working tree and start from sources only.
public enum RepoCopy {
    /// Copies `root` to `destination` (replaced if it exists) with `tar`, which every POSIX system has and which
    /// skips the excluded folders without reading them.
    public static func make(of root: String, at destination: String) throws(MeasureError) {
        let files = FileManager.default
        try? files.removeItem(atPath: destination)
        do {
            try files.createDirectory(atPath: destination, withIntermediateDirectories: true)
        } catch {
            throw MeasureError("cannot create \(destination): \(error.localizedDescription)")
        }
        let excluded = [".build", ".build-*", ".swiftpm", ".git"].map { "--exclude=\($0)" }.joined(separator: " ")
        let script = "tar -cf - \(excluded) . | tar -xf - -C \(quoted(destination))"
        let result: CommandResult
        do {
            result = try Command.run(["sh", "-c", script], in: root, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw MeasureError("cannot run tar: \(error.localizedDescription)")
        }
        _ = try result.check(["tar"])
    }

    /// `text` quoted for `sh`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
