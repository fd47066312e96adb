// swift-tools-version: 6.0
import PackageDescription

/// The shared kernel: value types every feature needs. It depends on nothing but Foundation, and its public
/// surface is kept small on purpose: every public type added here recompiles every module that imports it.
let package = Package(
    name: "Domain",
    products: [
        .library(name: "Domain", targets: ["Domain"])
    ],
    targets: [
        .target(name: "Domain"),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ],
    swiftLanguageModes: [.v6]
)
