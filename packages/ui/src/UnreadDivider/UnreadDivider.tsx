import * as styles from './UnreadDivider.css';

export type UnreadDividerProps = {
  /** e.g. "3 olästa meddelanden". */
  children: string;
};

/** Marks where the unread messages of a thread begin. */
export function UnreadDivider({ children }: UnreadDividerProps) {
  return (
    <div className={styles.divider} role="separator" aria-label={children}>
      <span aria-hidden="true">{children}</span>
    </div>
  );
}
