// swift-tools-version: 6.0
import PackageDescription

/// The architecture checker: reads every manifest and every `import` of the repo and checks them against
/// `architecture.json` (layers, allowed edges, declared versus imported dependencies, cycles, remote packages),
/// and writes the Mermaid graphs of the READMEs. It uses only the toolchain, so it runs anywhere Swift does.
let package = Package(
    name: "ArchitectureCheck",
    // A tool for the developer's machine; the floor of docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "architecture-check", targets: ["architecture-check"])
    ],
    targets: [
        .target(name: "ArchitectureKit"),
        .executableTarget(name: "architecture-check", dependencies: ["ArchitectureKit"]),
        .testTarget(name: "ArchitectureKitTests", dependencies: ["ArchitectureKit"]),
    ],
    swiftLanguageModes: [.v6]
)
