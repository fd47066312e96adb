import ArchitectureKit
import Testing

/// Platform minimums: each test breaks one in a fresh fixture repo and expects it at the manifest's line.
@Suite("Platform minimums are reported at the manifest", .enabled(if: FixtureRepo.isAvailable))
struct PlatformViolationTests {
    @Test func aPackageWhoseMinimumIsBelowADependencysOrMissing() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        let cart = "Packages/Features/Cart/Package.swift"
        try repo.replace("platforms: [.macOS(.v15), .iOS(.v18)]", with: "platforms: [.macOS(.v14)]", in: cart)
        try repo.replace(
            "platforms: [.macOS(.v15), .iOS(.v18)]", with: "platforms: [.macOS(\"15.4\"), .iOS(.v18)]",
            in: "Packages/Data/Package.swift")
        let findings = try repo.findings()
        expectFinding(
            findings, file: cart, line: 5, rule: "platform-minimums",
            containing: "Cart's minimum macOS is 14.0 but it depends on ../../Data (Data), which needs macOS 15.4")
        expectFinding(
            findings, file: cart, line: 5, rule: "platform-minimums",
            containing: "Cart declares no minimum iOS version")
        #expect(findings.filter { $0.file == cart && $0.message.contains("for iOS") }.isEmpty)
        #expect(findings.count == 4, "\(findings.map(\.text))")  // and Cart below Catalog, Catalog below Data
    }

    @Test func oneVersionWrittenTwoWaysIsNotBelowItself() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            "platforms: [.macOS(.v15), .iOS(.v18)]", with: "platforms: [.macOS(\"15\"), .iOS(\"18.0.0\")]",
            in: "Packages/Features/Cart/Package.swift")
        let findings = try repo.findings()
        #expect(findings.isEmpty, "\(findings.map(\.text))")
    }

    @Test func aPackageThatNamesNoPlatforms() throws {
        let repo = try FixtureRepo.base()
        defer { repo.remove() }
        try repo.replace(
            " platforms: [.macOS(.v15), .iOS(.v18)],", with: "", in: "Packages/Presentation/Package.swift")
        let findings = try repo.findings()
        expectFinding(
            findings, file: "Packages/Presentation/Package.swift", line: 1, rule: "platform-minimums",
            containing: "Presentation declares no minimum macOS version")
        expectFinding(
            findings, file: "Packages/Presentation/Package.swift", line: 1, rule: "platform-minimums",
            containing: "Presentation declares no minimum iOS version")
        #expect(findings.count == 2, "\(findings.map(\.text))")
    }
}
