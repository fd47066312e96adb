import DomainCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file a person names on the command line (an export to write, a document to import), read and written
/// with the same care as the data files: a size limit before anything is read, an atomic replace, and the
/// system's own words when it fails ("No such file or directory", "Permission denied").
public enum NamedFile {
    /// The file's bytes; a missing, unreadable or too large file is a storage failure naming it.
    public static func read(_ path: String, limit: Int) throws(DomainError) -> Data {
        switch try POSIXFile.readIfExists(path, limit: limit) {
        case let .contents(data)?: return data
        case let .tooLarge(size)?:
            throw .storage(path: path, cause: .tooLarge(bytes: size, limit: limit), untouched: true)
        case nil: throw POSIXFile.failure(path, ENOENT)
        }
    }

    /// Puts `data` at `path` atomically (a reader sees the old file or the new one), replacing what is there.
    public static func write(_ data: Data, to path: String) throws(DomainError) {
        try POSIXFile.replaceAtomically(path, with: data)
    }
}
