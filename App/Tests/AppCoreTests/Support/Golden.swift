import Foundation
import Testing

/// Compares text with a file under `Tests/AppCoreTests/Golden`; a mismatch attaches the actual text. With
/// `UPDATE_GOLDEN=1` in the environment it rewrites the file in the source tree instead, so a deliberate change
/// of output is one command.
enum Golden {
    static func check(_ text: String, file name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            do {
                try text.write(
                    to: sourceFolder.appendingPathComponent("\(name).txt"), atomically: true, encoding: .utf8)
            } catch {
                Issue.record("Cannot write golden file \(name).txt: \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Golden"),
            let expected = try? String(contentsOf: url, encoding: .utf8)
        else {
            Issue.record(
                "No golden file \(name).txt; run with UPDATE_GOLDEN=1 to write it.", sourceLocation: sourceLocation)
            return
        }
        #expect(
            text == expected, "Output differs from \(name).txt; if intended, run with UPDATE_GOLDEN=1.",
            sourceLocation: sourceLocation)
        #if compiler(>=6.2)
            // `swift test --attachments-path DIR` also leaves the actual output under the golden file's name.
            if text != expected { Attachment.record(text, named: "\(name).txt", sourceLocation: sourceLocation) }
        #endif
    }

    /// `Tests/AppCoreTests/Golden` in the source tree, found from this file's path.
    private static var sourceFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
    }
}
