/// Minimum deployment targets. On Linux SwiftPM ignores them, so a package whose minimums are below those of a
/// package it depends on builds here and fails only on a Mac ("the library 'X' requires macos 10.13, but
/// depends on the product 'Y' which requires macos 15.0"): this check finds that here, with the line to
/// edit. A platform the manifest does not name gets SwiftPM's oldest default, so it
/// counts as lower than any version a dependency names.
struct PlatformCheck: Sendable {
    /// A package as this check needs it: its folder relative to the root (`.` for the root), its manifest's
    /// path, and each path dependency as written (`../Domain`) with its manifest.
    struct Subject {
        var path: String
        var file: String
        var name: String
        var manifest: PackageManifest
        var layout: ManifestLayout
        var dependencies: [(written: String, manifest: PackageManifest)]
    }

    let policy: Policy

    /// The findings of every package of `workspace`.
    func findings(in workspace: Workspace) -> [Finding] {
        workspace.packages.flatMap { package in
            findings(
                for: Subject(
                    path: package.path, file: package.manifestFile, name: package.name, manifest: package.manifest,
                    layout: package.layout,
                    dependencies: package.pathDependencies.map {
                        let other = workspace.packages[$0]
                        return (PathUtilities.relative(other.path, from: package.path), other.manifest)
                    }))
        }
    }

    /// The findings of one package: a required platform it does not name, and each platform whose minimum is
    /// below a dependency's.
    func findings(for subject: Subject) -> [Finding] {
        let declared = Dictionary(
            subject.manifest.platforms.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let requiredPlatforms = policy.requiredPlatforms(forPackage: subject.path)
        var findings = requiredPlatforms.filter { declared[$0.lowercased()] == nil }.map { platform in
            finding(
                subject, line: subject.layout.platformsLine ?? 1,
                "\(subject.name) declares no minimum \(platform) version: add .\(platform)(…) to its platforms")
        }
        let required = Set(requiredPlatforms.map { $0.lowercased() })
        for (written, manifest) in subject.dependencies {
            // A missing required platform is reported once, above.
            for needed in manifest.platforms where declared[needed.name] != nil || !required.contains(needed.name) {
                let own = declared[needed.name]
                if let own,
                    !own.components.lexicographicallyPrecedes(needed.components)
                        || APIDeclaration.sameVersion(own.components, needed.components)
                {
                    continue
                }
                let platform = Self.displayName(needed.name)
                let ownText =
                    own.map { "minimum \(platform) is \($0.version)" } ?? "\(platform) minimum is SwiftPM's default"
                findings.append(
                    finding(
                        subject, line: subject.layout.line(ofPlatform: needed.name),
                        "\(subject.name)'s \(ownText) but it depends on \(written) (\(manifest.name)), which needs "
                            + "\(platform) \(needed.version): raise \(subject.name)'s minimum"))
            }
        }
        return findings
    }

    private func finding(_ subject: Subject, line: Int, _ message: String) -> Finding {
        Finding(
            .platformMinimums, .manifest, file: subject.file, line: line,
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
