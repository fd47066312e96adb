#if canImport(SwiftUI)
    import AppComposition
    import Foundation
    import PresentationCore

    /// An Apple app's start: the configuration, read as the text app reads it, then the container, its root
    /// store and every feature's sidebar item over it. Made once, in the `App`'s initializer, so a run has one
    /// container; `AppWindow` shows it.
    @MainActor
    public struct AppLaunch {
        let items: Result<[SidebarItem], ConfigurationError>
        /// The language the system prefers, when the app speaks it; else English.
        let language: Language

        /// Reads `APP_DATA_DIR`, `APP_STORE`, `APP_API_URL`, … from `environment`; `homeDirectory` is where the
        /// data folder goes when none is named.
        public init(environment: [String: String], homeDirectory: String) {
            let language = Language(preferring: Locale.preferredLanguages)
            self.language = language
            items = Result { () throws(ConfigurationError) in
                let configuration = try Configuration(
                    language: language, environment: environment, homeDirectory: homeDirectory)
                return SidebarItems.all(root: AppContainer(configuration: configuration).rootStore)
            }
        }
    }
#endif
