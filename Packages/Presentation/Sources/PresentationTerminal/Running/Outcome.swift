/// How one command ended, for the mode to decide whether to go on.
public enum Outcome: Hashable, Sendable {
    case success
    case failure(ExitCode)
    /// `quit` or `exit` was typed.
    case quit

    /// The process exit code this outcome stands for.
    public var exitCode: ExitCode {
        switch self {
        case .success, .quit: return .success
        case let .failure(code): return code
        }
    }
}
