#if canImport(SwiftUI)
    import AppComposition
    import PresentationCore
    import PresentationViews
    import SwiftUI

    /// What an Apple app's window shows: a sidebar of the features and the chosen one's view, or why the
    /// configuration was refused (a windowed app has no terminal to print to). Which feature is chosen is the
    /// window's own state; what each feature shows, and where it has navigated, is the store's.
    public struct AppWindow: View {
        private let launch: AppLaunch
        @State private var selection: SidebarItem.ID?

        public init(_ launch: AppLaunch) {
            self.launch = launch
            _selection = State(initialValue: (try? launch.items.get())?.first?.id)
        }

        public var body: some View {
            Group {
                switch launch.items {
                case let .success(items):
                    NavigationSplitView {
                        List(items, selection: $selection) { item in
                            Label(item.title(launch.language), systemImage: item.symbol)
                        }
                        .navigationTitle(words("window.features"))
                    } detail: {
                        if let item = items.first(where: { $0.id == selection }) {
                            item.view
                        }
                    }
                case let .failure(error):
                    ContentUnavailableView(
                        words("window.cannotStart"), systemImage: "exclamationmark.triangle",
                        description: Text(error.message(in: launch.language)))
                }
            }
            // Every feature view words its view models in the root's language.
            .environment(\.language, launch.language)
        }

        private var words: Words { strings[launch.language] }
    }
#endif
