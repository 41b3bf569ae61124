import { ProgressBar } from 'react-aria-components';
import { arc, circle, spinner, spinnerSize, spinnerTone, track, type SpinnerSize, type SpinnerTone } from './Spinner.css';

export type SpinnerProps = {
  /** What is loading, announced to screen readers, e.g. "Laddar patienter". */
  'aria-label': string;
  size?: SpinnerSize;
  /** primary on pages, current to take the colour of the button it sits in. */
  tone?: SpinnerTone;
};

/** An indeterminate progress indicator with an accessible name. It stands still under reduced motion. */
export function Spinner({ size = 'md', tone = 'primary', ...props }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={props['aria-label']} className={`${spinner} ${spinnerSize[size]} ${spinnerTone[tone]}`}>
      <svg className={circle} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={track} cx="12" cy="12" r="9" strokeWidth="3" />
        <path className={arc} d="M21 12a9 9 0 0 0-9-9" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
