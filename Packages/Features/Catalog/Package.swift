// swift-tools-version: 6.0
import PackageDescription

/// The Catalog feature: browse, search and filter products and show one product's details. Its Domain target is
/// the contract other features (Cart, Home) import; Data speaks the DummyJSON format or reads a bundled
/// snapshot; Presentation is a reducer that derives a `Screen`; Testing holds fakes and fixtures for everyone.
let package = Package(
    name: "Catalog",
    products: [
        .library(name: "CatalogDomain", targets: ["CatalogDomain"]),
        .library(name: "CatalogData", targets: ["CatalogData"]),
        .library(name: "CatalogPresentation", targets: ["CatalogPresentation"]),
        .library(name: "CatalogTesting", targets: ["CatalogTesting"]),
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
            dependencies: [.product(name: "Domain", package: "Domain")]
        ),
        .target(
            name: "CatalogData",
            dependencies: [
                "CatalogDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Data", package: "Data"),
            ],
            resources: [.copy("Resources/products.json")]
        ),
        .target(
            name: "CatalogPresentation",
            dependencies: [
                "CatalogDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .target(
            name: "CatalogTesting",
            dependencies: ["CatalogDomain", .product(name: "Domain", package: "Domain")]
        ),
        .executableTarget(
            name: "catalog-example",
            dependencies: [
                "CatalogPresentation",
                "CatalogTesting",
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .testTarget(
            name: "CatalogDomainTests",
            dependencies: ["CatalogDomain", "CatalogTesting", .product(name: "Domain", package: "Domain")]
        ),
        .testTarget(
            name: "CatalogDataTests",
            dependencies: [
                "CatalogData",
                "CatalogDomain",
                "CatalogTesting",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Data", package: "Data"),
                .product(name: "DataTesting", package: "Data"),
            ]
        ),
        .testTarget(
            name: "CatalogPresentationTests",
            dependencies: [
                "CatalogPresentation",
                "CatalogDomain",
                "CatalogTesting",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
