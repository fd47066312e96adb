import Foundation

/// Reads the links and the anchors of a Markdown text, the parts `MarkdownLinkCheck` needs.
enum MarkdownLinks {
    /// A relative link: its target as written and its line.
    struct Link: Equatable {
        var target: String
        var line: Int
    }

    /// The relative links of `text` (inline `[text](target)`, images, and `[label]: target` definitions),
    /// outside fenced code blocks and code spans.
    static func links(in text: String) -> [Link] {
        var links: [Link] = []
        for (index, line) in proseLines(of: text) {
            let prose = withoutCodeSpans(line)
            for target in inlineTargets(in: prose) + definitionTarget(in: prose) where isRelative(target) {
                links.append(Link(target: target, line: index))
            }
        }
        return links
    }

    /// The anchors a document defines: a GitHub slug per heading, and every `id="…"` or `name="…"`.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for (_, line) in proseLines(of: text) {
            if let heading = headingText(line) {
                let slug = self.slug(heading)
                let count = seen[slug, default: 0]
                seen[slug] = count + 1
                anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            }
            for attribute in ["id=\"", "name=\""] {
                var rest = Substring(line)
                while let start = rest.range(of: attribute) {
                    rest = rest[start.upperBound...]
                    guard let end = rest.firstIndex(of: "\"") else { break }
                    anchors.insert(rest[..<end].lowercased())
                    rest = rest[end...]
                }
            }
        }
        return anchors
    }

    /// GitHub's anchor for a heading: its visible text lower-cased, every character but letters, digits, `_`, `-`
    /// and spaces dropped, spaces turned into `-`.
    static func slug(_ heading: String) -> String {
        let visible = heading.replacingOccurrences(
            of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        var slug = ""
        for character in visible.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                slug.append(character)
            }
        }
        return slug
    }

    /// The lines outside fenced code blocks, numbered from 1.
    private static func proseLines(of text: String) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        var fence: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                continue
            }
            lines.append((index + 1, String(line)))
        }
        return lines
    }

    private static func headingText(_ line: String) -> String? {
        guard line.hasPrefix("#") else { return nil }
        let hashes = line.prefix { $0 == "#" }
        guard hashes.count <= 6, line.dropFirst(hashes.count).first == " " else { return nil }
        var text = line.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("#") { text = String(text.dropLast()).trimmingCharacters(in: .whitespaces) }
        return text
    }

    private static func withoutCodeSpans(_ line: String) -> String {
        line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
    }

    private static func inlineTargets(in line: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(line)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            var depth = 0
            var end = rest.endIndex
            for index in rest.indices {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" {
                    if depth == 0 {
                        end = index
                        break
                    }
                    depth -= 1
                }
            }
            guard end != rest.endIndex else { break }
            targets.append(cleaned(String(rest[..<end])))
            rest = rest[end...]
        }
        return targets
    }

    private static func definitionTarget(in line: String) -> [String] {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("["), let close = trimmed.range(of: "]: ") else { return [] }
        return [cleaned(String(trimmed[close.upperBound...]))]
    }

    /// The target without a title (`path "title"`) or angle brackets.
    private static func cleaned(_ raw: String) -> String {
        var target = raw.trimmingCharacters(in: .whitespaces)
        if target.hasPrefix("<"), let end = target.firstIndex(of: ">") {
            return String(target[target.index(after: target.startIndex)..<end])
        }
        if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }
        return target
    }

    private static func isRelative(_ target: String) -> Bool {
        guard !target.isEmpty else { return false }
        if target.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil { return false }
        return !target.hasPrefix("/")
    }
}
