import AppComposition
import PresentationCore
import PresentationTerminal

extension AppContainer {
    /// Each feature's commands for the text app, in the order help lists them, each over its part of the root
    /// store. Home comes first and lists the others.
    package func makeFeatures() -> [any FeatureCommands] {
        typealias Action = AppFeature.Action
        let root = rootStore
        let features: [any FeatureCommands] = [
            CatalogCommands.make(root.scope(state: \.catalog, action: Action.catalog)),
            CartCommands.make(root.scope(state: \.cart, action: Action.cart)),
            TodosCommands.make(root.scope(state: \.todos, action: Action.todos)),
            MarketsCommands.make(root.scope(state: \.markets, action: Action.markets)),
            // `make feature` adds a feature's commands above this line.
        ]
        return [HomeCommands.make(root.scope(state: \.home, action: Action.home), features: features)] + features
    }
}
