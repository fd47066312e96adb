import PresentationCore

extension HomeFeature {
    /// The feature's name, as a UI lists it (the SwiftUI sidebar): "Home".
    public static func title(in language: Language) -> String {
        strings[language]("home.feature")
    }
}
