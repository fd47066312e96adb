import Foundation

/// One target's strings in one language: the `Localizable.strings` table of its bundle's `<code>.lproj`. Keys
/// are stable identifiers (`catalog.empty.search`); a value's `%@` take the arguments in order, `%1$@` and
/// `%2$@` by position, so a language can put them where its grammar wants them.
public struct Words: Sendable {
    public let language: Language
    private let table: [String: String]

    public init(_ language: Language, table: [String: String]) {
        self.language = language
        self.table = table
    }

    /// The text of `key` with `arguments` put in; the key itself when the table lacks it (the key-coverage test
    /// keeps that from shipping).
    public func callAsFunction(_ key: String, _ arguments: String...) -> String {
        Self.filling(table[key] ?? key, with: arguments)
    }

    /// Whether the table has `key`: a feature's names fall back on shared ones.
    public func has(_ key: String) -> Bool {
        table[key] != nil
    }

    /// The text of `key.one` or `key.other`, as the language's plural rule picks for `count`, with the count
    /// written as the language writes numbers: "1 product", "1,200 products", "1 200 ta mahsulot".
    public func count(_ key: String, _ count: Int, _ arguments: String...) -> String {
        let form = table["\(key).\(language.plural(count).rawValue)"] ?? "\(key).\(language.plural(count))"
        return Self.filling(form, with: [DecimalText.grouped(String(count), in: language)] + arguments)
    }

    /// `template` with each `%@` replaced by the next argument and each `%N$@` by the Nth.
    static func filling(_ template: String, with arguments: [String]) -> String {
        guard template.contains("%") else { return template }
        var result = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let tail = rest[rest.index(after: percent)...]
            if tail.hasPrefix("@") {
                result += next < arguments.count ? arguments[next] : ""
                next += 1
                rest = tail.dropFirst()
            } else if let dollar = tail.firstIndex(of: "$"), let position = Int(tail[..<dollar]),
                tail[tail.index(after: dollar)...].hasPrefix("@")
            {
                result += position >= 1 && position <= arguments.count ? arguments[position - 1] : ""
                rest = tail[tail.index(dollar, offsetBy: 2)...]
            } else if tail.hasPrefix("%") {
                result += "%"
                rest = tail.dropFirst()
            } else {
                result += "%"
                rest = tail
            }
        }
        return result + rest
    }
}

/// A target's tables, each read from its bundle the first time a language is asked for: each target that shows
/// text keeps one, `let strings = StringTables(bundle: .module)`, and asks it for a language's `Words`. Only the
/// language in use is ever read, which keeps the app's start-up as it was.
public final class StringTables: @unchecked Sendable {
    private let resources: URL?
    /// Guards `tables`: screens are laid out on the main actor, but nothing stops a test reading from another.
    private let lock = NSLock()
    private var tables: [Language: [String: String]] = [:]

    public init(bundle: Bundle) {
        resources = bundle.resourceURL
    }

    public subscript(language: Language) -> Words {
        lock.lock()
        defer { lock.unlock() }
        if let table = tables[language] { return Words(language, table: table) }
        let table = read(language)
        tables[language] = table
        return Words(language, table: table)
    }

    /// The table of `language`, or an empty one when the bundle has none.
    private func read(_ language: Language) -> [String: String] {
        guard let file = resources?.appendingPathComponent("\(language.rawValue).lproj/Localizable.strings"),
            let data = try? Data(contentsOf: file),
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return table
    }
}
