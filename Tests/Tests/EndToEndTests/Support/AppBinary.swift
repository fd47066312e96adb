import Foundation

/// Where the `app` executable under test is: `APP_BINARY` when set (CI builds it once, maybe in release),
/// otherwise built here once per test run with `swift build --package-path <repo>/App --product app`.
enum AppBinary {
    /// The executable, or the reason it could not be found or built.
    static let url: Result<URL, AppBinaryError> = locate()

    /// The repository's root, from this file's place in `Tests/Tests/EndToEndTests/Support`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func locate() -> Result<URL, AppBinaryError> {
        if let path = ProcessInfo.processInfo.environment["APP_BINARY"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                return .failure(AppBinaryError(message: "APP_BINARY=\(path) is not an executable file"))
            }
            // Resolved once: `make test` builds other packages in the same folder meanwhile, and each build points
            // its `debug` link anew, so a path through it can vanish for a moment.
            return .success(URL(fileURLWithPath: path).resolvingSymlinksInPath())
        }
        let package = repositoryRoot.appendingPathComponent("App").path
        let build = swift(["build", "--package-path", package, "--product", "app"])
        guard build.status == 0 else {
            return .failure(AppBinaryError(message: "swift build of App failed:\n\(build.output)"))
        }
        let binPath = swift(["build", "--package-path", package, "--show-bin-path"])
        let folder = binPath.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard binPath.status == 0, !folder.isEmpty else {
            return .failure(AppBinaryError(message: "swift build --show-bin-path failed:\n\(binPath.output)"))
        }
        return .success(URL(fileURLWithPath: folder).appendingPathComponent("app"))
    }

    /// Runs `swift` with `arguments`, waiting for it, with standard output and error together.
    private static func swift(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("app-build-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        do {
            let handle = try FileHandle(forWritingTo: output)
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try handle.close()
        } catch {
            return (-1, "cannot run swift: \(error)")
        }
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (process.terminationStatus, text)
    }
}

/// Why the app binary is not available; a test reports it as its failure.
struct AppBinaryError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
