import { useId, type ReactNode } from 'react';
import { Badge, type BadgeProps } from '../Badge';
import { ExerciseThumbnail, type ExerciseKind } from '../ExerciseThumbnail';
import { Link } from '../Link';
import * as styles from './ExerciseMediaCard.css';

export type ExerciseMediaCardProps = {
  name: string;
  /** Where the card leads: the exercise's own page. */
  href: string;
  /** The exercise's picture at card size; without one, the kind's icon. */
  pictureUrl?: string | null;
  kind: ExerciseKind;
  /** A line under the name, e.g. "Styrka · nivå 3 · 3 × 10". */
  details?: string;
  /** Goal tags and body regions, in words. */
  tags?: readonly string[];
  /** A word over the picture, e.g. "Egen" for the organization's own, "Utgången" for a retired one. */
  badge?: { label: string; tone?: BadgeProps['tone'] };
  isRetired?: boolean;
  /** Heading level that fits the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons below, e.g. "Lägg till"; they stay pressable above the card's link. */
  actions?: ReactNode;
};

/** One exercise of the library as a card: its picture, name, a line of details and its tags; the whole card opens it. */
export function ExerciseMediaCard({ name, href, pictureUrl, kind, details, tags = [], badge, isRetired, headingLevel = 3, actions }: ExerciseMediaCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-retired={isRetired || undefined}>
      <ExerciseThumbnail url={pictureUrl} kind={kind} size="card" />
      {badge && (
        <span className={styles.badge}>
          <Badge tone={badge.tone ?? 'neutral'}>{badge.label}</Badge>
        </span>
      )}
      <Heading id={headingId} className={styles.heading}>
        <Link href={href} variant="standalone">
          {name}
        </Link>
      </Heading>
      {details && <p className={styles.details}>{details}</p>}
      {tags.length > 0 && (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="neutral">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}

/** The list the cards are laid out in: as many columns as the width holds. */
export function ExerciseMediaGrid({ 'aria-label': label, children }: { 'aria-label': string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
