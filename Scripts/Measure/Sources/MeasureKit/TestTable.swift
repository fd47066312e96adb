/// The per-package lines `make test` prints: `Packages/Data   66  pass   5.8   1.0`.
public struct TestTable: Sendable, Equatable {
    public let package: String
    public let tests: Int
    public let buildSeconds: Double
    public let testSeconds: Double

    /// Every such line of `output`.
    public static func rows(in output: String) -> [TestTable] {
        output.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 5, let first = words.first,
                ["Packages", "App", "Tests", "Scripts"].contains(where: { first.hasPrefix($0) }),
                let tests = Int(words[1]), let build = Double(words[3]), let test = Double(words[4])
            else { return nil }
            return TestTable(package: String(first), tests: tests, buildSeconds: build, testSeconds: test)
        }
    }
}
