import ArchitectureKit
import Testing

@Suite("SourceMasker blanks comments and strings, keeping lines")
struct SourceMaskerTests {
    @Test func lineCommentsAreBlanked() {
        let masked = SourceMasker.mask("let a = 1 // import X\n")
        #expect(masked == "let a = 1 " + String(repeating: " ", count: 11) + "\n")
    }

    @Test func nestedBlockCommentsAreBlankedWithTheirNewlines() {
        let masked = SourceMasker.mask("/* a /* import X */\nimport Y */ let b = 2")
        #expect(masked == "                   \n            let b = 2")
    }

    @Test func stringContentsAreBlankedAndQuotesKept() {
        #expect(SourceMasker.mask(#"let s = "import X""#) == #"let s = "        ""#)
    }

    @Test func escapedQuotesDoNotEndAString() {
        #expect(SourceMasker.mask(#"let s = "a\"b" + c"#) == #"let s = "    " + c"#)
    }

    @Test func multilineStringsAreBlankedLineByLine() {
        let source = "let s = \"\"\"\n    import X\n    \"\"\"\nimport Y"
        #expect(SourceMasker.mask(source) == "let s = \"\"\"\n            \n    \"\"\"\nimport Y")
    }

    @Test func rawStringsEndOnlyAtQuoteAndHashes() {
        let source = "let s = #\"a \" import X\"#\nimport Y"
        #expect(SourceMasker.mask(source).hasSuffix("\"#\nimport Y"))
        #expect(!SourceMasker.mask(source).contains("import X"))
    }

    @Test func interpolationsKeepTheirCodeAndTheirStrings() {
        let masked = SourceMasker.mask(#"let s = "a \(f("x)")) b" + g"#)
        #expect(masked.contains("f(\"  \")"))
        #expect(masked.hasSuffix("\" + g"))
    }

    @Test func commentsOnlyModeKeepsStrings() {
        #expect(SourceMasker.mask(#"name: "Domain" // note"#, mode: .commentsOnly) == #"name: "Domain"        "#)
    }

    @Test func commentMarkersInsideStringsAreText() {
        #expect(SourceMasker.mask(#"let url = "http://x" ; import Y"#) == #"let url = "        " ; import Y"#)
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
