import Foundation
import Synchronization

/// The API declarations of a toolchain's `.swiftinterface` files, parsed once per folder and process: parsing
/// the Swift, Concurrency, Synchronization and Observation interfaces takes a few seconds, and the audit's
/// tests run it once per fixture.
enum InterfaceDeclarations {
    private static let parsed = Mutex<[String: [APIDeclaration]]>([:])

    /// The declarations of every interface in `interfaces` (as `ToolchainInterfaces.files(in: folder)` lists
    /// them), from the cache when `folder` was parsed before.
    static func declarations(folder: String, interfaces: [(module: String, path: String)]) -> [APIDeclaration] {
        if let cached = parsed.withLock({ $0[folder] }) { return cached }
        var declarations: [APIDeclaration] = []
        for (module, path) in interfaces {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            declarations += InterfaceParser.declarations(
                in: String(decoding: data, as: UTF8.self), module: module, source: path)
        }
        parsed.withLock { $0[folder] = declarations }
        return declarations
    }
}
