import CartTesting
import CatalogTesting
import HomeDomain
import MarketsTesting
import PresentationTerminal
import TodosTesting

@testable import AppCore

/// The app wired to a fake product repository, run as a process would be, with its output recorded.
@MainActor
enum TestApp {
    struct Run {
        let code: Int32
        let output: String
        let errors: String
    }

    /// The features of this build over `repository`, as the container lists them; the home dashboard also
    /// sums up an empty cart, the todos' fixtures and the coins' fixtures.
    static func features(repository: FakeProductRepository = FakeProductRepository()) -> [FeatureCommands] {
        let features = [TestCommands.catalog(repository)]
        return [TestCommands.home(dashboard(repository), listing: features)] + features
    }

    /// Runs `app` with `arguments` (without the program name) and `input` lines on standard input.
    static func run(
        _ arguments: [String],
        input: [String] = [],
        terminal: Bool = false,
        environment: [String: String] = [:],
        repository: FakeProductRepository = FakeProductRepository()
    ) async -> Run {
        let console = RecordingConsole(input: input, terminal: terminal)
        let code = await Application.run(
            arguments: ["app"] + arguments,
            environment: environment,
            console: console
        ) { _ in features(repository: repository) }
        return Run(code: code, output: console.output, errors: console.errors)
    }

    /// Every feature's commands over fakes (no home), for tests of what crosses features: routes, commands.
    static func allFeatures() -> [FeatureCommands] {
        [
            TestCommands.catalog(), TestCommands.cart(), TestCommands.markets(), TestCommands.todos(),
            TestCommands.home(dashboard(FakeProductRepository())),
        ]
    }

    private static func dashboard(_ repository: FakeProductRepository) -> LoadDashboard {
        LoadDashboard(
            browseProducts: .init(repository: repository),
            listCategories: .init(repository: repository),
            getCart: .init(cart: FakeCartRepository()),
            listTodos: .init(repository: FakeTodoRepository()),
            topMover: .init(repository: FakeCoinRepository())
        )
    }

    /// A router over the features of this build, for parser tests.
    static func router() -> CommandRouter {
        CommandRouter(features: features())
    }
}
