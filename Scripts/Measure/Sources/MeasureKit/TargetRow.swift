/// One row of the bench's closing table: a number the repo has promised (docs/PERFORMANCE.md), as measured in
/// this run, beside its target. The table says whether each is met; it never fails the run, since a loaded
/// machine moves the numbers and the table is read by people.
struct TargetRow: Sendable, Equatable {
    let what: String
    let measured: Double
    let unit: String
    let target: Double

    var isMet: Bool { measured <= target }

    var line: String {
        "| \(what) | \(Format.fixed(measured, unit == "x" ? 2 : 1))\(unit) | <= \(Format.fixed(target, unit == "x" ? 2 : 1))\(unit) "
            + "| \(isMet ? "yes" : "no") |"
    }

    static func table(_ rows: [TargetRow]) -> [String] {
        guard !rows.isEmpty else { return [] }
        return ["", "| target | measured | target | met |", "|---|---:|---:|---|"] + rows.map(\.line)
    }
}
