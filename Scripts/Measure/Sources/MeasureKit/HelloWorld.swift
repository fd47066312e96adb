import Foundation

/// The baseline of the start-up table: `print` with `import Foundation`, built in release by the same
/// toolchain in the same run, so the loader's work for Foundation is on both sides of the ratio.
enum HelloWorld {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "hello", targets: [.executableTarget(name: "hello")])

        """

    /// Writes the package into `folder`, builds it in release, and returns the binary's path.
    static func build(in folder: String, workspace: Workspace) throws(MeasureError) -> String {
        let sources = folder + "/Sources/hello"
        do {
            try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
            try manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
            try "import Foundation\n\nprint(\"Hello, world!\")\n".write(
                toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
        } catch {
            throw MeasureError("cannot write the hello world in \(folder): \(error.localizedDescription)")
        }
        return try workspace.build("hello", package: folder, ["-c", "release"])
    }
}
