import AppComposition
import PresentationCore
import PresentationTerminal

extension AppContainer {
    /// Each feature's commands for the text app, in the order help lists them, each over its feature's part of the root
    /// store. Home comes first and lists the others.
    package func makeFeatures() -> [any FeatureCommands] {
        let root = rootStore
        let features: [any FeatureCommands] = [
            CatalogCommands.make(root.scope(state: \.catalog, action: .catalog)),
            CartCommands.make(root.scope(state: \.cart, action: .cart)),
            TodosCommands.make(root.scope(state: \.todos, action: .todos)),
            MarketsCommands.make(root.scope(state: \.markets, action: .markets)),
            // `make feature` adds a feature's commands above this line.
        ]
        return [HomeCommands.make(root.scope(state: \.home, action: .home), features: features)] + features
    }
}
