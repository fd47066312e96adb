/// "Did you mean …?": the closest known word to a mistyped one, by edit distance or as a prefix.
public enum Suggestion {
    /// The candidate closest to `word`, if one is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let word = word.lowercased()
        guard !word.isEmpty, word.unicodeScalars.count <= 64 else { return nil }
        if word.count >= 2, let prefixed = candidates.first(where: { $0.hasPrefix(word) }) {
            return prefixed
        }
        guard word.count >= 3 else { return nil }
        let scored = candidates.map { ($0, distance(word, $0)) }.filter { $0.1 <= max(1, $0.0.count / 3) }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The Levenshtein distance between two words, counted in Characters.
    public static func distance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs)
        let rhs = Array(rhs)
        guard !lhs.isEmpty else { return rhs.count }
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1]
            for (j, right) in rhs.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
