// swift-tools-version: 6.0
import PackageDescription

/// The repo's measuring tool: the four tables of `make bench`, and the checks `make reliability` runs on what
/// the app stored.
let package = Package(
    name: "Measure",
    // A tool for the developer's machine; the floor of docs/decisions/007-platform-minimums.md.
    // iOS only because its tests use the Data package, which declares it.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "measure", targets: ["measure"])
    ],
    // Only the tests use the repo's code: the one `TemporaryFolder`, in the Data core's Testing kit.
    dependencies: [.package(path: "../../Packages/Data")],
    targets: [
        .target(name: "MeasureKit"),
        .executableTarget(name: "measure", dependencies: ["MeasureKit"]),
        .testTarget(
            name: "MeasureKitTests", dependencies: ["MeasureKit", .product(name: "DataTesting", package: "Data")]),
    ],
    swiftLanguageModes: [.v6]
)
