import PresentationTesting
import Testing

/// Every key of the app's string tables is in both languages and asked for by the code, and the code asks for no key
/// a table lacks.
@Suite("String tables")
struct StringTablesTests {
    /// AppCore words the errors of `app data`, which the cart's and the todos' stores and the document throw;
    /// the other targets word none.
    @Test(
        "each language has every key, and each key is used",
        arguments: [
            ("AppCore", ["Sources", "../Packages/Features/Cart/Sources", "../Packages/Features/Todos/Sources"]),
            ("AppComposition", []), ("AppViews", []),
        ])
    func complete(target: String, namesFrom: [String]) throws {
        try StringTableAudit.expectComplete(target, namesFrom: namesFrom)
    }
}
