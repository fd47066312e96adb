import Testing

@testable import ArchitectureKit

@Suite("The manifest cache key")
struct ManifestCacheKeyTests {
    @Test func isFNV1aOfTheBytes() {
        #expect(ManifestLoader.cacheKey([]) == "cbf29ce484222325")
        #expect(ManifestLoader.cacheKey(Array("a".utf8)) == "af63dc4c8601ec8c")
    }
}
