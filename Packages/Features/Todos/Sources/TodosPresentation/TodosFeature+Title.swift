import PresentationCore

extension TodosFeature {
    /// The feature's name, as a UI lists it (the SwiftUI sidebar): "Todos".
    public static func title(in language: Language) -> String {
        strings[language]("todos.feature")
    }
}
