import PresentationCore

/// The exit codes scripts rely on (docs/CLI.md), named after `sysexits.h`.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case notFound = 1
    case usage = 64
    case dataError = 65
    case unavailable = 69
    case ioError = 74
    /// 128 + SIGINT, as shells report an interrupted command.
    case interrupted = 130

    /// The code a failure shown on screen ends the run with.
    public init(_ kind: Failure.Kind) {
        switch kind {
        case .notFound: self = .notFound
        case .ambiguous: self = .usage
        case .validation, .corruptData: self = .dataError
        case .unavailable: self = .unavailable
        case .storage: self = .ioError
        case .cancelled: self = .interrupted
        }
    }
}
