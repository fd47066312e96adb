import Foundation

/// Which branches of an `#if` an Apple platform compiles: the audit skips the others.
extension AvailabilityAudit {
    /// One branch of an `#if`: whether no Apple platform compiles it, and whether an earlier branch of the
    /// same `#if` is what every Apple platform compiles (so no later branch is).
    struct Branch {
        var skip: Bool
        var appleTaken: Bool

        /// Applies a line, without its indentation, to the open `#if`s; false when it is no such directive.
        static func update(_ stack: inout [Branch], directive: Substring) -> Bool {
            if directive.hasPrefix("#if ") {
                let condition = directive.dropFirst(4)
                stack.append(
                    Branch(skip: isSurely(false, onApple: condition), appleTaken: isSurely(true, onApple: condition)))
            } else if directive.hasPrefix("#elseif "), let last = stack.indices.last {
                let condition = directive.dropFirst(8)
                stack[last].skip = stack[last].appleTaken || isSurely(false, onApple: condition)
                stack[last].appleTaken = stack[last].appleTaken || isSurely(true, onApple: condition)
            } else if directive.hasPrefix("#else"), let last = stack.indices.last {
                stack[last].skip = stack[last].appleTaken
            } else if directive.hasPrefix("#endif") {
                _ = stack.popLast()
            } else {
                return directive.hasPrefix("#else")  // an `#else` or `#elseif` without its `#if`
            }
            return true
        }
    }

    private static let nonApple: Set<String> = [
        "os(Linux)", "canImport(Glibc)", "canImport(Musl)", "canImport(FoundationNetworking)", "os(Android)",
        "os(Windows)", "canImport(WinSDK)",
    ]
    private static let everyApple: Set<String> = ["canImport(Darwin)", "canImport(ObjectiveC)", "_runtime(_ObjC)"]

    /// Whether an `#if` condition is `value` on every Apple platform: `os(Linux)` and `!canImport(Darwin)` are
    /// false there. What it cannot read (`||` with `&&`, another atom) is neither, so its code is audited.
    static func isSurely(_ value: Bool, onApple condition: Substring) -> Bool {
        let isOr = condition.contains("||")
        if isOr && condition.contains("&&") { return false }
        let atoms = condition.components(separatedBy: isOr ? "||" : "&&").map { text -> Bool? in
            let atom = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let name = String(atom.drop { $0 == "!" || $0 == " " })
            let onApple: Bool? = nonApple.contains(name) ? false : everyApple.contains(name) ? true : nil
            return onApple.map { atom.hasPrefix("!") ? !$0 : $0 }
        }
        // One atom settles an `||` true or an `&&` false; the other way round, every atom must.
        return isOr == value ? atoms.contains(value) : atoms.allSatisfy { $0 == value }
    }
}
