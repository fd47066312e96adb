/// Where a target sits: its layer and, for a feature's targets, the feature's name.
public struct Placement: Sendable, Equatable {
    public var layer: Layer
    /// The feature (the `{feature}` capture of the package folder), if the layer has one.
    public var feature: String?
}

/// Sorts targets into the policy's layers by package folder, target name and target type.
public struct LayerClassifier: Sendable {
    private let layers: [(layer: Layer, package: PathPattern, target: PathPattern)]

    /// Prepares the patterns of `policy`.
    public init(policy: Policy) {
        layers = policy.layers.map { ($0, PathPattern($0.match.package), PathPattern($0.match.target)) }
    }

    /// The placement of a target, or `nil` when no layer matches it.
    /// - Parameters:
    ///   - target: the target's name.
    ///   - type: the manifest's target type (`regular`, `executable`, `test`...).
    ///   - packagePath: the package folder relative to the repo root.
    public func placement(target: String, type: String, packagePath: String) -> Placement? {
        for entry in layers where entry.layer.match.types.contains(type) {
            guard let captures = entry.package.match(packagePath),
                let all = entry.target.match(target, bindings: captures)
            else { continue }
            return Placement(layer: entry.layer, feature: all["feature"])
        }
        return nil
    }
}
