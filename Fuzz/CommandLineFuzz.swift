import Foundation
import PresentationCore

/// Command specs copied by hand from the app's, a representative set covering every value kind.
private let specs: [CommandSpec] = [
    CommandSpec(
        feature: "catalog", name: "list",
        options: [OptionSpec("page", "N", .positiveInteger), OptionSpec("category", "SLUG", .word)],
        summary: ""),
    CommandSpec(
        feature: "catalog", name: "search", arguments: [ArgumentSpec("QUERY", .text)],
        options: [OptionSpec("page", "N", .positiveInteger)], summary: ""),
    CommandSpec(
        feature: "cart", name: "set",
        arguments: [ArgumentSpec("PRODUCT_ID", .positiveInteger), ArgumentSpec("QTY", .wholeNumber)], summary: ""),
    CommandSpec(
        feature: "cart", name: "add", arguments: [ArgumentSpec("PRODUCT_ID", .positiveInteger)],
        options: [OptionSpec("qty", "N", .integer)], summary: ""),
    CommandSpec(
        feature: "todos", name: "edit",
        arguments: [ArgumentSpec("TODO_ID", .idPrefix(minimumLength: 4)), ArgumentSpec("TITLE", .text)], summary: ""),
    CommandSpec(
        feature: "markets", name: nil,
        options: [OptionSpec("sort", "ORDER", .choice(["rank", "change", "price", "name"]))], summary: ""),
]

/// Feeds the input, as a typed line, through everything that reads a command line, and checks that the
/// sanitizer and the echo of typed words never let a control character through.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let words = (try? WordSplitter.split(line)) ?? line.split(separator: " ").map(String.init)
    // A table's template with every kind of placeholder, and the line's own words in it.
    _ = Words(.uzbek, table: ["key": line])("key", line, line)
    for language in Language.allCases {
        do throws(UsageError) { _ = try WordSplitter.split(line) } catch {
            _ = error.sentence(interactive: true, in: language)
        }
    }
    for atStartup in [true, false] {
        if let invocation = try? InvocationParser.parse(words, atStartup: atStartup) {
            for spec in specs {
                _ = try? CommandParser.parse(invocation.words.dropFirst(min(2, invocation.words.count))[...], for: spec)
                _ = try? CommandParser.parse(invocation.words[...], for: spec)
            }
        }
    }
    for kind in [ValueKind.positiveInteger, .wholeNumber, .integer, .word, .text, .idPrefix(minimumLength: 4)] {
        _ = try? kind.parse(line, label: "X")
    }
    _ = Suggestion.closest(to: line, in: ["catalog", "cart", "todos", "markets", "home", "help"])
    for keepingNewlines in [false, true] {
        let safe = TerminalText.sanitize(line, keepingNewlines: keepingNewlines)
        for scalar in safe.unicodeScalars where scalar != "\n" || !keepingNewlines {
            if hidden(scalar) {
                fatalError("sanitize let U+\(String(scalar.value, radix: 16)) through")
            }
        }
    }
    let echoed = Echo.word(line)
    if echoed.unicodeScalars.contains(where: hidden) {
        fatalError("echo let a control character through")
    }
    if echoed.count > Echo.limit * 8 + 1 { fatalError("echo is \(echoed.count) characters long") }
    return 0
}

/// The oracle, a list written out apart from `TerminalText` (which reads Unicode categories), so the two
/// can disagree: C0, DEL, C1, the bidi marks, embeddings, overrides and isolates, the zero-width space, word
/// joiner and invisible operators, the byte order mark, the soft hyphen and the tag characters.
private func hidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064,
        0x2066...0x2069, 0xFEFF, 0xE0001, 0xE0020...0xE007F:
        return true
    default:
        return false
    }
}

/// PresentationTerminal's tables, as its `Strings.swift` declares them; swiftc builds this harness as one module,
/// with no `Bundle.module`, so the words are the keys.
let strings = StringTables(bundle: .main)
