import DataCore
import DomainCore
import Foundation
import Testing
import TodosDomain
import TodosTesting

@testable import TodosData

@Suite("DTO mapping")
struct TodoDTOMappingTests {
    @Test("a DummyJSON todo maps with the id and date given, its title trimmed, unknown fields ignored")
    func dummyJSONTodo() throws {
        let json = #"{"id":7,"todo":"  Memorize a poem ","completed":true,"userId":13,"extra":{"a":1}}"#
        let dto = try JSONDecoder().decode(TodoDTO.self, from: Data(json.utf8))

        let todo = try dto.toDomain(id: TodoFixtures.milk.id, createdAt: TodoFixtures.now)

        #expect(
            try todo
                == Todo(
                    id: TodoFixtures.milk.id, title: "Memorize a poem", completed: true, createdAt: TodoFixtures.now))
    }

    @Test("a DummyJSON todo without `completed` is not done")
    func missingCompleted() throws {
        let dto = try JSONDecoder().decode(TodoDTO.self, from: Data(#"{"todo":"Call mum"}"#.utf8))

        #expect(try !dto.toDomain(id: TodoFixtures.milk.id, createdAt: TodoFixtures.now).completed)
    }

    @Test("the DummyJSON envelope decodes with its paging fields")
    func envelope() throws {
        let json = #"{"todos":[{"id":1,"todo":"a","completed":false,"userId":1}],"total":254,"skip":0,"limit":1}"#
        let page = try JSONDecoder().decode(TodosPageDTO.self, from: Data(json.utf8))

        #expect(page.todos.count == 1)
        #expect(page.total?.value == 254)
    }

    @Test("a stored todo survives encoding and decoding", arguments: TodoFixtures.all)
    func storedRoundTrip(todo: Todo) throws {
        let data = try JSONEncoder().encode(StoredTodoDTO(todo))

        #expect(try JSONDecoder().decode(StoredTodoDTO.self, from: data).toDomain(position: 1) == todo)
    }

    @Test("a stored date without milliseconds is read too")
    func wholeSeconds() throws {
        let json =
            #"{"id":"7E57AA00-0000-4000-8000-000000000003","title":"t","completed":false,"createdAt":"2025-06-15T16:00:00Z"}"#
        let dto = try JSONDecoder().decode(StoredTodoDTO.self, from: Data(json.utf8))

        #expect(dto.createdAt == TodoFixtures.start)
        #expect(dto.id == TodoFixtures.plants.id)
    }
}
