/// A tool's command-line options: `--flag` and `--name VALUE` words, anything else refused.
public struct Arguments: Sendable {
    private var flags: Set<String> = []
    private var values: [String: String] = [:]
    public private(set) var positional: [String] = []

    /// Reads `words`: `valued` names take the next word as their value, `flags` take none.
    public init(_ words: [String], flags known: Set<String>, valued: Set<String>) throws(MeasureError) {
        var rest = words[...]
        while let word = rest.popFirst() {
            if valued.contains(word) {
                guard let value = rest.popFirst() else { throw MeasureError("\(word) needs a value") }
                values[word] = value
            } else if known.contains(word) {
                flags.insert(word)
            } else if word.hasPrefix("-") {
                throw MeasureError("unknown option \(word)")
            } else {
                positional.append(word)
            }
        }
    }

    /// `--repeats N` (default `fallback`) and `--keep`: the options of the commands that measure in a copy.
    static func copyOptions(_ words: [String], repeats fallback: Int) throws(MeasureError) -> (repeats: Int, keep: Bool)
    {
        let arguments = try Arguments(words, flags: ["--keep"], valued: ["--repeats"])
        guard arguments.positional.isEmpty else { throw MeasureError("unexpected \(arguments.positional[0])") }
        return (try arguments.count("--repeats", default: fallback), arguments.has("--keep"))
    }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The whole number given for `name` (at least 1), or `fallback`.
    public func count(_ name: String, default fallback: Int) throws(MeasureError) -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), value >= 1 else {
            throw MeasureError("\(name) takes a whole number >= 1, not \(text)")
        }
        return value
    }
}
