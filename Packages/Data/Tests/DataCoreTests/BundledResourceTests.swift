import DataCore
import DataTesting
import DomainCore
import Foundation
import Testing

@Suite("BundledResource")
struct BundledResourceTests {
    @Test("a resource is read as it is")
    func reads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("[1,2]".utf8).write(to: folder.file("r.json"))

        #expect(
            try BundledResource.contents(of: folder.file("r.json"), source: .bundled("snapshot")) == Data("[1,2]".utf8))
    }

    @Test("a resource missing from the bundle is corrupt data from its source, flawed as missing")
    func missing() {
        #expect(throws: DomainError.corruptData(source: .bundled("snapshot"), flaw: .missing, keptAside: nil)) {
            try BundledResource.contents(of: nil, source: .bundled("snapshot"))
        }
    }

    @Test("a resource that cannot be read is a storage failure naming its path")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let gone = folder.file("gone.json")

        #expect {
            try BundledResource.contents(of: gone, source: .bundled("snapshot"))
        } throws: { error in
            guard case let DomainError.storage(path, .system, untouched) = error else { return false }
            return path == gone.path && !untouched
        }
    }
}
