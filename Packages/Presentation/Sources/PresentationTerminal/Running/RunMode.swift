import Foundation

/// How a run reads its commands: one command from the arguments, one per line from a pipe, or typed at a
/// prompt.
public enum RunMode: Sendable {
    case oneShot, piped, interactive

    /// One-shot when the arguments hold a command (or `--help`), else by whether standard input is a terminal.
    @MainActor
    public init(_ invocation: Invocation, console: any Console) {
        if !invocation.words.isEmpty || invocation.options.help {
            self = .oneShot
        } else {
            self = console.isInputTerminal ? .interactive : .piped
        }
    }

    /// Runs the invocation's command, or the lines of `console` until the end of input. Piped: `#` comments
    /// and blank lines are skipped; the run stops at the first failure unless `--keep-going`, and then ends
    /// with the first failure's code. Interactive: Home, then a prompt until `quit`; failures do not stop it.
    @MainActor
    public func run(_ session: Session, _ invocation: Invocation, console: any Console) async -> ExitCode {
        switch self {
        case .oneShot: await session.execute(invocation.words, help: invocation.options.help).exitCode
        case .piped: await Self.piped(session, console: console, keepGoing: invocation.options.keepGoing)
        case .interactive: await Self.interactive(session, console: console)
        }
    }

    @MainActor
    private static func piped(_ session: Session, console: any Console, keepGoing: Bool) async -> ExitCode {
        var firstFailure: ExitCode?
        while let line = console.readLine() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            switch await session.execute(line: line) {
            case .success: continue
            case .quit: return firstFailure ?? .success
            case let .failure(code):
                guard keepGoing else { return code }
                firstFailure = firstFailure ?? code
            }
        }
        return firstFailure ?? .success
    }

    @MainActor
    private static func interactive(_ session: Session, console: any Console) async -> ExitCode {
        _ = await session.execute(["home"])
        while true {
            session.printer.prompt()
            guard let line = console.readLine() else {
                console.write("\n")
                return .success
            }
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            if await session.execute(line: line) == .quit { return .success }
        }
    }
}
