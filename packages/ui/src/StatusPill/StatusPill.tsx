import * as styles from './StatusPill.css';

/** A treatment's status, or `invited`: added by staff, not yet joined. */
export type PatientStatus = 'active' | 'inactive' | 'invited';

export type StatusPillProps = {
  status: PatientStatus;
  /** The visible status word, e.g. "Aktiv". */
  children: string;
};

/** A patient's treatment status: a filled dot for active, a hollow one for inactive and invited (outlined), and the word. */
export function StatusPill({ status, children }: StatusPillProps) {
  return (
    <span className={`${styles.pill} ${styles.tone[status]}`}>
      <span aria-hidden="true" className={`${styles.dot} ${status !== 'active' ? styles.hollow : ''}`} />
      {children}
    </span>
  );
}
