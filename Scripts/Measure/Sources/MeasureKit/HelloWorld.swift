import Foundation

/// The baseline the app's start-up is held against: `print` with `import Foundation`, built in release by the
/// same toolchain and timed in the same run, so the machine, its load and the loader's work for Foundation are
/// the same on both sides of the ratio. Two variants say where the rest of the app's time goes.
enum HelloWorld {
    enum Variant: Sendable {
        /// `print` with `import Foundation`, linked as `swift build` links by default: the baseline.
        case plain
        /// Also uses `URLSession`. On Linux that type lives in FoundationNetworking, which loads libcurl and
        /// about thirty system libraries (TLS, Kerberos, LDAP) before `main`; on Apple platforms it is part of
        /// Foundation and loads nothing more. Any program with an HTTP client pays this.
        case networking
        /// The plain one with the Swift runtime and Foundation linked in (`--static-swift-stdlib`, Linux only),
        /// as `make install` links the app there: the like-for-like baseline for the installed app.
        case staticRuntime
    }

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "hello", targets: [.executableTarget(name: "hello")])

        """
    static let main = "import Foundation\n\nprint(\"Hello, world!\")\n"

    /// A use of `URLSession` the optimiser cannot drop (no run passes that many arguments), so the binary links
    /// the library that declares it.
    static let networkingMain = """
        import Foundation
        #if canImport(FoundationNetworking)
            import FoundationNetworking
        #endif

        if CommandLine.arguments.count > 99 { print(URLSession.shared) }
        print("Hello, world!")

        """

    /// Writes the package into `folder`, builds it in release, and returns the binary's path.
    static func build(in folder: String, _ variant: Variant = .plain, workspace: Workspace) throws(MeasureError)
        -> String
    {
        let sources = folder + "/Sources/hello"
        do {
            try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
            try manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
            try (variant == .networking ? networkingMain : main).write(
                toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
        } catch {
            throw MeasureError("cannot write the hello world in \(folder): \(error.localizedDescription)")
        }
        var command = ["swift", "build", "-c", "release", "--package-path", folder]
        if variant == .staticRuntime { command.append("--static-swift-stdlib") }
        try workspace.run(command, in: folder)
        let binPath = try workspace.run(command + ["--show-bin-path"], in: folder).output
        return (binPath.split(separator: "\n").last.map(String.init) ?? "") + "/hello"
    }
}
