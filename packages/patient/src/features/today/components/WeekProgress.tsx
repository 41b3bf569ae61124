import { ProgressBar } from 'react-aria-components';
import * as styles from './WeekProgress.css';

/** How much of the week is done, as a bar and in words ("5 av 12 klara"). */
export function WeekProgress({ label, done, total, valueText }: { label: string; done: number; total: number; valueText: string }) {
  return (
    <ProgressBar className={styles.root} aria-label={label} value={done} minValue={0} maxValue={Math.max(total, 1)} valueLabel={valueText}>
      {({ percentage }) => (
        <>
          <span className={styles.labels}>
            <span aria-hidden="true">{label}</span>
            <span>{valueText}</span>
          </span>
          <span className={styles.track}>
            <span className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </ProgressBar>
  );
}
