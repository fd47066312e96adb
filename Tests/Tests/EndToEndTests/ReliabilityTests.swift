import Foundation
import Testing

/// The fast version of `make reliability`: the same script, with 4 kills per command, 2 x 8 concurrent writes
/// and 2 piped sessions of 12 adds against each store (files, then SQLite), so `make test` proves the property on
/// every run and `make reliability` (100 kills, 4 x 100 writes, 2 x 200 adds; `.ci/run` runs it) at length. The
/// script's processes run outside the test's process slots: more of them starved the tests beside them.
@Suite("app survives kill -9 and concurrent writers")
struct ReliabilityTests {
    /// The script belongs to the repository, not to this package: when the package is copied out alone
    /// (`make portability`), there is no script to run, and the test says so instead of failing.
    static let scriptIsPresent = FileManager.default.isExecutableFile(
        atPath: AppBinary.repositoryRoot.appendingPathComponent("Scripts/reliability").path)

    @Test(
        "Scripts/reliability with 4 kills and 2 x 8 mixed writes, on both stores, reports no failure and no data lost",
        .enabled(if: scriptIsPresent, "Scripts/reliability is not here: this package was copied out of the repo")
    )
    func quickReliability() async throws {
        let binary = try AppBinary.url.get()
        let script = AppBinary.repositoryRoot.appendingPathComponent("Scripts/reliability")
        // The same folder every run (the script empties it first and removes it after a clean run): its path
        // reaches the script's `swift build` of the measure tool, and SwiftPM compiles the manifest again when the
        // environment changes.
        let work = AppBinary.repositoryRoot.appendingPathComponent(".build/reliability/make-test")
        let run = try await ScriptProcess.run(
            script,
            environment: [
                "APP_BINARY": binary.path, "KILL_TRIALS": "4", "WORKERS": "2", "WRITES": "8", "SESSIONS": "2",
                "SESSION_ADDS": "12", "WORK": work.path,
                // Kills within 150 ms instead of 400: the debug app writes within its first tens of milliseconds,
                // so the kills still land before, during and after writes, and the 24 pauses cost 1.8 s, not 5.
                "MAX_KILL_MS": "150",
            ])
        let (status, text) = (run.status, run.output)

        #expect(status == 0, "\(text)")
        let rows = text.split(separator: "\n").filter {
            $0.hasPrefix("kill -9") || $0.contains("mixed todos writes") || $0.contains("piped sessions x")
        }
        // kill -9 during todos add, cart add, cart checkout; mixed writes; piped sessions: for each store.
        #expect(rows.count == 10, "\(text)")
        #expect(rows.filter { $0.contains("(sqlite)") }.count == 5, "\(text)")
        #expect(rows.allSatisfy { $0.hasSuffix(" 0          0") }, "\(text)")
    }
}
