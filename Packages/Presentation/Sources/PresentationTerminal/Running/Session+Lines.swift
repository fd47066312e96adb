import Foundation

extension Session {
    /// Piped mode: one command per line, `#` comments and blank lines skipped. It stops at the first failure
    /// unless `keepGoing`, and then ends with the first failure's code.
    public func runPiped(console: any Console, keepGoing: Bool) async -> ExitCode {
        var firstFailure: ExitCode?
        while let line = console.readLine() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            switch await execute(line: line) {
            case .success: continue
            case .quit: return firstFailure ?? .success
            case let .failure(code):
                guard keepGoing else { return code }
                firstFailure = firstFailure ?? code
            }
        }
        return firstFailure ?? .success
    }

    /// Interactive mode: Home, then a prompt until `quit` or the end of input; failures do not stop it.
    public func runInteractive(console: any Console) async -> ExitCode {
        _ = await execute(["home"])
        while true {
            printer.prompt()
            guard let line = console.readLine() else {
                console.write("\n")
                return .success
            }
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            if await execute(line: line) == .quit { return .success }
        }
    }
}
