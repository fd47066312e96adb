import Foundation

/// The result of a run: what was read, the findings, and the summary line.
public struct Report: Sendable, Equatable {
    public var packages: Int
    public var targets: Int
    public var files: Int
    public var imports: Int
    public var findings: [Finding]
    public var seconds: Double

    /// A report of `findings` in `workspace`.
    public init(workspace: Workspace, findings: [Finding], seconds: Double) {
        packages = workspace.packages.filter { !$0.path.hasPrefix("..") }.count
        targets = workspace.targets.count
        files = workspace.fileCount
        imports = workspace.importCount
        self.findings = findings
        self.seconds = seconds
    }

    /// The number of findings of each kind, every kind present.
    public var counts: [Finding.Kind: Int] {
        var counts = Dictionary(uniqueKeysWithValues: Finding.Kind.allCases.map { ($0, 0) })
        for finding in findings { counts[finding.kind, default: 0] += 1 }
        return counts
    }

    /// The closing line: `architecture: 0 errors (0 forbidden, 0 implicit, ..., 0 graphs) in 8 packages, ...`.
    public var summary: String {
        let counts = self.counts
        let kinds = Finding.Kind.allCases.map { $0.counted(counts[$0] ?? 0) }.joined(separator: ", ")
        let errors = findings.count == 1 ? "1 error" : "\(findings.count) errors"
        let time = String(format: "%.2f", seconds)
        return "architecture: \(errors) (\(kinds)) in \(packages) packages, \(targets) targets, \(files) files, "
            + "\(imports) imports (\(time) s)"
    }
}
