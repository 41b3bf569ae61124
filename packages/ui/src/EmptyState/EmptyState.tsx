import type { ReactNode } from 'react';
import { action as actionStyle, description as descriptionStyle, iconCircle, state, title as titleStyle } from './EmptyState.css';

export type EmptyStateProps = {
  /** What is missing, e.g. "Inga patienter ännu". */
  title: string;
  /** What it means or what to do next. */
  description?: ReactNode;
  /** An icon from `@rehab/ui/Icon`, shown large. */
  icon?: ReactNode;
  /** The next step, e.g. a Button "Lägg till patient". */
  action?: ReactNode;
  /** Heading level that fits the page outline (default 3, inside a card or list). */
  headingLevel?: 2 | 3 | 4;
};

/** Shown where a list or area has nothing yet, with an optional next step. */
export function EmptyState({ title, description, icon, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={state}>
      {icon && (
        <span className={iconCircle} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={titleStyle}>{title}</Heading>
      {description && <p className={descriptionStyle}>{description}</p>}
      {action && <div className={actionStyle}>{action}</div>}
    </div>
  );
}
