// swift-tools-version: 6.0
import PackageDescription

/// The Markets feature: a crypto tracker over the CoinGecko `/coins/markets` format. Its Domain target is the
/// contract other features (Home) import; Data speaks the CoinGecko format over HTTP with an expiring cache, a
/// copy persisted for offline runs and a bundled snapshot; Presentation is a reducer that derives a `Screen`;
/// Testing holds fakes and fixtures for everyone.
let package = Package(
    name: "Markets",
    products: [
        .library(name: "MarketsDomain", targets: ["MarketsDomain"]),
        .library(name: "MarketsData", targets: ["MarketsData"]),
        .library(name: "MarketsPresentation", targets: ["MarketsPresentation"]),
        .library(name: "MarketsTesting", targets: ["MarketsTesting"]),
        .executable(name: "markets-example", targets: ["markets-example"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Data"),
        .package(path: "../../Presentation"),
    ],
    targets: [
        .target(
            name: "MarketsDomain",
            dependencies: [.product(name: "Domain", package: "Domain")]
        ),
        .target(
            name: "MarketsData",
            dependencies: [
                "MarketsDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Data", package: "Data"),
            ],
            resources: [.copy("Resources/markets.json")]
        ),
        .target(
            name: "MarketsPresentation",
            dependencies: [
                "MarketsDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .target(
            name: "MarketsTesting",
            dependencies: ["MarketsDomain", .product(name: "Domain", package: "Domain")]
        ),
        .executableTarget(
            name: "markets-example",
            dependencies: [
                "MarketsPresentation",
                "MarketsTesting",
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .testTarget(
            name: "MarketsDomainTests",
            dependencies: ["MarketsDomain", "MarketsTesting", .product(name: "Domain", package: "Domain")]
        ),
        .testTarget(
            name: "MarketsDataTests",
            dependencies: [
                "MarketsData",
                "MarketsDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Data", package: "Data"),
                .product(name: "DataTesting", package: "Data"),
            ]
        ),
        .testTarget(
            name: "MarketsPresentationTests",
            dependencies: [
                "MarketsPresentation",
                "MarketsDomain",
                "MarketsTesting",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
