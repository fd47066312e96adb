/// One public declaration of a toolchain module (or of the Foundation table) with the Apple platforms it needs:
/// what the availability audit matches a package's sources against.
public struct APIDeclaration: Sendable, Equatable {
    /// A `type` is used by its name (`InlineArray`); a `member` as `.name` or `name(`, with `labels` when set.
    public enum Kind: String, Sendable, Equatable {
        case type
        case member
    }

    public var module: String
    /// `init` for an initialiser.
    public var name: String
    /// The enclosing type (`Task`, `URL`), empty at the top level.
    public var container: String
    public var kind: Kind
    /// A function's argument labels (`_` for an unlabelled one); nil for a property or a type.
    public var labels: [String]?
    /// The minimum version per platform, keyed by SwiftPM's lowercased name (`macos`: `[15, 0]`).
    public var introduced: [String: [Int]]
    /// The interface file, or Apple's documentation page, it was read from.
    public var source: String
    /// Whether a use must name the container (`URL.temporaryDirectory`, not any `.temporaryDirectory`).
    public var qualified = false

    /// `Task.immediate`, `Mutex`, `URL.appending(path:)`: the name the audit prints.
    public var displayName: String {
        let base = container.isEmpty ? name : "\(container).\(name)"
        guard let labels, kind == .member else { return base }
        return "\(base)(\(labels.map { "\($0):" }.joined()))"
    }

    /// `macOS 15.0 / iOS 18.0`: what it needs, as Apple writes it.
    public var requirementText: String {
        Self.ordered(introduced.keys).map {
            "\(PlatformCheck.displayName($0)) \(Self.versionText(introduced[$0] ?? []))"
        }
        .joined(separator: " / ")
    }

    /// The macOS it needs: the audit ranks namesakes and uses by it.
    var macOS: [Int] { introduced["macos"] ?? [0] }

    /// The platforms whose minimum in `minimums` is below what this needs, with the version it needs.
    public func platformsNewerThan(_ minimums: [String: [Int]]) -> [(platform: String, needs: [Int])] {
        Self.ordered(minimums.keys).compactMap { platform in
            guard let needs = introduced[platform], let minimum = minimums[platform], Self.isOlder(minimum, needs)
            else { return nil }
            return (platform, needs)
        }
    }

    /// Platforms in the order Apple lists them: macOS and iOS first.
    static func ordered(_ platforms: some Sequence<String>) -> [String] {
        let order = ["macos", "ios", "maccatalyst", "tvos", "watchos", "visionos"]
        return platforms.sorted {
            (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1)
        }
    }

    /// `15` and `15.0` are the same version.
    static func sameVersion(_ lhs: [Int], _ rhs: [Int]) -> Bool {
        let count = max(lhs.count, rhs.count)
        let pad = { (version: [Int]) in version + Array(repeating: 0, count: count - version.count) }
        return pad(lhs) == pad(rhs)
    }

    static func isOlder(_ lhs: [Int], _ rhs: [Int]) -> Bool {
        lhs.lexicographicallyPrecedes(rhs) && !sameVersion(lhs, rhs)
    }

    static func versionText(_ version: [Int]) -> String {
        version.map(String.init).joined(separator: ".")
    }

    /// `15.0` or `15` as components.
    static func version(_ text: some StringProtocol) -> [Int]? {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }
}

extension [String: [Int]] {
    /// These platform versions with `other`'s added, and raised to `other`'s where they are older.
    func raising(to other: [String: [Int]]) -> [String: [Int]] {
        merging(other) { APIDeclaration.isOlder($0, $1) ? $1 : $0 }
    }
}
