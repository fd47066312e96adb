import DataCore
import DomainCore
import Foundation

/// A record shaped like the todos the app stores.
private struct Record: Codable, Sendable {
    var id: String
    var title: String
    var completed: Bool
    var createdAt: Date
}

private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-store-fuzz-\(getpid())")

/// Writes the input as a data file and loads it: it must decode or be reported as corrupt data, and the file
/// must be left exactly as it was.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFileStore(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("todos.json")
    guard (try? data.write(to: file)) != nil else { return 0 }
    let store = JSONFileStore<[Record]>(fileURL: file, maxFileBytes: 1_000_000)
    do {
        _ = try store.load()
    } catch {
        switch error {
        case .corruptData: break
        default: fatalError("unexpected error for bad data: \(error)")
        }
    }
    if (try? Data(contentsOf: file)) != data { fatalError("load changed the file") }
    return 0
}
