#if canImport(SwiftUI)
    import AppComposition
    import SwiftUI

    /// What an Apple app's window shows: every feature in a sidebar, or why the configuration was refused (a
    /// windowed app has no terminal to print to).
    public struct AppWindow: View {
        private let launch: AppLaunch

        public init(_ launch: AppLaunch) {
            self.launch = launch
        }

        public var body: some View {
            switch launch.screens {
            case let .success(screens):
                RootView(screens: screens)
            case let .failure(error):
                ContentUnavailableView(
                    "Cannot start", systemImage: "exclamationmark.triangle", description: Text(error.message))
            }
        }
    }
#endif
