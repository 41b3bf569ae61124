export { Table, type Key, type Selection, type SortDescriptor, type TableColumn, type TableProps } from './Table';
