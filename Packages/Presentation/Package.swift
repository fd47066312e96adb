// swift-tools-version: 6.0
import PackageDescription

/// The UI-agnostic presentation core: a unidirectional store (State, Action, Reducer, Effect), `Phase` (the body
/// of every view model both UIs draw), the `Screen` the terminal UI prints, and formatters. `PresentationTesting`
/// adds the exhaustive `TestStore`, `PresentationViews` the SwiftUI pieces every feature's views share (Apple platforms only), and
/// `PresentationTerminal` the terminal UI: commands, the session and the renderer.
let package = Package(
    name: "Presentation",
    defaultLocalization: "en",
    // macOS 14 / iOS 17: the Store is Observable (Observation); see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "PresentationCore", targets: ["PresentationCore"]),
        .library(name: "PresentationTesting", targets: ["PresentationTesting"]),
        .library(name: "PresentationViews", targets: ["PresentationViews"]),
        .library(name: "PresentationTerminal", targets: ["PresentationTerminal"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(
            name: "PresentationCore", dependencies: [.product(name: "DomainCore", package: "Domain")],
            resources: [.process("Resources")]),
        .target(name: "PresentationTesting", dependencies: ["PresentationCore"]),
        // SwiftUI helpers every feature's views share; Apple platforms only (on Linux it compiles empty).
        .target(name: "PresentationViews", dependencies: ["PresentationCore"]),
        // The terminal UI: the command line (this app's global options included), the session and the renderer.
        .target(name: "PresentationTerminal", dependencies: ["PresentationCore"], resources: [.process("Resources")]),
        .testTarget(name: "PresentationTerminalTests", dependencies: ["PresentationTerminal", "PresentationCore"]),
        .testTarget(
            name: "PresentationCoreTests",
            dependencies: ["PresentationCore", "PresentationTesting", .product(name: "DomainCore", package: "Domain")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
