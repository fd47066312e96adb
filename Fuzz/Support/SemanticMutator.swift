import Foundation

/// Turns fuzzer bytes into a valid document with values changed: signs flipped, huge and sub-cent numbers,
/// other or unknown currencies, duplicated and removed elements, empty and hostile strings. Syntax fuzzing
/// rarely gets past the decoder; these documents do, so they reach the mappers and the entities' rules.
///
/// The input is read as a recipe, three bytes a step (operation, target node, value), applied to a seed.
struct SemanticMutator {
    let seeds: [JSONTree]

    /// Reads each seed document; a seed that is not JSON is a mistake in the harness, so it stops the run.
    init(seeds: [String]) {
        self.seeds = seeds.map { text in
            guard let tree = try? JSONDecoder().decode(JSONTree.self, from: Data(text.utf8)) else {
                fatalError("seed is not JSON: \(text.prefix(80))")
            }
            return tree
        }
    }

    /// The body of a decoding harness: runs `check` on the input as raw bytes (broken syntax), then on the
    /// seed document the input changes (valid syntax, hostile values).
    func feed(_ start: UnsafePointer<UInt8>, _ count: Int, to check: (Data) -> Void) -> CInt {
        let data = Data(bytes: start, count: count)
        check(data)
        if let document = document(from: Array(data)) { check(document) }
        return 0
    }

    /// The seed chosen by the first byte, changed by the steps the rest spell; nil for an empty input.
    func document(from bytes: [UInt8]) -> Data? {
        guard let first = bytes.first, !seeds.isEmpty else { return nil }
        var tree = seeds[Int(first) % seeds.count]
        var steps = bytes.dropFirst()[...]
        var count = 0
        while steps.count >= 3, count < 16 {
            let step = Array(steps.prefix(3))
            steps = steps.dropFirst(3)
            tree = Self.apply(operation: step[0], target: step[1], value: step[2], to: tree)
            count += 1
        }
        return Data(tree.text.utf8)
    }

    // MARK: - Steps

    private enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    private static func apply(operation: UInt8, target: UInt8, value: UInt8, to tree: JSONTree) -> JSONTree {
        let paths = Self.paths(in: tree)
        let path = paths[Int(target) % paths.count]
        let node = Self.node(at: path, in: tree)
        switch operation % 7 {
        case 0: return replacing(path, in: tree, with: hostile(like: node, value))
        case 1: return replacing(path, in: tree, with: hostile(like: nil, value))
        case 2: return replacing(path, in: tree, with: negated(node))
        case 3: return duplicating(path, in: tree, value)
        case 4: return removing(path, in: tree)
        case 5:
            let source = Self.node(at: paths[Int(value) % paths.count], in: tree)
            return replacing(path, in: tree, with: source)
        default: return replacing(path, in: tree, with: emptied(node))
        }
    }

    /// Every node's path, the root first.
    private static func paths(in tree: JSONTree, under prefix: [Step] = []) -> [[Step]] {
        var result = [prefix]
        switch tree {
        case .object(let members):
            for key in members.keys.sorted() { result += paths(in: members[key]!, under: prefix + [.key(key)]) }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                result += paths(in: element, under: prefix + [.index(index)])
            }
        default: break
        }
        return result
    }

    private static func node(at path: [Step], in tree: JSONTree) -> JSONTree {
        guard let step = path.first else { return tree }
        switch (step, tree) {
        case (.key(let key), .object(let members)): return node(at: Array(path.dropFirst()), in: members[key] ?? .null)
        case (.index(let index), .array(let elements)) where elements.indices.contains(index):
            return node(at: Array(path.dropFirst()), in: elements[index])
        default: return .null
        }
    }

    /// `tree` with the node at `path` changed by `change` (nil removes it).
    private static func changing(_ path: [Step], in tree: JSONTree, _ change: (JSONTree) -> JSONTree?) -> JSONTree? {
        guard let step = path.first else { return change(tree) }
        let rest = Array(path.dropFirst())
        switch (step, tree) {
        case (.key(let key), .object(var members)):
            guard let child = members[key] else { return tree }
            members[key] = changing(rest, in: child, change)
            return .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            if let changed = changing(rest, in: elements[index], change) {
                elements[index] = changed
            } else {
                elements.remove(at: index)
            }
            return .array(elements)
        default: return tree
        }
    }

    private static func replacing(_ path: [Step], in tree: JSONTree, with new: JSONTree) -> JSONTree {
        changing(path, in: tree) { _ in new } ?? tree
    }

    private static func removing(_ path: [Step], in tree: JSONTree) -> JSONTree {
        changing(path, in: tree) { _ in nil } ?? tree
    }

    /// An array gets a copy of one of its elements (two lines of one product, two todos of one id); any other
    /// node becomes a copy of a sibling element when it is one.
    private static func duplicating(_ path: [Step], in tree: JSONTree, _ value: UInt8) -> JSONTree {
        if case .array(let elements) = node(at: path, in: tree), !elements.isEmpty {
            return replacing(path, in: tree, with: .array(elements + [elements[Int(value) % elements.count]]))
        }
        guard case .index = path.last, case .array(let siblings) = node(at: Array(path.dropLast()), in: tree) else {
            return tree
        }
        return replacing(path, in: tree, with: siblings[Int(value) % siblings.count])
    }

    private static func negated(_ node: JSONTree) -> JSONTree {
        switch node {
        case .number(let literal): return .number(literal.hasPrefix("-") ? String(literal.dropFirst()) : "-" + literal)
        case .string(let text): return .string(text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text)
        default: return node
        }
    }

    private static func emptied(_ node: JSONTree) -> JSONTree {
        switch node {
        case .object: return .object([:])
        case .array: return .array([])
        case .string: return .string("")
        default: return .number("0")
        }
    }

    /// A hostile value of the node's kind (a number for a number, a string for a string), or of any kind.
    private static func hostile(like node: JSONTree?, _ value: UInt8) -> JSONTree {
        switch node {
        case .number?: return .number(numbers[Int(value) % numbers.count])
        case .string?: return .string(strings[Int(value) % strings.count])
        default:
            let all = numbers.map(JSONTree.number) + strings.map(JSONTree.string) + [.null, .bool(true), .array([])]
            return all[Int(value) % all.count]
        }
    }

    private static let numbers = [
        "-1", "0", "-0", "1", "0.005", "0.004999", "1.115", "0.1", "33.333333333", "99", "100", "100.01", "101",
        "150", "-20", "1000000", "2147483648", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "1180591620717411303424", "1e300", "1e308", "1e400", "-1e400", "1e-400", "3.4e38",
        "2.5",
        "123456789012345678901234567890.123456789", "0.000000000000000000000000000000000001",
    ]

    private static let strings = [
        "", " ", "\t", "ZZZ", "EUR", "USD", "usd", "JPY", "KWD", "-1", "-0.01", "1.115", "0.005", "1e5", "NaN", "soon",
        "Infinity", "99999999999999999999999999999999999999999",
        "1" + String(repeating: "0", count: 170) + ".5", "2025-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z",
        "0000-01-01T00:00:00Z", "not a date", "00000000-0000-0000-0000-000000000000",
        "x --page 9", "\u{202E}evil", "\u{1B}[31mred", "a\u{0}b", String(repeating: "x", count: 4096),
    ]
}
