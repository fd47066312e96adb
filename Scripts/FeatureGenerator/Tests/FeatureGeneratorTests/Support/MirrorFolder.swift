import Foundation

/// Keeps a folder equal to another, byte for byte and mode for mode, rewriting only the files that differ and
/// deleting what is gone. Copying afresh each run makes every file new: SwiftPM then checks and recompiles
/// everything a copy holds, and the file system pays for hundreds of new files (on the 2-core Linux machine,
/// creating files where many were just deleted costs several times more than the tests' own work). In a mirror,
/// a file the same as last time is the same file: a warm run writes nothing.
enum MirrorFolder {
    /// Makes `mirror` hold exactly the files, folders and links of `source`. The source's build folders
    /// (`.build*`, `.swiftpm`) and its own `.git` are not copied. In the mirror only its build folders (`.build*`)
    /// stay, and at its root the entries named in `keeping` (a copy's own git repository, say): anything else the
    /// source does not have, a `.swiftpm` or a `.git` in a subfolder included, is deleted, so what a failed run
    /// left cannot hide in the next. Returns whether it changed anything in the mirror (outside its build
    /// folders), so a caller can tell a warm run, whose builds have nothing to do, from one after an edit.
    @discardableResult
    static func sync(from source: URL, to mirror: URL, keeping: Set<String> = []) throws -> Bool {
        let files = FileManager.default
        let wanted = try FileTree.entries(in: source) { name, path in
            name.hasPrefix(".build") || name == ".swiftpm" || path == ".git"
        }
        try files.createDirectory(at: mirror, withIntermediateDirectories: true)
        let present = try FileTree.entries(in: mirror) { name, path in
            name.hasPrefix(".build") || keeping.contains(path)
        }
        // Gone, or now of another kind (or a link pointing elsewhere). Longest path first: what a folder holds goes
        // before it, and all of it is stale too, since the source has no such folder.
        let stale = present.filter { path, kind in wanted[path] != kind }.keys
        var changed = !stale.isEmpty
        for path in stale.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            try files.removeItem(at: mirror.appendingPathComponent(path))
        }
        // Shortest path first, so a folder is there before what it holds.
        for (path, kind) in wanted.sorted(by: { $0.key.utf8.count < $1.key.utf8.count }) {
            let to = mirror.appendingPathComponent(path)
            switch kind {
            case .folder:
                guard present[path] != kind else { continue }
                try files.createDirectory(at: to, withIntermediateDirectories: true)
                changed = true
            case .link(let target):
                guard present[path] != kind else { continue }
                try files.createSymbolicLink(atPath: to.path, withDestinationPath: target)
                changed = true
            case .file:
                let from = source.appendingPathComponent(path)
                let bytes = try Data(contentsOf: from)
                let mode = try permissions(of: from)
                if let existing = try? Data(contentsOf: to), existing == bytes, try permissions(of: to) == mode {
                    continue
                }
                try bytes.write(to: to, options: .atomic)
                try files.setAttributes([.posixPermissions: mode], ofItemAtPath: to.path)
                changed = true
            }
        }
        return changed
    }

    private static func permissions(of file: URL) throws -> Int {
        guard let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        else { throw Failure("cannot read the permissions of \(file.path)") }
        return mode
    }
}
