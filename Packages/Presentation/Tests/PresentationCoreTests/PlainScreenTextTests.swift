import PresentationCore
import Testing

@Suite("Plain screen text")
struct PlainScreenTextTests {
    @Test("a table is padded to its widest cell, trailing columns aligned right")
    func table() {
        let screen = Screen(
            title: "Products",
            subtitle: "Page 1 of 1",
            sections: [
                Screen.Section(
                    content: .table(
                        Screen.Table(
                            columns: [Screen.Column("Title"), Screen.Column("Price", alignment: .trailing)],
                            rows: [Screen.Row(["Lamp", "$60.00"]), Screen.Row(["Phone", "$899.00"])]
                        )
                    )
                )
            ],
            messages: [Screen.Message(.info, "2 products")]
        )
        #expect(
            PlainScreenText.render(screen) == """
                Products
                Page 1 of 1

                Title    Price
                Lamp    $60.00
                Phone  $899.00
                2 products
                """
        )
    }

    @Test("fields line up after the longest label")
    func fields() {
        let screen = Screen(
            title: "Lamp",
            sections: [Screen.Section(content: .fields([Screen.Field("Price", "$60.00"), .init("Stock", "0")]))]
        )
        #expect(PlainScreenText.render(screen) == "Lamp\n\nPrice  $60.00\nStock  0")
    }
}
