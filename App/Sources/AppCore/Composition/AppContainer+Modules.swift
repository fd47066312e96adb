import AppComposition
import PresentationCore
import PresentationTerminal

extension AppContainer {
    /// The text app's command modules, in the order help lists them, each over its feature's part of the root
    /// store. Home comes first and lists the others.
    package func makeFeatures() -> [any FeatureModule] {
        let root = rootStore
        let features: [any FeatureModule] = [
            CatalogModule.make(root.scope(state: \.catalog, action: .catalog)),
            CartModule.make(root.scope(state: \.cart, action: .cart)),
            TodosModule.make(root.scope(state: \.todos, action: .todos)),
            MarketsModule.make(root.scope(state: \.markets, action: .markets)),
            // `make feature` adds a feature's module above this line.
        ]
        return [HomeModule.make(root.scope(state: \.home, action: .home), features: features)] + features
    }
}
