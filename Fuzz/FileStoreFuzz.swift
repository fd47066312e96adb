import DataCore
import DomainCore
import Foundation
import TodosDomain

private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-store-fuzz-\(getpid())")

/// Valid `todos.json` files for the mutator to change.
private let mutator = SemanticMutator(seeds: [
    #"{"formatVersion":1,"savedAt":"2025-01-01T00:00:00Z","value":[{"id":"0b1e4a52-3f1d-4c9e-8a3b-5d2e6f7a8b9c","#
        + #""title":"Buy oat milk","completed":false,"createdAt":"2025-01-01T00:00:00.000Z"},"#
        + #"{"id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","title":"Call the bank","completed":true,"#
        + #""createdAt":"2025-06-15T16:00:00Z"}]}"#
])

/// Writes the input, and the seed file the input changes, as `todos.json` and loads it through
/// `JSONFileStorage` and the todos' mapper, as the app does: the list must load with each id once and every
/// title valid, or be reported as corrupt data; either way the file must be left exactly as it was.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFileStore(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    mutator.feed(start, count, to: check)
}

private func check(_ data: Data) {
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("todos.json")
    guard (try? data.write(to: file)) != nil else { return }
    let store = JSONFileStorage<[StoredTodoDTO]>(fileURL: file, dates: .current, maxFileBytes: 1_000_000)
    do {
        if let todos = try store.load({ stored throws(RuleViolation) in try StoredTodoDTO.toDomain(stored) }) {
            if Set(todos.map(\.id)).count != todos.count { fatalError("two todos with one id loaded") }
            if let bad = todos.first(where: { $0.title.allSatisfy(\.isWhitespace) }) {
                fatalError("blank title: \(bad)")
            }
        }
    } catch {
        switch error {
        case .corruptData: break
        default: fatalError("unexpected error for bad data: \(error)")
        }
    }
    if (try? Data(contentsOf: file)) != data { fatalError("load changed the file") }
}
