#if canImport(SwiftUI)
    import AppComposition
    import SwiftUI

    /// What an Apple app's window shows: a sidebar of the features and the chosen one's view, or why the
    /// configuration was refused (a windowed app has no terminal to print to). Which feature is chosen is the
    /// window's own state; what each feature shows, and where it has navigated, is the store's.
    public struct AppWindow: View {
        private let launch: AppLaunch
        @State private var selection: FeatureScreen.ID?

        public init(_ launch: AppLaunch) {
            self.launch = launch
            _selection = State(initialValue: (try? launch.screens.get())?.first?.id)
        }

        public var body: some View {
            switch launch.screens {
            case let .success(screens):
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
            case let .failure(error):
                ContentUnavailableView(
                    "Cannot start", systemImage: "exclamationmark.triangle", description: Text(error.message))
            }
        }
    }
#endif
