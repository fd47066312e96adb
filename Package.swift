// swift-tools-version: 6.0
import PackageDescription

/// The workspace's entry point, so that `swift run app` (and `swift build --product app`) work at the repo's
/// root as the design says. It holds no code and nothing depends on it: it only names the `App` package by
/// path, and SwiftPM builds and runs that package's `app` product. (A plain `swift build` here builds nothing:
/// the root has no targets of its own.) Every real package lives under `Packages/`, `App/`,
/// `Tests/` or `Scripts/`; the architecture checker checks that this manifest stays this way.
let package = Package(
    name: "Workspace",
    dependencies: [
        .package(path: "App")
    ],
    targets: []
)
