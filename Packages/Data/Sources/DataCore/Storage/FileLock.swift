import DomainCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive `flock` on a lock file that is never replaced, so it excludes other processes (and other
/// stores in this one) for the whole read-modify-write: a lock on the data file itself would be lost when
/// `rename` puts a new file at its path.
struct FileLock {
    private let descriptor: Int32

    /// Blocks until the lock on `path` is held, creating the lock file (0600) if needed.
    static func acquire(_ path: String) throws(DomainError) -> FileLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXFile.failure(path) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let error = POSIXFile.failure(path, doing: "cannot lock")
            close(descriptor)
            throw error
        }
        return FileLock(descriptor: descriptor)
    }

    /// Releases the lock; closing the descriptor would release it too, this makes it explicit.
    func release() {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
