import type { ReactNode } from 'react';
import { Button } from '../Button';
import { action as actionStyle, description as descriptionStyle, errorCircle, iconCircle, state, title as titleStyle } from '../EmptyState/EmptyState.css';
import { ErrorIcon } from '../Icon';

export type ErrorStateProps = {
  /** What failed, e.g. "Det gick inte att hämta patienterna". */
  title: string;
  /** The error's message (docs/rules/errors.md: network errors show their message only). */
  description?: ReactNode;
  /** The retry button's text, e.g. "Försök igen". Without `onRetry` no button is shown. */
  retryLabel?: string;
  onRetry?: () => void;
  /** While a retry is running the button shows loading. */
  isRetrying?: boolean;
  retryingLabel?: string;
  headingLevel?: 2 | 3 | 4;
};

/** Shown in place of content that failed to load; announced to screen readers when it appears. */
export function ErrorState({ title, description, retryLabel, onRetry, isRetrying = false, retryingLabel, headingLevel = 3 }: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={state} role="alert">
      <span className={`${iconCircle} ${errorCircle}`} aria-hidden="true">
        <ErrorIcon size="lg" />
      </span>
      <Heading className={titleStyle}>{title}</Heading>
      {description && <p className={descriptionStyle}>{description}</p>}
      {onRetry && retryLabel && (
        <div className={actionStyle}>
          <Button variant="outlined" onPress={onRetry} isLoading={isRetrying} loadingLabel={retryingLabel}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
