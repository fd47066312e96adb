import Testing

@testable import ArchitectureKit

@Suite("Character classes the scanners read identifiers with")
struct CharacterIdentifierTests {
    /// Every ASCII character, and letters and numbers from elsewhere that the ASCII shortcut must hand on.
    static let characters: [Character] =
        (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + [
            "\r\n", "é", "ß", "ª", "日", "Ж", "٣", "Ⅻ", "½", "²", "_", "‿", "e\u{301}", "👍", "\u{200D}", "\u{A0}",
        ]

    @Test("isLetterQuick and isNumberQuick answer as isLetter and isNumber do", arguments: characters)
    func matchesTheUnicodeProperties(character: Character) {
        #expect(character.isLetterQuick == character.isLetter)
        #expect(character.isNumberQuick == character.isNumber)
        #expect(character.isIdentifierCharacter == (character == "_" || character.isLetter || character.isNumber))
    }
}
