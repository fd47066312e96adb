/// Blanks out comments (and, if asked, the contents of string literals) of Swift source, keeping every newline,
/// so that a line-based scan of the result sees only code, at the same line numbers as the original.
///
/// It knows line comments, nested block comments, single-line and multi-line (`"""`) strings, raw strings
/// (`#"..."#`) and interpolations (`\(...)`, `\#(...)` in raw strings), whose code may hold strings again.
/// Regex literals are not recognised; they never hold an `import`.
public struct SourceMasker {
    /// What to blank out besides comments.
    public enum Mode: Sendable {
        /// Comments and the contents of string literals (the quotes stay).
        case commentsAndStrings
        /// Comments only; string literals are kept as they are (used to read manifests).
        case commentsOnly
    }

    private let input: [UInt8]
    private let mode: Mode
    /// Starts as a copy of the input and has comment (and string) bytes overwritten: every byte keeps its offset,
    /// so code is never copied byte by byte (the checker masks every source file of the repo on each run).
    private var output: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8], mode: Mode) {
        input = bytes
        output = bytes
        self.mode = mode
    }

    /// Returns `text` with its comments (and string contents, in `.commentsAndStrings` mode) replaced by spaces.
    public static func mask(_ text: String, mode: Mode = .commentsAndStrings) -> String {
        String(decoding: maskedBytes(Array(text.utf8), mode: mode), as: UTF8.self)
    }

    /// `mask(_:mode:)` over UTF-8 bytes, for scanners that read the result byte by byte.
    static func maskedBytes(_ bytes: [UInt8], mode: Mode = .commentsAndStrings) -> [UInt8] {
        var masker = SourceMasker(bytes, mode: mode)
        masker.scanCode(inInterpolation: false)
        return masker.output
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < input.count ? input[offset] : nil
    }

    /// Copies code until the end of input, or (inside an interpolation) until the `)` that closes it.
    private mutating func scanCode(inInterpolation: Bool) {
        var depth = 0
        while index < input.count {
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
        while index < input.count && input[index] != .newline {
            output[index] = .space
            index += 1
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < input.count {
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
        for _ in 0..<count where index < input.count {
            if !keepAll && input[index] != .newline { output[index] = .space }
            index += 1
        }
    }

    /// Keeps `count` bytes as they are.
    private mutating func keep(_ count: Int) {
        index = min(index + count, input.count)
    }

    private func isQuotes(at offset: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == .quote }
    }

    private func isHashes(at offset: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == .hash }
    }

    /// Scans a string literal whose delimiter has `hashes` leading `#`; `index` is at the first `#` or quote.
    private mutating func scanString(hashes: Int) {
        let multiline = isQuotes(at: index + hashes, count: 3)
        let quotes = multiline ? 3 : 1
        keep(hashes + quotes)
        while index < input.count {
            let current = input[index]
            if current == .backslash && isHashes(at: index + 1, count: hashes) {
                let afterEscape = index + 1 + hashes
                if byte(at: afterEscape) == .openParen {
                    blank(hashes + 2, isString: true)
                    scanCode(inInterpolation: true)
                    blank(1, isString: true)  // the closing parenthesis
                } else {
                    blank(hashes + 2, isString: true)  // the backslash, its hashes and the escaped character
                }
            } else if current == .quote && isQuotes(at: index, count: quotes)
                && isHashes(at: index + quotes, count: hashes)
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

extension UInt8 {
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let openParen = UInt8(ascii: "(")
    fileprivate static let closeParen = UInt8(ascii: ")")
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let space = UInt8(ascii: " ")
}
