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

    /// Takes the lock on `path`, creating the lock file (0600) if needed, waiting at most `timeout` seconds.
    ///
    /// The store is called from Swift concurrency's small pool of threads, so a blocking `flock` held by a
    /// process that never lets go (a stopped `app`, an editor's script) would hold a pool thread, and the
    /// command, for ever. So the lock is tried without blocking, with pauses from 1 ms doubling to 50 ms, and
    /// after `timeout` the store says the folder is in use instead of waiting silently.
    static func acquire(_ path: String, timeout: Double) throws(DomainError) -> FileLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXFile.failure(path) }
        let timeout = timeout.isNaN ? 0 : max(0, min(timeout, 86_400))
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        var pause: Int64 = 1
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK, ContinuousClock.now < deadline else {
                close(descriptor)
                if code == EWOULDBLOCK { throw inUse(path, timeout) }
                throw POSIXFile.failure(path, code)
            }
            usleep(useconds_t(pause * 1000))
            pause = min(pause * 2, 50)
        }
        return FileLock(descriptor: descriptor)
    }

    /// Releases the lock; closing the descriptor would release it too, this makes it explicit.
    func release() {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// A lock another process kept past the deadline (the store names its data file instead of the lock's).
    private static func inUse(_ path: String, _ timeout: Double) -> DomainError {
        .storage(path: path, cause: .inUse(seconds: timeout))
    }
}
