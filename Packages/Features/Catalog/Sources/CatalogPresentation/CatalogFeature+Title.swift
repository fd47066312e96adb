import PresentationCore

extension CatalogFeature {
    /// The feature's name, as a UI lists it (the SwiftUI sidebar): "Catalog".
    public static func title(in language: Language) -> String {
        strings[language]("catalog.feature")
    }
}
