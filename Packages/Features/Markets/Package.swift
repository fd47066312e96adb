// swift-tools-version: 6.0
import PackageDescription

/// The Markets feature: a crypto tracker over the CoinGecko `/coins/markets` format. Its Domain target is the
/// contract other features (Home) import; Data speaks the CoinGecko format over HTTP with an expiring cache, a
/// copy persisted for offline runs and a bundled snapshot; Presentation is a reducer whose presenters make view
/// models; Testing holds fakes and fixtures for everyone.
let package = Package(
    name: "Markets",
    defaultLocalization: "en",
    // macOS 15 / iOS 18: the Data core uses Mutex; see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MarketsDomain", targets: ["MarketsDomain"]),
        .library(name: "MarketsData", targets: ["MarketsData"]),
        .library(name: "MarketsPresentation", targets: ["MarketsPresentation"]),
        .library(name: "MarketsTesting", targets: ["MarketsTesting"]),
        .library(name: "MarketsViews", targets: ["MarketsViews"]),
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
            dependencies: [.product(name: "DomainCore", package: "Domain")]
        ),
        .target(
            name: "MarketsData",
            dependencies: [
                "MarketsDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DataCore", package: "Data"),
            ],
            resources: [.copy("Resources/markets.json")]
        ),
        .target(
            name: "MarketsPresentation",
            dependencies: [
                "MarketsDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
            ],
            resources: [.process("Resources")]
        ),
        // SwiftUI views over the feature's store; Apple platforms only (every file is inside `#if canImport(SwiftUI)`,
        // so on Linux the target compiles empty). Testing serves the previews' data (decision 024).
        .target(
            name: "MarketsViews",
            dependencies: [
                "MarketsDomain",
                "MarketsPresentation",
                "MarketsTesting",
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationViews", package: "Presentation"),
            ]
        ),
        .target(
            name: "MarketsTesting",
            dependencies: [
                "MarketsDomain", .product(name: "DomainCore", package: "Domain"),
                .product(name: "DomainTesting", package: "Domain"),
            ]
        ),
        .executableTarget(
            name: "markets-example",
            dependencies: [
                "MarketsDomain",
                "MarketsPresentation",
                "MarketsTesting",
                .product(name: "PresentationCore", package: "Presentation"),
            ]
        ),
        .testTarget(
            name: "MarketsDomainTests",
            dependencies: ["MarketsDomain", "MarketsTesting", .product(name: "DomainCore", package: "Domain")]
        ),
        .testTarget(
            name: "MarketsDataTests",
            dependencies: [
                "MarketsData",
                "MarketsDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DataCore", package: "Data"),
                .product(name: "DataTesting", package: "Data"),
                .product(name: "DomainTesting", package: "Domain"),
            ]
        ),
        .testTarget(
            name: "MarketsPresentationTests",
            dependencies: [
                "MarketsPresentation",
                "MarketsDomain",
                "MarketsTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
