import Foundation
import Synchronization

/// The API declarations of a toolchain's `.swiftinterface` files, parsed once per folder and process: parsing
/// the Swift, Concurrency, Synchronization and Observation interfaces takes a few seconds, and the audit's
/// tests run it once per fixture.
enum InterfaceDeclarations {
    private static let parsed = Mutex<[String: [APIDeclaration]]>([:])

    /// The declarations of every interface in `interfaces` (as `ToolchainInterfaces.files(in: folder)` lists
    /// them), from the cache when `folder` was parsed before. The parse holds the lock: tests running at once
    /// wait for the first one's parse instead of each parsing the same files (which doubled the package's CPU).
    static func declarations(folder: String, interfaces: [(module: String, path: String)]) -> [APIDeclaration] {
        parsed.withLock { cache in
            if let cached = cache[folder] { return cached }
            var declarations: [APIDeclaration] = []
            for (module, path) in interfaces {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                declarations += InterfaceParser.declarations(
                    in: String(decoding: data, as: UTF8.self), module: module, source: path)
            }
            cache[folder] = declarations
            return declarations
        }
    }
}
