// swift-tools-version: 6.0
import PackageDescription

/// The Todos feature: a to-do list persisted in the data folder, safe when several processes change it at once.
/// Its Domain target is the contract other features (Home) import; Data keeps the list in a JSON file through
/// the Data core's file store and seeds it from a bundled resource on first run; Presentation is a reducer that
/// derives a `Screen`; Testing holds a fake repository and fixtures for everyone.
let package = Package(
    name: "Todos",
    products: [
        .library(name: "TodosDomain", targets: ["TodosDomain"]),
        .library(name: "TodosData", targets: ["TodosData"]),
        .library(name: "TodosPresentation", targets: ["TodosPresentation"]),
        .library(name: "TodosTesting", targets: ["TodosTesting"]),
        .executable(name: "todos-example", targets: ["todos-example"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Data"),
        .package(path: "../../Presentation"),
    ],
    targets: [
        .target(
            name: "TodosDomain",
            dependencies: [.product(name: "Domain", package: "Domain")]
        ),
        .target(
            name: "TodosData",
            dependencies: [
                "TodosDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Data", package: "Data"),
            ],
            resources: [.copy("Resources/welcome-todos.json")]
        ),
        .target(
            name: "TodosPresentation",
            dependencies: [
                "TodosDomain",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .target(
            name: "TodosTesting",
            dependencies: ["TodosDomain", .product(name: "Domain", package: "Domain")]
        ),
        .executableTarget(
            name: "todos-example",
            dependencies: [
                "TodosPresentation",
                "TodosTesting",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .testTarget(
            name: "TodosDomainTests",
            dependencies: ["TodosDomain", "TodosTesting", .product(name: "Domain", package: "Domain")]
        ),
        .testTarget(
            name: "TodosDataTests",
            dependencies: [
                "TodosData",
                "TodosDomain",
                "TodosTesting",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Data", package: "Data"),
            ]
        ),
        .testTarget(
            name: "TodosPresentationTests",
            dependencies: [
                "TodosPresentation",
                "TodosDomain",
                "TodosTesting",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "PresentationTesting", package: "Presentation"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
