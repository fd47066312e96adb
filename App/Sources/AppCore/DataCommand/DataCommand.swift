import AppComposition
import DomainCore
import Foundation
import PresentationCore
import PresentationTerminal

/// `app data export [FILE]` and `app data import FILE`: the todos, the cart and the orders as one
/// `DataDocument`. They work on the whole store, not one feature's part, so they run one-shot. An import
/// checks the whole document before it replaces the store's contents in one step; a bad document is exit 65
/// naming the first bad field, and the store is left as it was.
@MainActor
package struct DataCommand {
    /// The command's word.
    package static let word = "data"
    /// What `app data --help` prints, in `language`.
    package static func usage(in language: Language) -> String {
        strings[language]("data.usage")
    }

    let transfer: DataTransfer
    let console: any Console
    let printer: ScreenPrinter
    let format: OutputFormat
    private let words: Words

    /// The command over `transfer`, its words in the printer's language.
    package init(transfer: DataTransfer, console: any Console, printer: ScreenPrinter, format: OutputFormat) {
        self.transfer = transfer
        self.console = console
        self.printer = printer
        self.format = format
        words = strings[printer.layout.language]
    }

    /// Runs `data …` (`line`, its words without global options) and returns the exit code.
    package func run(_ line: [String]) async -> ExitCode {
        do throws(UsageError) {
            switch (line.dropFirst().first, line.count) {
            case ("export"?, 2): return await export(to: nil)
            case ("export"?, 3): return await export(to: line[2])
            case ("import"?, 3): return await importDocument(from: line[2])
            case ("import"?, 2): throw UsageError(.worded(words("data.importNeedsFile")))
            default:
                throw UsageError(.worded(words("data.use")))
            }
        } catch {
            printer.report(error, format: format)
            return .usage
        }
    }

    // MARK: - Export

    private func export(to file: String?) async -> ExitCode {
        do throws(DomainError) {
            guard let file else {
                let (document, _) = try await transfer.export()
                console.write(String(decoding: document, as: UTF8.self) + "\n")
                return .success
            }
            let contents = try await transfer.export(to: file)
            report(
                words("data.exported", summary(contents), transfer.store.rawValue, file),
                json: [
                    ("exported", Self.counts(contents)), ("file", .string(file)),
                    ("store", .string(transfer.store.rawValue)),
                ])
            return .success
        } catch {
            return fail(error)
        }
    }

    // MARK: - Import

    private func importDocument(from file: String) async -> ExitCode {
        do throws(DomainError) {
            let contents = try transfer.importDocument(from: file)
            report(
                words("data.imported", summary(contents), file, transfer.store.rawValue),
                json: [
                    ("imported", Self.counts(contents)), ("file", .string(file)),
                    ("store", .string(transfer.store.rawValue)),
                ])
            return .success
        } catch {
            return fail(error)
        }
    }

    // MARK: - Output

    private func report(_ sentence: String, json: [(String, JSONValue)]) {
        if format.json {
            console.write(SafeJSON.line(.object(json)) + "\n")
        } else {
            printer.showLine(sentence)
        }
    }

    private func fail(_ error: DomainError) -> ExitCode {
        let failure = Failure(error, naming: words)
        printer.report(failure, format: format)
        return ExitCode(failure.kind)
    }

    /// "3 todos, 1 cart line and 2 orders".
    private func summary(_ contents: StoredData) -> String {
        ListText.and(
            [
                words.count("data.todoCount", contents.todos.count),
                words.count("data.cartLineCount", contents.cart.lines.count),
                words.count("data.orderCount", contents.orders.count),
            ], in: words.language)
    }

    private static func counts(_ contents: StoredData) -> JSONValue {
        .object([
            ("todos", .number(Decimal(contents.todos.count))),
            ("cartLines", .number(Decimal(contents.cart.lines.count))),
            ("orders", .number(Decimal(contents.orders.count))),
        ])
    }
}
