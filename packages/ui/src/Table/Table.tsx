import type { ReactNode } from 'react';
import {
  Cell,
  Collection,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  TableLayout,
  TableLoadMoreItem,
  Virtualizer,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ChevronDownIcon, ChevronUpIcon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Table.css';

export type { Key, Selection, SortDescriptor } from 'react-aria-components';

export type TableColumn<Row> = {
  id: string;
  name: string;
  /** The column that names a row for screen readers (e.g. last name). Exactly one should set it. */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** Pixels or a fraction of the free space, e.g. 120 or '2fr'. */
  width?: number | `${number}fr`;
  minWidth?: number;
  render: (row: Row) => ReactNode;
};

export type TableProps<Row extends { id: Key }> = {
  'aria-label': string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Height of the scroll area in px; rows outside it are not rendered. */
  height?: number;
  /** A short list (e.g. in a card): the scroll area is only as tall as its rows need, up to `height`. */
  fitRows?: boolean;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Header text of the selection column (read by screen readers). */
  selectionLabel?: string;
  /** Opens a row, e.g. the patient's page. */
  onRowAction?: (id: Key) => void;
  /** Per-row actions, usually a menu button. */
  renderRowActions?: (row: Row) => ReactNode;
  rowActionsLabel?: string;
  emptyText: string;
  isLoading?: boolean;
  loadingText?: string;
  error?: { message: string; retryLabel: string; onRetry: () => void };
  /** Rows read a page at a time: called as the reader scrolls near the last row, while `hasMore`. */
  onLoadMore?: () => void;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  /** What the spinner below the last row says while the next page loads, e.g. "Hämtar fler patienter". */
  loadingMoreText?: string;
};

const rowHeight = 52;
const headingHeight = 44;
const loaderHeight = 56;
const skeletonRows = Array.from({ length: 8 }, (_, index) => ({ id: `skeleton-${index}` }));
/** Room for the empty or error text (and its retry button) of a table that fits its rows. */
const stateRows = 3;

/**
 * A sortable, selectable data table on react-aria's Table.
 *
 * Virtualization: rows are windowed by react-aria's own Virtualizer with TableLayout, not by
 * @tanstack/react-virtual. React-aria's grid keyboard navigation (arrows, Page Up/Down,
 * Home/End), focus restoration and aria-rowcount/aria-rowindex are computed from its collection
 * and layout; a table windowed from outside would hand react-aria only the rendered rows, so
 * focus would stop at the window's edge and the row counts would be wrong. @tanstack/react-virtual
 * is used where we own the semantics (ChatThread's log).
 */
export function Table<Row extends { id: Key }>({
  height = 480,
  selectionMode = 'none',
  selectionLabel = '',
  rowActionsLabel = '',
  loadingText = '',
  ...props
}: TableProps<Row>) {
  const isLoading = props.isLoading === true;
  const shownRows = isLoading ? skeletonRows.length : props.error || props.rows.length === 0 ? stateRows : props.rows.length;
  const rowsHeight = headingHeight + shownRows * rowHeight + (props.onLoadMore && props.hasMore ? loaderHeight : 0);
  const scrollHeight = props.fitRows ? Math.min(height, rowsHeight) : height;
  const canSelect = selectionMode !== 'none' && !isLoading && !props.error;
  const hasSelectionColumn = selectionMode !== 'none';
  const hasActions = props.renderRowActions !== undefined;

  const header = (
    <TableHeader className={styles.header}>
      {hasSelectionColumn && (
        <Column width={48} minWidth={48} className={styles.column}>
          {canSelect && selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <span className={visuallyHidden}>{selectionLabel}</span>
          )}
        </Column>
      )}
      {/* The collection caches each column's element by item: it must render again when loading ends, or headers stay unsortable. */}
      <Collection items={props.columns} dependencies={[isLoading]}>
        {(column) => (
          <Column
            id={column.id}
            isRowHeader={column.isRowHeader}
            allowsSorting={column.allowsSorting && !isLoading}
            width={column.width ?? '1fr'}
            minWidth={column.minWidth ?? 96}
            className={styles.column}
          >
            {({ sortDirection }) => (
              <>
                <span className={styles.columnLabel}>{column.name}</span>
                {sortDirection && (
                  <span className={styles.sortIndicator}>
                    {sortDirection === 'ascending' ? <ChevronUpIcon size="sm" /> : <ChevronDownIcon size="sm" />}
                  </span>
                )}
              </>
            )}
          </Column>
        )}
      </Collection>
      {hasActions && (
        <Column width={56} minWidth={56} className={styles.column}>
          <span className={visuallyHidden}>{rowActionsLabel}</span>
        </Column>
      )}
    </TableHeader>
  );

  return (
    <div className={styles.frame} aria-busy={isLoading || undefined}>
      {isLoading && (
        <p role="status" className={visuallyHidden}>
          {loadingText}
        </p>
      )}
      <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight, loaderHeight }}>
        <AriaTable
          aria-label={props['aria-label']}
          className={styles.table}
          style={{ height: scrollHeight }}
          selectionMode={canSelect ? selectionMode : 'none'}
          selectionBehavior="toggle"
          selectedKeys={props.selectedKeys}
          onSelectionChange={props.onSelectionChange}
          sortDescriptor={props.sortDescriptor}
          onSortChange={props.onSortChange}
          onRowAction={isLoading || props.error ? undefined : props.onRowAction}
        >
          {header}
          {isLoading ? (
            <TableBody items={skeletonRows} dependencies={[props.columns]}>
              {(skeleton) => (
                <Row id={skeleton.id} className={styles.row}>
                  {hasSelectionColumn && <Cell className={styles.cell} />}
                  <Collection items={props.columns}>
                    {(column) => (
                      <Cell className={styles.cell}>
                        <Skeleton variant="text" width="70%" />
                        {/* A row header must have text; skeleton rows name themselves by the loading text. */}
                        {column.isRowHeader && <span className={visuallyHidden}>{loadingText}</span>}
                      </Cell>
                    )}
                  </Collection>
                  {hasActions && <Cell className={styles.cell} />}
                </Row>
              )}
            </TableBody>
          ) : (
            <TableBody
              renderEmptyState={() => (
                <div className={styles.stateCell}>
                  {props.error ? (
                    <>
                      <p className={styles.errorText}>{props.error.message}</p>
                      <Button variant="outlined" onPress={props.error.onRetry}>
                        {props.error.retryLabel}
                      </Button>
                    </>
                  ) : (
                    <p>{props.emptyText}</p>
                  )}
                </div>
              )}
            >
              {/* Rows are cached per item: they are built again when the columns change, or their cells would not match. */}
              <Collection items={props.error ? [] : props.rows} dependencies={[props.columns]}>
                {(row) => (
                  <Row id={row.id} className={styles.row}>
                    {hasSelectionColumn && (
                      <Cell className={styles.cell}>
                        <SelectionCheckbox />
                      </Cell>
                    )}
                    <Collection items={props.columns} dependencies={[row]}>
                      {(column) => <Cell className={styles.cell}>{wrapText(column.render(row))}</Cell>}
                    </Collection>
                    {hasActions && <Cell className={styles.cell}>{props.renderRowActions?.(row)}</Cell>}
                  </Row>
                )}
              </Collection>
              {props.onLoadMore && !props.error && (
                <TableLoadMoreItem
                  className={styles.loadMore}
                  onLoadMore={props.hasMore && !props.isLoadingMore ? props.onLoadMore : undefined}
                  isLoading={props.isLoadingMore}
                >
                  <Spinner size="sm" aria-label={props.loadingMoreText} />
                </TableLoadMoreItem>
              )}
            </TableBody>
          )}
        </AriaTable>
      </Virtualizer>
    </div>
  );
}

/** Plain text truncates with an ellipsis; the full text stays in the title and the accessibility tree. */
function wrapText(content: ReactNode): ReactNode {
  if (typeof content !== 'string' && typeof content !== 'number') return content;
  return (
    <span className={styles.cellText} title={String(content)}>
      {content}
    </span>
  );
}

function SelectionCheckbox() {
  return <Checkbox slot="selection" />;
}
