/// Minimum deployment targets. On Linux SwiftPM ignores them, so a package whose minimums are below those of a
/// package it depends on builds here and fails only on a Mac ("the library 'X' requires macos 10.13, but
/// depends on the product 'Y' which requires macos 15.0"): this check finds that here, with the line to edit. A
/// platform the manifest does not name gets SwiftPM's oldest default, lower than any version a dependency names.
struct PlatformCheck: Sendable {
    let policy: Policy

    /// The findings of one package of `workspace` (or of the root's manifest, which is none): a required platform
    /// it does not name, and each platform whose minimum is below a path dependency's.
    func findings(for package: RepoPackage, in workspace: Workspace) -> [Finding] {
        let declared = Dictionary(
            package.manifest.platforms.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let requiredPlatforms = policy.requiredPlatforms(forPackage: package.path)
        var findings = requiredPlatforms.filter { declared[$0.lowercased()] == nil }.map { platform in
            finding(
                package, line: package.layout.platformsLine ?? 1,
                "\(package.name) declares no minimum \(platform) version: add .\(platform)(…) to its platforms")
        }
        let required = Set(requiredPlatforms.map { $0.lowercased() })
        for dependency in package.pathDependencies.map({ workspace.packages[$0] }) {
            let written = PathUtilities.relative(dependency.path, from: package.path)
            // A missing required platform is reported once, above.
            for needed in dependency.manifest.platforms
            where declared[needed.name] != nil || !required.contains(needed.name) {
                let own = declared[needed.name]
                if let own, !APIDeclaration.isOlder(own.components, needed.components) { continue }
                let platform = Self.displayName(needed.name)
                let ownText =
                    own.map { "minimum \(platform) is \($0.version)" } ?? "\(platform) minimum is SwiftPM's default"
                findings.append(
                    finding(
                        package, line: package.layout.line(ofPlatform: needed.name),
                        "\(package.name)'s \(ownText) but it depends on \(written) (\(dependency.manifest.name)), "
                            + "which needs \(platform) \(needed.version): raise \(package.name)'s minimum"))
            }
        }
        return findings
    }

    private func finding(_ package: RepoPackage, line: Int, _ message: String) -> Finding {
        Finding(
            .platformMinimums, .manifest, file: package.manifestFile, line: line,
            "\(message) (\(policy.reason(.platformMinimums)))")
    }

    /// `macos` as Apple writes it.
    static func displayName(_ name: String) -> String {
        let names = [
            "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
            "maccatalyst": "Mac Catalyst", "driverkit": "DriverKit",
        ]
        return names[name] ?? name
    }
}
