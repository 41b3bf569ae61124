import type { ReactNode } from 'react';
import { GridList, GridListItem, type GridListItemProps, type GridListProps } from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { content, empty, item, list } from './List.css';

export type ListProps<T extends object> = Omit<GridListProps<T>, 'className' | 'style' | 'children' | 'renderEmptyState'> & {
  /** The list's name for screen readers when no visible heading labels it. */
  'aria-label'?: string;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown when there are no items, e.g. "Inga anteckningar". Pass an EmptyState for more. */
  emptyState?: ReactNode;
};

/**
 * An interactive list: rows are reached with the arrow keys, Enter runs `onAction(id)`,
 * `selectionMode` adds checkboxes, and controls inside a row stay reachable (react-aria GridList).
 * For read-only lists of text, plain <ul> is enough.
 */
export function List<T extends object>({ emptyState, children, ...props }: ListProps<T>) {
  return (
    <GridList
      {...props}
      data-has-action={props.onAction ? true : undefined}
      className={list}
      renderEmptyState={() => (typeof emptyState === 'string' ? <div className={empty}>{emptyState}</div> : emptyState)}
    >
      {children}
    </GridList>
  );
}

export type ListItemProps<T extends object> = Omit<GridListItemProps<T>, 'className' | 'style' | 'children'> & {
  children: ReactNode;
};

export function ListItem<T extends object>({ children, ...props }: ListItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <GridListItem {...props} textValue={textValue} className={item}>
      {({ selectionMode, selectionBehavior }) => (
        <>
          {selectionMode !== 'none' && selectionBehavior === 'toggle' && <Checkbox slot="selection" />}
          <div className={content}>{children}</div>
        </>
      )}
    </GridListItem>
  );
}
