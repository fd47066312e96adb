#if canImport(SwiftUI)
    import PresentationCore
    import SwiftUI

    extension EnvironmentValues {
        /// The language the app's root chose, handed down to every view: feature views word their view models
        /// in it. English until the root sets it.
        public var language: Language {
            get { self[LanguageKey.self] }
            set { self[LanguageKey.self] = newValue }
        }
    }

    private struct LanguageKey: EnvironmentKey {
        static let defaultValue = Language.english
    }
#endif
