import Foundation

/// Path arithmetic on `/`-separated strings, whether a path is a folder, and reading and writing text files.
public enum PathUtilities {
    /// `path` with `.` and `..` components resolved and duplicate slashes removed.
    public static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == ".." && path.hasPrefix("/") {
                continue
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `relative` appended to `base` and normalized; an absolute `relative` is returned normalized.
    public static func join(_ base: String, _ relative: String) -> String {
        relative.hasPrefix("/") ? normalize(relative) : normalize(base + "/" + relative)
    }

    /// The path of `path` seen from the folder `base` (both absolute, or both relative to the same folder).
    public static func relative(_ path: String, from base: String) -> String {
        let target = normalize(path).split(separator: "/").filter { $0 != "." }
        let origin = normalize(base).split(separator: "/").filter { $0 != "." }
        var common = 0
        while common < target.count && common < origin.count && target[common] == origin[common] { common += 1 }
        let parts = Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `path` is a folder (symbolic links followed), or `nil` when nothing is there.
    static func isFolder(_ path: String) -> Bool? {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) ? isDirectory.boolValue : nil
    }

    /// The text of the file at `path`, or nil when it cannot be read.
    public static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` to the file at `path` (atomically), creating its folder.
    public static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
