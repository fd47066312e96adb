import DataCore
import DomainCore
import Foundation
import TodosDomain

/// The todos a new list starts with: a bundled resource in the DummyJSON `/todos` format, written by this
/// project and loaded with `Bundle.module` (SwiftPM generates that accessor for a target with resources; it
/// finds `Todos_TodosData.resources` next to the executable).
enum WelcomeTodos {
    /// How failures name this source.
    static let source = DomainError.Source.bundled("welcomeTodos")

    /// The bundled todos. They are dated one second apart, so the list shows them in the order the resource
    /// gives them, the newest a second before `dates.now()`: the first run of `todos add` dates its todo just
    /// before the welcome todos are made, and it must still list first. Their ids are derived from the
    /// resource (`id(position:title:)`), so every read before the first save serves the same ids, and the id
    /// a person copies from `app todos` on a new data folder still names that todo in `app todos toggle`.
    /// They are written in `language` (a code, `en` or `uz`): they are the first todos a person reads; a
    /// language without its own file gets the English ones.
    static func bundled(dates: DateGenerator, language: String) throws(DomainError) -> [Todo] {
        let url =
            Bundle.module.url(forResource: "welcome-todos-\(language)", withExtension: "json")
            ?? Bundle.module.url(forResource: "welcome-todos", withExtension: "json")
        return try todos(from: BundledResource.contents(of: url, source: source), dates: dates)
    }

    /// The todos in `contents`, in the bundled format; for tests of a damaged resource.
    static func todos(from contents: Foundation.Data, dates: DateGenerator) throws(DomainError) -> [Todo] {
        let now = dates.now()
        return try JSONBody.decode(TodosPageDTO.self, from: contents, source: source) { page throws(RuleViolation) in
            var todos: [Todo] = []
            for (position, dto) in page.todos.enumerated() {
                let id = Self.id(position: position, title: dto.todo)
                todos.append(try dto.toDomain(id: id, createdAt: now.addingTimeInterval(-Double(position + 1))))
            }
            return todos
        }
    }

    /// A UUID that depends only on a welcome todo's place and title: two 64-bit FNV-1a hashes of them (a
    /// hash defined byte by byte, unlike `Hasher`, which is seeded anew in every process), marked as a
    /// version 8 ("custom") UUID of RFC 9562. Its first characters differ from todo to todo, as a short id
    /// needs.
    static func id(position: Int, title: String) -> UUID {
        let key = Array("welcome-todo \(position) \(title)".utf8)
        let high = fnv1a(key, basis: 0xcbf2_9ce4_8422_2325)
        let low = fnv1a(key, basis: 0x8422_2325_cbf2_9ce4)
        var bytes =
            (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        bytes[6] = 0x80 | (bytes[6] & 0x0F)
        bytes[8] = 0x80 | (bytes[8] & 0x3F)
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        bytes.reduce(basis) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
}
