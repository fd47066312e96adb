import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard streams. Writes go straight to the file descriptors (no buffering), so output and
/// error lines interleave in order; a closed pipe is ignored rather than killing the process.
@MainActor
public final class StandardConsole: Console {
    public init() {
        signal(SIGPIPE, SIG_IGN)
    }

    public var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    public var isInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    public var terminalWidth: Int? {
        var size = winsize()
        guard isOutputTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    public func write(_ text: String) {
        Self.write(text, to: STDOUT_FILENO)
    }

    public func writeError(_ text: String) {
        Self.write(text, to: STDERR_FILENO)
    }

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = systemWrite(descriptor, base + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
