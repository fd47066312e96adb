import Foundation

/// Keeps a folder equal to another, byte for byte, rewriting only the files whose bytes differ and deleting
/// the ones that are gone. The generated feature's tests build in such a mirror of the copy's `Packages/`: the
/// copy is extracted afresh every run (new files for SwiftPM, so everything it holds would be checked and
/// recompiled), while in the mirror a file the generator wrote the same as last time is the same file, so the
/// build does only what really changed: nothing on a second run, the changed modules after an edit.
enum MirrorFolder {
    /// Makes `mirror` hold exactly the files of `source` (build folders of either side left alone).
    static func sync(from source: URL, to mirror: URL) throws {
        let files = FileManager.default
        let wanted = try relativeFiles(in: source)
        for path in wanted {
            let from = source.appendingPathComponent(path)
            let to = mirror.appendingPathComponent(path)
            let bytes = try Data(contentsOf: from)
            if let existing = try? Data(contentsOf: to), existing == bytes { continue }
            try files.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: to, options: .atomic)
        }
        let present = files.fileExists(atPath: mirror.path) ? try relativeFiles(in: mirror) : []
        for path in Set(present).subtracting(wanted) {
            try files.removeItem(at: mirror.appendingPathComponent(path))
        }
    }

    /// The regular files under `folder`, relative to it, outside `.build*` and `.swiftpm` folders.
    private static func relativeFiles(in folder: URL) throws -> Set<String> {
        let base = folder.standardizedFileURL.path + "/"
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { throw Failure("cannot list \(folder.path)") }
        var paths: Set<String> = []
        for case let file as URL in walker {
            let name = file.lastPathComponent
            if name.hasPrefix(".build") || name == ".swiftpm" {
                walker.skipDescendants()
                continue
            }
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = file.standardizedFileURL.path
            paths.insert(path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path)
        }
        return paths
    }
}
