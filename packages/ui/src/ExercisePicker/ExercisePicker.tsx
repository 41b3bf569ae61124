import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { ExerciseThumbnail, type ExerciseKind } from '../ExerciseThumbnail';
import { List, ListItem } from '../List';
import { SearchField } from '../SearchField';
import * as styles from './ExercisePicker.css';

export type ExercisePickerItem = {
  id: string;
  name: string;
  kind: ExerciseKind;
  pictureUrl?: string | null;
  /** A line under the name, e.g. "Nivå 2 · 3 × 10". */
  details?: string;
};

export type ExercisePickerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading, e.g. "Lägg till övning". */
  title: string;
  closeLabel: string;
  searchLabel: string;
  searchPlaceholder?: string;
  clearSearchLabel: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** The list's name, e.g. "Övningar". */
  listLabel: string;
  items: readonly ExercisePickerItem[];
  /** Called with the exercise chosen (Enter or a press on its row). */
  onPick: (id: string) => void;
  /** A line under the search: how many were found, or that they are loading. */
  status?: string;
  emptyText: string;
  /** More than are shown: a button reads the next page. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadMoreLabel?: string;
  isLoadingMore?: boolean;
};

/**
 * Picks one exercise from a searchable list in a dialog: the search is the caller's (it may ask the server), the
 * arrow keys move through the rows, and Enter or a press picks one.
 */
export function ExercisePicker(props: ExercisePickerProps) {
  const { items, onPick } = props;
  return (
    <Dialog isOpen={props.isOpen} onOpenChange={props.onOpenChange} title={props.title} closeLabel={props.closeLabel}>
      <div className={styles.body}>
        <SearchField
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          clearLabel={props.clearSearchLabel}
          value={props.search}
          onChange={props.onSearchChange}
        />
        <p className={styles.status} role="status">
          {props.status ?? ''}
        </p>
        <div className={styles.list}>
          <List aria-label={props.listLabel} items={items} onAction={(id) => onPick(String(id))} emptyState={props.emptyText}>
            {(item) => (
              <ListItem id={item.id} textValue={item.name}>
                <ExerciseThumbnail url={item.pictureUrl} kind={item.kind} />
                <span>
                  <span className={styles.name}>{item.name}</span>
                  {item.details && <span className={styles.details}>{item.details}</span>}
                </span>
              </ListItem>
            )}
          </List>
        </div>
        {props.hasMore && props.onLoadMore && (
          <Button variant="text" onPress={props.onLoadMore} isLoading={props.isLoadingMore} loadingLabel={props.loadMoreLabel}>
            {props.loadMoreLabel}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
