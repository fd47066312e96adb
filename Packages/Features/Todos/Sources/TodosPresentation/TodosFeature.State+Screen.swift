import PresentationCore

extension TodosFeature.State {
    /// What to show: a change in progress or its failure, else the list with a line about the last change.
    public var screen: Screen {
        TodoListPresenter.screen(for: self)
    }
}
