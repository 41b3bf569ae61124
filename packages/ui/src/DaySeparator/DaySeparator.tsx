import * as styles from './DaySeparator.css';

export type DaySeparatorProps = {
  /** "Idag", "Igår" or a date, as the caller words it. */
  children: string;
};

/** Starts a new day in a chat thread. Read as a heading so a screen reader can jump between days. */
export function DaySeparator({ children }: DaySeparatorProps) {
  return (
    <div className={styles.separator} role="heading" aria-level={3}>
      <span className={styles.label}>{children}</span>
    </div>
  );
}
