import Foundation

/// Lists a target's Swift sources the way SwiftPM does: its folder (a custom `path`, or `Sources/<name>`,
/// `Tests/<name>` for tests), or its explicit `sources`, minus `exclude` and resources.
public enum TargetSources {
    /// The absolute paths of the `.swift` files of `target`, sorted.
    public static func files(of target: PackageManifest.Target, packageFolder: String) -> [String] {
        guard let folder = folder(of: target, packageFolder: packageFolder) else { return [] }
        let roots = (target.sources ?? ["."]).map { PathUtilities.join(folder, $0) }
        let skipped = (target.exclude + target.resources).map { PathUtilities.join(folder, $0) }
        var files: [String] = []
        for root in roots { collect(root, skipping: skipped, into: &files) }
        return Array(Set(files)).sorted()
    }

    /// The target's folder, if it exists.
    public static func folder(of target: PackageManifest.Target, packageFolder: String) -> String? {
        if let path = target.path { return PathUtilities.join(packageFolder, path) }
        let parents =
            target.type == "test"
            ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
        for parent in parents {
            let candidate = "\(packageFolder)/\(parent)/\(target.name)"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }

    private static func collect(_ path: String, skipping skipped: [String], into files: inout [String]) {
        if skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            if path.hasSuffix(".swift") { files.append(path) }
            return
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            collect("\(path)/\(entry)", skipping: skipped, into: &files)
        }
    }
}
