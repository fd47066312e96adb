/// One public declaration of a toolchain module (or of the Foundation table) with the Apple platforms it needs:
/// what the availability audit matches a package's sources against.
public struct APIDeclaration: Sendable, Equatable {
    /// How a use of it is recognised in a source file.
    public enum Kind: String, Sendable, Equatable {
        /// A type, protocol or type alias: its name as an identifier (`InlineArray`).
        case type
        /// A function, property, case or initialiser of a type, or a free function: `.name` or `name(`, and
        /// when `labels` is set, called with exactly those argument labels.
        case member
    }

    /// The module that declares it (`Swift`, `Synchronization`, `Foundation`).
    public var module: String
    /// The name as used (`Mutex`, `immediate`, `data`); `init` for an initialiser.
    public var name: String
    /// The enclosing type (`Task`, `URL`), empty at the top level.
    public var container: String
    public var kind: Kind
    /// The argument labels of a function (`["for"]` for `data(for:)`, `_` for an unlabelled one), `nil` for a
    /// property or type.
    public var labels: [String]?
    /// The minimum version per platform, keyed by SwiftPM's lowercased name (`macos`: `[15, 0]`).
    public var introduced: [String: [Int]]
    /// Where this availability was read (the interface file, or Apple's documentation page).
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

    /// The platforms whose minimum in `minimums` is below what this needs, with the version it needs.
    public func platformsNewerThan(_ minimums: [String: [Int]]) -> [(platform: String, needs: [Int])] {
        Self.ordered(minimums.keys).compactMap { platform in
            guard let needs = introduced[platform], let minimum = minimums[platform],
                minimum.lexicographicallyPrecedes(needs, by: <), !Self.sameVersion(minimum, needs)
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

    /// `[15, 0]` as `15.0`.
    static func versionText(_ version: [Int]) -> String {
        version.map(String.init).joined(separator: ".")
    }

    /// Parses `15.0` or `15` into components.
    static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }
}
