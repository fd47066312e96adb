import Foundation

/// Turns the JSON of `swift package dump-package` into a `PackageManifest`, with path dependencies made
/// relative to the package folder (so a cached manifest does not depend on where the repo lives).
public enum DumpPackageParser {
    /// Parses `json`, the output of `dump-package` for the package in `packageFolder` (an absolute path).
    public static func parse(_ json: Data, packageFolder: String) throws -> PackageManifest {
        guard let root = try JSONSerialization.jsonObject(with: json) as? [String: Any],
            let name = root["name"] as? String
        else { throw CheckError("dump-package printed something that is not a manifest") }
        let dependencies = (root["dependencies"] as? [[String: Any]] ?? []).compactMap {
            packageDependency($0, packageFolder: packageFolder)
        }
        let products = (root["products"] as? [[String: Any]] ?? []).compactMap(product)
        let targets = (root["targets"] as? [[String: Any]] ?? []).compactMap(target)
        let platforms = (root["platforms"] as? [[String: Any]] ?? []).compactMap { entry in
            (entry["platformName"] as? String).map {
                PackageManifest.Platform(name: $0.lowercased(), version: entry["version"] as? String ?? "0")
            }
        }
        let traits = (root["traits"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            .filter { $0 != "default" }
        return PackageManifest(
            name: name, dependencies: dependencies, products: products, targets: targets, platforms: platforms,
            traits: traits.isEmpty ? nil : traits)
    }

    private static func packageDependency(_ json: [String: Any], packageFolder: String)
        -> PackageManifest.PackageDependency?
    {
        if let entry = (json["fileSystem"] as? [[String: Any]])?.first, let path = entry["path"] as? String {
            let identity = entry["identity"] as? String ?? URL(fileURLWithPath: path).lastPathComponent.lowercased()
            return .path(PathUtilities.relative(path, from: packageFolder), identity: identity)
        }
        if let entry = (json["sourceControl"] as? [[String: Any]])?.first {
            let identity = entry["identity"] as? String ?? "?"
            let location = entry["location"] as? [String: Any]
            let remote = (location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String
            let local = (location?["local"] as? [String])?.first
            return .remote(remote ?? local ?? identity, identity: identity)
        }
        if let entry = (json["registry"] as? [[String: Any]])?.first {
            let identity = entry["identity"] as? String ?? "?"
            return .remote(identity, identity: identity)
        }
        return nil
    }

    private static func product(_ json: [String: Any]) -> PackageManifest.Product? {
        guard let name = json["name"] as? String else { return nil }
        let type = (json["type"] as? [String: Any])?.keys.sorted().first ?? "library"
        return PackageManifest.Product(name: name, type: type, targets: json["targets"] as? [String] ?? [])
    }

    private static func target(_ json: [String: Any]) -> PackageManifest.Target? {
        guard let name = json["name"] as? String else { return nil }
        let resources = (json["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        let dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap(dependency)
        return PackageManifest.Target(
            name: name, type: json["type"] as? String ?? "regular", path: json["path"] as? String,
            sources: json["sources"] as? [String], exclude: json["exclude"] as? [String] ?? [],
            resources: resources, dependencies: dependencies)
    }

    private static func dependency(_ json: [String: Any]) -> PackageManifest.Dependency? {
        if let values = json["byName"] as? [Any], let name = values.first as? String {
            return .byName(name)
        }
        if let values = json["target"] as? [Any], let name = values.first as? String {
            return .target(name)
        }
        if let values = json["product"] as? [Any], let name = values.first as? String {
            return .product(name, package: values.count > 1 ? values[1] as? String : nil)
        }
        return nil
    }
}
