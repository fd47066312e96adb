// swift-tools-version: 6.0
import PackageDescription

/// The UI-agnostic presentation core: a unidirectional store (State, Action, Reducer, Effect), the `Screen`
/// model every presenter renders, and formatters. `PresentationTesting` adds the exhaustive `TestStore`.
let package = Package(
    name: "Presentation",
    products: [
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "PresentationTesting", targets: ["PresentationTesting"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "Presentation", dependencies: [.product(name: "Domain", package: "Domain")]),
        .target(name: "PresentationTesting", dependencies: ["Presentation"]),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Presentation", "PresentationTesting", .product(name: "Domain", package: "Domain")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
