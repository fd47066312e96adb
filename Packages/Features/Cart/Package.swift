// swift-tools-version: 6.1
import PackageDescription

/// The Cart feature: add catalog products to a cart, change quantities, see exact decimal totals with
/// discounts, check out into a persisted order receipt. Its Domain target reaches the catalog only through
/// `CatalogDomain` (the interface), never through CatalogData; Data persists the cart and the orders in two
/// JSON files through the Data core's file store, or in the app's SQLite database; Presentation is a reducer
/// whose presenters make view models.
let package = Package(
    name: "Cart",
    defaultLocalization: "en",
    // macOS 15 / iOS 18: the Data core uses Mutex; see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CartDomain", targets: ["CartDomain"]),
        .library(name: "CartData", targets: ["CartData"]),
        .library(name: "CartPresentation", targets: ["CartPresentation"]),
        .library(name: "CartTesting", targets: ["CartTesting"]),
        .library(name: "CartViews", targets: ["CartViews"]),
        .executable(name: "cart-example", targets: ["cart-example"]),
    ],
    // The SQLite repository needs the system SQLite (on Linux, libsqlite3-dev); a copy that keeps its data in
    // JSON files alone builds without it: `swift build --disable-default-traits`, or `traits: []` on the
    // dependency.
    traits: [
        .trait(name: "SQLite", description: "The SQLite repository beside the JSON file one."),
        .default(enabledTraits: ["SQLite"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Data"),
        .package(path: "../../Presentation"),
        .package(path: "../Catalog"),
    ],
    targets: [
        .target(
            name: "CartDomain",
            dependencies: [
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "CatalogDomain", package: "Catalog"),
            ]
        ),
        .target(
            name: "CartData",
            dependencies: [
                "CartDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DataCore", package: "Data"),
                .product(name: "DataSQLite", package: "Data", condition: .when(traits: ["SQLite"])),
            ]
        ),
        .target(
            name: "CartPresentation",
            dependencies: [
                "CartDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
            ],
            resources: [.process("Resources")]
        ),
        // SwiftUI views over the feature's store; Apple platforms only (every file is inside `#if canImport(SwiftUI)`,
        // so on Linux the target compiles empty). Testing serves the previews' data (decision 024).
        .target(
            name: "CartViews",
            dependencies: [
                "CartDomain",
                "CartPresentation",
                "CartTesting",
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationViews", package: "Presentation"),
            ]
        ),
        .target(
            name: "CartTesting",
            dependencies: [
                "CartDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DomainTesting", package: "Domain"),
                .product(name: "CatalogDomain", package: "Catalog"),
            ]
        ),
        .executableTarget(
            name: "cart-example",
            dependencies: [
                "CartDomain",
                "CartPresentation",
                "CartTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
            ]
        ),
        .testTarget(
            name: "CartDomainTests",
            dependencies: [
                "CartDomain",
                "CartTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "CatalogDomain", package: "Catalog"),
                .product(name: "CatalogTesting", package: "Catalog"),
            ]
        ),
        .testTarget(
            name: "CartDataTests",
            dependencies: [
                "CartData",
                "CartDomain",
                "CartTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DataTesting", package: "Data"),
            ]
        ),
        .testTarget(
            name: "CartPresentationTests",
            dependencies: [
                "CartPresentation",
                "CartDomain",
                "CartTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
