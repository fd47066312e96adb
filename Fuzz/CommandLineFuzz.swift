import Foundation

/// The app's command specs, as the features declare them (a representative set of every value kind).
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
            if TerminalText.isInvisible(scalar) {
                fatalError("sanitize let U+\(String(scalar.value, radix: 16)) through")
            }
        }
    }
    let echoed = Echo.word(line)
    if echoed.unicodeScalars.contains(where: TerminalText.isInvisible) {
        fatalError("echo let a control character through")
    }
    if echoed.count > Echo.limit * 8 + 1 { fatalError("echo is \(echoed.count) characters long") }
    return 0
}
