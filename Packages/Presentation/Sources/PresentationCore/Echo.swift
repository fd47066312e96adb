/// How a usage error quotes what the person typed: short, and visible. A word of a megabyte must not become a
/// megabyte of error message, and a word with invisible characters must not read as a correct one
/// ("Unknown command 'catalog'" for a `catalog` preceded by a right-to-left override).
public enum Echo {
    /// The longest echo, in characters, before it is cut with `…`.
    public static let limit = 40

    /// `word` with control characters, DEL and bidi controls written as `\u{…}`, cut to `limit` characters.
    public static func word(_ word: String) -> String {
        var shown = ""
        var count = 0
        for scalar in word.unicodeScalars {
            guard count < limit else { return shown + "…" }
            if scalar.isInvisible {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return shown
    }
}
