#if canImport(SwiftUI)
    /// The features of the SwiftUI app, in the order the text app's help lists them.
    enum FeatureScreens {
        @MainActor
        static func all(root: RootStore) -> [FeatureScreen] {
            [
                .home(root),
                .catalog(root),
                .cart(root),
                .todos(root),
                .markets(root),
                // `make feature` adds a feature's screen above this line.
            ]
        }
    }
#endif
