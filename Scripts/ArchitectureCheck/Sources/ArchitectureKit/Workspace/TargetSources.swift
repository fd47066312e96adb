import Foundation

/// Lists a target's Swift sources the way SwiftPM does: its folder (a custom `path`, or `Sources/<name>`,
/// `Tests/<name>` for tests), or its explicit `sources`, minus `exclude` and resources.
public enum TargetSources {
    /// The absolute paths of the `.swift` files of `target`, sorted.
    public static func files(of target: PackageManifest.Target, packageFolder: String) -> [String] {
        guard let folder = folder(of: target, packageFolder: packageFolder) else { return [] }
        let skipped = (target.exclude + target.resources).map { PathUtilities.join(folder, $0) }
        var files: Set<String> = []
        for root in target.sources ?? ["."] {
            collect(PathUtilities.join(folder, root), skipping: skipped, into: &files)
        }
        return files.sorted()
    }

    /// The target's folder, if it exists.
    public static func folder(of target: PackageManifest.Target, packageFolder: String) -> String? {
        if let path = target.path { return PathUtilities.join(packageFolder, path) }
        let parents = (target.type == "test" ? ["Tests"] : []) + ["Sources", "Source", "src", "srcs"]
        return parents.map { "\(packageFolder)/\($0)/\(target.name)" }.first { PathUtilities.isFolder($0) == true }
    }

    private static func collect(_ path: String, skipping skipped: [String], into files: inout Set<String>) {
        guard !skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") }),
            let isFolder = PathUtilities.isFolder(path)
        else { return }
        guard isFolder else {
            if path.hasSuffix(".swift") { files.insert(path) }
            return
        }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !entry.hasPrefix(".") {
            collect("\(path)/\(entry)", skipping: skipped, into: &files)
        }
    }
}
