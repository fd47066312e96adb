// swift-tools-version: 6.0
import PackageDescription

/// The composition root and the UIs standing on it. `AppComposition` is the root alone: the container
/// (the only code that names concrete adapters) and the root store; it builds on every platform, iOS included.
/// `AppCore` is the text app on `PresentationTerminal`: its entry point and each feature's commands; `app` is
/// its tiny `main.swift`. `AppViews` is the
/// SwiftUI UI's root, which `mac-app` and the iOS app (`App/iOS`) show.
let package = Package(
    name: "App",
    defaultLocalization: "en",
    // macOS 15 / iOS 18: the Data core uses Mutex; see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "AppComposition", targets: ["AppComposition"]),
        .library(name: "AppViews", targets: ["AppViews"]),
        .executable(name: "app", targets: ["app"]),
        .executable(name: "mac-app", targets: ["MacApp"]),
    ],
    dependencies: [
        .package(path: "../Packages/Domain"),
        .package(path: "../Packages/Data"),
        .package(path: "../Packages/Presentation"),
        .package(path: "../Packages/Features/Catalog"),
        .package(path: "../Packages/Features/Cart"),
        .package(path: "../Packages/Features/Todos"),
        .package(path: "../Packages/Features/Markets"),
        .package(path: "../Packages/Features/Home"),
        // `make feature` adds a feature's package above this line.
    ],
    targets: [
        .target(
            name: "AppComposition",
            dependencies: [
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DataCore", package: "Data"),
                .product(name: "DataSQLite", package: "Data"),
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "CatalogDomain", package: "Catalog"),
                .product(name: "CatalogData", package: "Catalog"),
                .product(name: "CatalogPresentation", package: "Catalog"),
                .product(name: "CartDomain", package: "Cart"),
                .product(name: "CartData", package: "Cart"),
                .product(name: "CartPresentation", package: "Cart"),
                .product(name: "TodosDomain", package: "Todos"),
                .product(name: "TodosData", package: "Todos"),
                .product(name: "TodosPresentation", package: "Todos"),
                .product(name: "MarketsDomain", package: "Markets"),
                .product(name: "MarketsData", package: "Markets"),
                .product(name: "MarketsPresentation", package: "Markets"),
                .product(name: "HomeDomain", package: "Home"),
                .product(name: "HomePresentation", package: "Home"),
                // `make feature` adds a feature's Domain, Data and Presentation above this line.
            ],
            resources: [.process("Resources")]
        ),
        .target(
            name: "AppCore",
            dependencies: [
                "AppComposition",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationTerminal", package: "Presentation"),
                .product(name: "CatalogPresentation", package: "Catalog"),
                .product(name: "CartPresentation", package: "Cart"),
                .product(name: "TodosDomain", package: "Todos"),
                .product(name: "TodosPresentation", package: "Todos"),
                .product(name: "MarketsDomain", package: "Markets"),
                .product(name: "MarketsPresentation", package: "Markets"),
                .product(name: "HomePresentation", package: "Home"),
                // `make feature` adds a feature's Presentation above this line.
            ],
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "app",
            dependencies: ["AppCore", .product(name: "PresentationTerminal", package: "Presentation")]
        ),
        // The SwiftUI UI's root: every feature's view over its part of the root store. Its files are
        // inside `#if canImport(SwiftUI)`, so elsewhere it compiles to nothing.
        .target(
            name: "AppViews",
            dependencies: [
                "AppComposition",
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationViews", package: "Presentation"),
                .product(name: "HomePresentation", package: "Home"),
                .product(name: "HomeViews", package: "Home"),
                .product(name: "CatalogPresentation", package: "Catalog"),
                .product(name: "CatalogViews", package: "Catalog"),
                .product(name: "CartPresentation", package: "Cart"),
                .product(name: "CartViews", package: "Cart"),
                .product(name: "TodosPresentation", package: "Todos"),
                .product(name: "TodosViews", package: "Todos"),
                .product(name: "MarketsPresentation", package: "Markets"),
                .product(name: "MarketsViews", package: "Markets"),
                // `make feature` adds a feature's Presentation and Views above this line.
            ],
            resources: [.process("Resources")]
        ),
        // The macOS app; elsewhere it says it runs on macOS only and exits 69.
        .executableTarget(name: "MacApp", dependencies: ["AppViews"]),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppComposition",
                "AppCore",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationTerminal", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
                .product(name: "CatalogTesting", package: "Catalog"),
                .product(name: "CartTesting", package: "Cart"),
                .product(name: "TodosTesting", package: "Todos"),
                .product(name: "MarketsTesting", package: "Markets"),
                .product(name: "HomeDomain", package: "Home"),
                .product(name: "CartDomain", package: "Cart"),
                .product(name: "TodosDomain", package: "Todos"),
                .product(name: "MarketsDomain", package: "Markets"),
                // The features' routes, for the tests that every route leads to a command of this build.
                .product(name: "CatalogDomain", package: "Catalog"),
                .product(name: "CatalogPresentation", package: "Catalog"),
                .product(name: "CartPresentation", package: "Cart"),
                .product(name: "MarketsPresentation", package: "Markets"),
                .product(name: "TodosPresentation", package: "Todos"),
                .product(name: "HomePresentation", package: "Home"),
            ],
            resources: [.copy("Golden")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
