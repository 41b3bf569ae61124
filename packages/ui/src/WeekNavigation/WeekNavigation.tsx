import { Button } from '../Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import * as styles from './WeekNavigation.css';

export type WeekNavigationProps = {
  /** The shown week, e.g. "v. 48 · 23–29 nov. 2026"; announced when it changes. */
  heading: string;
  labels: { navigation: string; previous: string; thisWeek: string; next: string };
  isThisWeek: boolean;
  onPrevious: () => void;
  onThisWeek: () => void;
  onNext: () => void;
  /** The heading's id, for a section the heading names. */
  headingId?: string;
};

/**
 * The shown week with steps to the previous, the current and the next one (or, for a calendar that shows one day,
 * to the day before, today and the day after); on a phone the steps are arrows on one row.
 */
export function WeekNavigation({ heading, labels, isThisWeek, onPrevious, onThisWeek, onNext, headingId }: WeekNavigationProps) {
  return (
    <div className={styles.root}>
      <h2 id={headingId} className={styles.heading} aria-live="polite">
        {heading}
      </h2>
      <div role="group" aria-label={labels.navigation} className={styles.steps}>
        <Button variant="text" icon={<ChevronLeftIcon size="sm" />} onPress={onPrevious}>
          <span className={styles.stepLabel}>{labels.previous}</span>
        </Button>
        <Button variant="text" onPress={onThisWeek} isDisabled={isThisWeek}>
          {labels.thisWeek}
        </Button>
        <Button variant="text" onPress={onNext}>
          <span className={styles.step}>
            <span className={styles.stepLabel}>{labels.next}</span>
            <ChevronRightIcon size="sm" />
          </span>
        </Button>
      </div>
    </div>
  );
}
