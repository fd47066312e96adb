import ArchitectureKit
import Testing

/// Expects a finding at `file`:`line` with `rule`, and shows every finding when there is none.
func expectFinding(
    _ findings: [Finding], file: String, line: Int, rule: String, containing text: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let found = findings.contains { finding in
        finding.file == file && finding.line == line && finding.rule == rule
            && (text.map { finding.message.contains($0) } ?? true)
    }
    #expect(
        found, "no \(rule) at \(file):\(line) among:\n\(findings.map(\.text).joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}
