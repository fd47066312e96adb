/// One problem, reported as one line: `path/File.swift:LINE: error: MESSAGE (rule ID)`.
public struct Finding: Sendable, Equatable, Comparable {
    /// What kind of problem it is; the summary counts each kind.
    public enum Kind: String, Sendable, CaseIterable {
        /// A declared or imported dependency the policy does not allow.
        case forbidden
        /// An imported module that is not a direct dependency.
        case implicit
        case redundant
        case cycle
        case remote
        /// A toolchain module the layer may not use, or a module from neither the repo nor the toolchain.
        case module
        /// A target no layer matches, a dependency that cannot be resolved, or a manifest that does not load.
        case manifest
        /// A README whose generated graph or table is out of date.
        case graph

        /// The word for `count` findings of this kind in the summary (`2 cycles`, `1 forbidden`).
        public func counted(_ count: Int) -> String {
            switch self {
            case .forbidden, .implicit, .redundant, .remote: "\(count) \(rawValue)"
            case .cycle, .module, .manifest, .graph: "\(count) \(rawValue)\(count == 1 ? "" : "s")"
            }
        }
    }

    /// The file, relative to the repo root.
    public var file: String
    /// The 1-based line.
    public var line: Int
    public var kind: Kind
    /// The rule id (from `architecture.json`).
    public var rule: String
    /// The message, without the rule.
    public var message: String

    public var text: String { "\(file):\(line): error: \(message) (rule \(rule))" }

    /// Findings sort by file, then line, then message.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.message) < (rhs.file, rhs.line, rhs.message)
    }
}

extension Finding {
    /// A finding of `check`, whose id is the rule (in an extension, so the memberwise init stays).
    init(_ check: CheckID, _ kind: Kind, file: String, line: Int, _ message: String) {
        self.init(file: file, line: line, kind: kind, rule: check.rawValue, message: message)
    }
}
