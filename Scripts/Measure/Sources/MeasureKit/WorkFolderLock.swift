import Foundation

/// Keeps a second `make bench` (or `make scale`) out of the folder one is working in. Two runs in one copy of
/// the repo build into the same SwiftPM folders at once, and SwiftPM stops with a crash (exit 4) rather than
/// an error; the second run now stops at once and says why.
///
/// The lock is a folder beside the work folder (creating a folder is atomic on every file system the repo
/// runs on) holding the owner's process id. A lock left by a run that was killed is taken over, since its
/// process no longer exists; a run that ends normally removes its lock.
public final class WorkFolderLock {
    /// The lock folder, `<work folder>.lock`.
    public let path: String

    private init(path: String) {
        self.path = path
    }

    /// Takes the lock for `folder` (which need not exist yet), for the command named `command` in messages.
    /// A static function rather than a throwing initialiser: an object whose initialiser throws after setting
    /// `path` still runs `deinit`, which would remove the lock of the run that holds it.
    public static func acquire(for folder: String, command: String) throws(MeasureError) -> WorkFolderLock {
        let path = folder + ".lock"
        let parent = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        for _ in 0..<2 {
            if (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)) != nil {
                let written = (try? String(getpid()).write(toFile: path + "/pid", atomically: true, encoding: .utf8))
                if written == nil {
                    try? FileManager.default.removeItem(atPath: path)
                    throw MeasureError("cannot write the lock \(path)/pid")
                }
                return WorkFolderLock(path: path)
            }
            // A lock without an id yet may be one another run is writing at this moment.
            let owner = owner(of: path) ?? owner(of: path, after: 0.2)
            if let owner, isRunning(owner) {
                throw MeasureError(
                    "another \(command) is running (process \(owner)) in \(folder); wait for it to end, "
                        + "or remove \(path) if no such process is yours")
            }
            // The owner was killed before it could remove its lock (or died while writing its id).
            try? FileManager.default.removeItem(atPath: path)
        }
        throw MeasureError("cannot take the lock \(path): another run took it at the same moment")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The process id written in the lock, nil when there is none (yet), read after `seconds`.
    static func owner(of path: String, after seconds: Double = 0) -> pid_t? {
        if seconds > 0 { Thread.sleep(forTimeInterval: seconds) }
        guard let text = try? String(contentsOfFile: path + "/pid", encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether a process with this id exists; `EPERM` means it does, owned by another user.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
