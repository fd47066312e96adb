// swift-tools-version: 6.0
import PackageDescription

/// The shared kernel: value types every feature needs. It depends on nothing but Foundation, and its public
/// surface is kept small on purpose: every public type added here recompiles every module that imports it.
/// `DomainTesting` builds fixtures through the entities' checking initialisers.
let package = Package(
    name: "Domain",
    // macOS 13 / iOS 16: nothing here needs more (make availability); see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "DomainCore", targets: ["DomainCore"]),
        .library(name: "DomainTesting", targets: ["DomainTesting"]),
    ],
    targets: [
        .target(name: "DomainCore"),
        .target(name: "DomainTesting", dependencies: ["DomainCore"]),
        .testTarget(name: "DomainCoreTests", dependencies: ["DomainCore", "DomainTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
