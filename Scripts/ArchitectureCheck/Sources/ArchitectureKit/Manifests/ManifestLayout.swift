import Foundation

/// Where things are written in a `Package.swift`: the line of each target declaration, of each of its
/// dependencies, and of each package dependency, so manifest findings point at the line to edit.
///
/// It reads the manifest's tokens (comments masked) and tracks brackets: a `dependencies: [...]` inside
/// `Package(...)` lists packages, one inside a target declaration (`.target(`, `.testTarget(`...) lists that
/// target's dependencies. Manifests that build targets in loops still get a line: the target's, or 1.
public struct ManifestLayout: Sendable {
    /// The line of each target's `name:`.
    public private(set) var targetLines: [String: Int] = [:]
    /// Each target's dependencies (a target or product name) in order of appearance, with their lines.
    private var targetDependencies: [String: [(name: String, line: Int)]] = [:]
    /// The package dependencies (`path:`, `url:` or `id:` values) with their lines.
    private var packageDependencies: [(name: String, line: Int)] = []
    /// The line of `platforms:` in `Package(...)`, if it is written.
    public private(set) var platformsLine: Int?
    /// The line of each platform in `platforms: [...]`, keyed by SwiftPM's lowercased name (`macos`, `ios`).
    public private(set) var platformLines: [String: Int] = [:]

    private static let declarationKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "plugin", "macro", "systemLibrary", "binaryTarget",
    ]

    /// What an open bracket is. A declaration, its dependency list and their calls carry the index of the
    /// declaration's `(`, which keys its name.
    private enum Role: Equatable {
        case other, packageCall, packageDependencies, packageDependencyCall, platforms
        case declaration(Int)
        case targetDependencies(Int)
        case dependencyCall(Int)
    }

    public init(manifest text: String) {
        let tokens = Self.tokens(SourceMasker.mask(text, mode: .commentsOnly))
        var frames: [Role] = []
        var declarations: [Int: String] = [:]  // declaration id -> target name
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1].text : ""
            let beforePrevious = index > 1 ? tokens[index - 2].text : ""
            let top = frames.last ?? .other
            switch token.text {
            case "(":
                frames.append(Self.callRole(name: previous, dot: beforePrevious, enclosing: top, at: index))
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
                frames.append(role)
            case ")", "]":
                _ = frames.popLast()
            default:
                let isString = token.text.hasPrefix("\"")
                if top == .platforms && previous == "." && !isString && platformLines[token.text.lowercased()] == nil {
                    platformLines[token.text.lowercased()] = token.line
                }
                guard isString else { continue }
                let value = String(token.text.dropFirst().dropLast())
                let labelled = beforePrevious.isEmpty ? "" : (previous == ":" ? beforePrevious : "")
                switch top {
                case .declaration(let id) where labelled == "name" && declarations[id] == nil:
                    declarations[id] = value
                    if targetLines[value] == nil { targetLines[value] = token.line }
                case .targetDependencies(let id) where previous == "[" || previous == ",",
                    .dependencyCall(let id) where labelled == "name":
                    if let target = declarations[id] {
                        targetDependencies[target, default: []].append((value, token.line))
                    }
                case .packageDependencyCall where labelled == "path" || labelled == "url" || labelled == "id":
                    packageDependencies.append((value, token.line))
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

    private static func callRole(name: String, dot: String, enclosing: Role, at index: Int) -> Role {
        switch enclosing {
        case .targetDependencies(let id): return .dependencyCall(id)
        case .packageDependencies where name == "package": return .packageDependencyCall
        default:
            if name == "Package" { return .packageCall }
            return dot == "." && declarationKinds.contains(name) ? .declaration(index) : .other
        }
    }

    /// An identifier, a string literal with its quotes (one left open ends at its line's end), or one other
    /// character.
    private static let token = try! NSRegularExpression(pattern: #""(?:\\.|[^"\\\n])*"?|[\p{L}_][\p{L}\p{N}_]*|\S"#)

    /// The tokens of a manifest with their 1-based lines.
    private static func tokens(_ text: String) -> [(text: String, line: Int)] {
        var line = 1
        var counted = text.startIndex
        return token.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            line += text.utf8[counted..<range.lowerBound].count(where: { $0 == UInt8(ascii: "\n") })
            counted = range.lowerBound
            return (String(text[range]), line)
        }
    }
}
