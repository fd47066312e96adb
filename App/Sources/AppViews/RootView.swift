#if canImport(SwiftUI)
    import SwiftUI

    /// A sidebar of the features and the chosen one's view. Which feature is chosen is the window's own state;
    /// what each feature shows, and where it has navigated, is the store's.
    struct RootView: View {
        let screens: [FeatureScreen]
        @State private var selection: FeatureScreen.ID?

        init(screens: [FeatureScreen]) {
            self.screens = screens
            _selection = State(initialValue: screens.first?.id)
        }

        var body: some View {
            NavigationSplitView {
                List(screens, selection: $selection) { screen in
                    Label(screen.id, systemImage: screen.symbol)
                }
                .navigationTitle("Features")
            } detail: {
                if let screen = screens.first(where: { $0.id == selection }) {
                    screen.view
                }
            }
        }
    }
#endif
