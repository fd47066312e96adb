// swift-tools-version: 6.0
import PackageDescription

/// `APP_LIBRARY_TYPE=dynamic` builds every library product as a shared library (an implementation edit relinks
/// one small `.so` instead of the whole app: use it while developing); unset, SwiftPM links them statically into
/// the executables (the default, for release and CI). Every manifest of the repo reads the same variable.
let libraryType: Product.Library.LibraryType? =
    Context.environment["APP_LIBRARY_TYPE"] == "dynamic" ? .dynamic : nil

/// The UI-agnostic presentation core: a unidirectional store (State, Action, Reducer, Effect), the `Screen`
/// model every presenter renders, and formatters. `PresentationTesting` adds the exhaustive `TestStore`.
let package = Package(
    name: "Presentation",
    // macOS 13 / iOS 16: PresentationTesting's clocks need it (make availability); see
    // docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "PresentationCore", type: libraryType, targets: ["PresentationCore"]),
        .library(name: "PresentationTesting", type: libraryType, targets: ["PresentationTesting"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "PresentationCore", dependencies: [.product(name: "DomainCore", package: "Domain")]),
        .target(name: "PresentationTesting", dependencies: ["PresentationCore"]),
        .testTarget(
            name: "PresentationCoreTests",
            dependencies: ["PresentationCore", "PresentationTesting", .product(name: "DomainCore", package: "Domain")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
