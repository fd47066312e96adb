/// The per-package lines `make test` prints: `Packages/Data   66  pass   5.8   1.0`, with `-` for a build that
/// was skipped because nothing it reads had changed.
public struct TestTable: Sendable, Equatable {
    public let package: String
    public let tests: Int
    /// Nil when the build was skipped.
    public let buildSeconds: Double?
    public let testSeconds: Double

    /// Every such line of `output`.
    public static func rows(in output: String) -> [TestTable] {
        output.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 5, let first = words.first,
                ["Packages", "App", "Tests", "Scripts"].contains(where: { first.hasPrefix($0) }),
                let tests = Int(words[1]), words[3] == "-" || Double(words[3]) != nil, let test = Double(words[4])
            else { return nil }
            return TestTable(package: String(first), tests: tests, buildSeconds: Double(words[3]), testSeconds: test)
        }
    }
}
