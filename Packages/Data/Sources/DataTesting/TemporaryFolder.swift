import Foundation

/// A fresh folder for one test's files, shared by the packages' tests, so each test starts
/// from nothing and leaves nothing behind: `defer { folder.remove() }` right after making it. (Removal in
/// `deinit` alone would not do: Swift may release an object after its last use, before the scope ends, and
/// the folder would vanish under a repository still writing to it.)
public final class TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL
    /// The folder's path.
    public var path: String { url.path }

    /// A new empty folder inside `base` (the temporary directory unless given).
    public init(in base: URL = FileManager.default.temporaryDirectory) throws {
        url = base.appendingPathComponent("tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it. A test may have made a folder read-only (a permission test),
    /// so each is opened up first.
    public func remove() {
        let folders =
            [url.path]
            + ((try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [])
            .map { url.appendingPathComponent($0).path }
        for path in folders {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// A file in the folder (not created).
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names in the folder, hidden ones included, sorted.
    public func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Writes `text` to the file at `relative` in the folder, making the folders on its way.
    public func write(_ relative: String, _ text: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// The text of a file in the folder.
    public func text(_ name: String) throws -> String {
        try String(contentsOf: file(name), encoding: .utf8)
    }
}
