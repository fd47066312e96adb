import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Thin wrappers over the POSIX calls the file store needs, turning `errno` into `DomainError.storage`
/// with the system's own wording ("Permission denied", "No space left on device").
enum POSIXFile {
    static func failure(_ path: String, _ code: Int32 = errno, doing action: String? = nil) -> DomainError {
        let reason = String(cString: strerror(code))
        return .storage(path: path, reason: action.map { "\($0): \(reason)" } ?? reason)
    }

    /// Creates `path` and any missing parents with mode 0700.
    static func makeDirectory(_ path: String) throws(DomainError) {
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

    /// The file's bytes, or nil when it does not exist.
    static func readIfExists(_ path: String) throws(DomainError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw failure(path)
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
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
        if code == 0, sync, fsync(descriptor) != 0 { code = errno }
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
        if fsync(descriptor) != 0 && errno != EINVAL && errno != EROFS {
            throw failure(path)
        }
    }

    static func rename(_ from: String, to destination: String) throws(DomainError) {
        guard Glibc.rename(from, destination) == 0 else { throw failure(destination) }
    }

    /// The names in `directory`, or an empty list when it cannot be read.
    static func names(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }
}
