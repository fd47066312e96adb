// swift-tools-version: 6.0
import PackageDescription

/// The Catalog feature: browse, search and filter products and show one product's details. Its Domain target is
/// the contract other features (Cart, Home) import; Data speaks the DummyJSON format or reads a bundled
/// snapshot; Presentation is a reducer whose presenters make view models; Testing holds fakes and fixtures for
/// everyone.
let package = Package(
    name: "Catalog",
    defaultLocalization: "en",
    // macOS 15 / iOS 18: the Data core uses Mutex; see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CatalogDomain", targets: ["CatalogDomain"]),
        .library(name: "CatalogData", targets: ["CatalogData"]),
        .library(name: "CatalogPresentation", targets: ["CatalogPresentation"]),
        .library(name: "CatalogTesting", targets: ["CatalogTesting"]),
        .library(name: "CatalogViews", targets: ["CatalogViews"]),
        .executable(name: "catalog-example", targets: ["catalog-example"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Data"),
        .package(path: "../../Presentation"),
    ],
    targets: [
        .target(
            name: "CatalogDomain",
            dependencies: [.product(name: "DomainCore", package: "Domain")]
        ),
        .target(
            name: "CatalogData",
            dependencies: [
                "CatalogDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DataCore", package: "Data"),
            ],
            resources: [.copy("Resources/products.json")]
        ),
        .target(
            name: "CatalogPresentation",
            dependencies: [
                "CatalogDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
            ],
            resources: [.process("Resources")]
        ),
        // SwiftUI views over the feature's store; Apple platforms only (every file is inside `#if canImport(SwiftUI)`,
        // so on Linux the target compiles empty). Testing serves the previews' data (decision 024).
        .target(
            name: "CatalogViews",
            dependencies: [
                "CatalogDomain",
                "CatalogPresentation",
                "CatalogTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationViews", package: "Presentation"),
            ]
        ),
        .target(
            name: "CatalogTesting",
            dependencies: [
                "CatalogDomain", .product(name: "DomainCore", package: "Domain"),
                .product(name: "DomainTesting", package: "Domain"),
            ]
        ),
        .executableTarget(
            name: "catalog-example",
            dependencies: [
                "CatalogDomain",
                "CatalogPresentation",
                "CatalogTesting",
                .product(name: "PresentationCore", package: "Presentation"),
            ]
        ),
        .testTarget(
            name: "CatalogDomainTests",
            dependencies: ["CatalogDomain", "CatalogTesting", .product(name: "DomainCore", package: "Domain")]
        ),
        .testTarget(
            name: "CatalogDataTests",
            dependencies: [
                "CatalogData",
                "CatalogDomain",
                "CatalogTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DataCore", package: "Data"),
                .product(name: "DataTesting", package: "Data"),
            ]
        ),
        .testTarget(
            name: "CatalogPresentationTests",
            dependencies: [
                "CatalogPresentation",
                "CatalogDomain",
                "CatalogTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
