import ArchitectureKit
import Testing

@Suite("SourceMasker blanks comments and strings, keeping lines")
struct SourceMaskerTests {
    /// Line and nested block comments go; a string keeps its quotes (an escaped quote or `//` inside is text),
    /// a multi-line one its lines, a raw one ends only at quote and hashes, an interpolation keeps its code.
    @Test(arguments: [
        ("let a = 1 // import X\n", "let a = 1            \n"),
        ("/* a /* import X */\nimport Y */ let b = 2", "                   \n            let b = 2"),
        (#"let s = "import X""#, #"let s = "        ""#),
        (#"let s = "a\"b" + c"#, #"let s = "    " + c"#),
        (#"let url = "http://x" ; import Y"#, #"let url = "        " ; import Y"#),
        ("let s = \"\"\"\n    import X\n    \"\"\"\nimport Y", "let s = \"\"\"\n            \n    \"\"\"\nimport Y"),
        ("let s = #\"a \" import X\"#\nimport Y", "let s = #\"            \"#\nimport Y"),
        (#"let s = "a \(f("x)")) b" + g"#, #"let s = "    f("  ")   " + g"#),
    ])
    func commentsAndStringContentsAreBlanked(source: String, masked: String) {
        #expect(SourceMasker.mask(source) == masked)
    }

    @Test func commentsOnlyModeKeepsStrings() {
        #expect(SourceMasker.mask(#"name: "Domain" // note"#, mode: .commentsOnly) == #"name: "Domain"        "#)
    }

    /// The masker reads its input through a pointer: a file that ends inside a literal, an escape, a raw
    /// delimiter or a comment must stop at its last byte, keep its length and keep its newlines.
    @Test(arguments: [
        "let s = \"", "let s = #\"", "let s = ##", "let s = \"a\\", "let s = #\"a\\#", "let s = \"\"\"\nx\n\"\"",
        "let s = \"\\(f(", "/* a\n/* b */", "x //", "let s = #\"a\"", "\"",
    ])
    func aFileEndingMidTokenIsMaskedToItsLastByte(source: String) {
        let masked = SourceMasker.mask(source)
        #expect(masked.utf8.count == source.utf8.count)
        #expect(masked.filter { $0 == "\n" }.count == source.filter { $0 == "\n" }.count)
    }
}
