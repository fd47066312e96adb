// swift-tools-version: 6.0
import PackageDescription

/// `APP_LIBRARY_TYPE=dynamic` builds every library product as a shared library (an implementation edit relinks
/// one small `.so` instead of the whole app: use it while developing); unset, SwiftPM links them statically into
/// the executables (the default, for release and CI). Every manifest of the repo reads the same variable.
let libraryType: Product.Library.LibraryType? =
    Context.environment["APP_LIBRARY_TYPE"] == "dynamic" ? .dynamic : nil

/// The shared kernel: value types every feature needs. It depends on nothing but Foundation, and its public
/// surface is kept small on purpose: every public type added here recompiles every module that imports it.
/// `DomainTesting` builds fixtures through the entities' checking initialisers.
let package = Package(
    name: "Domain",
    // macOS 13 / iOS 16: nothing here needs more (make availability); see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "DomainCore", type: libraryType, targets: ["DomainCore"]),
        .library(name: "DomainTesting", type: libraryType, targets: ["DomainTesting"]),
    ],
    targets: [
        .target(name: "DomainCore"),
        .target(name: "DomainTesting", dependencies: ["DomainCore"]),
        .testTarget(name: "DomainCoreTests", dependencies: ["DomainCore", "DomainTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
