/// Where a target sits: its layer and, for a feature's targets, the feature's name.
public struct Placement: Sendable, Equatable {
    public var layer: Layer
    /// The feature (the `{feature}` capture of the package folder), if the layer has one.
    public var feature: String?
}

/// Sorts targets into the policy's layers by package folder, target name and target type.
public struct LayerClassifier: Sendable {
    private let layers: [(layer: Layer, package: PathPattern, target: PathPattern)]

    public init(policy: Policy) {
        layers = policy.layers.map { ($0, PathPattern($0.match.package), PathPattern($0.match.target)) }
    }

    /// The placement of a target of type `type` (`regular`, `test`...) in the package folder `packagePath`
    /// (relative to the root), or `nil` when no layer matches it.
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
