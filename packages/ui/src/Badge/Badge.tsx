import type { ReactNode } from 'react';
import { badge, text, type BadgeVariants } from './Badge.css';

export type BadgeProps = Pick<BadgeVariants, 'tone'> & {
  /** A number such as unread messages; above `max` it shows "99+". */
  count?: number;
  /** Counts above this show as "{max}+". */
  max?: number;
  /** A short label such as a status, used when there is no count. */
  children?: ReactNode;
  /** A fuller text for screen readers, e.g. "3 olästa meddelanden", when the badge alone is unclear. */
  'aria-label'?: string;
};

/** Formats a count the way badges show it: 100 and above becomes "99+". */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** A small count or status label, e.g. unread notifications on the bell or "Aktiv" on a patient. */
export function Badge({ tone, count, max = 99, children, 'aria-label': ariaLabel }: BadgeProps) {
  const isCount = count !== undefined;
  return (
    <span
      className={badge({ tone, shape: isCount ? 'count' : 'label' })}
      {...(ariaLabel ? { role: 'img', 'aria-label': ariaLabel } : {})}
    >
      <span className={text}>{isCount ? formatBadgeCount(count, max) : children}</span>
    </span>
  );
}
