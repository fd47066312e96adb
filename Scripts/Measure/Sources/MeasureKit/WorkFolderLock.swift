import Foundation

/// Keeps a second run out of the copy one is working in: two builds in one SwiftPM folder crash SwiftPM.
/// `flock(2)` on a file beside the work folder, holding the owner's process id; the system releases it when
/// the owner ends, however it ends, so a killed run leaves nothing to clean up.
public final class WorkFolderLock {
    /// The lock file, `<work folder>.lock`.
    public let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Takes the lock for `folder` (which need not exist yet), for the command named `command` in messages.
    /// A static function rather than a throwing initialiser, so that no object exists until the lock is held.
    public static func acquire(for folder: String, command: String) throws(MeasureError) -> WorkFolderLock {
        let path = folder + ".lock"
        let parent = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        // Not inherited by the builds the run starts: the lock ends with this process, not with its children.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw MeasureError("cannot open the lock \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            close(descriptor)
            guard reason == EWOULDBLOCK else {
                throw MeasureError("cannot lock \(path): \(String(cString: strerror(reason)))")
            }
            let owner = owner(of: path).map { " (process \($0))" } ?? ""
            throw MeasureError(
                "another \(command) is running\(owner) in \(folder); wait for it to end, then run this again")
        }
        let id = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) != 0 || write(descriptor, id, id.count) != id.count {
            close(descriptor)
            throw MeasureError("cannot write the lock \(path): \(String(cString: strerror(errno)))")
        }
        return WorkFolderLock(path: path, descriptor: descriptor)
    }

    /// Closing the file releases the lock; the file stays, and the next run writes its own id into it.
    deinit {
        close(descriptor)
    }

    /// The process id written in the lock file, nil when there is none.
    static func owner(of path: String) -> pid_t? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
