import PresentationCore

extension CartFeature {
    /// The feature's name, as a UI lists it (the SwiftUI sidebar): "Cart".
    public static func title(in language: Language) -> String {
        strings[language]("cart.feature")
    }
}
