import PresentationCore

extension MarketsFeature {
    /// The feature's name, as a UI lists it (the SwiftUI sidebar): "Markets".
    public static func title(in language: Language) -> String {
        strings[language]("markets.feature")
    }
}
