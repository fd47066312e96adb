/// How a usage error quotes what the person typed: short, and visible. A word of a megabyte must not become a
/// megabyte of error message, and a word with invisible characters must not read as a correct one
/// ("Unknown command 'catalog'" for a `catalog` preceded by a right-to-left override).
package enum Echo {
    /// The longest echo, in characters, before it is cut with `…`.
    package static let limit = 40

    /// `word` with control characters, DEL and bidi controls written as `\u{…}`, cut to `limit` characters.
    package static func word(_ word: String) -> String {
        var shown = ""
        var count = 0
        for scalar in word.unicodeScalars {
            guard count < limit else { return shown + "…" }
            if isInvisible(scalar) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return shown
    }

    /// True for the scalars a terminal would act on or hide: C0, DEL, C1, bidi overrides and isolates.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
