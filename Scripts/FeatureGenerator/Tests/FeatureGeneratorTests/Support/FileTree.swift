import Foundation

/// The entries under a folder, by path relative to it, for comparing and mirroring copies of the repo. Walks with
/// path strings, a `readlink` per entry and a `stat` per entry that is not a link: URL resource values, which
/// Foundation's enumerator offers, cost a third of a generator test's time on Linux.
enum FileTree {
    enum Kind: Equatable {
        case file
        case folder
        /// A symbolic link, never followed, with where it points.
        case link(String)
    }

    /// Every entry under `folder` (the folder itself left out). An entry `skips` is true for, given its name and
    /// its path relative to `folder`, is left out with everything in it.
    static func entries(in folder: URL, skipping skips: (_ name: String, _ path: String) -> Bool) throws
        -> [String: Kind]
    {
        var entries: [String: Kind] = [:]
        try walk(folder.path, relative: "", skipping: skips, into: &entries)
        return entries
    }

    private static func walk(
        _ path: String, relative: String, skipping skips: (_ name: String, _ path: String) -> Bool,
        into entries: inout [String: Kind]
    ) throws {
        let files = FileManager.default
        for name in try files.contentsOfDirectory(atPath: path) {
            let child = path + "/" + name
            let key = relative.isEmpty ? name : relative + "/" + name
            if skips(name, key) { continue }
            if let target = try? files.destinationOfSymbolicLink(atPath: child) {
                entries[key] = .link(target)
                continue
            }
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: child, isDirectory: &isFolder) else {
                throw Failure("\(child) was listed but cannot be read")
            }
            if isFolder.boolValue {
                entries[key] = .folder
                try walk(child, relative: key, skipping: skips, into: &entries)
            } else {
                entries[key] = .file
            }
        }
    }
}
