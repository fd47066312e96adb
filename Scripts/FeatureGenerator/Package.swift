// swift-tools-version: 6.0
import PackageDescription

/// The tests of `make feature` and `make remove-feature`, run in copies of the repo (README.md says how). No
/// products: `make test` runs them like any package's tests.
let package = Package(
    name: "FeatureGenerator",
    // A tool for the developer's machine; the floor of docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15)],
    targets: [.testTarget(name: "FeatureGeneratorTests")],
    swiftLanguageModes: [.v6]
)
