import AppComposition
import PresentationTerminal

extension Application {
    /// Runs the app with the features the container builds for the configuration.
    package static func run(arguments: [String], environment: [String: String], console: any Console) async -> Int32 {
        await run(
            arguments: arguments, environment: environment, console: console,
            makeDataTransfer: { AppContainer(configuration: $0).makeDataTransfer() },
            makeFeatures: { AppContainer(configuration: $0).makeFeatures() })
    }
}
