/// Where things are written in a `Package.swift`: the line of each target declaration, of each of its
/// dependencies, and of each package dependency, so manifest findings point at the line to edit.
///
/// It reads the manifest's tokens (comments masked) and tracks brackets: a `dependencies: [...]` inside
/// `Package(...)` lists packages, one inside a target declaration (`.target(`, `.testTarget(`...) lists that
/// target's dependencies. Manifests that build targets in loops still get a line: the target's, or 1.
public struct ManifestLayout: Sendable, Equatable {
    /// A name (or path, or URL) and the line it is written on.
    public struct Entry: Sendable, Equatable {
        /// The target or product name, or the package path or URL.
        public var name: String
        /// The 1-based line.
        public var line: Int
    }

    /// The line of each target's `name:`.
    public private(set) var targetLines: [String: Int] = [:]
    /// Each target's dependencies in order of appearance.
    public private(set) var targetDependencies: [String: [Entry]] = [:]
    /// The package dependencies (`path:` or `url:` values).
    public private(set) var packageDependencies: [Entry] = []
    /// The line of `platforms:` in `Package(...)`, if it is written.
    public private(set) var platformsLine: Int?
    /// The line of each platform in `platforms: [...]`, keyed by SwiftPM's lowercased name (`macos`, `ios`).
    public private(set) var platformLines: [String: Int] = [:]

    private static let declarationKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "plugin", "macro", "systemLibrary", "binaryTarget",
    ]

    /// Reads the layout of the manifest text.
    public init(manifest text: String) {
        let tokens = ManifestTokenizer.tokens(SourceMasker.mask(text, mode: .commentsOnly))
        var frames: [Frame] = []
        var declarations: [Int: String] = [:]  // frame id -> target name
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1].text : ""
            let beforePrevious = index > 1 ? tokens[index - 2].text : ""
            let top = frames.last?.role ?? .other
            switch token.text {
            case "(":
                frames.append(
                    Frame(role: Self.callRole(name: previous, dot: beforePrevious, enclosing: top), id: index))
            case "[":
                var role = Role.other
                if previous == ":" && beforePrevious == "platforms" && top == .packageCall {
                    role = .platforms
                    platformsLine = tokens[index - 2].line
                } else if previous == ":" && beforePrevious == "dependencies" {
                    switch top {
                    case .packageCall: role = .packageDependencies
                    case .declaration(let id): role = .targetDependencies(id)
                    default: role = .other
                    }
                }
                frames.append(Frame(role: role, id: index))
            case ")", "]":
                _ = frames.popLast()
            default:
                if top == .platforms && previous == "." && !token.isString
                    && platformLines[token.text.lowercased()] == nil
                {
                    platformLines[token.text.lowercased()] = token.line
                }
                guard token.isString else { continue }
                let value = String(token.text.dropFirst().dropLast())
                let labelled = beforePrevious.isEmpty ? "" : (previous == ":" ? beforePrevious : "")
                switch top {
                case .declaration(let id) where labelled == "name" && declarations[id] == nil:
                    declarations[id] = value
                    if targetLines[value] == nil { targetLines[value] = token.line }
                case .targetDependencies(let id) where previous == "[" || previous == ",":
                    appendDependency(value, line: token.line, declaration: id, names: declarations)
                case .dependencyCall(let id) where labelled == "name":
                    appendDependency(value, line: token.line, declaration: id, names: declarations)
                case .packageDependencyCall where labelled == "path" || labelled == "url" || labelled == "id":
                    packageDependencies.append(Entry(name: value, line: token.line))
                default:
                    break
                }
            }
        }
    }

    /// The line of `dependency` in `target`'s dependencies, else the target's line, else 1.
    public func line(ofDependency dependency: String, inTarget target: String) -> Int {
        targetDependencies[target]?.first { $0.name == dependency }?.line ?? targetLines[target] ?? 1
    }

    /// The line of the package dependency whose path or URL is `location`, else 1.
    public func line(ofPackage location: String) -> Int {
        let normalized = PathUtilities.normalize(location)
        return packageDependencies.first { $0.name == location || PathUtilities.normalize($0.name) == normalized }?
            .line ?? 1
    }

    /// The line of `platform` (`macos`) in `platforms:`, else the line of `platforms:`, else 1.
    public func line(ofPlatform platform: String) -> Int {
        platformLines[platform] ?? platformsLine ?? 1
    }

    /// The line of the target's declaration, else 1.
    public func line(ofTarget target: String) -> Int {
        targetLines[target] ?? 1
    }

    private mutating func appendDependency(_ name: String, line: Int, declaration: Int, names: [Int: String]) {
        guard let target = names[declaration] else { return }
        targetDependencies[target, default: []].append(Entry(name: name, line: line))
    }

    private static func callRole(name: String, dot: String, enclosing: Role) -> Role {
        switch enclosing {
        case .targetDependencies(let id):
            return .dependencyCall(id)
        case .packageDependencies where name == "package":
            return .packageDependencyCall
        default:
            if name == "Package" { return .packageCall }
            if dot == "." && declarationKinds.contains(name) { return .declaration(0) }
            return .other
        }
    }

    private enum Role: Equatable {
        case other
        case packageCall
        case packageDependencies
        case packageDependencyCall
        case platforms
        case declaration(Int)
        case targetDependencies(Int)
        case dependencyCall(Int)
    }

    private struct Frame {
        var role: Role
        var id: Int

        init(role: Role, id: Int) {
            // A declaration is identified by the index of its opening parenthesis.
            if case .declaration = role {
                self.role = .declaration(id)
            } else {
                self.role = role
            }
            self.id = id
        }
    }
}

/// The tokens of a manifest: identifiers, string literals (with their quotes) and single punctuation.
enum ManifestTokenizer {
    struct Token {
        var text: String
        var line: Int
        var isString: Bool
    }

    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var index = 0
        var line = 1
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                index += 1
            } else if character.isWhitespace {
                index += 1
            } else if character == "\"" {
                let start = index
                let startLine = line
                index += 1
                while index < characters.count && characters[index] != "\"" && characters[index] != "\n" {
                    if characters[index] == "\\" { index += 1 }
                    index += 1
                }
                index = min(index + 1, characters.count)
                tokens.append(Token(text: String(characters[start..<index]), line: startLine, isString: true))
            } else if character == "_" || character.isLetter {
                let start = index
                while index < characters.count
                    && (characters[index] == "_" || characters[index].isLetter || characters[index].isNumber)
                {
                    index += 1
                }
                tokens.append(Token(text: String(characters[start..<index]), line: line, isString: false))
            } else {
                tokens.append(Token(text: String(character), line: line, isString: false))
                index += 1
            }
        }
        return tokens
    }
}
