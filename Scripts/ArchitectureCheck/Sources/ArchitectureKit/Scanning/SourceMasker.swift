/// Blanks out comments (and, if asked, the contents of string literals) of Swift source, keeping every newline,
/// so that a line-based scan of the result sees only code, at the same line numbers as the original. It knows
/// nested block comments, multi-line and raw strings and interpolations; not regex literals.
public struct SourceMasker {
    public enum Mode: Sendable {
        /// Comments and the contents of string literals (the quotes stay).
        case commentsAndStrings
        /// Comments only (to read manifests).
        case commentsOnly
    }

    /// Pointers, not arrays: in a debug build each array subscript is a call with a retain and a release, which
    /// nearly doubles the CPU time of a check (0.45 s against 0.25 on this repo).
    private let input: UnsafePointer<UInt8>
    /// Starts as a copy of the input and has comment (and string) bytes overwritten: every byte keeps its offset.
    private let output: UnsafeMutablePointer<UInt8>
    private let end: Int
    private let mode: Mode
    private var index = 0

    /// Returns `text` with its comments (and string contents, in `.commentsAndStrings` mode) replaced by spaces.
    public static func mask(_ text: String, mode: Mode = .commentsAndStrings) -> String {
        String(decoding: maskedBytes(Array(text.utf8), mode: mode), as: UTF8.self)
    }

    /// `mask(_:mode:)` over UTF-8 bytes, for scanners that read the result byte by byte.
    static func maskedBytes(_ bytes: [UInt8], mode: Mode = .commentsAndStrings) -> [UInt8] {
        var output = bytes
        bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                guard let inputBase = input.baseAddress, let outputBase = output.baseAddress else { return }
                var masker = SourceMasker(input: inputBase, output: outputBase, end: input.count, mode: mode)
                masker.scanCode(inInterpolation: false)
            }
        }
        return output
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < end ? input[offset] : nil
    }

    /// Copies code until the end of input, or (inside an interpolation) until the `)` that closes it.
    private mutating func scanCode(inInterpolation: Bool) {
        var depth = 0
        while index < end {
            let current = input[index]
            // Most bytes of code are none of these: one comparison each, and on to the next.
            guard
                current == .slash || current == .hash || current == .quote || current == .openParen
                    || current == .closeParen
            else {
                index += 1
                continue
            }
            let next = byte(at: index + 1)
            if current == .slash && next == .slash {
                skipLineComment()
            } else if current == .slash && next == .star {
                skipBlockComment()
            } else if let hashes = stringStart(at: index) {
                scanString(hashes: hashes)
            } else {
                if inInterpolation {
                    if current == .openParen {
                        depth += 1
                    } else if current == .closeParen {
                        if depth == 0 { return }
                        depth -= 1
                    }
                }
                index += 1
            }
        }
    }

    /// The number of `#` before a string's opening quote, if a string literal starts at `offset`.
    private func stringStart(at offset: Int) -> Int? {
        var cursor = offset
        while byte(at: cursor) == .hash { cursor += 1 }
        return byte(at: cursor) == .quote ? cursor - offset : nil
    }

    private mutating func skipLineComment() {
        while index < end && input[index] != .newline {
            output[index] = .space
            index += 1
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < end {
            let current = input[index]
            let next = byte(at: index + 1)
            if current == .slash && next == .star {
                depth += 1
                blank(2)
            } else if current == .star && next == .slash {
                depth -= 1
                blank(2)
                if depth == 0 { return }
            } else {
                blank(1)
            }
        }
    }

    /// Replaces `count` bytes with spaces (newlines stay), or keeps them in `.commentsOnly` mode when `isString`.
    private mutating func blank(_ count: Int, isString: Bool = false) {
        let keepAll = isString && mode == .commentsOnly
        for _ in 0..<count where index < end {
            if !keepAll && input[index] != .newline { output[index] = .space }
            index += 1
        }
    }

    private mutating func keep(_ count: Int) {
        index = min(index + count, end)
    }

    /// Whether the `count` bytes from `offset` are all `byte` (a loop: `allSatisfy` is a closure call per byte in
    /// a debug build).
    private func isRun(of byte: UInt8, at offset: Int, count: Int) -> Bool {
        var cursor = offset
        while cursor < offset + count {
            if cursor >= end || input[cursor] != byte { return false }
            cursor += 1
        }
        return true
    }

    /// Scans a string literal whose delimiter has `hashes` leading `#`; `index` is at the first `#` or quote.
    private mutating func scanString(hashes: Int) {
        let multiline = isRun(of: .quote, at: index + hashes, count: 3)
        let quotes = multiline ? 3 : 1
        keep(hashes + quotes)
        while index < end {
            let current = input[index]
            if current == .backslash && isRun(of: .hash, at: index + 1, count: hashes) {
                if byte(at: index + 1 + hashes) == .openParen {
                    blank(hashes + 2, isString: true)
                    scanCode(inInterpolation: true)
                    blank(1, isString: true)  // the closing parenthesis
                } else {
                    blank(hashes + 2, isString: true)  // the backslash, its hashes and the escaped character
                }
            } else if current == .quote && isRun(of: .quote, at: index, count: quotes)
                && isRun(of: .hash, at: index + quotes, count: hashes)
            {
                keep(quotes + hashes)
                return
            } else if current == .newline && !multiline {
                return  // an unterminated single-line string ends at the line's end
            } else {
                blank(1, isString: true)
            }
        }
    }
}

// Computed, not stored: a `static let` is a lazily made global, and a debug build checks it (`swift_once`) at each
// of the millions of reads a run makes.
extension UInt8 {
    fileprivate static var slash: UInt8 { 0x2F }  // /
    fileprivate static var star: UInt8 { 0x2A }  // *
    fileprivate static var hash: UInt8 { 0x23 }  // #
    fileprivate static var quote: UInt8 { 0x22 }  // "
    fileprivate static var backslash: UInt8 { 0x5C }  // \
    fileprivate static var openParen: UInt8 { 0x28 }  // (
    fileprivate static var closeParen: UInt8 { 0x29 }  // )
    fileprivate static var newline: UInt8 { 0x0A }
    fileprivate static var space: UInt8 { 0x20 }
}
