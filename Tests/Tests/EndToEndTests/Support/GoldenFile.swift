import Foundation
import Testing

/// Compares text with a file in `Golden/` beside the tests, read from the source tree (the end-to-end tests
/// always run from it). With `UPDATE_GOLDEN=1` in the environment it writes the file instead.
enum GoldenFile {
    static func check(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            #expect(throws: Never.self, sourceLocation: sourceLocation) {
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden file \(url.path): run with UPDATE_GOLDEN=1 once", sourceLocation: sourceLocation)
            return
        }
        #expect(text == expected, "differs from Golden/\(name).txt", sourceLocation: sourceLocation)
    }

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")
}
