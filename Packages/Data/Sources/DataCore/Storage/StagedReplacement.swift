import DomainCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A data file's next contents, encoded and checked but not written: what `JSONFileStorage.staged(_:)` makes,
/// so that several files can be replaced together by `commit(_:)`, all of them or none.
///
/// An import replaces `todos.json`, `cart.json` and `orders.json` at once; each file is replaced atomically
/// (a temporary file renamed over it), and if one of them fails the ones already replaced get their old
/// contents back, so a failed import leaves the data folder as it was.
public struct StagedReplacement: Sendable {
    let path: String
    let lockPath: String
    let lockTimeout: Double
    let contents: Data
    /// Throws when the file there now cannot be read as its store's data: a corrupt file is never replaced.
    let checkCurrent: @Sendable () throws(DomainError) -> Void

    /// The file this replacement writes.
    public var fileURL: URL { URL(fileURLWithPath: path) }

    /// Writes every replacement, or none: the files' locks are taken in path order (two imports never wait
    /// for each other in a circle), every current file is checked, then each is replaced in turn; when one
    /// fails, the files written before it are put back as they were, and the failure is thrown.
    public static func commit(_ replacements: [StagedReplacement]) throws(DomainError) {
        let ordered = replacements.sorted { $0.path < $1.path }
        var locks: [FileLock] = []
        defer {
            for lock in locks.reversed() { lock.release() }
        }
        for replacement in ordered {
            try POSIXFile.makeDirectory((replacement.path as NSString).deletingLastPathComponent)
            locks.append(try FileLock.acquire(replacement.lockPath, timeout: replacement.lockTimeout))
        }
        var previous: [Data?] = []
        for replacement in ordered {
            try replacement.checkCurrent()
            switch try POSIXFile.readIfExists(replacement.path) {
            case let .contents(data)?: previous.append(data)
            case nil: previous.append(nil)
            case let .tooLarge(size)?:
                throw .storage(path: replacement.path, cause: .tooLarge(bytes: size, limit: .max), untouched: true)
            }
        }
        for (index, replacement) in ordered.enumerated() {
            do {
                try POSIXFile.replaceAtomically(replacement.path, with: replacement.contents)
            } catch {
                // The failing file too: its rename may have happened before the folder's sync failed.
                for (written, old) in zip(ordered.prefix(index + 1), previous) {
                    if let old {
                        try? POSIXFile.replaceAtomically(written.path, with: old)
                    } else {
                        unlink(written.path)
                    }
                }
                throw error
            }
        }
    }
}
