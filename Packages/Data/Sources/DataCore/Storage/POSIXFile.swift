import DomainCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Thin wrappers over the POSIX calls the file store needs, turning `errno` into `DomainError.storage`
/// with the system's own wording ("Permission denied", "No space left on device").
package enum POSIXFile {
    static func failure(_ path: String, _ code: Int32 = errno) -> DomainError {
        .storage(path: path, cause: .system(detail: String(cString: strerror(code))))
    }

    /// Creates `path` and any missing parents with mode 0700.
    package static func makeDirectory(_ path: String) throws(DomainError) {
        var isDirectory = stat()
        if stat(path, &isDirectory) == 0 {
            guard isDirectory.st_mode & S_IFMT == S_IFDIR else { throw failure(path, ENOTDIR) }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path {
            try makeDirectory(parent)
        }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw failure(path)
        }
    }

    /// What reading a file found.
    enum Contents: Equatable {
        case contents(Data)
        /// The file is larger than the limit (its size, as far as known); it was not read.
        case tooLarge(Int)
    }

    /// The file's bytes, nil when it does not exist, `.tooLarge` when it holds more than `limit` bytes (checked
    /// before reading and while reading, so a file that grows is still bounded).
    static func readIfExists(_ path: String, limit: Int = .max) throws(DomainError) -> Contents? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw failure(path)
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            guard status.st_mode & S_IFMT != S_IFDIR else { throw failure(path, EISDIR) }
            if Int(status.st_size) > limit { return .tooLarge(Int(status.st_size)) }
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if count == 0 { return .contents(data) }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return .tooLarge(data.count) }
        }
    }

    /// The bytes of a file expected to be small, or nil when it is missing, unreadable or over `limit`.
    static func smallContents(_ path: String, limit: Int) -> Data? {
        guard case let .contents(data)? = try? readIfExists(path, limit: limit) else { return nil }
        return data
    }

    /// True when the file at `path` holds exactly `data`.
    static func sameContents(_ path: String, _ data: Data) -> Bool {
        smallContents(path, limit: data.count) == data
    }

    /// Makes the file at `path` (an empty one when none is there) its owner's alone: 0600, whatever the umask or
    /// the mode an older build gave it. A database passes the mode on to the journals SQLite creates beside it.
    package static func makePrivate(_ path: String) throws(DomainError) {
        let descriptor = open(path, O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        // A file another user owns keeps its mode: only its owner may change it, and SQLite then says what fails.
        _ = fchmod(descriptor, 0o600)
    }

    /// Creates a new file (failing if it exists), writes `data`, and flushes it to disk.
    static func writeNew(_ path: String, _ data: Data, mode: mode_t = 0o600, sync: Bool = true) throws(DomainError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(path) }
        var code: Int32 = 0
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    code = errno
                    return
                }
                offset += written
            }
        }
        if code == 0, sync, flushToDisk(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code != 0 {
            unlink(path)
            throw failure(path, code)
        }
    }

    /// Flushes a directory, so that a rename inside it survives a crash.
    static func syncDirectory(_ path: String) throws(DomainError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        // Some file systems cannot sync a directory; the data itself is already synced then.
        if flushToDisk(descriptor) != 0 && errno != EINVAL && errno != EROFS {
            throw failure(path)
        }
    }

    /// Puts what was written to `descriptor` on stable storage, as the store promises before it acknowledges
    /// a write. `fsync` does that on Linux. On Apple platforms `fsync` only hands the data to the drive, whose
    /// cache can still lose it on power loss, so `F_FULLFSYNC` is asked for first, and `fsync` is the fallback
    /// on file systems that do not support it (Apple's fsync(2) and fcntl(2) manual pages).
    static func flushToDisk(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(descriptor)
    }

    static func rename(_ from: String, to destination: String) throws(DomainError) {
        #if canImport(Glibc)
            let renamed = Glibc.rename(from, destination)
        #else
            let renamed = Darwin.rename(from, destination)
        #endif
        guard renamed == 0 else { throw failure(destination) }
    }

    /// Puts `data` at `path` atomically: a new temporary file beside it (`.<name>.tmp-<pid>-<random>`, a name
    /// the file store clears when a writer was killed), synced, renamed over the file, and the folder synced,
    /// so a reader sees the old file or the new one, never half of one. A failure before the rename is the
    /// file's, which was left as it was.
    static func replaceAtomically(_ path: String, with data: Data) throws(DomainError) {
        // A bare name ("backup.json") is in the current folder, not at the root.
        let parent = (path as NSString).deletingLastPathComponent
        let directory = parent.isEmpty ? "." : parent
        let name = (path as NSString).lastPathComponent
        let temporary =
            directory + "/." + name + ".tmp-\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        do {
            try writeNew(temporary, data)
        } catch {
            guard case let .storage(_, cause, _) = error else { throw error }
            throw .storage(path: path, cause: cause, untouched: true)
        }
        do {
            try rename(temporary, to: path)
        } catch {
            unlink(temporary)
            throw error
        }
        try syncDirectory(directory)
    }

    /// The names in `directory`, or an empty list when it cannot be read.
    static func names(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }
}
