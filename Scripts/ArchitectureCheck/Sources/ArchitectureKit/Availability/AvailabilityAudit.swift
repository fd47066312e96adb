import Dispatch
import Foundation
import Synchronization

/// `make availability`: Linux checks no Apple availability, so this reports a use of an API (from the
/// toolchain's interface files and `FoundationAvailability`) newer than the macOS or iOS its package declares.
/// It matches names, not types, and stays silent where it cannot be sure: a name the repo declares, a member
/// with an old enough overload, a Linux-only `#if` branch, code under `#available` or `@available`.
public struct AvailabilityAudit: Sendable {
    /// One use of an API, with what it needs.
    public struct Use: Sendable, Equatable {
        /// The file relative to the root, and the line.
        public var file: String
        public var line: Int
        /// The API (`Mutex`, `URL.appending(path:)`), its module and what it needs.
        public var api: APIDeclaration
    }

    /// The result: the findings and, per package, the uses that need the newest systems (what sets its floor).
    public struct Result: Sendable {
        public var findings: [Finding]
        public var floors: [(package: String, uses: [Use])]
        public var files: Int
    }

    private let types: [String: [APIDeclaration]]
    private let members: [String: [APIDeclaration]]
    /// Initialisers by the type they create: every call-shaped identifier is looked up here, and filtering all
    /// of the toolchain's initialisers for each one was a third of the audit.
    private let initializers: [String: [APIDeclaration]]
    private let policy: Policy

    /// An audit against `declarations` (toolchain and Foundation).
    public init(declarations: [APIDeclaration], policy: Policy) {
        var types: [String: [APIDeclaration]] = [:]
        var members: [String: [APIDeclaration]] = [:]
        var initializers: [String: [APIDeclaration]] = [:]
        for declaration in declarations {
            switch declaration.kind {
            case .type: types[declaration.name, default: []].append(declaration)
            case .member: members[declaration.name, default: []].append(declaration)
            }
            if declaration.kind == .member && declaration.name == "init" {
                initializers[declaration.container, default: []].append(declaration)
            }
        }
        self.types = types
        self.members = members
        self.initializers = initializers
        self.policy = policy
    }

    /// Audits every package of `workspace` against its own minimums.
    public func run(on workspace: Workspace) -> Result {
        let ownNames = Self.declaredNames(in: workspace)
        let usesByFile = uses(in: workspace, excluding: ownNames)
        var findings: [Finding] = []
        var floors: [(String, [Use])] = []
        var files = 0
        for package in workspace.packages {
            var minimums: [String: [Int]] = [:]
            for platform in package.manifest.platforms {
                minimums[platform.name] = APIDeclaration.version(platform.version) ?? [0]
            }
            let required = policy.requiredPlatforms(forPackage: package.path).map { $0.lowercased() }
            for platform in required where minimums[platform] == nil {
                minimums[platform] = [0]  // SwiftPM's oldest default: anything newer needs declaring
            }
            var packageUses: [Use] = []
            for target in package.targets.map({ workspace.targets[$0] }) {
                for file in target.files {
                    files += 1
                    for use in usesByFile[file.path] ?? [] {
                        packageUses.append(use.use)
                        let effective = minimums.merging(use.granted, uniquingKeysWith: InterfaceParser.newer)
                        let newer = use.use.api.platformsNewerThan(effective)
                        guard !newer.isEmpty else { continue }
                        findings.append(finding(use.use, package: package, newer: newer, minimums: minimums))
                    }
                }
            }
            floors.append((package.path, Self.newest(packageUses)))
        }
        return Result(findings: findings.sorted(), floors: floors, files: files)
    }

    /// The uses in every source file of `workspace`, by file path, read on every core: each file is
    /// independent, and reading them one by one left a core idle for most of `make check`'s audit.
    private func uses(in workspace: Workspace, excluding ownNames: Set<String>) -> [String: [FileUse]] {
        let paths = workspace.targets.flatMap(\.files).map(\.path)
        let found = Mutex<[String: [FileUse]]>([:])
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            guard let data = FileManager.default.contents(atPath: PathUtilities.join(workspace.root, path)) else {
                return
            }
            let uses = self.uses(in: String(decoding: data, as: UTF8.self), file: path, excluding: ownNames)
            found.withLock { $0[path] = uses }
        }
        return found.withLock { $0 }
    }

    /// A use and the versions its enclosing `#available`/`@available` grant.
    typealias FileUse = (use: Use, granted: [String: [Int]])

    private func finding(
        _ use: Use, package: RepoPackage, newer: [(platform: String, needs: [Int])], minimums: [String: [Int]]
    ) -> Finding {
        let needs = newer.map { "\(PlatformCheck.displayName($0.platform)) \(APIDeclaration.versionText($0.needs))" }
        let declared = newer.map {
            let version = minimums[$0.platform].map(APIDeclaration.versionText) ?? "?"
            return "\(PlatformCheck.displayName($0.platform)) \(version == "0" ? "(none: SwiftPM's oldest)" : version)"
        }
        return Finding(
            file: use.file, line: use.line, kind: .module, rule: CheckID.availability.rawValue,
            message: "\(use.api.displayName) (\(use.api.module)) needs \(needs.joined(separator: " and ")), but "
                + "\(package.name) declares \(declared.joined(separator: " and ")): raise the package's minimums "
                + "or put the use under if #available (\(policy.reason(.availability)); read from "
                + "\(use.api.source))")
    }

    /// The uses in one file, each with the versions its enclosing `#available`/`@available` grant.
    func uses(in text: String, file: String, excluding ownNames: Set<String>) -> [(use: Use, granted: [String: [Int]])]
    {
        let masked = SourceMasker.mask(text, mode: .commentsAndStrings)
        var result: [(Use, [String: [Int]])] = []
        var grants: [[String: [Int]]] = [[:]]
        // An `@available` or `if #available` grants its versions to the next `{`, however many lines a wrapped
        // signature takes; a second declaration before any `{` means the first had no body.
        var pendingGrant: [String: [Int]]?
        var pendingDeclared = false
        var conditions: [Branch] = []
        let lines = masked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (offset, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") || trimmed.hasPrefix("#else")
                || trimmed.hasPrefix("#endif")
            {
                Branch.update(&conditions, directive: trimmed)
                continue
            }
            let skipped = conditions.contains { $0.skip }
            let granted = InterfaceParser.availability(in: line)
            let isGuard = trimmed.hasPrefix("guard ") && !granted.isEmpty
            let declares = InterfaceParser.declaration(in: line) != nil
            if !granted.isEmpty && !isGuard {
                pendingGrant = (pendingGrant ?? [:]).merging(granted, uniquingKeysWith: InterfaceParser.newer)
                pendingDeclared = declares
            } else if declares && pendingGrant != nil {
                if pendingDeclared { pendingGrant = nil }
                pendingDeclared = pendingGrant != nil
            }
            if !skipped {
                let current = grants.last ?? [:]
                let lineGrant = current.merging(pendingGrant ?? [:], uniquingKeysWith: InterfaceParser.newer)
                for use in matches(in: line, line: offset + 1, file: file, excluding: ownNames) {
                    result.append((use, lineGrant))
                }
            }
            let enclosing = grants.count - 1
            for character in line {
                if character == "{" {
                    grants.append(
                        (grants.last ?? [:]).merging(pendingGrant ?? [:], uniquingKeysWith: InterfaceParser.newer))
                    pendingGrant = nil
                    pendingDeclared = false
                } else if character == "}" && grants.count > 1 {
                    grants.removeLast()
                }
            }
            if isGuard && enclosing < grants.count {
                // `guard #available(…) else { … }` grants the rest of the scope it is written in.
                grants[enclosing].merge(granted, uniquingKeysWith: InterfaceParser.newer)
            }
        }
        return result
    }

    /// The API uses on one line.
    private func matches(in line: String, line number: Int, file: String, excluding ownNames: Set<String>) -> [Use] {
        let tokens = Self.tokens(line)
        var uses: [Use] = []
        for (index, token) in tokens.enumerated() where token.isIdentifier && !ownNames.contains(token.text) {
            let previous = index > 0 ? tokens[index - 1].text : ""
            let qualifier = index > 1 && previous == "." ? tokens[index - 2].text : nil
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            let labels = next == "(" ? Self.callLabels(tokens, from: index + 1) : nil
            // A type: by its name alone at the top level, or qualified by its container (`Date.ISO8601FormatStyle`)
            // or module (`Swift.InlineArray`).
            if let candidates = types[token.text] {
                let named = candidates.filter {
                    previous == "." ? ($0.container == qualifier || $0.module == qualifier) : $0.container.isEmpty
                }
                if let api = Self.decided(named) { uses.append(Use(file: file, line: number, api: api)) }
            }
            // An initialiser: `URL(filePath:)`.
            if let labels, previous != ".",
                let api = Self.decided(
                    initializers[token.text]?.filter { $0.labels == labels } ?? [])
            {
                uses.append(Use(file: file, line: number, api: api))
                continue
            }
            guard types[token.text] == nil, previous == "." || labels != nil, let all = members[token.text] else {
                continue
            }
            // A member: every declaration of the name (the call's shape, when one has it) must need something.
            let candidates = all.filter { !$0.qualified || $0.container == qualifier }
            let sameShape = labels.map { labels in candidates.filter { $0.labels == labels } } ?? []
            if let api = Self.decided(sameShape.isEmpty ? candidates : sameShape) {
                uses.append(Use(file: file, line: number, api: api))
            }
        }
        return uses
    }

    /// The declaration to report when all `candidates` need something (the one that needs the least), or nil
    /// when one of them needs nothing, so the use may well be of that one.
    private static func decided(_ candidates: [APIDeclaration]) -> APIDeclaration? {
        guard !candidates.isEmpty, candidates.allSatisfy({ !$0.introduced.isEmpty }) else { return nil }
        return candidates.min { lhs, rhs in
            let left = lhs.introduced["macos"] ?? [0]
            let right = rhs.introduced["macos"] ?? [0]
            return InterfaceParser.isOlder(left, right)
        }
    }

    /// The uses that need the newest macOS, one per API.
    private static func newest(_ uses: [Use]) -> [Use] {
        let newest = uses.map { $0.api.introduced["macos"] ?? [0] }.max(by: InterfaceParser.isOlder)
        guard let newest else { return [] }
        var seen: Set<String> = []
        return uses.filter {
            APIDeclaration.sameVersion($0.api.introduced["macos"] ?? [0], newest)
                && seen.insert($0.api.displayName).inserted
        }
    }

    /// Every name the repo's own sources declare: a use of one of those is most likely of the repo's own.
    static func declaredNames(in workspace: Workspace) -> Set<String> {
        let paths = workspace.targets.flatMap(\.files).map { PathUtilities.join(workspace.root, $0.path) }
        let names = Mutex<Set<String>>([])
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let data = FileManager.default.contents(atPath: paths[index]) else { return }
            let masked = SourceMasker.mask(String(decoding: data, as: UTF8.self), mode: .commentsAndStrings)
            var found: Set<String> = []
            for line in masked.split(separator: "\n") {
                if let declaration = InterfaceParser.declaration(in: String(line)), declaration.name != "init" {
                    found.insert(declaration.name)
                }
            }
            names.withLock { $0.formUnion(found) }
        }
        return names.withLock { $0 }
    }

}
