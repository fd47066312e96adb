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
    /// What `app data --help` prints.
    package static let usage =
        "app data export [FILE] writes every todo, the cart and the orders as one JSON document (standard output "
        + "by default); app data import FILE checks a document whole, then replaces them all with its contents."
    let transfer: DataTransfer
    let console: any Console
    let printer: ScreenPrinter
    let format: OutputFormat

    package init(transfer: DataTransfer, console: any Console, printer: ScreenPrinter, format: OutputFormat) {
        self.transfer = transfer
        self.console = console
        self.printer = printer
        self.format = format
    }

    /// Runs `data …` (`words` without global options) and returns the exit code.
    package func run(_ words: [String]) async -> ExitCode {
        do throws(UsageError) {
            switch (words.dropFirst().first, words.count) {
            case ("export"?, 2): return await export(to: nil)
            case ("export"?, 3): return await export(to: words[2])
            case ("import"?, 3): return await importDocument(from: words[2])
            case ("import"?, 2): throw UsageError("data import needs a FILE: app data import FILE.")
            default:
                throw UsageError("Use app data export [FILE] or app data import FILE (app data --help).")
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
                "Exported \(Self.summary(contents)) from the \(transfer.store.rawValue) store to \(file).",
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
                "Imported \(Self.summary(contents)) from \(file) into the \(transfer.store.rawValue) store.",
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
        let failure = Failure(error)
        printer.report(failure, format: format)
        return ExitCode(failure.kind)
    }

    /// "3 todos, 1 cart line and 2 orders".
    private static func summary(_ contents: StoredData) -> String {
        let count = { (number: Int, noun: String) in "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return EnglishList.and([
            count(contents.todos.count, "todo"), count(contents.cart.lines.count, "cart line"),
            count(contents.orders.count, "order"),
        ])
    }

    private static func counts(_ contents: StoredData) -> JSONValue {
        .object([
            ("todos", .number(Decimal(contents.todos.count))),
            ("cartLines", .number(Decimal(contents.cart.lines.count))),
            ("orders", .number(Decimal(contents.orders.count))),
        ])
    }
}
