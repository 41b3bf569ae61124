import { colors } from '@rehab/tokens';
import { Bar, BarChart as RechartsBarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, seriesColor, toRows, tooltipStyle, type ChartPoint, type ChartSeries } from '../internal/chart';
import { ChartFrame } from '../internal/ChartFrame';
import { plot } from './BarChart.css';

export type { ChartPoint, ChartSeries } from '../internal/chart';

export type BarChartProps = {
  title: string;
  description?: string;
  /** Heading of the x column in the accessible table, e.g. "Vecka". */
  xLabel: string;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  emptyText: string;
  missingText?: string;
  /** Grouped bars side by side (default) or stacked into one bar per x value. */
  arrangement?: 'grouped' | 'stacked';
  locale?: string;
  dateFormat?: Intl.DateTimeFormatOptions;
  /** e.g. `{ style: 'percent' }` for compliance given as 0–1. */
  valueFormat?: Intl.NumberFormatOptions;
  domain?: [number, number];
  width?: number;
  height?: number;
  titleLevel?: 2 | 3 | 4;
};

/** Amounts per period: compliance for exercises and theory lessons, completed activities. No animation. */
export function BarChart({
  locale = 'sv-SE',
  dateFormat = { day: 'numeric', month: 'short' },
  valueFormat,
  arrangement = 'grouped',
  width = 640,
  height = 280,
  titleLevel = 3,
  missingText = '–',
  ...props
}: BarChartProps) {
  const number = new Intl.NumberFormat(locale, valueFormat);
  const formatValue = (value: number) => number.format(value);
  const last = props.series.length - 1;
  return (
    <ChartFrame
      {...props}
      locale={locale}
      dateFormat={dateFormat}
      formatValue={formatValue}
      missingText={missingText}
      width={width}
      height={height}
      titleLevel={titleLevel}
    >
      <RechartsBarChart
        className={plot}
        width={width}
        height={height}
        data={toRows(props.points, locale, dateFormat)}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        barGap={2}
        barCategoryGap="20%"
      >
        <CartesianGrid stroke={colors.inputField} vertical={false} />
        <XAxis dataKey="x" tick={axisTick} tickLine={false} axisLine={{ stroke: colors.lightMediumGrey }} />
        <YAxis
          domain={props.domain ?? [0, 'auto']}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          tickFormatter={formatValue}
          width={48}
          tickCount={6}
        />
        <Tooltip
          contentStyle={tooltipStyle}
          cursor={{ fill: colors.additional }}
          formatter={(value) => (typeof value === 'number' ? formatValue(value) : value)}
          isAnimationActive={false}
        />
        {props.series.map((series, index) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            fill={seriesColor(series, index)}
            stackId={arrangement === 'stacked' ? 'stack' : undefined}
            // Only the outer end of a bar (or of a stack) is rounded.
            radius={arrangement === 'stacked' && index !== last ? 0 : [4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ChartFrame>
  );
}
