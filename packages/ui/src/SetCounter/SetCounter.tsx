import { Button } from 'react-aria-components';
import { MinusIcon } from '../Icon';
import * as styles from './SetCounter.css';

export type SetCounterLabels = {
  /** The counter's heading, e.g. "Set". */
  heading: string;
  /** How far the patient has come, e.g. "2 av 3"; shown large and announced as it changes. */
  value: string;
  /** The main button, e.g. "Klar med set 3". */
  next: string;
  /** Taking a set back, e.g. "Ångra ett set". */
  back: string;
};

export type SetCounterProps = {
  /** The sets planned (at least 1). */
  total: number;
  /** The sets done so far, 0 to `total`. */
  done: number;
  onChange: (done: number) => void;
  labels: SetCounterLabels;
};

/**
 * Counts the sets of an exercise with two big buttons: one more set done, or one taken back. The count is shown
 * large, as dots, and announced politely to a screen reader as it changes.
 */
export function SetCounter({ total, done, onChange, labels }: SetCounterProps) {
  const count = Math.min(Math.max(done, 0), total);
  return (
    <section className={styles.counter} aria-label={labels.heading}>
      <h3 className={styles.heading} aria-hidden="true">
        {labels.heading}
      </h3>
      <p className={styles.value} aria-live="polite" aria-atomic="true">
        {labels.value}
      </p>
      <ul className={styles.dots} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li key={index} className={styles.dotState[index < count ? 'done' : 'open']} />
        ))}
      </ul>
      <div className={styles.actions}>
        <Button className={styles.button.back} onPress={() => onChange(count - 1)} isDisabled={count === 0} aria-label={labels.back}>
          <MinusIcon size="lg" />
        </Button>
        <Button className={styles.button.main} onPress={() => onChange(count + 1)} isDisabled={count >= total}>
          {labels.next}
        </Button>
      </div>
    </section>
  );
}
