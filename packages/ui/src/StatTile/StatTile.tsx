import { vars } from '@rehab/tokens';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { TrendDownIcon, TrendFlatIcon, TrendUpIcon } from '../Icon';
import { Skeleton } from '../Skeleton';
import {
  change as changeStyle,
  changeLabel as changeLabelStyle,
  changeTone,
  header,
  icon as iconStyle,
  label as labelStyle,
  linkTile,
  tile,
  value as valueStyle,
  wordValue,
} from './StatTile.css';

export type StatTileProps = {
  /** What is counted, e.g. "Aktiva licenser", "Nya meddelanden". */
  label: string;
  /** A number is formatted for the locale (12 345, 87 %); a string is shown as is. */
  value: number | string;
  /** Intl options for a numeric value, e.g. { style: 'percent' } for compliance. */
  valueFormat?: Intl.NumberFormatOptions;
  /** Change since the previous period, in the value's unit (or a fraction for percent). */
  change?: number;
  changeFormat?: Intl.NumberFormatOptions;
  /** What the change compares with, e.g. "sedan förra veckan". */
  changeLabel?: string;
  /** Whether a rise is good news (new users) or bad (inactive users); colours the change. */
  isIncreaseGood?: boolean;
  /** An icon from `@rehab/ui/Icon`. */
  icon?: ReactNode;
  isLoading?: boolean;
  locale?: string;
  /** Where the reader acts on the number; the whole tile becomes a link there. */
  href?: string;
};

const valueHeight = `calc(${vars.font.size.h1} * ${vars.font.lineHeight.tight})`;

/** One number on the dashboard or in organisation statistics, with its label and optional trend. */
export function StatTile({
  label,
  value,
  valueFormat,
  change,
  changeFormat,
  changeLabel,
  isIncreaseGood = true,
  icon,
  isLoading = false,
  locale = 'sv-SE',
  href,
}: StatTileProps) {
  const id = useId();
  const shownValue = typeof value === 'number' ? new Intl.NumberFormat(locale, valueFormat).format(value) : value;
  const direction = change === undefined || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const tone = direction === 'flat' ? 'neutral' : (direction === 'up') === isIncreaseGood ? 'good' : 'bad';
  const TrendIcon = direction === 'up' ? TrendUpIcon : direction === 'down' ? TrendDownIcon : TrendFlatIcon;

  const content = (
    <>
      <div className={header}>
        {icon && <span className={iconStyle}>{icon}</span>}
        <span id={id} className={labelStyle}>
          {label}
        </span>
      </div>
      {isLoading ? (
        // As tall as the figure's line, so the tile keeps its height when the figure arrives.
        <Skeleton variant="rectangle" width="50%" height={valueHeight} />
      ) : (
        <span className={typeof value === 'number' ? valueStyle : `${valueStyle} ${wordValue}`}>{shownValue}</span>
      )}
      {!isLoading && change !== undefined && (
        <span className={`${changeStyle} ${changeTone[tone]}`}>
          <TrendIcon size="sm" />
          <span>{new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', ...changeFormat }).format(change)}</span>
          {changeLabel && <span className={changeLabelStyle}>{changeLabel}</span>}
        </span>
      )}
    </>
  );
  // A link is named by its text (label and number); a plain tile is a named group.
  return href ? (
    <Link href={href} className={`${tile} ${linkTile}`} aria-busy={isLoading || undefined}>
      {content}
    </Link>
  ) : (
    <div className={tile} role="group" aria-labelledby={id} aria-busy={isLoading || undefined}>
      {content}
    </div>
  );
}
