/// `NSGridView`: rows and columns of cells, each holding at most one content view, laid out by
/// the grid rather than by the document's constraints.
public struct GridProperties: Hashable, Sendable {
    /// A row or a column. `size` is a fixed height or width; `nil` sizes the track to its content.
    public struct Track: Hashable, Sendable {
        public var id: ObjectID
        public var size: Double?
        /// Extra room before and after the cells' content: a column's leading and trailing
        /// padding, a row's top and bottom padding.
        public var leadingPadding: Double = 0
        public var trailingPadding: Double = 0
        /// Columns: the x placement of their cells; rows: the y placement.
        public var placement: GridPlacement?
        /// Rows only: the baseline alignment of their cells.
        public var rowAlignment: GridRowAlignment?

        public init(id: ObjectID) { self.id = id }
    }

    public struct Cell: Hashable, Sendable {
        public var row: ObjectID
        public var column: ObjectID
        /// The view the cell holds (its `contentView`), if any.
        public var contentView: ObjectID?
        /// The cell that heads the merged cell this one belongs to (`headOfMergedCell`).
        public var headOfMergedCell: ObjectID?
        public var id: ObjectID
        public var xPlacement: GridPlacement?
        public var yPlacement: GridPlacement?
        public var rowAlignment: GridRowAlignment?

        public init(id: ObjectID, row: ObjectID, column: ObjectID) {
            self.id = id
            self.row = row
            self.column = column
        }
    }

    /// Top to bottom.
    public var rows: [Track] = []
    /// Leading to trailing.
    public var columns: [Track] = []
    public var cells: [Cell] = []
    /// NSGridView's defaults: 6 points between rows and between columns.
    public var rowSpacing: Double = 6
    public var columnSpacing: Double = 6
    public var xPlacement: GridPlacement?
    public var yPlacement: GridPlacement?
    public var rowAlignment: GridRowAlignment?

    public init() {}
}
