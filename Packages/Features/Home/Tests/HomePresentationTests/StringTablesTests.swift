import Foundation
import PresentationTesting
import Testing

/// Every key of the home dashboard's string tables is in both languages and asked for by the code, and the code asks for no key a
/// table lacks.
@Suite("String tables")
struct StringTablesTests {
    /// The package's folder: this file is in `Tests/<target>/`.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("each language has every key, and each key is used", arguments: ["HomePresentation"])
    func complete(target: String) throws {
        let audit = try StringTableAudit(
            sources: Self.package.appendingPathComponent("Sources/\(target)"),
            namesFrom: ["Sources", "../Catalog/Sources", "../Cart/Sources", "../Todos/Sources", "../Markets/Sources"]
                .map {
                    Self.package.appendingPathComponent($0)
                })
        #expect(audit.missing.isEmpty, "missing keys: \(audit.missing)")
        #expect(audit.unused.isEmpty, "unused keys: \(audit.unused)")
    }
}
