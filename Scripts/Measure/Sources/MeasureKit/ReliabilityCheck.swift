import Foundation

/// `measure reliability-check KIND FOLDER FILE…`: reads what the app stored in its data folder FOLDER after
/// `Scripts/reliability` killed it or ran it in parallel, and prints `failures lost detail` for its table. A store
/// that does not decode is one failure, and so is a temporary or corrupt copy a writer left in FOLDER.
public enum ReliabilityCheck {
    public struct Outcome: Equatable, Sendable {
        public var failures = 0
        public var lost = 0
        public var detail = ""

        public var line: String { "\(failures) \(lost) \(detail)" }
    }

    /// KIND and its files: `todos-kill FOLDER LISTING LOG`, `cart-kill FOLDER CART LOG`,
    /// `checkout-kill FOLDER ORDERS CART ADDS RECEIPTS` or `concurrency FOLDER LISTING LOG…`.
    public static func run(_ arguments: [String]) throws(MeasureError) -> Outcome {
        let files = Array(arguments.dropFirst(2))
        var outcome: Outcome
        do {
            switch (arguments.first ?? "", files.count) {
            case ("todos-kill", 2): outcome = try tally(titles(json(files[0]), prefix: "kill "), log: files[1])
            case ("cart-kill", 2): outcome = try tally(quantities(json(files[0])), log: files[1])
            case ("checkout-kill", 4): outcome = try checkoutKill(files)
            case ("concurrency", 2...): outcome = try concurrency(files)
            default: throw MeasureError("unknown check or wrong files: \(arguments.joined(separator: " "))")
            }
        } catch let error as MeasureError {
            throw error
        } catch {
            return Outcome(failures: 1, lost: 0, detail: "store does not decode: \(error)")
        }
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: arguments[1])) ?? [])
            .filter { $0.contains(".tmp-") || $0.contains(".corrupt-") }.sorted()
        if !leftovers.isEmpty {
            outcome.failures += 1
            outcome.detail += ", left behind: \(leftovers.joined(separator: " "))"
        }
        return outcome
    }

    struct Undecodable: Error, CustomStringConvertible { let description: String }

    /// The JSON object in `data` (a listing, or a receipt the app printed), or an empty one.
    private static func object(_ data: Data) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    private static func json(_ path: String) throws -> [String: Any] {
        try object(Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private static func list(_ object: [String: Any], _ key: String) throws -> [[String: Any]] {
        guard let items = object[key] as? [[String: Any]] else { throw Undecodable(description: "no \(key) list") }
        return items
    }

    private static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// How many todos of a `{"todos":[…]}` listing have each title that starts with `prefix`.
    private static func titles(_ listing: [String: Any], prefix: String) throws -> [String: Int] {
        let names = try list(listing, "todos").compactMap { $0["title"] as? String }.filter { $0.hasPrefix(prefix) }
        return Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
    }

    /// The units of each product (by id) in a `{"lines":[…]}` object: a cart or an order.
    private static func quantities(_ object: [String: Any]) throws -> [String: Int] {
        var units: [String: Int] = [:]
        for line in try list(object, "lines") {
            units["\(int(line["productId"]))", default: 0] += int(line["quantity"])
        }
        return units
    }

    private static func int(_ value: Any?) -> Int { (value as? NSNumber)?.intValue ?? 0 }

    /// `stored` (units by key: a title, a product) against LOG's lines `<exit status> <key>`, one per command run on
    /// the key: a key holds at least its commands that exited 0 (what it lacks is lost), and at most all of them.
    private static func tally(_ stored: [String: Int], log: String) throws -> Outcome {
        var acknowledged: [String: Int] = [:]
        var tried: [String: Int] = [:]
        var outcome = Outcome()
        for line in try lines(log) {
            let status = line.prefix(while: { $0 != " " })
            let key = String(line.dropFirst(status.count + 1))
            tried[key, default: 0] += 1
            // A kill is 137 (128 + SIGKILL); any other signal, or a trap, is a crash.
            if let code = Int(status), code > 128, code != 137 { outcome.failures += 1 }
            if status == "0" { acknowledged[key, default: 0] += 1 }
        }
        for key in Set(stored.keys).union(tried.keys) {
            let count = stored[key] ?? 0
            outcome.lost += max(0, (acknowledged[key] ?? 0) - count)
            if count > tried[key] ?? 0 { outcome.failures += 1 }
        }
        let (done, total) = (acknowledged.values.reduce(0, +), tried.values.reduce(0, +))
        outcome.detail = "\(done) of \(total) exited 0, \(stored.values.reduce(0, +)) stored"
        return outcome
    }

    /// `checkout-kill ORDERS CART ADDS RECEIPTS`: the order of every receipt (a checkout that exited 0) is stored,
    /// once, and the cart and the orders together hold the units of ADDS, as `tally` counts them.
    private static func checkoutKill(_ files: [String]) throws -> Outcome {
        let orders = try list(json(files[0]), "orders")
        var units = try quantities(json(files[1]))
        for order in orders { try units.merge(quantities(order), uniquingKeysWith: +) }
        var outcome = try tally(units, log: files[2])
        let ids = orders.compactMap { $0["orderId"] as? String }
        let receipts = try lines(files[3]).map { try object(Data($0.utf8))["orderId"] as? String ?? "" }
        outcome.lost += receipts.filter { !ids.contains($0) }.count
        outcome.failures += ids.count - Set(ids).count
        outcome.detail = "\(receipts.count) receipts, \(ids.count) orders; adds: \(outcome.detail)"
        return outcome
    }

    /// `concurrency LISTING LOG…` (lines `<exit status> add <title> <id>`, `… toggle <id>`, `… delete <id>`):
    /// replayed, a todo added by a command that exited 0 exists unless a delete of it exited 0, and its completed
    /// flag is the parity of its toggles that exited 0. A command that did not exit 0 is a failure.
    private static func concurrency(_ files: [String]) throws -> Outcome {
        var todos: [String: [String: Any]] = [:]
        for todo in try list(json(files[0]), "todos") {
            if let id = todo["id"] as? String { todos[id] = todo }
        }
        var added: [String: String] = [:]
        var deleted: Set<String> = []
        var toggles: [String: Int] = [:]
        var outcome = Outcome()
        for log in files.dropFirst() {
            for line in try lines(log) {
                let parts = line.split(separator: " ").map(String.init)
                guard parts.count >= 3, parts[0] == "0" else {
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
        // The ids added and those only toggled: the seeds every writer shares.
        for id in Set(added.keys).union(toggles.keys) {
            let todo = todos[id]
            if deleted.contains(id) {
                if todo != nil { outcome.failures += 1 }
            } else if let title = added[id], (todo?["title"] as? String) != title {
                outcome.lost += 1
            } else if let todo, (todo["completed"] as? Bool) != (toggles[id, default: 0] % 2 == 1) {
                outcome.failures += 1
            }
        }
        let stray = todos.filter { id, todo in ((todo["title"] as? String) ?? "").hasPrefix("w") && added[id] == nil }
        outcome.failures += stray.count
        outcome.detail = "\(added.count) added, \(deleted.count) deleted, \(toggles.values.reduce(0, +)) toggles"
        return outcome
    }
}
