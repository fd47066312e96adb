// swift-tools-version: 6.1
import PackageDescription

/// The Todos feature: a to-do list persisted in the data folder, safe when several processes change it at once.
/// Its Domain target is the contract other features (Home) import; Data keeps the list in a JSON file through
/// the Data core's file store and starts from a bundled resource until the first change; Presentation is a reducer
/// whose presenters make view models; Testing holds a fake repository and fixtures for everyone.
let package = Package(
    name: "Todos",
    defaultLocalization: "en",
    // macOS 15 / iOS 18: the Data core uses Mutex; see docs/decisions/007-platform-minimums.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TodosDomain", targets: ["TodosDomain"]),
        .library(name: "TodosData", targets: ["TodosData"]),
        .library(name: "TodosPresentation", targets: ["TodosPresentation"]),
        .library(name: "TodosTesting", targets: ["TodosTesting"]),
        .library(name: "TodosViews", targets: ["TodosViews"]),
        .executable(name: "todos-example", targets: ["todos-example"]),
    ],
    // The SQLite repository needs the system SQLite (on Linux, libsqlite3-dev); a copy that keeps its data in
    // JSON files alone builds without it: `swift build --disable-default-traits`, or `traits: []` on the
    // dependency.
    traits: [
        .trait(name: "SQLite", description: "The SQLite repository beside the JSON file one."),
        .default(enabledTraits: ["SQLite"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Data"),
        .package(path: "../../Presentation"),
    ],
    targets: [
        .target(
            name: "TodosDomain",
            dependencies: [.product(name: "DomainCore", package: "Domain")]
        ),
        .target(
            name: "TodosData",
            dependencies: [
                "TodosDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DataCore", package: "Data"),
                .product(name: "DataSQLite", package: "Data", condition: .when(traits: ["SQLite"])),
            ],
            resources: [.copy("Resources/welcome-todos.json"), .copy("Resources/welcome-todos-uz.json")]
        ),
        .target(
            name: "TodosPresentation",
            dependencies: [
                "TodosDomain",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
            ],
            resources: [.process("Resources")]
        ),
        // SwiftUI views over the feature's store; Apple platforms only (every file is inside `#if canImport(SwiftUI)`,
        // so on Linux the target compiles empty). Testing serves the previews' data (decision 024).
        .target(
            name: "TodosViews",
            dependencies: [
                "TodosDomain",
                "TodosPresentation",
                "TodosTesting",
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationViews", package: "Presentation"),
            ]
        ),
        .target(
            name: "TodosTesting",
            dependencies: [
                "TodosDomain", .product(name: "DomainCore", package: "Domain"),
                .product(name: "DomainTesting", package: "Domain"),
            ]
        ),
        .executableTarget(
            name: "todos-example",
            dependencies: [
                "TodosDomain",
                "TodosPresentation",
                "TodosTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
            ]
        ),
        .testTarget(
            name: "TodosDomainTests",
            dependencies: ["TodosDomain", "TodosTesting", .product(name: "DomainCore", package: "Domain")]
        ),
        .testTarget(
            name: "TodosDataTests",
            dependencies: [
                "TodosData",
                "TodosDomain",
                "TodosTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "DataCore", package: "Data"),
                .product(name: "DataTesting", package: "Data"),
            ]
        ),
        .testTarget(
            name: "TodosPresentationTests",
            dependencies: [
                "TodosPresentation",
                "TodosDomain",
                "TodosTesting",
                .product(name: "DomainCore", package: "Domain"),
                .product(name: "PresentationCore", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
