/// How many terminal columns text takes, counted per Character (so a combining accent adds nothing), with
/// East Asian wide and fullwidth characters and most emoji counted as two.
public enum DisplayWidth {
    /// The columns `text` takes on a terminal.
    public static func of(_ text: String) -> Int {
        // Most text on screen is printable ASCII, one column per byte; the per-Character walk below is costly
        // enough to show in start-up profiles, so it is kept for text that needs it.
        isPrintableASCII(text) ? text.utf8.count : text.reduce(0) { $0 + of($1) }
    }

    /// Whether every byte of `text` is printable ASCII (space to tilde): one column each, nothing to sanitize.
    /// A plain loop over the bytes: `allSatisfy` over the UTF-8 view is a generic call per byte in a debug
    /// build, which `make run` and the end-to-end tests' four hundred processes use.
    public static func isPrintableASCII(_ text: String) -> Bool {
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }

    /// The columns one Character takes: 0 for a control or zero-width character, 2 for a wide one, else 1.
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// Cuts `text` to at most `width` columns, ending with `…` when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let columns = of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` followed by spaces up to `width` columns (or preceded by them, for trailing alignment).
    public static func pad(_ text: String, to width: Int, trailing: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return trailing ? padding + text : text + padding
    }

    /// Unicode's East Asian Wide (W) and Fullwidth (F) blocks, and the emoji planes, roughly.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
