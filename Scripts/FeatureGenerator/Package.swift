// swift-tools-version: 6.0
import PackageDescription

/// The tests of `make feature` (Scripts/new-feature, Scripts/remove-feature and Scripts/templates): they generate
/// a throwaway feature in a copy of the repo (kept under .build/feature-generator), check it against the
/// architecture checker and swift format, run its own tests there, and remove it again, so the generator cannot
/// rot. No products: `make test` runs them like any package's tests.
let package = Package(
    name: "FeatureGenerator",
    // A tool for the developer's machine; the floor of docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15)],
    targets: [
        .testTarget(name: "FeatureGeneratorTests")
    ],
    swiftLanguageModes: [.v6]
)
