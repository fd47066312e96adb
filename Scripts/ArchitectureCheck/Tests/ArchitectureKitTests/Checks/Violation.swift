import Testing

/// One row of `ViolationTests`: the edits that break a rule, and the findings they must cause.
struct Violation: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let edits: [Edit]
    let expected: [Expected]
    /// How many findings in all, when the row says; a row that expects nothing expects no finding.
    let count: Int?

    init(_ name: String, _ edits: Edit..., expecting expected: Expected..., count: Int? = nil) {
        (testDescription, self.edits, self.expected, self.count) = (name, edits, expected, count)
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
private let cartDomain = "Packages/Features/Cart/Sources/CartDomain/Cart.swift"
private let fakeProducts = "Packages/Features/Catalog/Sources/CatalogTesting/FakeProducts.swift"
private let productTests = "Packages/Features/Catalog/Tests/CatalogDomainTests/ProductTests.swift"
private let platforms = "platforms: [.macOS(.v15), .iOS(.v18)]"
private let appOnly = "        .package(path: \"App\")\n"
private let cartDomainLine = "                \"CartDomain\",\n"

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

/// An App whose one target, `target`, names the Data core (line 6: the dependency).
private func appOver(_ target: String) -> String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "App", platforms: [.macOS(.v15), .iOS(.v18)], dependencies: [.package(path: "../Packages/Data")],
        targets: [.target(name: "\(target)", dependencies: [.product(name: "DataCore", package: "Data")])])

    """
}

/// An App that needs a newer macOS than the root manifest declares.
private let appManifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "App", platforms: [.macOS("15.4"), .iOS(.v18)], targets: [.executableTarget(name: "app")])

    """

extension Violation {
    static let all: [Violation] = [
        Violation("the clean fixture"),
        Violation("a root manifest that names only App", .write(root, entryPoint)),
        Violation(
            "a root manifest with a target or an inner package",
            .write(root, entryPoint),
            .replace(
                appOnly, "        .package(path: \"App\"),\n        .package(path: \"Packages/Domain\"),\n", in: root),
            .replace("    targets: []\n", "    targets: [\n        .target(name: \"Helpers\")\n    ]\n", in: root),
            expecting: Expected(
                root, 8, "workspace-entry-point",
                "depends on Packages/Domain: it may name only the composition root, App"),
            Expected(root, 11, "workspace-entry-point", "declares the target Helpers: it holds no code")),
        Violation(
            "a root manifest without App", .write(root, entryPoint), .replace(appOnly, "", in: root),
            expecting: Expected(root, 1, "workspace-entry-point", "does not depend on App")),
        Violation(
            "a root manifest below the minimums of App", .write(root, entryPoint),
            .write("App/Package.swift", appManifest), .write("App/Sources/app/main.swift", "print(1)\n"),
            expecting: Expected(
                root, 5, "platform-minimums",
                "Workspace's minimum macOS is 15.0 but it depends on App (App), which needs macOS 15.4")),
        Violation(
            "the Domain core importing Data",
            .write(money, "import Foundation\nimport DataCore\n\npublic struct Money: Sendable {}\n"),
            expecting: Expected(money, 2, "domain-core-independent", "DomainCore imports DataCore")),
        Violation(
            "a UI of App importing the Data core",
            .write("App/Package.swift", appOver("AppCore")),
            .write("App/Sources/AppCore/DataCommand.swift", "import DataCore\n\nstruct DataCommand {}\n"),
            expecting: Expected(
                "App/Sources/AppCore/DataCommand.swift", 1, "uis-no-data",
                "AppCore imports DataCore: the UIs are the outer ring"),
            Expected("App/Package.swift", 6, "uis-no-data", "AppCore depends on DataCore")),
        Violation(
            "the composition root naming the Data core",
            .write("App/Package.swift", appOver("AppComposition")),
            .write("App/Sources/AppComposition/Container.swift", "import DataCore\n\nstruct Container {}\n")),
        Violation(
            "a feature's Presentation importing its Data",
            .replace("import CatalogDomain\n", "import CatalogData\nimport CatalogDomain\n", in: catalogFeature),
            expecting: Expected(
                catalogFeature, 1, "presentation-no-data",
                "CatalogPresentation imports CatalogData: a feature's Presentation reaches data only through")),
        Violation(
            "a feature importing another feature's Data",
            .insert("import CatalogData\n", after: "import CartDomain\n", in: cartStore),
            .insert(
                "                .product(name: \"CatalogData\", package: \"Catalog\"),\n", after: cartDomainLine,
                in: cart),
            expecting: Expected(cartStore, 2, "features-through-domain", "CartData imports CatalogData"),
            Expected(cart, 20, "features-through-domain", "CartData depends on CatalogData")),
        Violation(
            "a scoped import of another feature's Data",
            .insert("import struct CatalogData.RemoteProducts\n", after: "import CatalogDomain\n", in: cartDomain),
            expecting: Expected(cartDomain, 2, "features-through-domain")),
        Violation(
            "an import of a module that only arrives transitively",
            .insert("import DomainCore\n", after: "import PresentationCore\n", in: catalogFeature),
            expecting: Expected(
                catalogFeature, 3, "explicit-dependencies",
                "CatalogPresentation imports DomainCore without declaring it (it only arrives through CatalogDomain)")),
        Violation(
            "a testable import of an undeclared sibling",
            .insert("\n@testable import CatalogData\n", after: "import Testing\n", in: productTests),
            expecting: Expected(
                productTests, 5, "explicit-dependencies",
                "add \"CatalogData\" to the dependencies of CatalogDomainTests")),
        Violation(
            "a declared dependency never imported", .replace("import DataCore\n", "", in: remoteProducts),
            expecting: Expected(
                catalog, 24, "no-redundant-dependencies", "CatalogData declares DataCore but never imports it")),
        Violation(
            "a package dependency no target uses",
            .insert("        .package(path: \"../../Presentation\"),\n", after: "\"../../Data\"),\n", in: cart),
            expecting: Expected(
                cart, 13, "no-redundant-dependencies",
                "Cart declares the package ../../Presentation but no target depends on it")),
        Violation(
            "a dependency that names nothing the manifest can reach",
            .insert("                \"CartHelpers\",\n", after: cartDomainLine, in: cart),
            expecting: Expected(
                cart, 20, "known-dependencies", "CartData depends on CartHelpers, which is neither a target of Cart")),
        Violation(
            "a manifest that does not load", .write(presentation, "let package = Package(\n"),
            expecting: Expected(presentation, 1, "manifests-load")),
        Violation(
            "a package cycle",
            .insert("    dependencies: [.package(path: \"../Features/Catalog\")],\n", after: "])],\n", in: domain),
            .replace(
                "\"DomainCore\")]",
                "\"DomainCore\", dependencies: [.product(name: \"CatalogDomain\", package: \"Catalog\")])]",
                in: domain),
            expecting: Expected(domain, 7, "no-cycles", "the packages Domain -> Catalog -> Domain form a cycle"),
            Expected(domain, 8, "domain-core-independent")),
        Violation(
            "a target cycle inside a package",
            .replace("package: \"Domain\")]),\n", "package: \"Domain\"), \"CatalogTesting\"]),\n", in: catalog),
            expecting: Expected(
                catalog, 18, "no-cycles",
                "the targets CatalogDomain -> CatalogTesting -> CatalogDomain form a cycle")),
        Violation(
            "a remote package",
            .insert(
                "        .package(url: \"https://github.com/apple/swift-collections\", from: \"1.1.0\"),\n",
                after: "\"../../Presentation\"),\n", in: catalog),
            expecting: Expected(catalog, 16, "no-remote-packages", "https://github.com/apple/swift-collections")),
        Violation(
            "a toolchain module the layer may not use",
            .insert("import FoundationNetworking\n", after: "import Foundation\n", in: money),
            expecting: Expected(money, 2, "toolchain-modules", "the Domain core may use only Foundation")),
        Violation(
            "a module from outside the repo and the toolchain",
            .insert("import Alamofire\n", after: "import DomainCore\n", in: remoteProducts),
            expecting: Expected(remoteProducts, 4, "no-third-party")),
        Violation(
            "a target that matches no layer",
            .insert(
                "        .target(name: \"CatalogHelpers\"),\n", after: "dependencies: [\"CatalogDomain\"]),\n",
                in: catalog),
            expecting: Expected(catalog, 32, "every-target-has-a-layer", "CatalogHelpers")),
        Violation(
            "an edge no rule allows names what the layer may import",
            .replace("import CatalogDomain\n", "import CatalogData\nimport CatalogDomain\n", in: fakeProducts),
            expecting: Expected(fakeProducts, 1, "allowed-edges", "a feature's Testing kit may import only")),
        Violation(
            "imports in comments, strings and platform shims",
            .write(
                "Packages/Features/Catalog/Sources/CatalogDomain/Notes.swift",
                """
                // import CatalogData
                #if canImport(FoundationNetworking)
                    import FoundationNetworking
                #endif

                public enum Notes { static let inline = "import CatalogData" }

                """)),
        Violation(
            "a minimum below a dependency's, or missing",
            .replace(platforms, "platforms: [.macOS(.v14)]", in: cart),
            .replace(platforms, "platforms: [.macOS(\"15.4\"), .iOS(.v18)]", in: "Packages/Data/Package.swift"),
            expecting: Expected(
                cart, 5, "platform-minimums",
                "Cart's minimum macOS is 14.0 but it depends on ../../Data (Data), which needs macOS 15.4"),
            Expected(cart, 5, "platform-minimums", "Cart declares no minimum iOS version"),
            count: 4),  // and Cart below Catalog, Catalog below Data
        Violation(
            "one version written two ways",
            .replace(platforms, "platforms: [.macOS(\"15\"), .iOS(\"18.0.0\")]", in: cart)),
        Violation(
            "a package that names no platforms", .replace(" \(platforms),", "", in: presentation),
            expecting: Expected(presentation, 1, "platform-minimums", "Presentation declares no minimum macOS version"),
            Expected(presentation, 1, "platform-minimums", "Presentation declares no minimum iOS version"), count: 2),
    ]
}
