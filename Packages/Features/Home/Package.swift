// swift-tools-version: 6.0
import PackageDescription

/// The Home feature: a dashboard that sums up the other features (product and category counts, the cart's
/// items and total, open todos, the top 24-hour mover). It owns no data, so it has no Data target: its Domain
/// reaches the other features only through their Domain targets (their use cases), loads them concurrently
/// and keeps each source's failure on its own tile; Presentation is a reducer whose presenters make view
/// models.
let package = Package(
    name: "Home",
    defaultLocalization: "en",
    // macOS 15 / iOS 18: the Data core uses Mutex; see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeDomain", targets: ["HomeDomain"]),
        .library(name: "HomePresentation", targets: ["HomePresentation"]),
        .library(name: "HomeTesting", targets: ["HomeTesting"]),
        .library(name: "HomeViews", targets: ["HomeViews"]),
        .executable(name: "home-example", targets: ["home-example"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Presentation"),
        .package(path: "../Catalog"),
        .package(path: "../Cart"),
        .package(path: "../Todos"),
        .package(path: "../Markets"),
    ],
    targets: [
        .target(
            name: "HomeDomain",
            dependencies: [
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "CatalogDomain", package: "Catalog"),
                .product(name: "CartDomain", package: "Cart"),
                .product(name: "TodosDomain", package: "Todos"),
                .product(name: "MarketsDomain", package: "Markets"),
            ]
        ),
        .target(
            name: "HomePresentation",
            dependencies: [
                "HomeDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
            ],
            resources: [.process("Resources")]
        ),
        // SwiftUI views over the feature's store; Apple platforms only (every file is inside `#if canImport(SwiftUI)`,
        // so on Linux the target compiles empty). Testing serves the previews' data (decision 024).
        .target(
            name: "HomeViews",
            dependencies: [
                "HomeDomain",
                "HomePresentation",
                "HomeTesting",
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationViews", package: "Presentation"),
            ]
        ),
        .target(
            name: "HomeTesting",
            dependencies: ["HomeDomain", .product(name: "DomainCore", package: "Domain")]
        ),
        .executableTarget(
            name: "home-example",
            dependencies: [
                "HomePresentation",
                "HomeTesting",
                .product(name: "PresentationCore", package: "Presentation"),
            ]
        ),
        .testTarget(
            name: "HomeDomainTests",
            dependencies: [
                "HomeDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "CatalogDomain", package: "Catalog"),
                .product(name: "CatalogTesting", package: "Catalog"),
                .product(name: "CartDomain", package: "Cart"),
                .product(name: "CartTesting", package: "Cart"),
                .product(name: "TodosDomain", package: "Todos"),
                .product(name: "TodosTesting", package: "Todos"),
                .product(name: "MarketsDomain", package: "Markets"),
                .product(name: "MarketsTesting", package: "Markets"),
            ]
        ),
        .testTarget(
            name: "HomePresentationTests",
            dependencies: [
                "HomePresentation",
                "HomeDomain",
                "HomeTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
