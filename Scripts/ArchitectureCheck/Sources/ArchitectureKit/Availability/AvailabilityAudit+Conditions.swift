import Foundation

/// Which branches of an `#if` an Apple platform compiles: the audit skips the others.
extension AvailabilityAudit {
    /// One branch of an `#if`: whether no Apple platform compiles it, and whether an earlier branch of the
    /// same `#if` is what every Apple platform compiles (so no later branch is).
    struct Branch {
        var skip: Bool
        var appleTaken: Bool

        static func update(_ stack: inout [Branch], directive: String) {
            if directive.hasPrefix("#if ") {
                let condition = String(directive.dropFirst(4))
                stack.append(Branch(skip: excludesApple(condition), appleTaken: includesEveryApple(condition)))
            } else if directive.hasPrefix("#elseif "), var branch = stack.popLast() {
                let condition = String(directive.dropFirst(8))
                branch.skip = branch.appleTaken || excludesApple(condition)
                branch.appleTaken = branch.appleTaken || includesEveryApple(condition)
                stack.append(branch)
            } else if directive.hasPrefix("#else"), var branch = stack.popLast() {
                branch.skip = branch.appleTaken
                stack.append(branch)
            } else if directive.hasPrefix("#endif") {
                _ = stack.popLast()
            }
        }
    }

    private static let nonAppleAtoms: Set<String> = [
        "os(Linux)", "canImport(Glibc)", "canImport(Musl)", "canImport(FoundationNetworking)", "os(Android)",
        "os(Windows)", "canImport(WinSDK)",
    ]
    private static let everyAppleAtoms: Set<String> = ["canImport(Darwin)", "canImport(ObjectiveC)", "_runtime(_ObjC)"]

    /// Whether an `#if` condition holds on no Apple platform (`os(Linux)`, `!canImport(Darwin)`, and `||` or
    /// `&&` of those). Anything it cannot read counts as compiled on Apple platforms, so it is audited.
    static func excludesApple(_ condition: String) -> Bool {
        let condition = strippingComment(condition)
        if condition.contains("||") && condition.contains("&&") { return false }
        if condition.contains("||") { return condition.components(separatedBy: "||").allSatisfy(excludesAppleAtom) }
        return condition.components(separatedBy: "&&").contains(where: excludesAppleAtom)
    }

    /// Whether an `#if` condition holds on every Apple platform (`canImport(Darwin)`, `!os(Linux)`).
    static func includesEveryApple(_ condition: String) -> Bool {
        let condition = strippingComment(condition)
        if condition.contains("||") && condition.contains("&&") { return false }
        if condition.contains("||") { return condition.components(separatedBy: "||").contains(where: everyAppleAtom) }
        return condition.components(separatedBy: "&&").allSatisfy(everyAppleAtom)
    }

    private static func strippingComment(_ condition: String) -> String {
        String(condition.prefix { $0 != "/" }).trimmingCharacters(in: .whitespaces)
    }

    private static func atom(_ text: String) -> (negated: Bool, name: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let negated = trimmed.hasPrefix("!")
        return (negated, String(trimmed.drop { $0 == "!" || $0 == " " }))
    }

    private static func excludesAppleAtom(_ text: String) -> Bool {
        let (negated, name) = atom(text)
        return negated ? everyAppleAtoms.contains(name) : nonAppleAtoms.contains(name)
    }

    private static func everyAppleAtom(_ text: String) -> Bool {
        let (negated, name) = atom(text)
        return negated ? nonAppleAtoms.contains(name) : everyAppleAtoms.contains(name)
    }
}
