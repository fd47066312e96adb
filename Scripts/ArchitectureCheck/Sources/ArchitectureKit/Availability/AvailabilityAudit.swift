import Foundation

/// `make availability`: Linux checks no Apple availability, so this reports a use of a toolchain or Foundation API
/// newer than the macOS or iOS its package declares. It matches names, not types, and stays silent where unsure:
/// a name the repo declares, an old enough namesake, a Linux-only `#if` branch, code under `#available`/`@available`.
public struct AvailabilityAudit: Sendable {
    public struct Use: Sendable, Equatable {
        /// Relative to the root.
        public var file: String
        public var line: Int
        public var api: APIDeclaration
    }

    /// The findings and, per package, the uses that need the newest systems (what sets its floor).
    public struct Result: Sendable {
        public var findings: [Finding]
        public var floors: [(package: String, uses: [Use])]
        public var files: Int
    }

    /// A use and the versions its enclosing `#available`/`@available` grant.
    typealias FileUse = (use: Use, granted: [String: [Int]])

    private let types: [String: [APIDeclaration]]
    private let members: [String: [APIDeclaration]]
    /// Initialisers by the type they create, so a call looks up only its type's, not all of the toolchain's.
    private let initializers: [String: [APIDeclaration]]
    private let policy: Policy

    public init(declarations: [APIDeclaration], policy: Policy) {
        types = Dictionary(grouping: declarations.filter { $0.kind == .type }, by: \.name)
        members = Dictionary(grouping: declarations.filter { $0.kind == .member }, by: \.name)
        initializers = Dictionary(grouping: declarations.filter { $0.kind == .member && $0.name == "init" }) {
            $0.container
        }
        self.policy = policy
    }

    public func run(on workspace: Workspace) -> Result {
        let paths = workspace.targets.flatMap(\.files).map(\.path)
        let sources = paths.concurrentMap {
            SourceMasker.mask(PathUtilities.read(PathUtilities.join(workspace.root, $0)) ?? "")
        }
        // A use of a name the repo declares is most likely of the repo's own.
        let ownNames = Set(sources.concurrentMap { Self.declaredNames(in: $0) }.joined())
        let found = Array(paths.indices).concurrentMap { uses(in: sources[$0], file: paths[$0], excluding: ownNames) }
        let usesByFile = Dictionary(zip(paths, found)) { first, _ in first }
        var findings: [Finding] = []
        var floors: [(String, [Use])] = []
        for package in workspace.packages {
            // A required platform the package does not name has SwiftPM's oldest default: anything newer needs it.
            let required = policy.requiredPlatforms(forPackage: package.path).map { ($0.lowercased(), [0]) }
            let declared = package.manifest.platforms.map { ($0.name, APIDeclaration.version($0.version) ?? [0]) }
            let minimums = Dictionary(required + declared) { _, last in last }
            let files = package.targets.flatMap { workspace.targets[$0].files }
            let packageUses = files.flatMap { usesByFile[$0.path] ?? [] }
            for (use, granted) in packageUses {
                let newer = use.api.platformsNewerThan(minimums.raising(to: granted))
                if !newer.isEmpty { findings.append(finding(use, package: package, newer: newer, minimums: minimums)) }
            }
            floors.append((package.path, Self.newest(packageUses.map { $0.use })))
        }
        return Result(findings: findings.sorted(), floors: floors, files: paths.count)
    }

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

    /// The uses in one masked file, each with the versions its enclosing `#available`/`@available` grant.
    func uses(in masked: String, file: String, excluding ownNames: Set<String>) -> [FileUse] {
        var result: [FileUse] = []
        var grants: [[String: [Int]]] = [[:]]
        // An `@available` or `if #available` grants its versions to the next `{`, however many lines a wrapped
        // signature takes; a second declaration before any `{` means the first had no body.
        var pendingGrant: [String: [Int]]?
        var pendingDeclared = false
        var conditions: [Branch] = []
        for (offset, line) in InterfaceParser.lines(of: masked).enumerated() {
            let trimmed = line.drop { $0.isWhitespace }
            if Branch.update(&conditions, directive: trimmed) { continue }
            let granted = InterfaceParser.availability(in: line)
            let isGuard = trimmed.hasPrefix("guard ") && !granted.isEmpty
            let declares = InterfaceParser.declaration(in: line) != nil
            if !granted.isEmpty && !isGuard {
                pendingGrant = (pendingGrant ?? [:]).raising(to: granted)
                pendingDeclared = declares
            } else if declares && pendingGrant != nil {
                if pendingDeclared { pendingGrant = nil }
                pendingDeclared = pendingGrant != nil
            }
            if !conditions.contains(where: { $0.skip }) {
                let lineGrant = (grants.last ?? [:]).raising(to: pendingGrant ?? [:])
                result += matches(in: line, line: offset + 1, file: file, excluding: ownNames).map { ($0, lineGrant) }
            }
            let enclosing = grants.count - 1
            for byte in line.utf8 {
                if byte == UInt8(ascii: "{") {
                    grants.append((grants.last ?? [:]).raising(to: pendingGrant ?? [:]))
                    pendingGrant = nil
                    pendingDeclared = false
                } else if byte == UInt8(ascii: "}") && grants.count > 1 {
                    grants.removeLast()
                }
            }
            if isGuard && enclosing < grants.count {
                // `guard #available(…) else { … }` grants the rest of the scope it is written in.
                grants[enclosing] = grants[enclosing].raising(to: granted)
            }
        }
        return result
    }

    private func matches(in line: String, line number: Int, file: String, excluding ownNames: Set<String>) -> [Use] {
        let tokens = Self.tokens(line)
        var apis: [APIDeclaration] = []
        for (index, token) in tokens.enumerated() where token.isIdentifier && !ownNames.contains(token.text) {
            let previous = index > 0 ? tokens[index - 1].text : ""
            let qualifier = index > 1 && previous == "." ? tokens[index - 2].text : nil
            let isCall = index + 1 < tokens.count && tokens[index + 1].text == "("
            let labels = isCall ? Self.callLabels(tokens, from: index + 1) : nil
            // A type: by its name alone at the top level, or qualified by its container (`Date.ISO8601FormatStyle`)
            // or module (`Swift.InlineArray`).
            if let candidates = types[token.text] {
                let named = candidates.filter {
                    previous == "." ? ($0.container == qualifier || $0.module == qualifier) : $0.container.isEmpty
                }
                if let api = Self.decided(named) { apis.append(api) }
            }
            // An initialiser: `URL(filePath:)`.
            if let labels, previous != ".",
                let api = Self.decided(initializers[token.text]?.filter { $0.labels == labels } ?? [])
            {
                apis.append(api)
                continue
            }
            guard types[token.text] == nil, previous == "." || labels != nil, let all = members[token.text] else {
                continue
            }
            // A member: every declaration of the name (of the call's shape, when one has it) must need something.
            let candidates = all.filter { !$0.qualified || $0.container == qualifier }
            let sameShape = labels.map { labels in candidates.filter { $0.labels == labels } } ?? []
            if let api = Self.decided(sameShape.isEmpty ? candidates : sameShape) { apis.append(api) }
        }
        return apis.map { Use(file: file, line: number, api: $0) }
    }

    typealias Token = (text: String, isIdentifier: Bool)

    /// Words (identifiers and numbers) and single punctuation characters of a masked line.
    static func tokens(_ line: String) -> [Token] {
        var tokens: [Token] = []
        var word = ""
        for character in line + " " {  // the blank ends the last word
            if character.isIdentifierCharacter {
                word.append(character)
                continue
            }
            if let first = word.first {
                tokens.append((word, !first.isNumberQuick))
                word = ""
            }
            if !character.isWhitespace { tokens.append((String(character), false)) }
        }
        return tokens
    }

    /// The argument labels of the call whose `(` is at `start`: `_` for an unlabelled argument, on this line only.
    static func callLabels(_ tokens: [Token], from start: Int) -> [String] {
        var labels: [String] = []
        var depth = 0
        var argumentStart = true
        for index in start..<tokens.count {
            switch tokens[index].text {
            case "(", "[", "{":
                depth += 1
                if depth == 1 { continue }
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return labels }
            case "," where depth == 1:
                argumentStart = true
                continue
            default:
                break
            }
            guard depth == 1 && argumentStart else { continue }
            let isLabel =
                tokens[index].isIdentifier && index + 1 < tokens.count && tokens[index + 1].text == ":"
                && !(index + 2 < tokens.count && tokens[index + 2].text == ":")
            labels.append(isLabel ? tokens[index].text : "_")
            argumentStart = false
        }
        return labels
    }

    /// The declaration to report when all `candidates` need something (the one that needs the least), or nil
    /// when one of them needs nothing, so the use may well be of that one.
    private static func decided(_ candidates: [APIDeclaration]) -> APIDeclaration? {
        guard !candidates.isEmpty, candidates.allSatisfy({ !$0.introduced.isEmpty }) else { return nil }
        return candidates.min { APIDeclaration.isOlder($0.macOS, $1.macOS) }
    }

    /// The uses that need the newest macOS, one per API.
    private static func newest(_ uses: [Use]) -> [Use] {
        guard let newest = uses.map(\.api.macOS).max(by: APIDeclaration.isOlder) else { return [] }
        var seen: Set<String> = []
        return uses.filter {
            APIDeclaration.sameVersion($0.api.macOS, newest) && seen.insert($0.api.displayName).inserted
        }
    }

    /// The names a masked file declares, `init` aside.
    static func declaredNames(in masked: String) -> [String] {
        InterfaceParser.lines(of: masked).compactMap { InterfaceParser.declaration(in: $0)?.name }
            .filter { $0 != "init" }
    }
}
