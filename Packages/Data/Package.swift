// swift-tools-version: 6.0
import PackageDescription

/// The Data core: adapters every feature's data layer reuses (an HTTP client over URLSession, a JSON file
/// store with atomic replace and a cross-process lock, an expiring cache). `DataTesting` adds a real local
/// HTTP server for tests. `file-store-stress` is a helper executable the tests spawn to prove the lock works.
let package = Package(
    name: "Data",
    products: [
        .library(name: "Data", targets: ["Data"]),
        .library(name: "DataTesting", targets: ["DataTesting"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "Data", dependencies: [.product(name: "Domain", package: "Domain")]),
        .target(name: "DataTesting"),
        .executableTarget(
            name: "file-store-stress", dependencies: ["Data", .product(name: "Domain", package: "Domain")]
        ),
        .testTarget(
            name: "DataTests",
            dependencies: [
                "Data", "DataTesting", "file-store-stress", .product(name: "Domain", package: "Domain"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
