// swift-tools-version: 6.0
import PackageDescription

/// The Data core: adapters every feature's data layer reuses (an HTTP client over URLSession, a JSON file
/// store with atomic replace and a cross-process lock, an expiring cache). `DataSQLite` is the one wrapper of
/// the system SQLite, a product of its own so that only a package that uses SQLite links it (the SDK's
/// `SQLite3` module on Apple platforms, the `CSQLite` system library, `libsqlite3-dev`, on Linux).
/// `DataTesting` adds a real local HTTP server and a hand-moved clock for the HTTP client, for tests.
/// `file-store-stress` is a helper executable the tests spawn to prove the lock works.
let package = Package(
    name: "Data",
    // macOS 15 / iOS 18: the Data core uses Mutex; see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "DataCore", targets: ["DataCore"]),
        .library(name: "DataSQLite", targets: ["DataSQLite"]),
        .library(name: "DataTesting", targets: ["DataTesting"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "DataCore", dependencies: [.product(name: "DomainCore", package: "Domain")]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(
            name: "DataSQLite",
            dependencies: [
                "DataCore", .product(name: "DomainCore", package: "Domain"),
                .target(name: "CSQLite", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(name: "DataTesting", dependencies: ["DataCore"]),
        .executableTarget(
            name: "file-store-stress", dependencies: ["DataCore", .product(name: "DomainCore", package: "Domain")]
        ),
        .testTarget(
            name: "DataCoreTests",
            dependencies: [
                "DataCore", "DataTesting", "file-store-stress", .product(name: "DomainCore", package: "Domain"),
                .product(name: "DomainTesting", package: "Domain"),
            ]
        ),
        .testTarget(
            name: "DataSQLiteTests",
            dependencies: ["DataSQLite", "DataTesting", .product(name: "DomainCore", package: "Domain")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
