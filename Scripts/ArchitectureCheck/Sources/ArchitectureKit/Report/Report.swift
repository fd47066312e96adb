import Foundation

/// The result of a run: what was read, the findings, and the summary line.
public struct Report: Sendable, Equatable {
    public var packages: Int
    public var targets: Int
    public var files: Int
    public var imports: Int
    public var findings: [Finding]
    public var seconds: Double

    /// A report of `findings` in `workspace`, whose packages outside the repo are not counted.
    public init(workspace: Workspace, findings: [Finding], seconds: Double) {
        packages = workspace.packages.filter { !$0.path.hasPrefix("..") }.count
        targets = workspace.targets.count
        files = workspace.targets.reduce(0) { $0 + $1.files.count }
        imports = workspace.targets.flatMap(\.files).reduce(0) { $0 + $1.imports.count }
        self.findings = findings
        self.seconds = seconds
    }

    /// The closing line: `architecture: 0 errors (0 forbidden, 0 implicit, ..., 0 graphs) in 8 packages, ...`.
    public var summary: String {
        let kinds = Finding.Kind.allCases.map { kind in kind.counted(findings.filter { $0.kind == kind }.count) }
        let errors = findings.count == 1 ? "1 error" : "\(findings.count) errors"
        return "architecture: \(errors) (\(kinds.joined(separator: ", "))) in \(packages) packages, \(targets) "
            + "targets, \(files) files, \(imports) imports (\(String(format: "%.2f", seconds)) s)"
    }
}
