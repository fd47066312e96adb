import Foundation

/// Reads the links and the anchors of a Markdown text, the parts `MarkdownLinkCheck` needs.
enum MarkdownLinks {
    /// A relative link: its target as written and its line.
    struct Link: Equatable {
        var target: String
        var line: Int
    }

    /// `[text](target)`, its target holding balanced parentheses one level deep.
    private static let inlineLink = try! NSRegularExpression(pattern: #"\]\(((?:[^()]|\([^()]*\))*)\)"#)
    /// `[label]: target`, a link definition.
    private static let definitionLink = try! NSRegularExpression(pattern: #"^ *\[.*?\]: (.*)"#)
    /// An ATX heading's text, without the closing hashes.
    private static let headingLine = try! NSRegularExpression(pattern: #"^#{1,6} \s*(.*?)[\s#]*$"#)
    /// An HTML anchor: `id="…"` or `name="…"`.
    private static let anchorAttribute = try! NSRegularExpression(pattern: #"(?:id|name)="([^"]*)""#)

    /// The relative links of `text` (inline `[text](target)`, images, and `[label]: target` definitions),
    /// outside fenced code blocks and code spans.
    static func links(in text: String) -> [Link] {
        proseLines(of: text).flatMap { number, line in
            let prose = line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
            let targets = captures(of: inlineLink, in: prose) + captures(of: definitionLink, in: prose)
            return targets.map(cleaned).filter(isRelative).map { Link(target: $0, line: number) }
        }
    }

    /// The anchors a document defines: a GitHub slug per heading, and every `id="…"` or `name="…"`.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for (_, line) in proseLines(of: text) {
            if let heading = captures(of: headingLine, in: line).first {
                let slug = self.slug(heading)
                let count = seen[slug, default: 0]
                seen[slug] = count + 1
                anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            }
            anchors.formUnion(captures(of: anchorAttribute, in: line).map { $0.lowercased() })
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

    /// The first group of every match of `expression` in `text`.
    private static func captures(of expression: NSRegularExpression, in text: String) -> [String] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
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
