import PresentationCore

/// Lists in a sentence, as the language joins them: "list, search or show", "3 todos, 1 cart line and 2 orders";
/// "list, search yoki show".
public enum ListText {
    /// The items joined with commas and a final "or".
    public static func or(_ items: [String], in language: Language) -> String {
        join(items, last: "list.or", strings[language])
    }

    /// The items joined with commas and a final "and".
    public static func and(_ items: [String], in language: Language) -> String {
        join(items, last: "list.and", strings[language])
    }

    private static func join(_ items: [String], last key: String, _ words: Words) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return words(key, items.dropLast().joined(separator: ", "), last)
    }
}
