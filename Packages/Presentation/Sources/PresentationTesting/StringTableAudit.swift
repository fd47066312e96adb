import Foundation
import PresentationCore
import Testing

/// Checks one target's string tables against its code, so a language cannot lack a key and a table cannot
/// keep a key no code asks for. A key is asked for where a string literal in the target's sources names it
/// (`words("catalog.title.all")`; a counted one, `words.count("catalog.productCount", n)`, asks for its `.one` and
/// `.other`). The names an error gives (`entity.`, `field.`, `record.`, `service.`, `bundled.` and an id) are
/// asked for where the id is a string literal in `namesFrom`, the sources of the layers that throw the errors; and
/// a record kind or an entity those sources name (`DomainError.Record("line", …)`, `entity: "product"`) must have
/// its name in every table, or an error would show the bare id. A folder of `namesFrom` that is not there (a
/// package copied out of the repo without a neighbour's layout) asks for no name, so names are then not called
/// unused.
public struct StringTableAudit {
    /// Each language's keys that another language's table has, or that the code asks for, and it lacks.
    public let missing: [Language: [String]]
    /// Keys a table holds that nothing asks for.
    public let unused: [String]

    /// Audits the target whose sources are in `sources` (its tables in `Resources/<code>.lproj`).
    public init(sources: URL, namesFrom: [URL]) throws {
        var tables: [Language: Set<String>] = [:]
        for language in Language.allCases {
            let file = sources.appendingPathComponent("Resources/\(language.rawValue).lproj/Localizable.strings")
            let table = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
            tables[language] = Set((table as? [String: String] ?? [:]).keys)
        }
        let keys = tables.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let prefixes = Set(keys.map { String($0.prefix { $0 != "." }) })
        let literals = try Self.literals(in: [sources])
        let ids = try Self.literals(in: namesFrom)
        let named = try Self.names(in: namesFrom)
        var asked = Set<String>()
        for literal in literals where Self.isKey(literal) && prefixes.contains(String(literal.prefix { $0 != "." })) {
            let forms = ["\(literal).one", "\(literal).other"]
            asked.formUnion(keys.contains(literal) || !forms.contains(where: keys.contains) ? [literal] : forms)
        }
        for key in keys where Self.isName(key) {
            let id = key.split(separator: ".").dropFirst().first.map(String.init) ?? ""
            if ids.contains(id) { asked.insert(key) }
        }
        missing = tables.mapValues { asked.union(keys).union(named).subtracting($0).sorted() }
            .filter { !$0.value.isEmpty }
        let everyFolder = namesFrom.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }
        unused = keys.subtracting(asked).filter { everyFolder || !Self.isName($0) }.sorted()
    }

    /// Audits `target` of the package whose test calls this (its file is `Tests/<test target>/<file>`), the
    /// names checked against the package-relative folders `namesFrom`, and records an issue for each key a
    /// language lacks and each key nothing asks for.
    public static func expectComplete(
        _ target: String, namesFrom: [String] = ["Sources"], testFile: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let package = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let audit = try StringTableAudit(
            sources: package.appendingPathComponent("Sources/\(target)"),
            namesFrom: namesFrom.map { package.appendingPathComponent($0) })
        #expect(audit.missing.isEmpty, "missing keys: \(audit.missing)", sourceLocation: sourceLocation)
        #expect(audit.unused.isEmpty, "unused keys: \(audit.unused)", sourceLocation: sourceLocation)
    }

    /// The names an error gives, looked up by the kind and the id the error carries.
    private static func isName(_ key: String) -> Bool {
        ["entity.", "field.", "record.", "service.", "bundled."].contains { key.hasPrefix($0) }
    }

    /// `catalog.title.all`: words of letters and digits joined by dots.
    private static func isKey(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count > 1 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    /// The names the errors thrown under `folders` need: `record.<kind>` for each record kind they make, and
    /// `entity.<id>` for each entity they name.
    private static func names(in folders: [URL]) throws -> Set<String> {
        var result = Set<String>()
        for text in try texts(in: folders) {
            result.formUnion(
                text.matches(of: /Record\(\s*"(\w+)"|of: "(\w+)"/).map { "record.\($0.output.1 ?? $0.output.2 ?? "")" })
            result.formUnion(text.matches(of: /entity: "(\w+)"/).map { "entity.\($0.output.1)" })
        }
        return result
    }

    /// Every string literal in the Swift files under `folders`.
    private static func literals(in folders: [URL]) throws -> Set<String> {
        try texts(in: folders).reduce(into: Set<String>()) { result, text in
            result.formUnion(text.matches(of: /"([^"\\\n]*)"/).map { String($0.output.1) })
        }
    }

    /// The text of every Swift file under `folders`.
    private static func texts(in folders: [URL]) throws -> [String] {
        var texts: [String] = []
        for folder in folders {
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in files where file.pathExtension == "swift" {
                texts.append(try String(contentsOf: file, encoding: .utf8))
            }
        }
        return texts
    }
}
