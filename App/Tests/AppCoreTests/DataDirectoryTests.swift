import AppComposition
import AppCore
import Foundation
import Testing

@Suite("Data directory")
struct DataDirectoryTests {
    @Test("is created with mode 0700 when first needed")
    func createdPrivate() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("app-data-\(UUID().uuidString)/nested")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        _ = try DataDirectory(url: url).prepared()
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }
}
