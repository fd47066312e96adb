import Foundation

/// Finds every `import` declaration of a Swift file, with its line and the `#if` conditions around it.
///
/// Comments and string literals are masked first (`SourceMasker`), so an `import` inside either is never
/// reported. Reads attributes (`@testable`), access levels (`public import`), scoped imports (`import struct X.Y`)
/// and several statements on one line (`;`).
public enum ImportScanner {
    /// One statement: attributes, an access level, `import`, a scoped kind, then the module (the path's first part).
    private static let declaration = try! NSRegularExpression(
        pattern:
            #"^\s*(?:@\w+(?:\((?:[^()]|\([^()]*\))*\))?\s*)*(?:(?:public|package|internal|fileprivate|private|open)\s+)?"#
            + #"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func|actor)\s+(?=`?[\p{L}_]))?"#
            + #"`?([\p{L}_][\p{L}\p{N}_]*)"#)

    /// The import declarations of `source`, in order.
    public static func imports(in source: String) -> [ImportDeclaration] {
        var result: [ImportDeclaration] = []
        var conditions: [String] = []
        let masked = SourceMasker.maskedBytes(Array(source.utf8))
        for (offset, bytes) in masked.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
        where mayDeclare(bytes) {
            let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasPrefix("#") {
                apply(directive: line, to: &conditions)
                continue
            }
            for statement in line.split(separator: ";").map(String.init) {
                let whole = NSRange(statement.startIndex..., in: statement)
                guard let match = declaration.firstMatch(in: statement, range: whole),
                    let module = Range(match.range(at: 1), in: statement)
                else { continue }
                result.append(
                    ImportDeclaration(module: String(statement[module]), line: offset + 1, conditions: conditions))
            }
        }
        return result
    }

    /// Whether a masked line may hold a directive or an import: most lines are settled here, from their bytes.
    private static func mayDeclare(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "#") || bytes.firstRange(of: importWord) != nil
    }

    private static let importWord = Array("import".utf8)

    /// Keeps `conditions`, the active `#if` branches outermost first, up to date; an `#else` reads `!(condition)`.
    private static func apply(directive: String, to conditions: inout [String]) {
        let words = directive.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        let condition = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        switch words.first {
        case "#if": conditions.append(condition)
        case "#elseif" where !conditions.isEmpty: conditions[conditions.count - 1] = condition
        case "#else" where !conditions.isEmpty: conditions[conditions.count - 1] = "!(\(conditions.last!))"
        case "#endif": _ = conditions.popLast()
        default: break
        }
    }
}
