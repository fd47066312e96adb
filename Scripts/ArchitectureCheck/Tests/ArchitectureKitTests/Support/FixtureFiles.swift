/// The files of the clean fixture repo. Line numbers matter: the tests point at them.
enum FixtureFiles {
    static let base: [String: String] = [
        "Packages/Domain/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Domain", platforms: [.macOS(.v15), .iOS(.v18)],
            products: [.library(name: "DomainCore", targets: ["DomainCore"])],
            targets: [.target(name: "DomainCore")]
        )
        """,
        "Packages/Domain/Sources/DomainCore/Money.swift":
            "import Foundation\n\npublic struct Money: Sendable { public var amount: Decimal }",
        "Packages/Data/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Data", platforms: [.macOS(.v15), .iOS(.v18)],
            products: [.library(name: "DataCore", targets: ["DataCore"])],
            dependencies: [.package(path: "../Domain")],
            targets: [.target(name: "DataCore", dependencies: [.product(name: "DomainCore", package: "Domain")])]
        )
        """,
        "Packages/Data/Sources/DataCore/HTTPClient.swift": """
        import DomainCore
        import Foundation

        #if canImport(FoundationNetworking)
            import FoundationNetworking
        #endif

        public protocol HTTPClient: Sendable {}
        """,
        "Packages/Presentation/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Presentation", platforms: [.macOS(.v15), .iOS(.v18)],
            products: [.library(name: "PresentationCore", targets: ["PresentationCore"])],
            dependencies: [.package(path: "../Domain")],
            targets: [
                .target(name: "PresentationCore", dependencies: [.product(name: "DomainCore", package: "Domain")])
            ]
        )
        """,
        "Packages/Presentation/Sources/PresentationCore/Screen.swift":
            "import DomainCore\n\npublic struct Screen: Sendable {}",
        "Packages/Features/Catalog/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Catalog", platforms: [.macOS(.v15), .iOS(.v18)],
            products: [
                .library(name: "CatalogDomain", targets: ["CatalogDomain"]),
                .library(name: "CatalogData", targets: ["CatalogData"]),
                .library(name: "CatalogPresentation", targets: ["CatalogPresentation"]),
                .library(name: "CatalogTesting", targets: ["CatalogTesting"]),
            ],
            dependencies: [
                .package(path: "../../Domain"),
                .package(path: "../../Data"),
                .package(path: "../../Presentation"),
            ],
            targets: [
                .target(name: "CatalogDomain", dependencies: [.product(name: "DomainCore", package: "Domain")]),
                .target(
                    name: "CatalogData",
                    dependencies: [
                        "CatalogDomain",
                        .product(name: "DomainCore", package: "Domain"),
                        .product(name: "DataCore", package: "Data"),
                    ]
                ),
                .target(
                    name: "CatalogPresentation",
                    dependencies: ["CatalogDomain", .product(name: "PresentationCore", package: "Presentation")]
                ),
                .target(name: "CatalogTesting", dependencies: ["CatalogDomain"]),
                .testTarget(name: "CatalogDomainTests", dependencies: ["CatalogDomain", "CatalogTesting"]),
            ]
        )
        """,
        "Packages/Features/Catalog/Sources/CatalogDomain/Product.swift":
            "import DomainCore\n\npublic struct Product: Sendable { public var price: Money }",
        "Packages/Features/Catalog/Sources/CatalogData/RemoteProducts.swift":
            "import CatalogDomain\nimport DataCore\nimport DomainCore\n\npublic struct RemoteProducts: Sendable {}",
        "Packages/Features/Catalog/Sources/CatalogPresentation/CatalogFeature.swift":
            "import CatalogDomain\nimport PresentationCore\n\npublic struct CatalogFeature: Sendable {}",
        "Packages/Features/Catalog/Sources/CatalogTesting/FakeProducts.swift":
            "import CatalogDomain\n\npublic struct FakeProducts: Sendable {}",
        "Packages/Features/Catalog/Tests/CatalogDomainTests/ProductTests.swift":
            "import CatalogDomain\nimport CatalogTesting\nimport Testing\n\n@Test func productsHaveAPrice() {}",
        "Packages/Features/Cart/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Cart", platforms: [.macOS(.v15), .iOS(.v18)],
            products: [
                .library(name: "CartDomain", targets: ["CartDomain"]),
                .library(name: "CartData", targets: ["CartData"]),
            ],
            dependencies: [
                .package(path: "../Catalog"),
                .package(path: "../../Data"),
            ],
            targets: [
                .target(name: "CartDomain", dependencies: [.product(name: "CatalogDomain", package: "Catalog")]),
                .target(
                    name: "CartData",
                    dependencies: [
                        "CartDomain",
                        .product(name: "DataCore", package: "Data"),
                    ]
                ),
            ]
        )
        """,
        "Packages/Features/Cart/Sources/CartDomain/Cart.swift":
            "import CatalogDomain\n\npublic struct Cart: Sendable { public var products: [Product] }",
        "Packages/Features/Cart/Sources/CartData/CartStore.swift":
            "import CartDomain\nimport DataCore\n\npublic struct CartStore: Sendable {}",
    ]
}
