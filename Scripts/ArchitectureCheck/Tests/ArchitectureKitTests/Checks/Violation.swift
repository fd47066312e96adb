import Testing

/// One row of `ViolationTests`: the edits that break a rule, and the findings they must cause.
struct Violation: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let edits: [Edit]
    var expected: [Expected] = []
    /// How many findings in all, when the row says; a row that expects nothing expects no finding.
    var count: Int? = nil

    init(_ name: String, _ edits: [Edit], _ expected: [Expected] = [], count: Int? = nil) {
        testDescription = name
        self.edits = edits
        self.expected = expected
        self.count = count
    }
}

private let root = "Package.swift"
private let domain = "Packages/Domain/Package.swift"
private let presentation = "Packages/Presentation/Package.swift"
private let catalog = "Packages/Features/Catalog/Package.swift"
private let cart = "Packages/Features/Cart/Package.swift"
private let money = "Packages/Domain/Sources/DomainCore/Money.swift"
private let catalogFeature = "Packages/Features/Catalog/Sources/CatalogPresentation/CatalogFeature.swift"
private let remoteProducts = "Packages/Features/Catalog/Sources/CatalogData/RemoteProducts.swift"
private let cartStore = "Packages/Features/Cart/Sources/CartData/CartStore.swift"
private let platforms = "platforms: [.macOS(.v15), .iOS(.v18)]"
private let appOnly = "        .package(path: \"App\")\n"

/// A root `Package.swift` that is only the workspace's entry point.
private let entryPoint = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "Workspace", platforms: [.macOS(.v15), .iOS(.v18)],
        dependencies: [
            .package(path: "App")
        ],
        targets: []
    )

    """

extension Violation {
    static let all: [Violation] = [
        Violation("the clean fixture", []),
        Violation("a root manifest that names only App", [.write(root, entryPoint)]),
        Violation(
            "a root manifest with a target or an inner package",
            [
                .write(root, entryPoint),
                .replace(
                    appOnly, "        .package(path: \"App\"),\n        .package(path: \"Packages/Domain\"),\n",
                    in: root),
                .replace("    targets: []\n", "    targets: [\n        .target(name: \"Helpers\")\n    ]\n", in: root),
            ],
            [
                Expected(
                    root, 8, "workspace-entry-point",
                    "depends on Packages/Domain: it may name only the composition root, App"),
                Expected(root, 11, "workspace-entry-point", "declares the target Helpers: it holds no code"),
            ]),
        Violation(
            "a root manifest without App", [.write(root, entryPoint), .replace(appOnly, "", in: root)],
            [Expected(root, 1, "workspace-entry-point", "does not depend on App")]),
        Violation(
            "the Domain core importing Data",
            [.write(money, "import Foundation\nimport DataCore\n\npublic struct Money: Sendable {}\n")],
            [Expected(money, 2, "domain-core-independent", "DomainCore imports DataCore")]),
        Violation(
            "a feature's Presentation importing its Data",
            [.replace("import CatalogDomain\n", "import CatalogData\nimport CatalogDomain\n", in: catalogFeature)],
            [
                Expected(
                    catalogFeature, 1, "presentation-no-data",
                    "CatalogPresentation imports CatalogData: a feature's Presentation reaches data only through")
            ]),
        Violation(
            "a feature importing another feature's Data",
            [
                .replace("import CartDomain\n", "import CartDomain\nimport CatalogData\n", in: cartStore),
                .replace(
                    "                \"CartDomain\",\n",
                    "                \"CartDomain\",\n                .product(name: \"CatalogData\", package: \"Catalog\"),\n",
                    in: cart),
            ],
            [
                Expected(cartStore, 2, "features-through-domain", "CartData imports CatalogData"),
                Expected(cart, 20, "features-through-domain", "CartData depends on CatalogData"),
            ]),
        Violation(
            "a scoped import of another feature's Data",
            [
                .replace(
                    "import CatalogDomain\n", "import CatalogDomain\nimport struct CatalogData.RemoteProducts\n",
                    in: "Packages/Features/Cart/Sources/CartDomain/Cart.swift")
            ], [Expected("Packages/Features/Cart/Sources/CartDomain/Cart.swift", 2, "features-through-domain")]),
        Violation(
            "an import of a module that only arrives transitively",
            [.replace("import PresentationCore\n", "import PresentationCore\nimport DomainCore\n", in: catalogFeature)],
            [
                Expected(
                    catalogFeature, 3, "explicit-dependencies",

                    "CatalogPresentation imports DomainCore without declaring it (it only arrives through CatalogDomain)"
                )
            ]),
        Violation(
            "a testable import of an undeclared sibling",
            [
                .replace(
                    "import Testing\n", "import Testing\n\n@testable import CatalogData\n",
                    in: "Packages/Features/Catalog/Tests/CatalogDomainTests/ProductTests.swift")
            ],
            [
                Expected(
                    "Packages/Features/Catalog/Tests/CatalogDomainTests/ProductTests.swift", 5, "explicit-dependencies",
                    "add \"CatalogData\" to the dependencies of CatalogDomainTests")
            ]),
        Violation(
            "a declared dependency never imported", [.replace("import DataCore\n", "", in: remoteProducts)],
            [Expected(catalog, 27, "no-redundant-dependencies", "CatalogData declares DataCore but never imports it")]),
        Violation(
            "a package dependency no target uses",
            [
                .replace(
                    "        .package(path: \"../../Data\"),\n",
                    "        .package(path: \"../../Data\"),\n        .package(path: \"../../Presentation\"),\n",
                    in: cart)
            ],
            [
                Expected(
                    cart, 13, "no-redundant-dependencies",
                    "Cart declares the package ../../Presentation but no target depends on it")
            ]),
        Violation(
            "a dependency that names nothing the manifest can reach",
            [
                .replace(
                    "                \"CartDomain\",\n",
                    "                \"CartDomain\",\n                \"CartHelpers\",\n", in: cart)
            ],
            [
                Expected(
                    cart, 20, "known-dependencies", "CartData depends on CartHelpers, which is neither a target of Cart"
                )
            ]),
        Violation(
            "a manifest that does not load", [.write(presentation, "let package = Package(\n")],
            [Expected(presentation, 1, "manifests-load")]),
        Violation(
            "a package cycle",
            [
                .replace(
                    "    products: [.library(name: \"DomainCore\", targets: [\"DomainCore\"])],\n",
                    "    products: [.library(name: \"DomainCore\", targets: [\"DomainCore\"])],\n"
                        + "    dependencies: [.package(path: \"../Features/Catalog\")],\n", in: domain),
                .replace(
                    "        .target(name: \"DomainCore\")\n",
                    "        .target(name: \"DomainCore\", dependencies: [.product(name: \"CatalogDomain\", package: \"Catalog\")])\n",
                    in: domain),
            ],
            [
                Expected(domain, 7, "no-cycles", "the packages Domain -> Catalog -> Domain form a cycle"),
                Expected(domain, 9, "domain-core-independent"),
            ]),
        Violation(
            "a target cycle inside a package",
            [
                .replace(
                    "dependencies: [.product(name: \"DomainCore\", package: \"Domain\")]\n        ),\n        .target(\n            name: \"CatalogData\"",
                    "dependencies: [.product(name: \"DomainCore\", package: \"Domain\"), \"CatalogTesting\"]\n        ),\n        .target(\n            name: \"CatalogData\"",
                    in: catalog)
            ],
            [
                Expected(
                    catalog, 20, "no-cycles",
                    "the targets CatalogDomain -> CatalogTesting -> CatalogDomain form a cycle")
            ]),
        Violation(
            "a remote package",
            [
                .replace(
                    "        .package(path: \"../../Presentation\"),\n",
                    "        .package(path: \"../../Presentation\"),\n"
                        + "        .package(url: \"https://github.com/apple/swift-collections\", from: \"1.1.0\"),\n",
                    in: catalog)
            ], [Expected(catalog, 16, "no-remote-packages", "https://github.com/apple/swift-collections")]),
        Violation(
            "a toolchain module the layer may not use",
            [.replace("import Foundation\n", "import Foundation\nimport FoundationNetworking\n", in: money)],
            [Expected(money, 2, "toolchain-modules", "the Domain core may use only Foundation")]),
        Violation(
            "a module from outside the repo and the toolchain",
            [.replace("import DomainCore\n", "import DomainCore\nimport Alamofire\n", in: remoteProducts)],
            [Expected(remoteProducts, 4, "no-third-party")]),
        Violation(
            "a target that matches no layer",
            [
                .replace(
                    "        .target(name: \"CatalogTesting\", dependencies: [\"CatalogDomain\"]),\n",
                    "        .target(name: \"CatalogTesting\", dependencies: [\"CatalogDomain\"]),\n"
                        + "        .target(name: \"CatalogHelpers\"),\n", in: catalog)
            ], [Expected(catalog, 38, "every-target-has-a-layer", "CatalogHelpers")]),
        Violation(
            "an edge no rule allows names what the layer may import",
            [
                .replace(
                    "import CatalogDomain\n", "import CatalogData\nimport CatalogDomain\n",
                    in: "Packages/Features/Catalog/Sources/CatalogTesting/FakeProducts.swift")
            ],
            [
                Expected(
                    "Packages/Features/Catalog/Sources/CatalogTesting/FakeProducts.swift", 1, "allowed-edges",
                    "a feature's Testing kit may import only")
            ]),
        Violation(
            "imports in comments, strings and platform shims",
            [
                .write(
                    "Packages/Features/Catalog/Sources/CatalogDomain/Notes.swift",
                    """
                    // import CatalogData
                    /* nested /* import CatalogData */ import DataCore */
                    #if canImport(FoundationNetworking)
                        import FoundationNetworking
                    #endif

                    /// Text that mentions imports.
                    public enum Notes {
                        static let inline = "import CatalogData"
                        static let block = \"\"\"
                            import CatalogPresentation
                            \"\"\"
                        static let raw = #"import "Data""#
                    }

                    """)
            ]),
        Violation(
            "a minimum below a dependency's, or missing",
            [
                .replace(platforms, "platforms: [.macOS(.v14)]", in: cart),
                .replace(platforms, "platforms: [.macOS(\"15.4\"), .iOS(.v18)]", in: "Packages/Data/Package.swift"),
            ],
            [
                Expected(
                    cart, 5, "platform-minimums",
                    "Cart's minimum macOS is 14.0 but it depends on ../../Data (Data), which needs macOS 15.4"),
                Expected(cart, 5, "platform-minimums", "Cart declares no minimum iOS version"),
            ], count: 4),  // and Cart below Catalog, Catalog below Data
        Violation(
            "one version written two ways",
            [.replace(platforms, "platforms: [.macOS(\"15\"), .iOS(\"18.0.0\")]", in: cart)]),
        Violation(
            "a package that names no platforms", [.replace(" \(platforms),", "", in: presentation)],
            [
                Expected(presentation, 1, "platform-minimums", "Presentation declares no minimum macOS version"),
                Expected(presentation, 1, "platform-minimums", "Presentation declares no minimum iOS version"),
            ], count: 2),
    ]
}
