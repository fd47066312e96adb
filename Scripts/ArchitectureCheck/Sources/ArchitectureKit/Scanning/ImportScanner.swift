/// Finds every `import` declaration of a Swift file, with its line and the `#if` conditions around it.
///
/// Comments and string literals are masked first (`SourceMasker`), so an `import` inside either is never
/// reported. Handles attributes (`@testable`, `@_exported`, `@_spi(X)`, also on the line before), access levels
/// (`public import`), scoped imports (`import struct X.Y`) and several statements on one line (`;`).
public enum ImportScanner {
    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let scopedKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor",
    ]

    /// The import declarations of `source`, in order.
    public static func imports(in source: String) -> [ImportDeclaration] {
        let masked = SourceMasker.maskedBytes(Array(source.utf8))
        // Through a pointer, as in SourceMasker: the lines are found byte by byte, in a debug build.
        return masked.withUnsafeBufferPointer { buffer in
            guard let bytes = buffer.baseAddress else { return [] }
            return imports(in: bytes, count: buffer.count)
        }
    }

    private static func imports(in masked: UnsafePointer<UInt8>, count: Int) -> [ImportDeclaration] {
        var result: [ImportDeclaration] = []
        var conditions = ConditionStack()
        var pendingAttributes: [String] = []
        var lineStart = 0
        var offset = 0
        while lineStart <= count {
            var lineEnd = lineStart
            while lineEnd < count && masked[lineEnd] != .newline { lineEnd += 1 }
            defer {
                lineStart = lineEnd + 1
                offset += 1
            }
            // Most lines hold no import, attribute or directive: they are settled from their bytes (the checker
            // reads every file of the repo on each run, in a debug build), the rest go through the tokens below.
            let lineBytes = UnsafeBufferPointer(start: masked + lineStart, count: lineEnd - lineStart)
            switch LineBytes(lineBytes).kind {
            case .blank:
                continue
            case .otherCode:
                pendingAttributes = []
                continue
            case .mayDeclare:
                break
            }
            let line = Substring(String(decoding: lineBytes, as: UTF8.self))
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("#") {
                conditions.apply(directive: trimmed)
                continue
            }
            for statement in trimmed.split(separator: ";") {
                var tokens = Tokens(statement)
                let attributes = tokens.attributes()
                guard !tokens.isAtEnd() else {
                    pendingAttributes += attributes
                    continue
                }
                defer { pendingAttributes = [] }
                guard var declaration = importDeclaration(&tokens, line: offset + 1) else { continue }
                declaration.attributes = pendingAttributes + attributes
                declaration.conditions = conditions.active
                result.append(declaration)
            }
        }
        return result
    }

    private static func importDeclaration(_ tokens: inout Tokens, line: Int) -> ImportDeclaration? {
        var word = tokens.identifier()
        if let access = word, accessLevels.contains(access) {
            word = tokens.identifier()
        }
        guard word == "import" else { return nil }
        var kind: String?
        var path: [String] = []
        guard let first = tokens.identifier() else { return nil }
        if scopedKinds.contains(first), let next = tokens.identifier() {
            kind = first
            path = [next]
        } else {
            path = [first]
        }
        while tokens.consume("."), let component = tokens.identifier() {
            path.append(component)
        }
        return ImportDeclaration(module: path[0], line: line, kind: kind, path: path)
    }
}

/// What one masked line can hold, read from its bytes alone.
private struct LineBytes {
    enum Kind {
        /// Only ASCII whitespace and semicolons: no statement, nothing changes.
        case blank
        /// Code that is neither an import nor an attribute nor a directive (only ASCII, no `@`, no `import`).
        case otherCode
        /// Everything else, read by the tokenizer.
        case mayDeclare
    }

    let kind: Kind

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var sawCode = false
        var firstCode: UInt8?
        guard let base = bytes.baseAddress else {
            kind = .blank
            return
        }
        var index = 0
        while index < bytes.count {
            let byte = base[index]
            switch byte {
            case .space, .tab, .carriageReturn, .verticalTab, .formFeed, .semicolon:
                break
            case .at:
                kind = .mayDeclare
                return
            case UInt8(ascii: "i") where Self.startsImport(base, count: bytes.count, at: index):
                kind = .mayDeclare
                return
            case 0x80...:
                kind = .mayDeclare  // Unicode letters and spaces: the tokenizer knows them
                return
            default:
                if firstCode == nil { firstCode = byte }
                sawCode = true
            }
            index += 1
        }
        if firstCode == .hash {
            kind = .mayDeclare
        } else {
            kind = sawCode ? .otherCode : .blank
        }
    }

    /// Whether the bytes at `index` spell `import` (the `i` is already known). Compared byte by byte: every `i`
    /// of every line of the repo comes here.
    private static func startsImport(_ bytes: UnsafePointer<UInt8>, count: Int, at index: Int) -> Bool {
        count - index >= 6 && bytes[index + 1] == UInt8(ascii: "m") && bytes[index + 2] == UInt8(ascii: "p")
            && bytes[index + 3] == UInt8(ascii: "o") && bytes[index + 4] == UInt8(ascii: "r")
            && bytes[index + 5] == UInt8(ascii: "t")
    }
}

// Computed, not stored, as in SourceMasker: a debug build checks a `static let` (`swift_once`) at every read.
extension UInt8 {
    fileprivate static var newline: UInt8 { 0x0A }
    fileprivate static var space: UInt8 { 0x20 }
    fileprivate static var tab: UInt8 { 0x09 }
    fileprivate static var carriageReturn: UInt8 { 0x0D }
    fileprivate static var verticalTab: UInt8 { 0x0B }
    fileprivate static var formFeed: UInt8 { 0x0C }
    fileprivate static var semicolon: UInt8 { 0x3B }
    fileprivate static var at: UInt8 { 0x40 }
    fileprivate static var hash: UInt8 { 0x23 }
}

/// The stack of active `#if` branches while reading a file top to bottom.
private struct ConditionStack {
    private var frames: [String] = []

    var active: [String] { frames }

    mutating func apply(directive: Substring) {
        let words = directive.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        let keyword = words.first.map(String.init) ?? ""
        let condition = words.count > 1 ? String(words[1].trimmingWhitespace()) : ""
        switch keyword {
        case "#if":
            frames.append(condition)
        case "#elseif":
            if !frames.isEmpty { frames[frames.count - 1] = condition }
        case "#else":
            if let last = frames.last { frames[frames.count - 1] = "!(\(last))" }
        case "#endif":
            _ = frames.popLast()
        default:
            break
        }
    }
}

/// A tiny cursor over one masked statement: identifiers, attributes and punctuation.
private struct Tokens {
    private let characters: [Character]
    private var index = 0

    init(_ text: Substring) {
        characters = Array(text)
    }

    mutating func isAtEnd() -> Bool {
        skipSpaces()
        return index >= characters.count
    }

    private func isIdentifierStart(_ character: Character) -> Bool {
        character == "_" || character.isLetterQuick
    }

    private func isIdentifierPart(_ character: Character) -> Bool {
        character.isIdentifierCharacter
    }

    private mutating func skipSpaces() {
        while index < characters.count && characters[index].isWhitespace { index += 1 }
    }

    /// Reads `@name` and `@name(...)` attributes and returns their names.
    mutating func attributes() -> [String] {
        var names: [String] = []
        while true {
            skipSpaces()
            guard index < characters.count, characters[index] == "@" else { return names }
            index += 1
            guard let name = identifier() else { return names }
            names.append(name)
            if index < characters.count && characters[index] == "(" {
                var depth = 0
                while index < characters.count {
                    if characters[index] == "(" { depth += 1 }
                    if characters[index] == ")" { depth -= 1 }
                    index += 1
                    if depth == 0 { break }
                }
            }
        }
    }

    /// Reads an identifier (backticks allowed), or returns `nil` and stays put.
    mutating func identifier() -> String? {
        skipSpaces()
        let start = index
        var ticked = false
        if index < characters.count && characters[index] == "`" {
            ticked = true
            index += 1
        }
        guard index < characters.count, isIdentifierStart(characters[index]) else {
            index = start
            return nil
        }
        let nameStart = index
        while index < characters.count && isIdentifierPart(characters[index]) { index += 1 }
        let name = String(characters[nameStart..<index])
        if ticked {
            guard index < characters.count, characters[index] == "`" else {
                index = start
                return nil
            }
            index += 1
        }
        return name
    }

    /// Consumes `symbol` if it comes next.
    mutating func consume(_ symbol: Character) -> Bool {
        skipSpaces()
        guard index < characters.count, characters[index] == symbol else { return false }
        index += 1
        return true
    }
}

extension Substring {
    /// The text without leading and trailing whitespace.
    func trimmingWhitespace() -> Substring {
        let text = self
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return text[text.endIndex...] }
        return text[first...last]
    }
}
