import ArchitectureKit
import Testing

/// Each row makes one violation in a fresh fixture repo and expects it reported at the right file, line and rule;
/// a row that expects nothing must leave the repo clean.
@Suite(
    "Violations are reported with file, line and rule",
    .enabled(
        if: FixtureRepo.isAvailable, "needs the repo's architecture.json (skipped in a copy of this package alone)"))
struct ViolationTests {
    @Test(arguments: Violation.all)
    func isReported(_ violation: Violation) throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        for edit in violation.edits { try edit.apply(to: repo) }
        let findings = try repo.findings()
        for expected in violation.expected {
            expectFinding(
                findings, file: expected.file, line: expected.line, rule: expected.rule, containing: expected.text)
        }
        if let count = violation.count ?? (violation.expected.isEmpty ? 0 : nil) {
            #expect(findings.count == count, "\(findings.map(\.text))")
        }
    }

    @Test func everyCheckHasARowThatBreaksIt() {
        let shown = Set(Violation.all.flatMap { $0.expected.map(\.rule) })
        // Shown elsewhere: the graphs (GraphTests) and the availability audit (AvailabilityAuditTests).
        let elsewhere: Set<CheckID> = [.graphUpToDate, .availability]
        let missing = CheckID.allCases.filter { !shown.contains($0.rawValue) && !elsewhere.contains($0) }
        #expect(missing.isEmpty, "\(missing)")
    }
}

/// A change to the fixture repo: a replacement, a text inserted after every occurrence of another, or a file.
enum Edit: Sendable {
    case replace(String, String, in: String)
    case insert(String, after: String, in: String)
    case write(String, String)

    func apply(to repo: FixtureRepo) throws {
        switch self {
        case .replace(let old, let new, let path): try repo.replace(old, with: new, in: path)
        case .insert(let text, let anchor, let path): try repo.replace(anchor, with: anchor + text, in: path)
        case .write(let path, let text): try repo.write(path, text)
        }
    }
}

/// A finding a row expects: where, which rule, and part of its message.
struct Expected: Sendable {
    let file: String
    let line: Int
    let rule: String
    let text: String?

    init(_ file: String, _ line: Int, _ rule: String, _ text: String? = nil) {
        (self.file, self.line, self.rule, self.text) = (file, line, rule, text)
    }
}
