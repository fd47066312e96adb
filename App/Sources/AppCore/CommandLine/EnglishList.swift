/// Lists for sentences: "list, search or show".
package enum EnglishList {
    /// The items joined with commas and a final "or".
    package static func or(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }
}
