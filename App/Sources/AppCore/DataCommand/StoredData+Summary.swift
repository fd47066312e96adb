import AppComposition
import PresentationTerminal

extension StoredData {
    /// "3 todos, 1 cart line and 2 orders".
    var summary: String {
        EnglishList.and([
            Self.count(todos.count, "todo"), Self.count(cart.lines.count, "cart line"),
            Self.count(orders.count, "order"),
        ])
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
