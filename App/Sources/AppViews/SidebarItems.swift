#if canImport(SwiftUI)
    /// The features of the SwiftUI app, in the order the text app's help lists them.
    enum SidebarItems {
        @MainActor
        static func all(root: RootStore) -> [SidebarItem] {
            [
                .home(root),
                .catalog(root),
                .cart(root),
                .todos(root),
                .markets(root),
                // `make feature` adds a feature's sidebar item above this line.
            ]
        }
    }
#endif
