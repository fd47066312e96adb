import Foundation

/// `measure reliability-check KIND FILES…`: reads what the app stored after `Scripts/reliability` killed it or
/// ran it in parallel, and prints `failures lost detail` for its table. A store that does not decode is one
/// failure.
public enum ReliabilityCheck {
    public struct Outcome: Equatable, Sendable {
        public var failures = 0
        public var lost = 0
        public var detail = ""

        public var line: String { "\(failures) \(lost) \(detail)" }
    }

    public static func run(_ arguments: [String]) throws(MeasureError) -> Outcome {
        guard let kind = arguments.first else { throw MeasureError("a check is needed: todos-kill, cart-kill, …") }
        let files = Array(arguments.dropFirst())
        do {
            switch (kind, files.count) {
            case ("todos-kill", 4): return try todosKill(files)
            case ("cart-kill", 3): return try cartKill(files)
            case ("checkout-kill", 5): return try checkoutKill(files)
            case ("concurrency", 3...): return try concurrency(files)
            default: throw MeasureError("unknown check or wrong arguments: \(arguments.joined(separator: " "))")
            }
        } catch let error as MeasureError {
            throw error
        } catch {
            return Outcome(failures: 1, lost: 0, detail: "store does not decode: \(error)")
        }
    }

    struct Undecodable: Error, CustomStringConvertible {
        let description: String
    }

    private static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Undecodable(description: "\(path) is not a JSON object")
        }
        return object
    }

    private static func list(_ object: [String: Any], _ key: String) throws -> [[String: Any]] {
        guard let items = object[key] as? [[String: Any]] else { throw Undecodable(description: "no \(key) list") }
        return items
    }

    private static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The temporary or corrupt copies left in `folder`.
    static func leftovers(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.contains(".tmp-") || $0.contains(".corrupt-") }.sorted()
    }

    private static func int(_ value: Any?) -> Int { (value as? NSNumber)?.intValue ?? 0 }

    /// `todos-kill LISTING FOLDER SUCCEEDED ATTEMPTED`: every title whose `todos add` exited 0 is stored; no
    /// title is stored twice or without having been attempted; no temporary or corrupt copy is left.
    private static func todosKill(_ files: [String]) throws -> Outcome {
        let titles = try list(json(files[0]), "todos").compactMap { $0["title"] as? String }
        let succeeded = try lines(files[2])
        let attempted = Set(try lines(files[3]))
        var outcome = Outcome()
        outcome.lost = succeeded.filter { !titles.contains($0) }.count
        let mine = titles.filter { $0.hasPrefix("kill ") }
        if Set(mine).count != mine.count || mine.contains(where: { !attempted.contains($0) }) { outcome.failures += 1 }
        let left = leftovers(files[1])
        if !left.isEmpty { outcome.failures += 1 }
        outcome.detail = "\(succeeded.count) exited 0, \(mine.count) stored, leftovers \(left)"
        return outcome
    }

    /// `cart-kill CART FOLDER TALLY` (lines `<product> <status>`): no product holds fewer units than the adds
    /// that exited 0, nor more than all the adds tried.
    private static func cartKill(_ files: [String]) throws -> Outcome {
        var stored: [Int: Int] = [:]
        for line in try list(json(files[0]), "lines") { stored[int(line["productId"])] = int(line["quantity"]) }
        var done: [Int: Int] = [:]
        var killed: [Int: Int] = [:]
        for line in try lines(files[2]) {
            let words = line.split(separator: " ")
            guard words.count == 2, let product = Int(words[0]) else { continue }
            if words[1] == "0" { done[product, default: 0] += 1 } else { killed[product, default: 0] += 1 }
        }
        var outcome = Outcome(failures: leftovers(files[1]).isEmpty ? 0 : 1)
        for product in Set(done.keys).union(killed.keys).union(stored.keys) {
            let quantity = stored[product] ?? 0
            let acknowledged = done[product] ?? 0
            if quantity < acknowledged { outcome.lost += acknowledged - quantity }
            if quantity > acknowledged + (killed[product] ?? 0) { outcome.failures += 1 }
        }
        outcome.detail = "\(done.values.reduce(0, +)) exited 0, \(stored.values.reduce(0, +)) in the cart"
        return outcome
    }

    /// `checkout-kill ORDERS CART FOLDER ACKNOWLEDGED UNITS`: every acknowledged order is stored, once, and
    /// orders and cart together hold no more than the units added.
    private static func checkoutKill(_ files: [String]) throws -> Outcome {
        let orders = try list(json(files[0]), "orders")
        let cart = try list(json(files[1]), "lines")
        let ids = orders.compactMap { $0["orderId"] as? String }
        let acknowledged = try lines(files[3]).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let added = Int(files[4]) else { throw MeasureError("\(files[4]) is not a number of units") }
        var outcome = Outcome()
        outcome.lost = acknowledged.filter { !ids.contains($0) }.count
        outcome.failures = (ids.count - Set(ids).count) + (leftovers(files[2]).isEmpty ? 0 : 1)
        let ordered = try orders.map { try list($0, "lines").map { int($0["quantity"]) }.reduce(0, +) }.reduce(0, +)
        let units = ordered + cart.map { int($0["quantity"]) }.reduce(0, +)
        if units > added { outcome.failures += 1 }
        outcome.lost += max(0, added - units)
        outcome.detail = "\(acknowledged.count) exited 0, \(ids.count) orders, \(units) of \(added) units accounted"
        return outcome
    }

    /// `concurrency LISTING FOLDER LOG…` (lines `<status> add <title> <id>`, `toggle <id>`, `delete <id>`,
    /// `seed-toggle <id>`): replayed, a todo added by a command that exited 0 exists unless a delete of it exited
    /// 0, and its completed flag is the parity of its toggles that exited 0.
    private static func concurrency(_ files: [String]) throws -> Outcome {
        var todos: [String: [String: Any]] = [:]
        for todo in try list(json(files[0]), "todos") {
            if let id = todo["id"] as? String { todos[id] = todo }
        }
        var added: [String: String] = [:]
        var deleted: Set<String> = []
        var toggles: [String: Int] = [:]
        var outcome = Outcome()
        for log in files.dropFirst(2) {
            for line in try lines(log) {
                let parts = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                guard parts.count >= 3 else { continue }
                guard parts[0] == "0" else {
                    outcome.failures += 1
                    continue
                }
                switch parts[1] {
                case "add": added[parts[parts.count - 1]] = parts[2..<(parts.count - 1)].joined(separator: " ")
                case "delete": deleted.insert(parts[2])
                default: toggles[parts[2], default: 0] += 1
                }
            }
        }
        func completed(_ id: String) -> Bool { (todos[id]?["completed"] as? Bool) ?? false }
        for (id, title) in added {
            let present = todos[id] != nil
            if deleted.contains(id) {
                if present { outcome.failures += 1 }
            } else if !present || (todos[id]?["title"] as? String) != title {
                outcome.lost += 1
            } else if completed(id) != (toggles[id, default: 0] % 2 == 1) {
                outcome.failures += 1
            }
        }
        for (id, count) in toggles where added[id] == nil && todos[id] != nil && completed(id) != (count % 2 == 1) {
            outcome.failures += 1
        }
        let stray = todos.filter { id, todo in ((todo["title"] as? String) ?? "").hasPrefix("w") && added[id] == nil }
        outcome.failures += stray.count + (leftovers(files[1]).isEmpty ? 0 : 1)
        outcome.detail =
            "\(added.count) added, \(deleted.count) deleted, \(toggles.values.reduce(0, +)) toggles"
        return outcome
    }
}
