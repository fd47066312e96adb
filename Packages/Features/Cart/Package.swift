// swift-tools-version: 6.0
import PackageDescription

/// The Cart feature: add catalog products to a cart, change quantities, see exact decimal totals with
/// discounts, check out into a persisted order receipt. Its Domain target reaches the catalog only through
/// `CatalogDomain` (the interface), never through CatalogData; Data persists the cart and the orders in one
/// JSON file through the Data core's file store; Presentation is a reducer that derives a `Screen`.
let package = Package(
    name: "Cart",
    products: [
        .library(name: "CartDomain", targets: ["CartDomain"]),
        .library(name: "CartData", targets: ["CartData"]),
        .library(name: "CartPresentation", targets: ["CartPresentation"]),
        .library(name: "CartTesting", targets: ["CartTesting"]),
        .executable(name: "cart-example", targets: ["cart-example"]),
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
                .product(name: "Domain", package: "Domain"),
                .product(name: "CatalogDomain", package: "Catalog"),
            ]
        ),
        .target(
            name: "CartData",
            dependencies: [
                "CartDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Data", package: "Data"),
            ]
        ),
        .target(
            name: "CartPresentation",
            dependencies: [
                "CartDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "CatalogDomain", package: "Catalog"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .target(
            name: "CartTesting",
            dependencies: [
                "CartDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "CatalogDomain", package: "Catalog"),
            ]
        ),
        .executableTarget(
            name: "cart-example",
            dependencies: [
                "CartPresentation",
                "CartTesting",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .testTarget(
            name: "CartDomainTests",
            dependencies: [
                "CartDomain",
                "CartTesting",
                .product(name: "Domain", package: "Domain"),
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
                .product(name: "Domain", package: "Domain"),
            ]
        ),
        .testTarget(
            name: "CartPresentationTests",
            dependencies: [
                "CartPresentation",
                "CartDomain",
                "CartTesting",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
