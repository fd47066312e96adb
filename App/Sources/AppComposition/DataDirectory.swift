import DomainCore
import Foundation

/// The folder that holds persisted state. It is created (mode 0700, parents included) only when something
/// needs to write, so reading commands leave no trace in the home directory.
package struct DataDirectory: Hashable, Sendable {
    package let url: URL

    package init(url: URL) {
        self.url = url
    }

    /// The folder, created first when missing; a folder that cannot be created is a storage error.
    package func prepared() throws(DomainError) -> URL {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .storage(path: url.path, cause: .notAFolder) }
            return url
        }
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw .storage(path: url.path, cause: .system(detail: error.localizedDescription))
        }
        return url
    }
}
