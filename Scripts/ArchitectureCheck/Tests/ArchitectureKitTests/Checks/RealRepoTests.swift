import ArchitectureKit
import Testing

/// The repo this checker lives in follows its own rules (skipped when the checker is copied out alone).
@Suite(
    "The real repo",
    .enabled(
        if: FixtureRepo.isAvailable, "needs the repo's architecture.json (skipped in a copy of this package alone)"))
struct RealRepoTests {
    @Test func isClean() throws {
        let root = try #require(FixtureRepo.realRoot)
        let report = try ArchitectureCheck.run(root: root).report
        #expect(report.findings.isEmpty, "\(report.findings.map(\.text).joined(separator: "\n"))")
        #expect(report.packages >= 6)
    }

    @Test func aManifestsOnlyLoadHasTheSameGraphAndNoFiles() throws {
        let root = try #require(FixtureRepo.realRoot)
        let full = try #require(FixtureRepo.realWorkspace)
        let graph = WorkspaceLoader(root: root, policy: try ArchitectureCheck.policy(root: root))
            .load(readingSources: false)

        #expect(graph.packages.map(\.path) == full.packages.map(\.path))
        #expect(graph.targets.map(\.name) == full.targets.map(\.name))
        #expect(
            graph.targets.map { $0.dependencies.flatMap(\.targets) }
                == full.targets.map { $0.dependencies.flatMap(\.targets) })
        #expect(graph.targets.allSatisfy { $0.files.isEmpty })
        #expect(full.targets.contains { !$0.files.isEmpty })
    }
}
