// swift-tools-version: 6.0
import PackageDescription

/// The workspace's entry point, so that `swift run app` (and `swift build --product app`) work at the repo's
/// root as the design says. It holds no code and nothing depends on it: it only names the `App` package by
/// path, and SwiftPM builds and runs that package's `app` product. (A plain `swift build` here builds nothing:
/// the root has no targets of its own.) Every real package lives under `Packages/`, `App/`,
/// `Tests/` or `Scripts/`; the architecture checker checks that this manifest stays this way.
let package = Package(
    name: "Workspace",
    // macOS 15 / iOS 18: the Data core uses Mutex; see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(path: "App")
    ],
    targets: []
)
