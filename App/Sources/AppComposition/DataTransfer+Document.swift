import DataCore
import DomainCore
import Foundation

extension DataTransfer {
    /// The largest document an import reads.
    static let maxDocumentBytes = 16_000_000

    /// Everything stored now, as the export document's bytes (pretty, keys sorted), and what it holds.
    package func export() async throws(DomainError) -> (document: Data, contents: StoredData) {
        let contents = try await contents()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return (try encoder.encode(DataDocument(contents, exportedAt: dates.now())), contents)
        } catch {
            throw .storage(path: DataDocument.formatName, cause: .unencodable(detail: "\(error)"))
        }
    }

    /// Writes the export document to `file` in one step, and returns what it holds.
    package func export(to file: String) async throws(DomainError) -> StoredData {
        let (document, contents) = try await export()
        try NamedFile.write(document, to: file)
        return contents
    }

    /// Reads the document in `file`, checks it whole (format, version, every record through its entity), then
    /// replaces everything stored with its contents, and returns them. A bad document leaves the store as it was.
    package func importDocument(from file: String) throws(DomainError) -> StoredData {
        let data = try NamedFile.read(file, limit: Self.maxDocumentBytes)
        let document = try JSONBody.decode(DataDocument.self, from: data, source: .file(file))
        guard document.format == DataDocument.formatName else {
            let rule = DomainError.Rule.mismatch(document.format, expected: DataDocument.formatName)
            throw .corruptData(
                source: .file(file), flaw: .breaksRule(record: nil, field: "format", rule: rule), keptAside: nil)
        }
        guard document.formatVersion == DataDocument.version else {
            throw .corruptData(
                source: .file(file),
                flaw: .unsupportedVersion(found: document.formatVersion, supported: DataDocument.version),
                keptAside: nil)
        }
        let contents = try document.contents()
        try replace(with: contents)
        return contents
    }
}
