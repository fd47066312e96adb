import PresentationCore

/// Makes text that came from outside (API responses, stored files, arguments) safe to print on a terminal.
///
/// A product title is data, not a program: nothing in it may move the cursor, change colors, set the window
/// title or reorder what follows it. So every string a `Screen` prints as text, and every error message,
/// passes through `sanitize` before it reaches standard output or standard error; JSON output is escaped by
/// `SafeJSON` instead.
public enum TerminalText {
    /// Removes escape sequences (CSI, OSC, DCS and the like, in their 7-bit and 8-bit forms), and every other
    /// scalar `Unicode.Scalar.isInvisible` names. Tabs, line breaks and the Unicode line and paragraph
    /// separators become one space, unless `keepingNewlines` is set, in which case `\n` is kept (for paragraphs).
    public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        // Printable ASCII holds no escape, control or format character: most text on screen is left as it is.
        if DisplayWidth.isPrintableASCII(text) { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(after: &scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x0A where keepingNewlines:
                result.append(scalar)
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                result.append(" ")
            case _ where scalar.isInvisible:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// True for controls and for the bidi embeddings, overrides and isolates (U+202A...U+202E,
    /// U+2066...U+2069), which reorder the text after them: typed text holding one is refused, where a mere
    /// mark (U+200E, common in right-to-left writing) is dropped.
    public static func isReordering(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return scalar.properties.generalCategory == .control
        }
    }

    /// ESC starts a sequence: `ESC [` is a control sequence, `ESC ]`, `ESC P`, `ESC X`, `ESC ^` and `ESC _`
    /// are strings up to a terminator, anything else is ESC, optional intermediates and one final character.
    private static func skipEscapeSequence(after scalars: inout Substring.UnicodeScalarView) {
        guard let next = scalars.first else { return }
        switch next {
        case "[":
            scalars.removeFirst()
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            scalars.removeFirst()
            skipString(&scalars)
        default:
            while let scalar = scalars.first, (0x20...0x2F).contains(scalar.value) {
                scalars.removeFirst()
            }
            if let scalar = scalars.first, (0x30...0x7E).contains(scalar.value) {
                scalars.removeFirst()
            }
        }
    }

    /// Parameters (0x30...0x3F) and intermediates (0x20...0x2F), then one final character (0x40...0x7E).
    private static func skipControlSequence(_ scalars: inout Substring.UnicodeScalarView) {
        while let scalar = scalars.first, (0x20...0x3F).contains(scalar.value) {
            scalars.removeFirst()
        }
        if let scalar = scalars.first, (0x40...0x7E).contains(scalar.value) {
            scalars.removeFirst()
        }
    }

    /// An OSC or DCS string runs to BEL, ST (`ESC \` or U+009C) or the end of the text, all of it dropped.
    private static func skipString(_ scalars: inout Substring.UnicodeScalarView) {
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x07, 0x9C:
                return
            case 0x1B:
                if scalars.first == "\\" { scalars.removeFirst() }
                return
            default:
                continue
            }
        }
    }
}
