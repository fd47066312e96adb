/// Decides whether one target may depend on another under the policy, and why not.
public struct EdgeJudge: Sendable {
    /// The answer for one edge: the rule that allows it, or the rule that refuses it with the one-sentence
    /// reason for the message.
    public enum Verdict: Sendable, Equatable {
        case allowed(rule: String)
        case forbidden(rule: String, reason: String)
    }

    private let policy: Policy

    public init(policy: Policy) {
        self.policy = policy
    }

    public func verdict(from: Placement, to: Placement, samePackage: Bool) -> Verdict {
        if let rule = policy.allowed.first(where: { matches($0, from: from, to: to, samePackage: samePackage) }) {
            return .allowed(rule: rule.id)
        }
        if let rule = policy.forbidden.first(where: { matches($0, from: from, to: to, samePackage: samePackage) }) {
            return .forbidden(rule: rule.id, reason: rule.reason)
        }
        let reason = "\(from.layer.title) may import only \(allowedTargets(of: from.layer.id))"
        return .forbidden(rule: CheckID.allowedEdges.rawValue, reason: reason)
    }

    /// The layers `layer` may import, as words for a message or a table (`Domain core, Data core`).
    public func allowedTargets(of layer: String) -> String {
        let scope: [Relation: String] = [
            .samePackage: "same package", .otherPackage: "other packages", .sameFeature: "same feature",
            .otherFeature: "other features",
        ]
        let phrases = policy.allowed.filter { $0.from.contains(layer) || $0.from.contains("*") }.flatMap { rule in
            rule.to.map { target -> String in
                let title = target == "*" ? "any target" : policy.layer(target)?.title ?? target
                return rule.when.flatMap { scope[$0] }.map { "\(title) (\($0))" } ?? title
            }
        }
        var seen = Set<String>()
        let unique = phrases.filter { seen.insert($0).inserted }
        return unique.isEmpty ? "nothing of this repo" : unique.joined(separator: ", ")
    }

    private func matches(_ rule: EdgeRule, from: Placement, to: Placement, samePackage: Bool) -> Bool {
        guard rule.from.contains("*") || rule.from.contains(from.layer.id),
            rule.to.contains("*") || rule.to.contains(to.layer.id)
        else { return false }
        switch rule.when {
        case nil: return true
        case .samePackage?: return samePackage
        case .otherPackage?: return !samePackage
        case .sameFeature?: return from.feature != nil && from.feature == to.feature
        case .otherFeature?: return from.feature != nil && to.feature != nil && from.feature != to.feature
        }
    }
}
