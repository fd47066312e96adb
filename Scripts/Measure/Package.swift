// swift-tools-version: 6.0
import PackageDescription

/// The repo's measuring tools: `make bench` (the modular app against a generated monolith), `make scale` (the
/// loop with N generated features), `Scripts/startup-time`, and the checks `make reliability` runs on what
/// the app stored. Written in Swift so the tooling needs only the toolchain, make and a POSIX shell.
let package = Package(
    name: "Measure",
    // A tool for the developer's machine; the floor of docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "measure", targets: ["measure"])
    ],
    targets: [
        .target(name: "MeasureKit"),
        .executableTarget(name: "measure", dependencies: ["MeasureKit"]),
        .testTarget(name: "MeasureKitTests", dependencies: ["MeasureKit"]),
    ],
    swiftLanguageModes: [.v6]
)
