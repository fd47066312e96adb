// swift-tools-version: 6.0
import PackageDescription

/// Repo-wide tests. `EndToEndTests` runs the real `app` binary (from `APP_BINARY`, or built once from `../App`)
/// as a script would: arguments, standard input, environment, exit code, standard output and error. It uses
/// `DataTesting.LocalHTTPServer` to stand in for a DummyJSON server.
let package = Package(
    name: "RepoTests",
    // macOS 15 / iOS 18: the Data core uses Mutex; see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(path: "../Packages/Data")
    ],
    targets: [
        .testTarget(
            name: "EndToEndTests",
            dependencies: [.product(name: "DataTesting", package: "Data")],
            // Read from the source tree by GoldenFile, not bundled.
            exclude: ["Golden"]
        )
    ],
    swiftLanguageModes: [.v6]
)
