import ArchitectureKit
import Foundation
import Testing

/// The link check of `make check`, on Markdown files written to a temporary folder.
@Suite("Markdown links lead somewhere")
struct MarkdownLinkCheckTests {
    private let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)").path
        try PathUtilities.write(
            "# Guide\n\n## The Dependency Rule, checked\n\n## Tests\n\n## Tests\n\n<a id=\"kept\"></a>\n",
            to: root + "/docs/GUIDE.md")
        try PathUtilities.write("# Cart\n", to: root + "/Packages/Cart/README.md")
    }

    private func broken(_ text: String) throws -> [MarkdownLinkCheck.BrokenLink] {
        try PathUtilities.write(text, to: root + "/README.md")
        defer { try? FileManager.default.removeItem(atPath: root) }
        return MarkdownLinkCheck(root: root).brokenLinks(in: ["README.md"])
    }

    @Test("links to files, folders and headings that exist pass, GitHub's anchors included")
    func goodLinksPass() throws {
        let links = try broken(
            """
            # Read me
            See [the guide](docs/GUIDE.md), [its rule](docs/GUIDE.md#the-dependency-rule-checked), the second
            [Tests](docs/GUIDE.md#tests-1), [an id](docs/GUIDE.md#kept), [the cart](Packages/Cart) and
            [itself](#read-me), ![a picture](Packages/Cart/README.md "title"), [web](https://swift.org).
            """)
        #expect(links.isEmpty, "\(links.map(\.text))")
    }

    @Test("a link to a file that does not exist is reported with its file and line")
    func missingFile() throws {
        let links = try broken("# Read me\n\nSee\n[the old guide](docs/OLD.md).\n")
        #expect(
            links.map(\.text) == [
                "README.md:4: error: the link to docs/OLD.md names docs/OLD.md, which does not exist (rule links)"
            ])
    }

    @Test("a link to an anchor no heading defines is reported")
    func missingAnchor() throws {
        let links = try broken("# Read me\n[gone](docs/GUIDE.md#layers-and-rules) [here](#nowhere)\n")
        #expect(links.map(\.reason) == ["has no #layers-and-rules in docs/GUIDE.md", "has no #nowhere in README.md"])
    }

    @Test("links inside code are not links; a link out of the repo is reported")
    func codeAndOutside() throws {
        let links = try broken("# Read me\n`[a](gone.md)`\n```\n[b](gone.md)\n```\n[c](../elsewhere/GUIDE.md)\n")
        #expect(links.map(\.line) == [6])
        #expect(links.first?.reason == "points outside the repo")
    }
}
