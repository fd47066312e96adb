import DomainCore
import Foundation

/// Reads a file the app ships in a package's bundle (a snapshot, the welcome todos). A package passes its own
/// `Bundle.module` URL, since only it can reach its bundle; the failures are the same for every package.
public enum BundledResource {
    /// The bytes at `url`: a resource missing from the bundle (nil) is `.corruptData` from `source` with the
    /// flaw `.missing`, one that cannot be read is `.storage` with the system's words.
    public static func contents(of url: URL?, source: DomainError.Source) throws(DomainError) -> Data {
        guard let url else { throw .corruptData(source: source, flaw: .missing, keptAside: nil) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .storage(path: url.path, cause: .system(detail: error.localizedDescription))
        }
    }
}
