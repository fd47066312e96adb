/// Lists for sentences: "list, search or show", "3 todos, 1 cart line and 2 orders".
public enum EnglishList {
    /// The items joined with commas and a final "or".
    public static func or(_ items: [String]) -> String {
        join(items, last: "or")
    }

    /// The items joined with commas and a final "and".
    public static func and(_ items: [String]) -> String {
        join(items, last: "and")
    }

    private static func join(_ items: [String], last word: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(word) " + last
    }
}
