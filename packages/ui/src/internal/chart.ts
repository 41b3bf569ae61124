import { colors, fontFamily, fontSize, radius, size, type ColorName } from '@rehab/tokens';
import { plot } from './ChartFrame.css';

/** One line or bar group: its key in each point's values, its visible name and its token colour. */
export type ChartSeries = { key: string; label: string; color?: ColorName };

/** One x position: a date (formatted with Intl) or a ready-made label such as "v. 36". */
export type ChartPoint = { x: Date | string; values: Record<string, number | null> };

/** What every chart takes: its title, its data and how values and dates are written. */
export type ChartProps = {
  title: string;
  description?: string;
  /** Heading of the x column in the accessible table, e.g. "Vecka" or "Datum". */
  xLabel: string;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  emptyText: string;
  missingText?: string;
  locale?: string;
  /** How date x values are written on the axis and in the table. */
  dateFormat?: Intl.DateTimeFormatOptions;
  /** How values are written on the axis, the tooltip and in the table, e.g. `{ style: 'percent' }` for 0–1. */
  valueFormat?: Intl.NumberFormatOptions;
  /** Fixed value range, e.g. [0, 10] for the stress scale. */
  domain?: [number, number];
  /** The widest the chart grows (px); without it, it fills its container at any width. */
  width?: number;
  height?: number;
  titleLevel?: 2 | 3 | 4;
};

/** Charts draw to SVG, which cannot read CSS variables, so they take the typed token constants. */
export const seriesColors: readonly ColorName[] = ['primaryText', 'secondary', 'mediumGrey', 'primary'];

export function seriesColor(series: ChartSeries, index: number): string {
  return colors[series.color ?? seriesColors[index % seriesColors.length] ?? 'primaryText'];
}

export const axisTick = { fill: colors.mediumGrey, fontSize: fontSize.small, fontFamily: fontFamily.body };

export const tooltipStyle = {
  fontFamily: fontFamily.body,
  fontSize: fontSize.small,
  borderRadius: radius.md,
  border: `${size.border} solid ${colors.lightMediumGrey}`,
  color: colors.darkGrey,
};

export function formatX(x: Date | string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return typeof x === 'string' ? x : new Intl.DateTimeFormat(locale, options).format(x);
}

/** Flattens points into the rows recharts draws: one key for x, one per series. */
export function toRows(points: readonly ChartPoint[], locale: string, dateFormat: Intl.DateTimeFormatOptions) {
  return points.map((point) => ({ x: formatX(point.x, locale, dateFormat), ...point.values }));
}

/** The plot area both charts share: margins, grid and axes in token colours. */
export const plotMargin = { top: 8, right: 16, bottom: 0, left: 0 };
export const gridProps = { stroke: colors.inputField, vertical: false } as const;
export const xAxisProps = { dataKey: 'x', tick: axisTick, tickLine: false, axisLine: { stroke: colors.lightMediumGrey } } as const;

export function yAxisProps(formatValue: (value: number) => string, domain: [number | 'auto', number | 'auto']) {
  return { domain, tick: axisTick, tickLine: false, axisLine: false, tickFormatter: formatValue, width: 48, tickCount: 6 } as const;
}

/** The formatter of values on the axis, in the tooltip and in the accessible table. */
export function valueFormatter(locale: string, options?: Intl.NumberFormatOptions) {
  const number = new Intl.NumberFormat(locale, options);
  return (value: number) => number.format(value);
}

/** Tooltip values in the chart's number format; anything else as it is. */
export function tooltipFormatter(formatValue: (value: number) => string) {
  return (value: unknown) => (typeof value === 'number' ? formatValue(value) : String(value));
}

/**
 * What both charts make of their props: the defaults, resolved once; the frame's props; and the props of the
 * recharts drawing (its rows, margins and class), spread onto it.
 */
export function chartSettings({
  locale = 'sv-SE',
  dateFormat = { day: 'numeric', month: 'short' },
  valueFormat,
  titleLevel = 3,
  missingText = '–',
  ...chart
}: ChartProps) {
  const formatValue = valueFormatter(locale, valueFormat);
  return {
    formatValue,
    frame: { ...chart, locale, dateFormat, formatValue, missingText, titleLevel },
    plot: { className: plot, data: toRows(chart.points, locale, dateFormat), accessibilityLayer: false, margin: plotMargin },
  };
}
