/// The lines that differ between two renderings, `- ` for expected and `+ ` for actual, found with a longest
/// common subsequence so that one changed property shows as one pair of lines.
enum LineDiff {
    /// Only the differing lines, in order; empty when the renderings are equal.
    static func lines(expected: [String], actual: [String]) -> [String] {
        let common = lcsTable(expected, actual)
        var output: [String] = []
        var index = (expected: 0, actual: 0)
        while index.expected < expected.count || index.actual < actual.count {
            if index.expected < expected.count, index.actual < actual.count,
                expected[index.expected] == actual[index.actual]
            {
                index.expected += 1
                index.actual += 1
            } else if index.actual == actual.count
                || (index.expected < expected.count
                    && common[index.expected + 1][index.actual] >= common[index.expected][index.actual + 1])
            {
                output.append("- " + expected[index.expected])
                index.expected += 1
            } else {
                output.append("+ " + actual[index.actual])
                index.actual += 1
            }
        }
        return output
    }

    /// `table[i][j]` is the length of the longest common subsequence of `a[i...]` and `b[j...]`.
    private static func lcsTable(_ a: [String], _ b: [String]) -> [[Int]] {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table
    }
}
